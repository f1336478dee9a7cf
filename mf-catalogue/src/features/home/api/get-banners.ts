import { api, type Banner } from '@storefront/shared';

export function getBanners(signal?: AbortSignal) {
  return api.get<Banner[]>('/api/banners', undefined, signal);
}
