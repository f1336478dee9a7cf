import { api, type Order } from '@storefront/shared';

/** GET /api/orders?userid: the signed-in shopper's own orders, newest first. */
export function getOrders(userId: string, signal?: AbortSignal) {
  return api.get<Order[]>('/api/orders', { userid: userId }, signal);
}
