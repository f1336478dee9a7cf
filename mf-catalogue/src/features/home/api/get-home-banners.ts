import { api, type Banner } from '@storefront/shared';

export function getHomeBanners(signal?: AbortSignal) {
  return api.get<Banner[]>('/api/homeBanner', undefined, signal);
}
