import { api, type Product } from '@storefront/shared';
import { MAX_QUERY_READ } from '@storefront/shared/rules';

/**
 * The first `limit` products for what the shopper typed (GET /api/search): the suggestions. A
 * pasted paragraph asks with its first MAX_QUERY_READ characters, as the results page reads it
 * (the call refuses more).
 */
export function searchProducts(q: string, limit: number, signal?: AbortSignal) {
  return api.get<Product[]>('/api/search', { q: [...q].slice(0, MAX_QUERY_READ).join(''), limit }, signal);
}
