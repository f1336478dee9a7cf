// The Add to Wishlist heart: looks the product up in the shopper's My List on load, adds it on
// click (signed-in only), and shows the success text the caller gives (page and dialog differ).
import { useCallback, useEffect, useState } from 'react';
import { useAtomValue } from 'jotai';
import { addToMyList, findMyListEntry, isLoggedInAtom, showAlert, userAtom, type Product } from '@storefront/shared';

export const MSG_LOGIN_FOR_WISHLIST = 'Please Login to continue';

export function useWishlist(product: Product, successMsg: string) {
  const loggedIn = useAtomValue(isLoggedInAtom);
  const user = useAtomValue(userAtom);
  const userId = loggedIn ? user?.userId : undefined;
  const [added, setAdded] = useState(false);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    setAdded(false);
    if (!userId) return;
    const ctrl = new AbortController();
    findMyListEntry(product.id, ctrl.signal).then(
      (entry) => {
        if (!ctrl.signal.aborted && entry !== undefined) setAdded(entry !== null);
      },
      () => {},
    );
    return () => ctrl.abort();
  }, [product.id, userId]);

  const add = useCallback(async () => {
    if (!userId) {
      showAlert(MSG_LOGIN_FOR_WISHLIST, true);
      return;
    }
    setSaving(true);
    const res = await addToMyList(product.id);
    setSaving(false);
    if (!res.ok || res.data?.status === false) {
      showAlert((res.ok ? res.data?.msg : res.msg) || 'The product could not be added to your wishlist', true);
      return;
    }
    setAdded(true);
    showAlert(successMsg);
  }, [userId, product, successMsg]);

  return { added, saving, add };
}
