// The coupon the shopper applied (decisions §7), as the cart and checkout of this slice use it. The
// coupon itself lives in the shared package (shared/src/coupon.ts: kept for its shopper in the
// browser's storage and in a cookie, so the server renders the cart with its discount from the
// first paint); a tab that applies or removes one tells the others (the storage event). The part
// reads the browser's own as it is put on screen, in the same commit, so hydration meets the
// server's HTML and a coupon the server could not know follows before the next paint.
import { useEffect, useLayoutEffect } from 'react';
import { useAtom, useSetAtom } from 'jotai';
import { COUPON_KEY, couponAtom, restoreCouponAtom, type CartItem } from '@storefront/shared';
import { couponMinimumMessage, totalsWithCoupon, type CouponTerms, type DiscountedTotals } from '@storefront/shared/rules';

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
  const restore = useSetAtom(restoreCouponAtom);
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
