import { useEffect } from 'react';
import { atom, useAtomValue } from 'jotai';
import { categoriesAtom, store, type Category, type SubCategory } from '@storefront/shared';
import { getCategories } from './api/get-categories';

/** This slice's own read of the tree failed (the shell's may still arrive). */
const categoriesFailedAtom = atom(false);
let pending: Promise<void> | null = null;

/** One read at a time for the whole slice, however many components ask. */
function ensureCategories(): Promise<void> {
  if (!pending) {
    pending = getCategories()
      .then(
        (res) => {
          const list = res.ok ? res.data?.categoryList : undefined;
          if (Array.isArray(list)) {
            if (store.get(categoriesAtom).length === 0) store.set(categoriesAtom, list);
            store.set(categoriesFailedAtom, false);
          } else {
            store.set(categoriesFailedAtom, true);
          }
        },
        () => store.set(categoriesFailedAtom, true),
      )
      .finally(() => {
        pending = null;
      });
  }
  return pending;
}

/**
 * The category tree the shell loads at start. When it is not there (the slice runs standalone,
 * or the shell's call failed) the slice reads it itself into the same shared atom.
 */
export function useCategoryList(): { categories: Category[]; failed: boolean } {
  const categories = useAtomValue(categoriesAtom);
  const failed = useAtomValue(categoriesFailedAtom);
  const empty = categories.length === 0;
  useEffect(() => {
    if (empty) void ensureCategories();
  }, [empty]);
  return { categories, failed: empty && failed };
}

export function useCategories(): Category[] {
  return useCategoryList().categories;
}

/** Sub-categories flattened into one list (spec §3), each with its parent. */
export function flattenSubCategories(categories: Category[]): Array<SubCategory & { parentName: string }> {
  return categories.flatMap((c) => (c.children ?? []).map((s) => ({ ...s, parentName: c.name })));
}
