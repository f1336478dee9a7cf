import { api, type Invoice } from '@storefront/shared';

/** GET /api/orders/:id/invoice: the order's GST tax invoice (its own shopper only). */
export function getInvoice(orderId: string, signal?: AbortSignal) {
  return api.get<Invoice>(`/api/orders/${encodeURIComponent(orderId)}/invoice`, undefined, signal);
}
