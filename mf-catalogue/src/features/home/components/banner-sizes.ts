/**
 * How wide the home banners show: one or two a row at 992 px and below (a grid), the whole
 * container above (a carousel). 992 px is BREAKPOINTS.wide (shared/src/constants.ts).
 */
export const BANNER_SIZES = {
  grid: '(min-width: 576px) 50vw, 100vw',
  carousel: 'min(100vw, 1320px)',
  /** The server's HTML, for every screen: the carousel's above 992 px, the grid's below. */
  any: '(min-width: 993px) min(100vw, 1320px), (min-width: 576px) 50vw, 100vw',
} as const;
