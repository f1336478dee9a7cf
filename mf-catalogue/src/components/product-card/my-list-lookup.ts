// The cards of a page ask whether their product is on the shopper's list at about the same time;
// those questions are gathered for a moment and sent as one call (the batched form of
// GET /api/my-list), so a page of 40 cards, or the home sections a scroll brings in together, cost
// one request, not one per card. Answers are remembered for the page (a product shown in several
// sections is asked once) until the list changes; a lone forced question (a hover, a check after
// a change) goes out in the single form.
import type { MyListItem } from '@storefront/shared';
import { getMyListEntries, getMyListEntry } from '../../lib/api/get-my-list-entry';

/** Questions are gathered until none came for this long (sections a scroll brings in together)... */
export const MY_LIST_QUIET_MS = 300;
/**
 * ...or this long after the first, whichever is sooner: a heart is never answered later than that.
 * (Only a shopper who keeps scrolling meets it: sections then keep arriving less than the quiet
 * time apart, and a short ceiling would cut them into a call each.)
 */
export const MY_LIST_MAX_WAIT_MS = 2500;
/** How long a remembered answer holds (changes made on this page forget it at once). */
export const MY_LIST_ANSWER_MS = 60_000;
/** The most ids one call carries (the API's limit). */
export const MY_LIST_BATCH_MAX = 100;

/** The product's entry, null when it is not on the list, undefined when the lookup failed. */
type Answer = MyListItem | null | undefined;
type Waiter = (answer: Answer) => void;

const waiting = new Map<string, Map<string, Waiter[]>>();
let timer: ReturnType<typeof setTimeout> | null = null;
let firstAt = 0;
const known = new Map<string, { answer: MyListItem | null; at: number; fetcher: typeof fetch }>();
const keyOf = (userId: string, productId: string) => `${userId}/${productId}`;

/** Forgets what is known about a product (or every product): the next question asks the API. */
export function forgetMyListAnswer(productId?: string): void {
  if (productId === undefined) known.clear();
  else for (const key of known.keys()) if (key.endsWith(`/${productId}`)) known.delete(key);
}

async function ask(userId: string, productIds: string[], waiters: Map<string, Waiter[]>): Promise<void> {
  const res =
    productIds.length === 1
      ? await getMyListEntry({ productId: productIds[0], userId })
      : await getMyListEntries({ productIds, userId });
  const entries = res.ok && Array.isArray(res.data) ? res.data : undefined;
  for (const id of productIds) {
    const answer = entries ? (entries.find((e) => e.productId === id) ?? null) : undefined;
    if (answer !== undefined) known.set(keyOf(userId, id), { answer, at: Date.now(), fetcher: globalThis.fetch });
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

/**
 * Whether `productId` is on `userId`'s list: remembered, or asked together with every card asking
 * now. `fresh` asks at once, in the single form, whatever is remembered.
 */
export function lookUpMyListEntry(userId: string, productId: string, { fresh = false } = {}): Promise<Answer> {
  const hit = known.get(keyOf(userId, productId));
  // (tests swap fetch per case; a page never does)
  if (!fresh && hit && hit.fetcher === globalThis.fetch && Date.now() - hit.at < MY_LIST_ANSWER_MS) return Promise.resolve(hit.answer);
  if (fresh) {
    const one = new Map<string, Waiter[]>();
    return new Promise((resolve) => {
      one.set(productId, [resolve]);
      void ask(userId, [productId], one);
    });
  }
  return new Promise((resolve) => {
    let byProduct = waiting.get(userId);
    if (!byProduct) waiting.set(userId, (byProduct = new Map()));
    byProduct.set(productId, [...(byProduct.get(productId) ?? []), resolve]);
    if (timer === null) firstAt = Date.now();
    else clearTimeout(timer);
    timer = setTimeout(flush, Math.max(0, Math.min(MY_LIST_QUIET_MS, firstAt + MY_LIST_MAX_WAIT_MS - Date.now())));
  });
}
