import { useEffect } from 'react';
import { categoriesAtom, countriesAtom, readStorage, refreshCart, STORAGE_KEYS, store } from '@storefront/shared';
import { getCategories } from '../api/get-categories';
import { getCountries } from '../api/get-countries';

const isAbort = (err: unknown) => (err as { name?: string } | null)?.name === 'AbortError';

/**
 * What the shell does once at start: load categories and countries into the shared store and
 * read a returning shopper's cart. The cart badge reads the store, which every cart action of the
 * shared package (and sign-in, sign-out) keeps up to date: no event to listen for. A failed load
 * leaves the lists empty; the chrome renders without them.
 */
export function useChromeStart(): void {
  useEffect(() => {
    const controller = new AbortController();
    const { signal } = controller;

    // A server-rendered page arrives with the categories it was rendered with.
    if (store.get(categoriesAtom).length === 0) {
      getCategories(signal).then(
        (res) => {
          if (res.ok && Array.isArray(res.data?.categoryList)) store.set(categoriesAtom, res.data.categoryList);
        },
        (err: unknown) => {
          if (!isAbort(err)) console.error('[shell] categories failed', err);
        },
      );
    }
    getCountries(signal).then(
      (res) => {
        if (res.ok && Array.isArray(res.data?.data)) store.set(countriesAtom, res.data.data);
      },
      (err: unknown) => {
        if (!isAbort(err)) console.error('[shell] countries failed', err);
      },
    );
    if (readStorage(STORAGE_KEYS.token)) void refreshCart();
    return () => controller.abort();
  }, []);
}
