import { api, type MyListItem } from '@storefront/shared';

/** The shopper's My List entries for one product: non-empty means saved. */
export function getMyListEntries(productId: string, userId: string, signal?: AbortSignal) {
  return api.get<MyListItem[]>('/api/my-list', { productId, userId }, signal);
}
