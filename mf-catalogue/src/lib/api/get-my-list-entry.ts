import { api, type MyListItem } from '@storefront/shared';

/** Non-empty means the product is on the shopper's list (spec §7). */
export function getMyListEntry(q: { productId: string; userId: string }, signal?: AbortSignal) {
  return api.get<MyListItem[]>('/api/my-list', { productId: q.productId, userId: q.userId }, signal);
}
