import { api, type ApiResult, type StatusResponse } from '@storefront/shared';

export interface ChangePasswordWithTokenRequest {
  email: string;
  newPass: string;
  confirmPass: string;
  /** Proof of the code verified on /verifyOTP (single use). */
  resetToken: string;
}

export interface ChangePasswordWithTokenResponse {
  status: StatusResponse['status'];
  message?: string;
  msg?: string;
}

export function changePasswordWithToken(body: ChangePasswordWithTokenRequest): Promise<ApiResult<ChangePasswordWithTokenResponse>> {
  return api.post<ChangePasswordWithTokenResponse>('/api/user/forgotPassword/changePassword', body);
}
