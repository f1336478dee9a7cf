import { api, type Order } from '@storefront/shared';

/** POST /api/orders/:id/cancel: cancels an order not yet shipped (decisions §7); answers it, Cancelled. */
export function cancelOrder(orderId: string) {
  return api.post<Order>(`/api/orders/${encodeURIComponent(orderId)}/cancel`);
}
