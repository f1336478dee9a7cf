// The add-to-cart rules of spec sections 4, 5 and 8: quantity set, options chosen, shopper signed
// in; 'adding...' for TIMINGS.addingMs; the server's message on failure; on success the shared
// cart is re-read (the shell's badge follows it) and the other slices are told.
import { useCallback, useEffect, useRef, useState } from 'react';
import { addToCart, isLoggedInAtom, shopperPending, showAlert, store, TIMINGS, userAtom, type Product } from '@storefront/shared';
import { ITEM_ADDED, LOGIN_FIRST, SELECT_QUANTITY } from '@storefront/shared/rules';
import type { OptionChoices } from './use-product-options';

export function useAddToCart(product: Product) {
  const [adding, setAdding] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>();
  useEffect(() => () => clearTimeout(timer.current), []);

  /**
   * Checks, in order, the quantity, the options (`checkOptions` highlights the missing ones) and
   * the sign-in, then adds with the options chosen (they label the cart line, decisions §6).
   * Resolves true when the product went into the cart.
   */
  const add = useCallback(
    async (quantity: number | null, checkOptions: () => boolean, chosen: OptionChoices = {}): Promise<boolean> => {
      if (!quantity || quantity < 1) {
        showAlert(SELECT_QUANTITY, true);
        return false;
      }
      if (!checkOptions()) return false;
      // Who the shopper is, as of now: a tap that hydrated this part may come before the page holds
      // this browser's own sign-in (shared store: shopperPending).
      const pending = shopperPending();
      if (pending) await pending;
      if (!store.get(isLoggedInAtom) || !store.get(userAtom)) {
        showAlert(LOGIN_FIRST, true);
        return false;
      }
      setAdding(true);
      clearTimeout(timer.current);
      const started = Date.now();
      // The new line (and so the header badge) comes from the server's answer: no re-read.
      const res = await addToCart(product.id, quantity, chosen);
      if (!res.ok) {
        clearTimeout(timer.current);
        setAdding(false);
        showAlert(res.msg || 'The item could not be added to the cart', true);
        return false;
      }
      showAlert(ITEM_ADDED);
      // The flag stays up for the spec's 'adding' second, counted from the click.
      timer.current = setTimeout(() => setAdding(false), Math.max(0, TIMINGS.addingMs - (Date.now() - started)));
      return true;
    },
    [product],
  );

  return { adding, add };
}
