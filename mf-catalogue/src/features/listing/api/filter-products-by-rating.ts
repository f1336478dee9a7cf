import { api, type ProductPage } from '@storefront/shared';
import { locationParam } from '../../../lib/location';

export function filterProductsByRating(
  q: { scope: { catId: string } | { subCatId: string }; rating: number; location: string; page?: number; perPage?: number },
  signal?: AbortSignal,
) {
  return api.get<ProductPage>(
    '/api/products/rating',
    { ...q.scope, rating: q.rating, location: locationParam(q.location), page: q.page, perPage: q.perPage },
    signal,
  );
}
