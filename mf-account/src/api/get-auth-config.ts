import { api, type ApiResult } from '@storefront/shared';

export interface AuthConfig {
  /** Set when the operator configured Google sign-in (GOOGLE_CLIENT_ID). */
  googleClientId: string | null;
}

export function getAuthConfig(): Promise<ApiResult<AuthConfig>> {
  return api.get<AuthConfig>('/api/user/auth-config');
}
