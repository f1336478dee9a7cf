import { useEffect } from 'react';
import { filterPanelOpenAtom, on, store } from '@storefront/shared';

/** Listing and search pages shown now (a choice of sub-category swaps one listing page for another). */
let shown = 0;

/**
 * While a listing or the search page is shown, the shell's bottom-bar Filters tab (which the route
 * table shows on these pages) opens our 'Filter Products' panel; on leave the panel is closed,
 * unless the page left for another of them in the same step: a sub-category chosen in the open
 * panel is another route (`/products/subCat/:id`), and the panel stays open there as it does
 * through any other choice.
 */
export function useFilterPanel(): void {
  useEffect(() => {
    shown += 1;
    const off = on('shell:open-filters', () => store.set(filterPanelOpenAtom, true));
    return () => {
      off();
      shown -= 1;
      setTimeout(() => {
        if (shown === 0) store.set(filterPanelOpenAtom, false);
      }, 0);
    };
  }, []);
}
