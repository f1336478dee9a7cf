import { api, type ApiResult, type VerifyOtpResponse } from '@storefront/shared';

/** Checks a password-reset code; success carries the single-use resetToken. */
export function verifyResetOtp(email: string, otp: string): Promise<ApiResult<VerifyOtpResponse>> {
  return api.post<VerifyOtpResponse>('/api/user/forgotPassword/verify-otp', { email, otp });
}
