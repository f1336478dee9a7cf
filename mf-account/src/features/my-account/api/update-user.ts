import { api, type ApiResult, type UserProfile } from '@storefront/shared';

export interface UpdateUserRequest {
  name: string;
  email: string;
  phone: string;
  images: string[];
}

/** Saves the profile. isAdmin is not sent: the server never lets a shopper set it. */
export function updateUser(userId: string, body: UpdateUserRequest): Promise<ApiResult<UserProfile>> {
  return api.put<UserProfile>(`/api/user/${encodeURIComponent(userId)}`, body);
}
