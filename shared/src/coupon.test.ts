import { describe, expect, it } from 'vitest';
import { couponFromCookie, parseSavedCoupon } from './coupon';

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
