// Reviews (spec section 7, "Reviews"; decisions §6). Anyone reads; only a signed-in shopper writes, as
// themselves: the customer comes from the token, whatever customerId/customerName the body carries.
// One review per shopper and product (a second replaces the first and says so), a 'Verified
// purchase' mark for shoppers who ordered the product, and a per-shopper hourly limit. The
// product's rating and review count change in the same transaction as the new review.
import { addedReviewSchema, addReviewBody, reviewListSchema, reviewsQuery } from '@storefront/shared/contract';
import { PRODUCT_NOT_FOUND } from '@storefront/shared/rules';
import { currentUser } from '../lib/auth';
import { HttpError, notFound } from '../lib/errors';
import { newId } from '../lib/ids';
import type { RoutePlugin } from '../lib/route-plugin';
import { lockProduct, productExists, refreshProductRating } from '../repositories/products';
import { withLock } from '../lib/locks';
import { takeRate, waitMinutes } from '../lib/rate-limit';
import { findOwnReview, hasOrdered, insertReview, latestReviewTime, listReviews, replaceReview, toReviewJson } from '../repositories/reviews';

export const REVIEW_ADDED = 'Thank you for your review!';
export const REVIEW_REPLACED = 'Your earlier review of this product was replaced by this one.';
const HOUR_MS = 60 * 60 * 1000;

export const reviewRoutes: RoutePlugin = async (app) => {
  app.get(
    '/api/productReviews',
    {
      schema: {
        querystring: reviewsQuery,
        response: { 200: reviewListSchema },
      },
    },
    async ({ query }) => {
      if (!(await productExists(app.db, query.productId))) throw notFound(PRODUCT_NOT_FOUND);
      return listReviews(app.db, query.productId);
    },
  );

  app.post(
    '/api/productReviews/add',
    {
      schema: { body: addReviewBody, response: { 200: addedReviewSchema, 201: addedReviewSchema } },
      onRequest: app.authenticate,
    },
    async (request, reply) => {
      const user = currentUser(request);
      const { productId, review, customerRating } = request.body;
      if (!(await productExists(app.db, productId))) throw notFound(PRODUCT_NOT_FOUND);
      const taken = await takeRate(app.db, { kind: 'review', key: user.id, limit: app.config.limits.reviewsPerHour, windowMs: HOUR_MS });
      if (!taken.ok) {
        throw new HttpError(429, `You have written many reviews in a short time. Please try again in ${waitMinutes(taken.retryAfterSeconds)}.`, {
          retryAfter: taken.retryAfterSeconds,
        });
      }
      // One review per shopper and product: a second submission replaces the first. The product's
      // row lock makes two parallel submissions of one shopper take turns.
      const saved = await withLock(app.db, `review:${productId}:${user.id}`, async (trx) => {
        if (!(await lockProduct(trx, productId))) throw notFound(PRODUCT_NOT_FOUND);
        // Strictly after the newest review, so "newest first" never depends on a clock tie.
        const latest = await latestReviewTime(trx, productId);
        const now = Date.now();
        const at = latest && Date.parse(latest) >= now ? Date.parse(latest) + 1 : now;
        const earlier = await findOwnReview(trx, productId, user.id);
        const row = {
          id: earlier?.id ?? newId(),
          product_id: productId,
          customer_id: user.id,
          customer_name: user.name,
          review,
          customer_rating: customerRating,
          date_created: new Date(at).toISOString(),
        };
        if (earlier) await replaceReview(trx, row);
        else await insertReview(trx, row);
        await refreshProductRating(trx, productId);
        return { row, replaced: earlier !== undefined, verified: await hasOrdered(trx, user.id, productId) };
      });
      const body = { ...toReviewJson(saved.row, saved.verified), replaced: saved.replaced, msg: saved.replaced ? REVIEW_REPLACED : REVIEW_ADDED };
      return reply.code(saved.replaced ? 200 : 201).send(body);
    },
  );
};
