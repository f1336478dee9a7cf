import { api, type CouponQuote } from '@storefront/shared';

/** POST /api/coupons/apply: the coupon checked against the shopper's cart (nothing is used yet). */
export function applyCoupon(code: string) {
  return api.post<CouponQuote>('/api/coupons/apply', { code });
}
