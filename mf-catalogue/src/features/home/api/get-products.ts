import { api, type ProductPage } from '@storefront/shared';
import { locationParam } from '../../../lib/location';

/** The home products list: GET /api/products?page=1&perPage=16&location. */
export function getProducts(params: { page: number; perPage: number; location: string }, signal?: AbortSignal) {
  return api.get<ProductPage>('/api/products', { page: params.page, perPage: params.perPage, location: locationParam(params.location) }, signal);
}
