import { useCallback, useEffect, useRef, useState } from 'react';
import { useAtomValue } from 'jotai';
import {
  addToMyList,
  emit,
  isLoggedInAtom,
  on,
  removeFromMyList,
  sessionListEntry,
  sessionMyListAtom,
  shopperPending,
  showAlert,
  store,
  userAtom,
  type Product,
} from '@storefront/shared';
import { MY_LIST_ADDED, MY_LIST_REMOVED } from '@storefront/shared/rules';
import { forgetMyListAnswer, lookUpMyListEntry } from './my-list-lookup';

export const MY_LIST_LOGIN_MSG = 'Please Login to continue';

/**
 * The card's wishlist heart: active once the list lookup for this product and user finds an entry.
 * Looked up on load (with every other card of the page, in one call), on hover (`check`) and
 * after a change. The heart toggles: an empty one adds the product, a filled one removes it
 * (decisions §6). Visitors are asked to sign in.
 */
export function useMyListStatus(product: Product) {
  const loggedIn = useAtomValue(isLoggedInAtom);
  const user = useAtomValue(userAtom);
  const userId = loggedIn ? user?.userId : undefined;
  // The server's render (and the hydration after it) starts from the My List the page's session
  // knew: a listed product's heart is filled in the first HTML, with or without scripts.
  const sessionList = useAtomValue(sessionMyListAtom);
  const [entry, setEntry] = useState<{ id: string } | null>(() => sessionListEntry(sessionList, product.id, userId));
  const [busy, setBusy] = useState(false);
  const live = useRef(true);
  const toggling = useRef(false);
  useEffect(() => {
    live.current = true;
    return () => {
      live.current = false;
    };
  }, []);

  /** Looks the product up: on load from what the page knows or the next batch; `fresh` asks now. */
  const lookUp = useCallback(
    async (fresh: boolean) => {
      if (!userId) {
        setEntry(null);
        return;
      }
      const answer = await lookUpMyListEntry(userId, product.id, { fresh });
      if (live.current && answer !== undefined) setEntry(answer);
    },
    [product.id, userId],
  );
  const check = useCallback(() => lookUp(true), [lookUp]);

  useEffect(() => {
    void lookUp(false);
  }, [lookUp]);

  // Another slice (My List, the product page) changed the list: look again.
  useEffect(
    () =>
      on('account:my-list-changed', ({ productId }) => {
        forgetMyListAnswer(productId);
        if (!productId || productId === product.id) void check();
      }),
    [check, product.id],
  );
  // Another card of the same product (home shows some products in several sections), the quick
  // view or the product page changed it: what the page remembered of it is stale (the cards of the
  // product still ask together, in one call).
  useEffect(() => {
    const again = ({ productId }: { productId: string }) => {
      // (this card's own change is checked by the toggle itself)
      if (productId !== product.id || toggling.current) return;
      forgetMyListAnswer(productId);
      void lookUp(false);
    };
    const offs = [on('catalogue:added-to-my-list', again), on('catalogue:removed-from-my-list', again)];
    return () => offs.forEach((off) => off());
  }, [lookUp, product.id]);

  const add = useCallback(
    async (shopperId: string) => {
      if (!shopperId) return;
      const res = await addToMyList(product.id);
      if (res.ok && res.data?.status !== false) {
        showAlert(MY_LIST_ADDED);
        emit('catalogue:added-to-my-list', { productId: product.id });
      } else {
        showAlert(res.ok ? res.data.msg : res.msg, true);
      }
    },
    [product],
  );

  const remove = useCallback(
    async (entryId: string) => {
      const res = await removeFromMyList(entryId);
      // Already gone (removed elsewhere) is what the shopper wanted too.
      if (res.ok || res.status === 404) {
        showAlert(MY_LIST_REMOVED);
        emit('catalogue:removed-from-my-list', { productId: product.id });
      } else {
        showAlert(res.msg, true);
      }
    },
    [product.id],
  );

  /**
   * The heart's click: add when empty, remove when filled. A tap that hydrated the card may come
   * before the page holds this browser's own sign-in (shared store: shopperPending): it waits for
   * it, and then asks the list afresh (what the render knew was the server's view of the shopper).
   */
  const toggle = useCallback(async () => {
    if (busy) return;
    const pending = shopperPending();
    if (pending) {
      setBusy(true);
      await pending;
    }
    const shopper = store.get(isLoggedInAtom) ? store.get(userAtom)?.userId : undefined;
    if (!shopper) {
      if (live.current) setBusy(false);
      showAlert(MY_LIST_LOGIN_MSG, true);
      return;
    }
    setBusy(true);
    toggling.current = true;
    let current: { id: string } | null | undefined = entry;
    if (pending || shopper !== userId) {
      current = await lookUpMyListEntry(shopper, product.id, { fresh: true });
      // Unread (the lookup failed): the add answers for itself if the product is already listed.
      if (current === undefined) current = shopper === userId ? entry : null;
    }
    if (current) await remove(current.id);
    else await add(shopper);
    toggling.current = false;
    if (live.current) setBusy(false);
    if (shopper === userId) await check();
    else {
      // (this render's check still asks for the shopper the server saw)
      const after = await lookUpMyListEntry(shopper, product.id, { fresh: true });
      if (live.current && after !== undefined) setEntry(after);
    }
  }, [userId, busy, entry, add, remove, check, product.id]);

  return { inList: entry !== null, busy, check, toggle };
}
