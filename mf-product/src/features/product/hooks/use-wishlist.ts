// The wishlist heart of the product page and the quick view: looks the product up in the shopper's
// My List on load; a tap adds it (signed-in only, with the success text the caller gives: page and
// dialog differ), and a tap on a filled heart removes it ('item removed from My List!', decisions
// "The heart toggles"), as a card's heart does.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useAtomValue } from 'jotai';
import {
  addToMyList,
  emit,
  findMyListEntry,
  isLoggedInAtom,
  removeFromMyList,
  sessionListEntry,
  sessionMyListAtom,
  shopperPending,
  showAlert,
  store,
  userAtom,
  type Product,
} from '@storefront/shared';
import { MY_LIST_REMOVED } from '@storefront/shared/rules';

export const MSG_LOGIN_FOR_WISHLIST = 'Please Login to continue';

/** The shopper's entry for this product: `null` when not listed; listed without `id` until read back after an add. */
type Entry = { id?: string } | null;

export function useWishlist(product: Product, successMsg: string) {
  const loggedIn = useAtomValue(isLoggedInAtom);
  const user = useAtomValue(userAtom);
  const userId = loggedIn ? user?.userId : undefined;
  // The server's render (and the hydration that follows it) starts from the My List the page's
  // session knew: a listed product's heart is filled in the first HTML, with or without scripts.
  const sessionList = useAtomValue(sessionMyListAtom);
  const [entry, setEntryState] = useState<Entry>(() => sessionListEntry(sessionList, product.id, userId));
  // (the tap reads it after awaiting: the state of the render it began in may be stale by then)
  const entryRef = useRef<Entry>(entry);
  /** The product the heart shows: another one starts empty until its own lookup answers. */
  const shownFor = useRef(product.id);
  const setEntry = (next: Entry) => {
    entryRef.current = next;
    setEntryState(next);
  };
  const [saving, setSaving] = useState(false);
  /** Bumped as a change starts and ends: a lookup sent before a change was done no longer knows the answer. */
  const changes = useRef(0);

  useEffect(() => {
    if (shownFor.current !== product.id || !userId) {
      shownFor.current = product.id;
      setEntry(null);
    }
    if (!userId) return;
    const ctrl = new AbortController();
    const before = changes.current;
    findMyListEntry(product.id, ctrl.signal).then(
      (found) => {
        if (!ctrl.signal.aborted && found !== undefined && changes.current === before) setEntry(found && { id: found.id });
      },
      () => {},
    );
    return () => ctrl.abort();
  }, [product.id, userId]);

  const toggle = useCallback(async () => {
    changes.current += 1;
    // Who the shopper is, as of now: a tap that hydrated this part may come before the page holds
    // this browser's own sign-in (shared store: shopperPending).
    const pending = shopperPending();
    if (pending) await pending;
    const shopper = store.get(isLoggedInAtom) ? store.get(userAtom)?.userId : undefined;
    if (!shopper) {
      showAlert(MSG_LOGIN_FOR_WISHLIST, true);
      return;
    }
    setSaving(true);
    // What this render knows is the list of the shopper it was rendered for, and an entry added
    // here has no id until read back: then the list is asked afresh. Unread (the lookup failed),
    // the add answers for itself if the product is already listed.
    let current: Entry | undefined = shopper === userId ? entryRef.current : undefined;
    if (current === undefined || (current !== null && current.id === undefined)) {
      const found = await findMyListEntry(product.id);
      current = found === undefined ? null : found && { id: found.id };
    }
    if (current?.id) {
      const res = await removeFromMyList(current.id);
      changes.current += 1;
      setSaving(false);
      // Already gone (removed elsewhere) is what the shopper wanted too.
      if (!res.ok && res.status !== 404) {
        showAlert(res.msg || 'The product could not be removed from My List', true);
        return;
      }
      setEntry(null);
      showAlert(MY_LIST_REMOVED);
      emit('catalogue:removed-from-my-list', { productId: product.id });
      return;
    }
    const res = await addToMyList(product.id);
    changes.current += 1;
    setSaving(false);
    if (!res.ok || res.data?.status === false) {
      showAlert((res.ok ? res.data?.msg : res.msg) || 'The product could not be added to your wishlist', true);
      return;
    }
    setEntry({});
    showAlert(successMsg);
    emit('catalogue:added-to-my-list', { productId: product.id });
  }, [product.id, successMsg, userId]);

  return { added: entry !== null, saving, toggle };
}
