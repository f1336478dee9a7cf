import { api, type SignInRequest, type SignInResponse } from '@storefront/shared';

/** The spec's POST helper reads the JSON body for both success and failure. */
export async function signInRequest(body: SignInRequest): Promise<SignInResponse> {
  const res = await api.post<SignInResponse>('/api/user/signin', body);
  if (res.ok) return res.data;
  const data = (res.data ?? {}) as Partial<SignInResponse>;
  return { ...data, error: true, msg: data.msg ?? res.msg };
}
