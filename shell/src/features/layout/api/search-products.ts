import { api, type Product } from '@storefront/shared';

export function searchProducts(q: string, signal?: AbortSignal) {
  return api.get<Product[]>('/api/search', { q }, signal);
}
