import { api, type ApiResult, type SuccessResponse } from '@storefront/shared';

/** Sends a password-reset code. The server answers alike for known and unknown e-mails. */
export function sendResetOtp(email: string): Promise<ApiResult<SuccessResponse>> {
  return api.post<SuccessResponse>('/api/user/forgotPassword/send-otp', { email });
}
