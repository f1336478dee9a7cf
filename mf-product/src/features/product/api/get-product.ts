import { api, type Product } from '@storefront/shared';

export function getProduct(id: string, signal?: AbortSignal) {
  return api.get<Product>(`/api/products/${encodeURIComponent(id)}`, undefined, signal);
}
