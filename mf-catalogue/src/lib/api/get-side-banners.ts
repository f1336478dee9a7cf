import { api, type Banner } from '@storefront/shared';

export function getSideBanners(signal?: AbortSignal) {
  return api.get<Banner[]>('/api/homeSideBanners', undefined, signal);
}
