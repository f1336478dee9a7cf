import { api, type MyListItem } from '@storefront/shared';

/** Non-empty means the product is on the shopper's list (spec §7). */
export function getMyListEntry(q: { productId: string; userId: string }, signal?: AbortSignal) {
  return api.get<MyListItem[]>('/api/my-list', { productId: q.productId, userId: q.userId }, signal);
}

/** The shopper's entries among a page of products, in one call (the batched form). */
export function getMyListEntries(q: { productIds: readonly string[]; userId: string }, signal?: AbortSignal) {
  return api.get<MyListItem[]>('/api/my-list', { productIds: q.productIds.join(','), userId: q.userId }, signal);
}
