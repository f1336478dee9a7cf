import { api, DEFAULT_LOCATION, type ProductPage } from '@storefront/shared';

export function getProducts(params: { page: number; perPage: number; location: string }, signal?: AbortSignal) {
  const location = params.location === DEFAULT_LOCATION ? undefined : params.location;
  return api.get<ProductPage>('/api/products', { page: params.page, perPage: params.perPage, location }, signal);
}
