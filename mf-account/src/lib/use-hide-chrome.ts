import { useCallback, useEffect } from 'react';
import { useSetAtom } from 'jotai';
import { chromeHiddenAtom } from '@storefront/shared';

/**
 * Sign-in and code screens hide the site header and footer while shown, and restore them on
 * leave. The returned function shows them again at once (after a successful sign-in).
 */
export function useHideChrome(): () => void {
  const setHidden = useSetAtom(chromeHiddenAtom);
  useEffect(() => {
    setHidden(true);
    return () => setHidden(false);
  }, [setHidden]);
  return useCallback(() => setHidden(false), [setHidden]);
}
