// The Add to Wishlist heart: looks the product up in the shopper's My List on load, adds it on
// click (signed-in only), and shows the success text the caller gives (page and dialog differ).
import { useCallback, useEffect, useRef, useState } from 'react';
import { useAtomValue } from 'jotai';
import { addToMyList, findMyListEntry, isLoggedInAtom, shopperPending, showAlert, store, userAtom, type Product } from '@storefront/shared';

export const MSG_LOGIN_FOR_WISHLIST = 'Please Login to continue';

export function useWishlist(product: Product, successMsg: string) {
  const loggedIn = useAtomValue(isLoggedInAtom);
  const user = useAtomValue(userAtom);
  const userId = loggedIn ? user?.userId : undefined;
  const [added, setAdded] = useState(false);
  const [saving, setSaving] = useState(false);
  /** Bumped as an add starts and ends: a lookup sent before an add was done no longer knows the answer. */
  const adds = useRef(0);

  useEffect(() => {
    setAdded(false);
    if (!userId) return;
    const ctrl = new AbortController();
    const addsBefore = adds.current;
    findMyListEntry(product.id, ctrl.signal).then(
      (entry) => {
        if (!ctrl.signal.aborted && entry !== undefined && adds.current === addsBefore) setAdded(entry !== null);
      },
      () => {},
    );
    return () => ctrl.abort();
  }, [product.id, userId]);

  const add = useCallback(async () => {
    adds.current += 1;
    // Who the shopper is, as of now: a tap that hydrated this part may come before the page holds
    // this browser's own sign-in (shared store: shopperPending).
    const pending = shopperPending();
    if (pending) await pending;
    if (!store.get(isLoggedInAtom) || !store.get(userAtom)) {
      showAlert(MSG_LOGIN_FOR_WISHLIST, true);
      return;
    }
    setSaving(true);
    const res = await addToMyList(product.id);
    adds.current += 1;
    setSaving(false);
    if (!res.ok || res.data?.status === false) {
      showAlert((res.ok ? res.data?.msg : res.msg) || 'The product could not be added to your wishlist', true);
      return;
    }
    setAdded(true);
    showAlert(successMsg);
  }, [product, successMsg]);

  return { added, saving, add };
}
