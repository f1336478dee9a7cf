import { api, type ApiResult } from '@storefront/shared';

export interface ChangePasswordRequest {
  name: string;
  email: string;
  /** The current password; the server checks it. */
  password: string;
  newPass: string;
  phone: string;
  images: string[];
}

export function changePassword(userId: string, body: ChangePasswordRequest): Promise<ApiResult<{ error: boolean; msg: string }>> {
  return api.put<{ error: boolean; msg: string }>(`/api/user/changePassword/${encodeURIComponent(userId)}`, body);
}
