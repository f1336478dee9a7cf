import { BREAKPOINTS } from './constants';
import { useHydratedWidth } from './ssr';

/**
 * Window width, updated on resize (spec: app-wide state 'window width'). A server-rendered page
 * starts with the width the server rendered for and moves to the real one once hydrated.
 */
export function useWindowWidth(): number {
  return useHydratedWidth(1280);
}

export function useIsWide(): boolean {
  return useWindowWidth() > BREAKPOINTS.wide;
}
