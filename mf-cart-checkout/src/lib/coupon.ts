// The coupon the shopper applied (decisions §7), shared by the cart and checkout of this slice and
// kept for the browser tab (sessionStorage). The server checks it again when it prices the order.
// The server renders the cart without it (it cannot see the tab's storage): the part reads it as it
// is put on screen, in the same commit, so hydration meets the server's HTML and the totals with the
// coupon follow before the next paint.
import { useEffect, useLayoutEffect } from 'react';
import { atom, useAtom, useSetAtom } from 'jotai';
import type { CartItem } from '@storefront/shared';
import { couponMinimumMessage, totalsWithCoupon, type CouponTerms, type DiscountedTotals } from '@storefront/shared/rules';

const KEY = 'sf-coupon';

function readSaved(): CouponTerms | null {
  try {
    const raw = globalThis.sessionStorage?.getItem(KEY);
    return raw ? (JSON.parse(raw) as CouponTerms) : null;
  } catch {
    return null;
  }
}

function save(terms: CouponTerms | null): void {
  try {
    if (terms) globalThis.sessionStorage?.setItem(KEY, JSON.stringify(terms));
    else globalThis.sessionStorage?.removeItem(KEY);
  } catch {
    // storage unavailable: the coupon lives in memory only
  }
}

/** undefined: the tab's storage not read yet (a server render, a hydration). */
const stored = atom<CouponTerms | null | undefined>(undefined);
export const couponAtom = atom(
  (get) => get(stored) ?? null,
  (_get, set, terms: CouponTerms | null) => {
    save(terms);
    set(stored, terms);
  },
);
const restoreAtom = atom(null, (get, set) => {
  if (get(stored) === undefined) set(stored, readSaved());
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
  useCommitEffect(() => restore(), [restore]);
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
