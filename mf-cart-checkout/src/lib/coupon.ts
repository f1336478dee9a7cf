// The coupon the shopper applied (decisions §7), shared by the cart and checkout of this slice and
// kept in the browser for that shopper (localStorage, with their user id; one applied by the cart's
// form before the scripts ran comes from the server in a cookie, COUPON_COOKIE): another tab, a reload or
// a later visit finds it, another shopper signed in on the same browser does not, and a tab that
// applies or removes one tells the others (the storage event). Placing an order clears it. The
// server checks it again when it prices the order. The server renders the cart without it (it
// cannot see the browser's storage): the part reads it as it is put on screen, in the same commit,
// so hydration meets the server's HTML and the totals with the coupon follow before the next paint.
import { useEffect, useLayoutEffect } from 'react';
import { atom, useAtom, useSetAtom } from 'jotai';
import { userAtom, type CartItem } from '@storefront/shared';
import { couponMinimumMessage, totalsWithCoupon, type CouponTerms, type DiscountedTotals } from '@storefront/shared/rules';

export const COUPON_KEY = 'sf-coupon';
/**
 * The cookie the shop's server hands a coupon over in, when the cart's coupon form was posted
 * before the scripts ran or without them (shell/src/ssr/forms.ts): taken into the browser's storage
 * the first time the cart or checkout reads the coupon, and cleared.
 */
export const COUPON_COOKIE = 'sf_coupon';

/** What the browser keeps: the coupon and whose it is. */
interface Saved {
  userId: string;
  terms: CouponTerms;
}

function readSaved(): Saved | null {
  try {
    const raw = globalThis.localStorage?.getItem(COUPON_KEY);
    const saved = raw ? (JSON.parse(raw) as Partial<Saved>) : null;
    return saved && typeof saved.userId === 'string' && saved.terms && typeof saved.terms.code === 'string' ? (saved as Saved) : null;
  } catch {
    return null;
  }
}

const isSaved = (v: unknown): v is Saved => {
  const saved = v as Partial<Saved> | null;
  const terms = saved?.terms as Partial<CouponTerms> | undefined;
  return (
    typeof saved?.userId === 'string' &&
    typeof terms?.code === 'string' &&
    (terms.kind === 'percent' || terms.kind === 'flat') &&
    typeof terms.value === 'number' &&
    typeof terms.minOrder === 'number'
  );
};

/** The coupon the server handed over (COUPON_COOKIE), once: the cookie is cleared as it is read. */
function takeHanded(): Saved | null {
  if (typeof document === 'undefined') return null;
  const raw = document.cookie
    .split(';')
    .map((c) => c.trim())
    .find((c) => c.startsWith(`${COUPON_COOKIE}=`));
  if (!raw) return null;
  document.cookie = `${COUPON_COOKIE}=; Path=/; SameSite=Lax; Max-Age=0`;
  try {
    const v: unknown = JSON.parse(decodeURIComponent(raw.slice(COUPON_COOKIE.length + 1)));
    if (!isSaved(v)) return null;
    const { code, kind, value, minOrder } = v.terms;
    return { userId: v.userId, terms: { code, kind, value, minOrder } };
  } catch {
    return null;
  }
}

function save(saved: Saved | null): void {
  try {
    if (saved) globalThis.localStorage?.setItem(COUPON_KEY, JSON.stringify(saved));
    else globalThis.localStorage?.removeItem(COUPON_KEY);
  } catch {
    // storage unavailable: the coupon lives in memory only
  }
}

/** undefined: the browser's storage not read yet (a server render, a hydration). */
const stored = atom<Saved | null | undefined>(undefined);
export const couponAtom = atom(
  (get) => {
    const saved = get(stored);
    return saved && saved.userId === (get(userAtom)?.userId ?? '') ? saved.terms : null;
  },
  (get, set, terms: CouponTerms | null) => {
    const saved = terms ? { userId: get(userAtom)?.userId ?? '', terms } : null;
    save(saved);
    set(stored, saved);
  },
);
const restoreAtom = atom(null, (get, set, again: boolean) => {
  if (!again && get(stored) !== undefined) return;
  // A coupon applied by the cart's form before the scripts ran is the shopper's latest choice.
  const handed = takeHanded();
  if (handed) save(handed);
  set(stored, handed ?? readSaved());
});

/** A layout effect in the browser; on a server a plain one, which never runs there and warns of nothing. */
const useCommitEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

export interface CouponState {
  terms: CouponTerms | null;
  /** The coupon when the cart still meets its minimum; null otherwise. */
  effective: CouponTerms | null;
  /** Why an applied coupon does not count right now (the cart fell below its minimum). */
  problem: string | null;
  totals: DiscountedTotals;
  set: (terms: CouponTerms | null) => void;
}

export function useCoupon(items: readonly CartItem[]): CouponState {
  const [terms, set] = useAtom(couponAtom);
  const restore = useSetAtom(restoreAtom);
  useCommitEffect(() => restore(false), [restore]);
  useEffect(() => {
    const onStorage = (e: StorageEvent) => {
      if (e.key === COUPON_KEY || e.key === null) restore(true);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [restore]);
  const plain = totalsWithCoupon(items, null);
  const meets = terms !== null && plain.subtotal >= terms.minOrder;
  const effective = meets ? terms : null;
  return {
    terms,
    effective,
    problem: terms && !meets ? couponMinimumMessage(terms.minOrder) : null,
    totals: effective ? totalsWithCoupon(items, effective) : plain,
    set,
  };
}
