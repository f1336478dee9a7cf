// The coupon a shopper applied (decisions §7), shared by the cart, the checkout and the header. It is
// the shopper's own: kept in the browser with their user id (localStorage, so another tab, a reload
// or a later visit finds it, and another shopper signed in on the same browser does not) and in a
// cookie beside it (COUPON_COOKIE), so the shop's server renders the cart, the checkout and the
// header's total with its discount from the first paint. The cart's coupon form posted before the
// scripts ran sets that cookie alone (shell/src/ssr/forms.ts): the newest choice, taken into storage
// when the browser reads the coupon. The server checks the coupon again when it prices an order;
// placing one clears it.
import { atom } from 'jotai';
import { totalsWithCoupon, type CouponTerms, type DiscountedTotals } from './rules/india';
import { cartItemsAtom, userAtom } from './store';

export const COUPON_KEY = 'sf-coupon';
export const COUPON_COOKIE = 'sf_coupon';
const COUPON_COOKIE_DAYS = 30;

/** A coupon and whose it is. */
export interface SavedCoupon {
  userId: string;
  terms: CouponTerms;
}

/** A saved coupon read from storage or a cookie (only its terms' four fields), or null. */
export function parseSavedCoupon(value: unknown): SavedCoupon | null {
  const saved = value as Partial<SavedCoupon> | null;
  const terms = saved?.terms as Partial<CouponTerms> | undefined;
  if (
    typeof saved?.userId !== 'string' ||
    typeof terms?.code !== 'string' ||
    (terms.kind !== 'percent' && terms.kind !== 'flat') ||
    typeof terms.value !== 'number' ||
    typeof terms.minOrder !== 'number'
  ) {
    return null;
  }
  return { userId: saved.userId, terms: { code: terms.code, kind: terms.kind, value: terms.value, minOrder: terms.minOrder } };
}

/** The cookie's value (as the browser or a request's Cookie header has it), read as a saved coupon. */
export function couponFromCookie(raw: string | null | undefined): SavedCoupon | null {
  return readCouponCookie(raw)?.saved ?? null;
}

/**
 * The cookie's coupon, and whether the shop's server set it (`handed`: the cart's form applied it,
 * or removed it, before the scripts ran: the shopper's newest choice) or the browser did (a copy of
 * its storage). A coupon removed by the form is `saved: null`, handed.
 */
function readCouponCookie(raw: string | null | undefined): { saved: SavedCoupon | null; handed: boolean } | null {
  if (!raw) return null;
  try {
    // (as sent, or already decoded by a server's cookie reader)
    const value = JSON.parse(raw.startsWith('{') ? raw : decodeURIComponent(raw)) as { handed?: unknown; removed?: unknown } | null;
    if (value?.removed === true && value.handed === true) return { saved: null, handed: true };
    const saved = parseSavedCoupon(value);
    return saved ? { saved, handed: value?.handed === true } : null;
  } catch {
    return null;
  }
}

function readCookie(): string | null {
  if (typeof document === 'undefined') return null;
  const found = document.cookie
    .split(';')
    .map((c) => c.trim())
    .find((c) => c.startsWith(`${COUPON_COOKIE}=`));
  return found ? found.slice(COUPON_COOKIE.length + 1) : null;
}

function readStored(): SavedCoupon | null {
  try {
    const raw = globalThis.localStorage?.getItem(COUPON_KEY);
    return raw ? parseSavedCoupon(JSON.parse(raw)) : null;
  } catch {
    return null;
  }
}

function save(saved: SavedCoupon | null): void {
  try {
    if (saved) globalThis.localStorage?.setItem(COUPON_KEY, JSON.stringify(saved));
    else globalThis.localStorage?.removeItem(COUPON_KEY);
  } catch {
    // storage unavailable: the cookie (and memory) keep it
  }
  if (typeof document === 'undefined') return;
  document.cookie = couponCookieText(saved);
}

/**
 * The coupon cookie as `document.cookie` or a Set-Cookie header takes it (null clears it): the
 * scripts and the shop's server (its cart form, with `handed`: the browser then takes it as the
 * newest choice over what it stored; `removed`: the form's Remove coupon, which must clear a copy
 * in storage too) write it alike.
 */
export function couponCookieText(saved: (SavedCoupon & { handed?: true }) | { removed: true; handed: true } | null): string {
  return saved
    ? `${COUPON_COOKIE}=${encodeURIComponent(JSON.stringify(saved))}; Path=/; SameSite=Lax; Max-Age=${COUPON_COOKIE_DAYS * 86_400}`
    : `${COUPON_COOKIE}=; Path=/; SameSite=Lax; Max-Age=0`;
}

/** The coupon the page was rendered with (the server read its cookie): what the page hydrates with. */
export const serverCouponAtom = atom<SavedCoupon | null>(null);
/** The browser's own, once read (restoreCouponAtom); undefined until then. */
const browserCouponAtom = atom<SavedCoupon | null | undefined>(undefined);

/** The signed-in shopper's coupon (null: none, or another shopper's); setting it keeps it. */
export const couponAtom = atom(
  (get) => {
    const own = get(browserCouponAtom);
    const saved = own === undefined ? get(serverCouponAtom) : own;
    return saved && saved.userId === (get(userAtom)?.userId ?? '') ? saved.terms : null;
  },
  (get, set, terms: CouponTerms | null) => {
    const saved = terms ? { userId: get(userAtom)?.userId ?? '', terms } : null;
    save(saved);
    set(browserCouponAtom, saved);
  },
);

/**
 * Reads the browser's coupon (once; `again`: anew, another tab changed it). Storage holds it, unless
 * the shop's server handed a newer one over in the cookie (the cart's form, before the scripts ran),
 * which goes into storage; with nothing stored (storage cleared or unavailable) the cookie's copy
 * counts. The cookie is then made a copy of storage (a coupon kept before the cookie was gets one).
 */
export const restoreCouponAtom = atom(null, (get, set, again: boolean) => {
  if (!again && get(browserCouponAtom) !== undefined) return;
  const cookie = readCouponCookie(readCookie());
  const stored = readStored();
  const saved = !again && cookie?.handed ? cookie.saved : (stored ?? (again ? null : (cookie?.saved ?? null)));
  if (!again && (cookie?.handed || JSON.stringify(cookie?.saved ?? null) !== JSON.stringify(stored))) save(saved);
  set(browserCouponAtom, saved);
});

/** The cart's totals with the coupon when the cart meets its minimum (the header's total, the cart's). */
export const couponTotalsAtom = atom((get): DiscountedTotals => {
  const items = get(cartItemsAtom);
  const terms = get(couponAtom);
  const plain = totalsWithCoupon(items, null);
  return terms && plain.subtotal >= terms.minOrder ? totalsWithCoupon(items, terms) : plain;
});
