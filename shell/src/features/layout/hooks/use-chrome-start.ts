import { useEffect } from 'react';
import {
  cartLoadingAtom,
  categoriesAtom,
  countriesAtom,
  on,
  readStorage,
  refreshCart,
  STORAGE_KEYS,
  store,
} from '@storefront/shared';
import { getCategories } from '../api/get-categories';
import { getCountries } from '../api/get-countries';

const isAbort = (err: unknown) => (err as { name?: string } | null)?.name === 'AbortError';

/**
 * What the shell does once at start: load categories and countries into the shared store,
 * re-read a returning shopper's cart, and keep the cart badge in step with what other slices
 * announce. A failed load leaves the lists empty; the chrome renders without them.
 */
export function useChromeStart(): void {
  useEffect(() => {
    const controller = new AbortController();
    const { signal } = controller;

    getCategories(signal).then(
      (res) => {
        if (res.ok && Array.isArray(res.data?.categoryList)) store.set(categoriesAtom, res.data.categoryList);
      },
      (err: unknown) => {
        if (!isAbort(err)) console.error('[shell] categories failed', err);
      },
    );
    getCountries(signal).then(
      (res) => {
        if (res.ok && Array.isArray(res.data?.data)) store.set(countriesAtom, res.data.data);
      },
      (err: unknown) => {
        if (!isAbort(err)) console.error('[shell] countries failed', err);
      },
    );
    if (readStorage(STORAGE_KEYS.token)) void refreshCart();

    const offs = [
      // signIn() in the shared store already starts a re-read; only start one if it did not.
      on('account:signed-in', () =>
        queueMicrotask(() => {
          if (!store.get(cartLoadingAtom)) void refreshCart();
        }),
      ),
      on('account:signed-out', () => void refreshCart()),
      on('product:added-to-cart', () => void refreshCart()),
      on('checkout:order-placed', () => void refreshCart()),
    ];
    return () => {
      controller.abort();
      offs.forEach((off) => off());
    };
  }, []);
}
