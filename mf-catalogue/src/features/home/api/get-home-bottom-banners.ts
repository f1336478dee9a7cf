import { api, type Banner } from '@storefront/shared';

export function getHomeBottomBanners(signal?: AbortSignal) {
  return api.get<Banner[]>('/api/homeBottomBanners', undefined, signal);
}
