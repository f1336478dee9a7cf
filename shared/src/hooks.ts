import { BREAKPOINTS } from './constants';
import { useHydratedWidth, useHydratedWidthAs } from './ssr';

/**
 * Window width, updated on resize (spec: app-wide state 'window width'). A server-rendered page
 * starts with the width the server rendered for and moves to the real one once hydrated. Renders
 * again on every change of width: a reader that only needs a breakpoint uses useWindowWidthAs.
 */
export function useWindowWidth(): number {
  return useHydratedWidth(1280);
}

/** What the window's width decides (see useHydratedWidthAs): renders again only when that changes. */
export function useWindowWidthAs<T extends string | number | boolean>(derive: (width: number) => T): T {
  return useHydratedWidthAs(derive, 1280);
}

const isWide = (w: number) => w > BREAKPOINTS.wide;

export function useIsWide(): boolean {
  return useWindowWidthAs(isWide);
}
