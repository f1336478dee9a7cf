// Applying a coupon (decisions §7): checked against the shopper's cart and priced as the order will
// be (tax on the amount after the discount). Nothing is used until an order is placed with it.
import { applyCouponBody, couponQuoteSchema } from '@storefront/shared/contract';
import { computeTotals, totalsWithCoupon } from '@storefront/shared/rules';
import { currentUser, ownDataOnly } from '../lib/auth';
import { badRequest } from '../lib/errors';
import type { RoutePlugin } from '../lib/route-plugin';
import { checkCoupon } from '../repositories/coupons';
import { pricedCart } from '../repositories/orders';
import { CART_EMPTY } from './orders';

export const couponRoutes: RoutePlugin = async (app) => {
  app.post(
    '/api/coupons/apply',
    {
      schema: { body: applyCouponBody, response: { 200: couponQuoteSchema } },
      onRequest: app.authenticate,
      preValidation: ownDataOnly,
    },
    async (request) => {
      const userId = currentUser(request).id;
      const lines = await pricedCart(app.db, userId);
      if (lines.length === 0) throw badRequest(CART_EMPTY);
      const terms = await checkCoupon(app.db, userId, request.body.code, computeTotals(lines).subtotal);
      return { ...terms, ...totalsWithCoupon(lines, terms) };
    },
  );
};
