// The Add to Wishlist heart: looks the product up in the shopper's My List on load, adds it on
// click (signed-in only), and shows the success text the caller gives (page and dialog differ).
import { useCallback, useEffect, useState } from 'react';
import { useAtomValue } from 'jotai';
import { isLoggedInAtom, showAlert, userAtom, type Product } from '@storefront/shared';
import { addToMyList } from '../api/add-to-my-list';
import { getMyListEntries } from '../api/get-my-list-entries';

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
    getMyListEntries(product.id, userId, ctrl.signal).then(
      (res) => {
        if (!ctrl.signal.aborted && res.ok && Array.isArray(res.data)) setAdded(res.data.length > 0);
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
    const res = await addToMyList({
      productTitle: product.name,
      image: product.images[0] ?? '',
      rating: product.rating,
      price: product.price,
      productId: product.id,
      userId,
    });
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
