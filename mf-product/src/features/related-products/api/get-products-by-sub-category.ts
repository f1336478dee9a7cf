import { api, type ProductPage } from '@storefront/shared';

export function getProductsBySubCategory(subCatId: string, location: string, signal?: AbortSignal) {
  return api.get<ProductPage>('/api/products/subCatId', { subCatId, location }, signal);
}
