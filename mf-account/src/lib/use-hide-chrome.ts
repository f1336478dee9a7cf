import { useEffect } from 'react';
import { useSetAtom } from 'jotai';
import { chromeHiddenAtom } from '@storefront/shared';

/** Sign-in and code screens hide the site header and footer while shown, and restore them on leave. */
export function useHideChrome(): void {
  const setHidden = useSetAtom(chromeHiddenAtom);
  useEffect(() => {
    setHidden(true);
    return () => setHidden(false);
  }, [setHidden]);
}
