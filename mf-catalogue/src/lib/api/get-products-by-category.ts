import { api, type ProductPage } from '@storefront/shared';
import { locationParam } from '../location';

export interface CategoryQuery {
  catId: string;
  location: string;
  page?: number;
  perPage?: number;
}

export function getProductsByCategory(q: CategoryQuery, signal?: AbortSignal) {
  return api.get<ProductPage>(
    '/api/products/catId',
    { catId: q.catId, location: locationParam(q.location), page: q.page, perPage: q.perPage },
    signal,
  );
}
