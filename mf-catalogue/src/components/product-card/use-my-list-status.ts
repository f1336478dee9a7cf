import { useCallback, useEffect, useRef, useState } from 'react';
import { useAtomValue } from 'jotai';
import { emit, isLoggedInAtom, on, showAlert, userAtom, type Product } from '@storefront/shared';
import { addToMyList } from '../../lib/api/add-to-my-list';
import { getMyListEntry } from '../../lib/api/get-my-list-entry';

export const MY_LIST_LOGIN_MSG = 'Please Login to continue';
export const MY_LIST_ADDED_MSG = 'The product added to My List';

/**
 * The card's wishlist heart: active once the list lookup for this product and user is non-empty.
 * Looked up on load, on hover (`check`) and after adding; visitors are asked to sign in.
 */
export function useMyListStatus(product: Product) {
  const loggedIn = useAtomValue(isLoggedInAtom);
  const user = useAtomValue(userAtom);
  const userId = loggedIn ? user?.userId : undefined;
  const [inList, setInList] = useState(false);
  const [busy, setBusy] = useState(false);
  const live = useRef(true);
  useEffect(() => {
    live.current = true;
    return () => {
      live.current = false;
    };
  }, []);

  const check = useCallback(async () => {
    if (!userId) {
      setInList(false);
      return;
    }
    const res = await getMyListEntry({ productId: product.id, userId });
    if (live.current && res.ok) setInList(Array.isArray(res.data) && res.data.length > 0);
  }, [product.id, userId]);

  useEffect(() => {
    void check();
  }, [check]);

  // Another slice (My List, the product page) changed the list: look again.
  useEffect(
    () =>
      on('account:my-list-changed', ({ productId }) => {
        if (!productId || productId === product.id) void check();
      }),
    [check, product.id],
  );

  const add = useCallback(async () => {
    if (!userId) {
      showAlert(MY_LIST_LOGIN_MSG, true);
      return;
    }
    setBusy(true);
    const res = await addToMyList({
      productTitle: product.name,
      image: product.images?.[0] ?? '',
      rating: product.rating,
      price: product.price,
      productId: product.id,
      userId,
    });
    if (res.ok && res.data?.status !== false) {
      showAlert(MY_LIST_ADDED_MSG);
      emit('catalogue:added-to-my-list', { productId: product.id });
    } else {
      showAlert(res.ok ? res.data.msg : res.msg, true);
    }
    if (live.current) setBusy(false);
    await check();
  }, [userId, product, check]);

  return { inList, busy, check, add };
}
