import { BREAKPOINTS } from './constants';
import { useHydratedWidth, useHydratedWidthAs } from './ssr';

/**
 * The width the server's render and the browser's hydration answer with: the narrowest layout's
 * (a phone's). The server knows no device; layout is CSS's (media queries at BREAKPOINTS), and what
 * the hooks below decide is behaviour, or a wide screen's extra (a carousel's code) once hydrated.
 */
export const SERVER_WIDTH = 390;

/**
 * Window width, updated on resize (spec: app-wide state 'window width'). SERVER_WIDTH on the
 * server and while hydrating, the real one right after. Renders again on every change of width: a
 * reader that only needs a breakpoint uses useWindowWidthAs.
 */
export function useWindowWidth(): number {
  return useHydratedWidth(SERVER_WIDTH);
}

/** What the window's width decides (see useHydratedWidthAs): renders again only when that changes. */
export function useWindowWidthAs<T extends string | number | boolean>(derive: (width: number) => T): T {
  return useHydratedWidthAs(derive, SERVER_WIDTH);
}

const isWide = (w: number) => w > BREAKPOINTS.wide;

/**
 * Wider than BREAKPOINTS.wide: false on the server and while hydrating. For behaviour only (a
 * panel that opens, a carousel's code fetched): what shows at which width is the CSS's
 * `(max-width: 992px)` and its complement.
 */
export function useIsWide(): boolean {
  return useWindowWidthAs(isWide);
}

/** Whether the window is wide now (for an event handler or an effect: read when it runs). */
export const isWideNow = (): boolean => typeof window !== 'undefined' && isWide(window.innerWidth);
