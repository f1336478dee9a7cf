// Business constants and limits of spec section 9 (and the timings kept by decisions section 4).
// Screens import these; no magic numbers in the slices. The rules the API keeps too (tax, text
// cuts, page sizes, code and password lengths) live in ./rules.
import { LOCATION_PATTERN } from './rules/limits';

export const CURRENCY = 'INR';
export const SHIPPING_LABEL = 'Free';

export const BREAKPOINTS = {
  /** Wide screen: arrows, sliders and the desktop layout above this width. */
  wide: 992,
  /** The header's cart price/total shows above this width. */
  headerCart: 1000,
  carousel: [320, 500, 768] as const,
  related: [350, 400, 600, 750] as const,
} as const;

export const SLIDES = {
  homeBanner: { perView: 1, gap: 15, loop: true, speedMs: 500, autoplayMs: 3500 },
  categories: { wide: 8, at500: 5, at320: 3, group: 3 },
  popular: 4,
  featured: 4,
  categoryBlock: 5,
  sidebarFeatured: 1,
  thumbnails: 5,
  related: { perView: 5, perGroup: 3 },
  homeGroup: 3,
} as const;

export const LAYOUT_COLUMNS = [1, 3, 4] as const;
export const DEFAULT_LAYOUT_COLUMNS = 4;

export const PRICE_SLIDER = { min: 100, max: 60000, step: 5 } as const;
export const RATING_FILTER_VALUES = [5, 4, 3, 2, 1] as const;
export const CARD_RATING = { max: 5, precision: 0.5 } as const;
export const REVIEW_RATING = { default: 1, step: 0.5 } as const;

export const TOP_NAV_CATEGORIES = 7;

export const TIMINGS = {
  skeletonMs: 500,
  addingMs: 1000,
  snackbarMs: 6000,
  navigateAfterSignInMs: 2000,
  navigateAfterSignUpMs: 2000,
  navigateAfterVerifyRequestMs: 2000,
  navigateAfterExternalSignInMs: 2000,
  navigateAfterResetMs: 1500,
  otpResendCooldownMs: 30000,
} as const;

export const SCROLL = { fixedHeaderAfter: 100, goToTopAfter: 500, reviewsAt: 550 } as const;

export const DEFAULT_LOCATION = 'All';
/** A stored or sent location the API takes, else the default (a cookie saying 'India' emptied every list). */
export function locationCode(value: string | null | undefined): string {
  const v = value?.trim() ?? '';
  return LOCATION_PATTERN.test(v) ? v : DEFAULT_LOCATION;
}
export const IMAGE_TYPES = ['image/jpeg', 'image/jpg', 'image/png', 'image/webp'] as const;
export const IMAGE_EXTENSIONS = ['jpeg', 'jpg', 'png', 'webp'] as const;

export const STORAGE_KEYS = {
  token: 'token',
  user: 'user',
  location: 'location',
  userEmail: 'userEmail',
  actionType: 'actionType',
  recentlyViewed: 'recentlyViewed',
  /** The last pincode the shopper checked (product page and checkout show it again). */
  lastPincode: 'lastPincode',
} as const;

export const STORE_NAME = 'Storefront';
