/** How wide the home banners show: one or two a row below 992 px, the whole container above. */
export const BANNER_SIZES = {
  grid: '(min-width: 576px) 50vw, 100vw',
  carousel: 'min(100vw, 1320px)',
} as const;
