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

/** The API ends every earlier session and hands this one a fresh token. */
export interface ChangePasswordResponse {
  error: boolean;
  msg: string;
  token?: string;
}

export function changePassword(userId: string, body: ChangePasswordRequest): Promise<ApiResult<ChangePasswordResponse>> {
  return api.put<ChangePasswordResponse>(`/api/user/changePassword/${encodeURIComponent(userId)}`, body);
}
