import { api, type SuccessResponse } from '@storefront/shared';

export function removeFromMyList(entryId: string) {
  return api.del<SuccessResponse>(`/api/my-list/${encodeURIComponent(entryId)}`);
}
