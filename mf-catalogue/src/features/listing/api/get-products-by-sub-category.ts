import { api, type ProductPage } from '@storefront/shared';
import { locationParam } from '../../../lib/location';

export function getProductsBySubCategory(
  q: { subCatId: string; location: string; page?: number; perPage?: number },
  signal?: AbortSignal,
) {
  return api.get<ProductPage>(
    '/api/products/subCatId',
    { subCatId: q.subCatId, location: locationParam(q.location), page: q.page, perPage: q.perPage },
    signal,
  );
}
