import { api, type Product } from '@storefront/shared';
import { locationParam } from '../location';

export function getFeaturedProducts(location: string, signal?: AbortSignal) {
  return api.get<Product[]>('/api/products/featured', { location: locationParam(location) }, signal);
}
