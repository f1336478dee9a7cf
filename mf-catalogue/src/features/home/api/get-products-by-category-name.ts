import { api, type ProductPage } from '@storefront/shared';
import { locationParam } from '../../../lib/location';

export function getProductsByCategoryName(q: { catName: string; location: string }, signal?: AbortSignal) {
  return api.get<ProductPage>('/api/products/catName', { catName: q.catName, location: locationParam(q.location) }, signal);
}
