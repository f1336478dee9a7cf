import { useEffect } from 'react';
import { filterPanelOpenAtom, filtersEnabledAtom, on, store } from '@storefront/shared';

/**
 * While a listing or the search page is shown, the shell's bottom-bar Filters tab is enabled and
 * opens our 'Filter Products' panel; on leave the tab is disabled and the panel closed.
 */
export function useFiltersEnabled(): void {
  useEffect(() => {
    store.set(filtersEnabledAtom, true);
    const off = on('shell:open-filters', () => store.set(filterPanelOpenAtom, true));
    return () => {
      off();
      store.set(filtersEnabledAtom, false);
      store.set(filterPanelOpenAtom, false);
    };
  }, []);
}
