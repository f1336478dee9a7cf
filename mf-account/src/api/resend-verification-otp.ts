import { api, type ApiResult, type SuccessResponse } from '@storefront/shared';

/** Sends a new account-verification code to the e-mail. The code itself never comes back. */
export function resendVerificationOtp(email: string): Promise<ApiResult<SuccessResponse>> {
  return api.post<SuccessResponse>('/api/user/verifyAccount/resendOtp', { email });
}
