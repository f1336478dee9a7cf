import { api, type ApiResult } from '@storefront/shared';

/** Drops the shopper's uploads that no profile uses (on account load and after a save). */
export function deletePendingImages(): Promise<ApiResult<{ success: boolean }>> {
  return api.del<{ success: boolean }>('/api/imageUpload/deleteAllImages');
}
