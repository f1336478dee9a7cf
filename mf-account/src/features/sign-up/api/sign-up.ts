import { api, type ApiResult, type SignUpRequest, type StatusResponse } from '@storefront/shared';

export function signUpRequest(body: SignUpRequest): Promise<ApiResult<StatusResponse>> {
  return api.post<StatusResponse>('/api/user/signup', body);
}
