import { api, type ApiResult, type SuccessResponse } from '@storefront/shared';

/** Checks the account-verification code; success marks the account verified. */
export function verifyEmail(email: string, otp: string): Promise<ApiResult<SuccessResponse>> {
  return api.post<SuccessResponse>('/api/user/verifyemail', { otp, email });
}
