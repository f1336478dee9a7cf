import { useEffect } from 'react';
import { filterPanelOpenAtom, on, store } from '@storefront/shared';

/**
 * While a listing or the search page is shown, the shell's bottom-bar Filters tab (which the route
 * table shows on these pages) opens our 'Filter Products' panel; on leave the panel is closed.
 */
export function useFilterPanel(): void {
  useEffect(() => {
    const off = on('shell:open-filters', () => store.set(filterPanelOpenAtom, true));
    return () => {
      off();
      store.set(filterPanelOpenAtom, false);
    };
  }, []);
}
