import { useCallback, useSyncExternalStore } from 'react';

const subscribe = (onChange: () => void) => {
  window.addEventListener('scroll', onChange, { passive: true });
  return () => window.removeEventListener('scroll', onChange);
};

/**
 * Whether the page is scrolled more than `threshold` px. Re-renders only when the answer flips,
 * not on every scroll event, so the header and go-to-top button stay cheap while scrolling. A page
 * rendered on the server starts unscrolled and moves to where the browser restored it once hydrated.
 */
export function useScrolledPast(threshold: number): boolean {
  const past = useCallback(() => window.scrollY > threshold, [threshold]);
  return useSyncExternalStore(subscribe, past, () => false);
}
