import { api, type ApiResult, type GoogleAuthRequest, type SignInResponse } from '@storefront/shared';

/** Hands Google's ID token to the API, which verifies it and signs the shopper in. */
export function authWithGoogle(body: GoogleAuthRequest): Promise<ApiResult<SignInResponse>> {
  return api.post<SignInResponse>('/api/user/authWithGoogle', body);
}
