import { api, type CategoryListResponse } from '@storefront/shared';

export function getCategories(signal?: AbortSignal) {
  return api.get<CategoryListResponse>('/api/category', undefined, signal);
}
