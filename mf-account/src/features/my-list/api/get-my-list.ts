import { api, type ApiResult, type MyListItem } from '@storefront/shared';

export function getMyList(userId: string, signal?: AbortSignal): Promise<ApiResult<MyListItem[]>> {
  return api.get<MyListItem[]>('/api/my-list', { userId }, signal);
}
