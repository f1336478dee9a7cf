import { api, type ProductPage } from '@storefront/shared';
import { locationParam } from '../../../lib/location';

export interface PriceFilterQuery {
  scope: { catId: string } | { subCatId: string };
  minPrice: number;
  /** Omitted when the upper handle is at the slider's maximum: no upper limit. */
  maxPrice?: number;
  location: string;
  page?: number;
  perPage?: number;
}

/** The path keeps the spec's spelling, 'fiterByPrice'. */
export function filterProductsByPrice(q: PriceFilterQuery, signal?: AbortSignal) {
  return api.get<ProductPage>(
    '/api/products/fiterByPrice',
    { ...q.scope, minPrice: q.minPrice, maxPrice: q.maxPrice, location: locationParam(q.location), page: q.page, perPage: q.perPage },
    signal,
  );
}
