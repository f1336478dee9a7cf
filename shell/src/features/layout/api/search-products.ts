import { api, type Product } from '@storefront/shared';

/** The first `limit` products for what the shopper typed (GET /api/search): the suggestions. */
export function searchProducts(q: string, limit: number, signal?: AbortSignal) {
  return api.get<Product[]>('/api/search', { q, limit }, signal);
}
