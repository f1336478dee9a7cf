import { api } from '@storefront/shared';

/** DELETE /api/cart/{id}: removes one of the shopper's own cart lines. */
export function deleteCartItem(id: string) {
  return api.del<{ success: boolean; msg?: string }>(`/api/cart/${encodeURIComponent(id)}`);
}
