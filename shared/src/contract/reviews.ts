// Reviews (spec §7 "Reviews", decisions §6): anyone reads; a signed-in shopper writes as themselves.
import { z } from 'zod';
import { DEFAULT_REVIEW_RATING, isReviewRating, RATING_RULE, REVIEW_MAX_LENGTH } from '../rules/limits';
import { REVIEW_EMPTY } from '../rules/messages';
import { entity, idParam } from './common';

export const reviewSchema = z.strictObject({
  ...entity,
  productId: z.string(),
  customerName: z.string(),
  customerId: z.string(),
  review: z.string(),
  customerRating: z.number(),
  dateCreated: z.string(),
  /** The reviewer has ordered this product (decisions §6). */
  verifiedPurchase: z.boolean(),
});
export const reviewListSchema = z.array(reviewSchema);

/** The answer to adding a review: the saved review, and whether it replaced the shopper's earlier one. */
export const addedReviewSchema = reviewSchema.extend({ replaced: z.boolean(), msg: z.string() });

/** GET /api/productReviews */
export const reviewsQuery = z.object({ productId: idParam('productId') });

/** Drops control characters other than tab and line breaks (PostgreSQL cannot store NUL at all). */
function withoutControlChars(text: string): string {
  let out = '';
  for (const ch of text) {
    const code = ch.charCodeAt(0);
    const control = code < 32 || code === 127;
    if (!control || ch === '\t' || ch === '\n' || ch === '\r') out += ch;
  }
  return out;
}

/** POST /api/productReviews/add */
export const addReviewBody = z.object({
  productId: idParam('productId'),
  review: z
    .string({ error: REVIEW_EMPTY })
    .transform((text) => withoutControlChars(text).replace(/\r\n?/g, '\n').trim())
    .pipe(z.string().min(1, REVIEW_EMPTY).max(REVIEW_MAX_LENGTH, `The review must be at most ${REVIEW_MAX_LENGTH} characters`)),
  customerRating: z.preprocess(
    (v) => (v === undefined || v === null || v === '' ? DEFAULT_REVIEW_RATING : typeof v === 'string' ? Number(v) : v),
    z.number({ error: RATING_RULE }).refine(isReviewRating, RATING_RULE),
  ),
  // Sent by the screens, never believed: the customer comes from the token.
  customerId: z.unknown().optional(),
  customerName: z.unknown().optional(),
});
