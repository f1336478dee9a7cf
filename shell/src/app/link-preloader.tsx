import { useEffect } from 'react';
import { preload } from './remotes';
import { remoteForPath } from './route-table';

/** Preloads the remote behind a link as soon as the shopper points at it or focuses it. */
export function LinkPreloader() {
  useEffect(() => {
    const onIntent = (e: Event) => {
      const a = (e.target as Element | null)?.closest?.('a[href]');
      if (!(a instanceof HTMLAnchorElement) || a.origin !== window.location.origin) return;
      const route = remoteForPath(a.pathname);
      if (route) preload(route.owner);
    };
    document.addEventListener('pointerover', onIntent, { passive: true });
    document.addEventListener('focusin', onIntent);
    document.addEventListener('touchstart', onIntent, { passive: true });
    return () => {
      document.removeEventListener('pointerover', onIntent);
      document.removeEventListener('focusin', onIntent);
      document.removeEventListener('touchstart', onIntent);
    };
  }, []);
  return null;
}
