import { api, type ApiResult, type SuccessResponse } from '@storefront/shared';

/** Sets the new password; needs the single-use resetToken from verify-otp. */
export function resetPassword(body: { email: string; resetToken: string; newPass: string }): Promise<ApiResult<SuccessResponse>> {
  return api.post<SuccessResponse>('/api/user/forgotPassword/reset', body);
}
