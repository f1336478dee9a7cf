import { useCallback, useSyncExternalStore } from 'react';
import { windowValue } from '@storefront/shared';

const scroll = windowValue('scroll', () => window.scrollY);

/**
 * Whether the page is scrolled more than `threshold` px. Re-renders only when the answer flips,
 * not on every scroll event, so the header and go-to-top button stay cheap while scrolling. A page
 * rendered on the server starts unscrolled and moves to where the browser restored it once hydrated.
 */
export function useScrolledPast(threshold: number): boolean {
  const past = useCallback(() => scroll.read() > threshold, [threshold]);
  return useSyncExternalStore(scroll.subscribe, past, () => false);
}
