import { useCallback, useSyncExternalStore } from 'react';

// The scroll position, read from the window once and then at each scroll event: the readers share
// it, so none of them makes the browser lay the page out again in the middle of a render or commit.
let knownY: number | null = null;
const listeners = new Set<() => void>();
function scrolled() {
  knownY = window.scrollY;
  for (const listener of listeners) listener();
}
const subscribe = (onChange: () => void) => {
  if (listeners.size === 0) {
    window.addEventListener('scroll', scrolled, { passive: true });
    knownY = null; // it may have moved while nobody listened
  }
  listeners.add(onChange);
  return () => {
    listeners.delete(onChange);
    if (listeners.size === 0) {
      window.removeEventListener('scroll', scrolled);
      knownY = null; // nobody hears a scroll now: the next reader asks the window
    }
  };
};
const scrollY = () => (knownY ??= window.scrollY);

/**
 * Whether the page is scrolled more than `threshold` px. Re-renders only when the answer flips,
 * not on every scroll event, so the header and go-to-top button stay cheap while scrolling. A page
 * rendered on the server starts unscrolled and moves to where the browser restored it once hydrated.
 */
export function useScrolledPast(threshold: number): boolean {
  const past = useCallback(() => scrollY() > threshold, [threshold]);
  return useSyncExternalStore(subscribe, past, () => false);
}
