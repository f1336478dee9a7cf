// The cards of a page ask whether their product is on the shopper's list at about the same time;
// those questions are gathered for one short moment and sent as one call (the batched form of
// GET /api/my-list), so a page of 40 cards costs one request, not 40. A lone question (a hover, a
// check after adding) goes out in the single form.
import type { MyListItem } from '@storefront/shared';
import { getMyListEntries, getMyListEntry } from '../../lib/api/get-my-list-entry';

/** How long questions are gathered before the call goes out. */
export const MY_LIST_BATCH_MS = 20;
/** The most ids one call carries (the API's limit). */
export const MY_LIST_BATCH_MAX = 100;

/** The product's entry, null when it is not on the list, undefined when the lookup failed. */
type Answer = MyListItem | null | undefined;
type Waiter = (answer: Answer) => void;

const waiting = new Map<string, Map<string, Waiter[]>>();
let timer: ReturnType<typeof setTimeout> | null = null;

async function ask(userId: string, productIds: string[], waiters: Map<string, Waiter[]>): Promise<void> {
  const res =
    productIds.length === 1
      ? await getMyListEntry({ productId: productIds[0], userId })
      : await getMyListEntries({ productIds, userId });
  const entries = res.ok && Array.isArray(res.data) ? res.data : undefined;
  for (const id of productIds) {
    const answer = entries ? (entries.find((e) => e.productId === id) ?? null) : undefined;
    for (const w of waiters.get(id) ?? []) w(answer);
  }
}

function flush(): void {
  timer = null;
  const batch = [...waiting];
  waiting.clear();
  for (const [userId, byProduct] of batch) {
    const ids = [...byProduct.keys()];
    for (let i = 0; i < ids.length; i += MY_LIST_BATCH_MAX) void ask(userId, ids.slice(i, i + MY_LIST_BATCH_MAX), byProduct);
  }
}

/** Whether `productId` is on `userId`'s list, asked together with every card asking now. */
export function lookUpMyListEntry(userId: string, productId: string): Promise<Answer> {
  return new Promise((resolve) => {
    let byProduct = waiting.get(userId);
    if (!byProduct) waiting.set(userId, (byProduct = new Map()));
    byProduct.set(productId, [...(byProduct.get(productId) ?? []), resolve]);
    timer ??= setTimeout(flush, MY_LIST_BATCH_MS);
  });
}
