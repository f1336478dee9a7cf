import { api, type CreateOrderPayload, type Order } from '@storefront/shared';

/** POST /api/orders/create: the order payload of spec §3; the server re-prices and re-checks it. */
export function createOrder(payload: CreateOrderPayload) {
  return api.post<Order>('/api/orders/create', payload);
}
