import { api, type ApiResult, type UserProfile } from '@storefront/shared';

export function getUser(userId: string): Promise<ApiResult<UserProfile>> {
  return api.get<UserProfile>(`/api/user/${encodeURIComponent(userId)}`);
}
