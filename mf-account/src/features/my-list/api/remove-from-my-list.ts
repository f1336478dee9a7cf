import { api, type ApiResult } from '@storefront/shared';

export function removeFromMyList(id: string): Promise<ApiResult<{ success: boolean; msg: string }>> {
  return api.del<{ success: boolean; msg: string }>(`/api/my-list/${encodeURIComponent(id)}`);
}
