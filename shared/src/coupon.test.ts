import { createStore } from 'jotai';
import { afterEach, describe, expect, it } from 'vitest';
import { COUPON_COOKIE, COUPON_KEY, couponAtom, couponCookieText, couponFromCookie, parseSavedCoupon, restoreCouponAtom } from './coupon';
import { userAtom } from './store';

const FLAT200 = { code: 'FLAT200', kind: 'flat', value: 200, minOrder: 1499 };

describe('a saved coupon read back', () => {
  it('takes only a whole coupon, and only its four terms', () => {
    expect(parseSavedCoupon({ userId: 'u1', terms: { ...FLAT200, extra: 'x' } })).toEqual({ userId: 'u1', terms: FLAT200 });
    for (const bad of [null, {}, { userId: 'u1' }, { userId: 'u1', terms: { ...FLAT200, kind: 'free' } }, { userId: 1, terms: FLAT200 }]) expect(parseSavedCoupon(bad)).toBeNull();
  });

  it('reads the cookie as the browser sends it or as a server has decoded it; anything else is no coupon', () => {
    const json = JSON.stringify({ userId: 'u1', terms: FLAT200, handed: true });
    expect(couponFromCookie(encodeURIComponent(json))).toEqual({ userId: 'u1', terms: FLAT200 });
    expect(couponFromCookie(json)).toEqual({ userId: 'u1', terms: FLAT200 });
    for (const bad of [null, '', 'not-json', '%E0%A4%A', encodeURIComponent('{"userId":"u1"}')]) expect(couponFromCookie(bad)).toBeNull();
  });
});

describe('a coupon the cart form handed over', () => {
  afterEach(() => {
    localStorage.clear();
    document.cookie = couponCookieText(null);
  });
  const shopper = () => {
    const store = createStore();
    store.set(userAtom, { name: 'Asha', email: 'asha@example.in', userId: 'u1', image: '' });
    return store;
  };

  it('applied: the browser takes it over what it stored', () => {
    localStorage.setItem(COUPON_KEY, JSON.stringify({ userId: 'u1', terms: { ...FLAT200, code: 'WELCOME10', kind: 'percent', value: 10, minOrder: 999 } }));
    document.cookie = couponCookieText({ userId: 'u1', terms: FLAT200 as never, handed: true });
    const store = shopper();
    store.set(restoreCouponAtom, false);
    expect(store.get(couponAtom)).toEqual(FLAT200);
  });

  it("removed: the browser's stored copy goes too, and the cookie is a plain copy again", () => {
    localStorage.setItem(COUPON_KEY, JSON.stringify({ userId: 'u1', terms: FLAT200 }));
    document.cookie = couponCookieText({ removed: true, handed: true });
    expect(couponFromCookie(document.cookie.split('; ').find((c) => c.startsWith(`${COUPON_COOKIE}=`))!.slice(COUPON_COOKIE.length + 1))).toBeNull();
    const store = shopper();
    store.set(restoreCouponAtom, false);
    expect(store.get(couponAtom)).toBeNull();
    expect(localStorage.getItem(COUPON_KEY)).toBeNull();
    expect(document.cookie).not.toContain(`${COUPON_COOKIE}=`);
  });
});
