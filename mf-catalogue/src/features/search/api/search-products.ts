import { api, type Product } from '@storefront/shared';
import { locationParam } from '../../../lib/location';

export function searchProducts(q: { q: string; location: string }, signal?: AbortSignal) {
  return api.get<Product[]>('/api/search', { q: q.q, location: locationParam(q.location) }, signal);
}
