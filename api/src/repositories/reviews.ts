import { sql } from 'kysely';
import type { Db } from '../db/index';
import type { ReviewsTable } from '../db/schema';
import type { Review as ReviewJson } from '@storefront/shared/types';
import { ORDER_CANCELLED_STATUS } from '@storefront/shared/rules';

/** verifiedPurchase: the reviewer has ordered this product (in an order not cancelled). */
export function toReviewJson(r: ReviewsTable, verifiedPurchase: boolean): ReviewJson {
  return {
    id: r.id,
    _id: r.id,
    productId: r.product_id,
    customerName: r.customer_name,
    customerId: r.customer_id,
    review: r.review,
    customerRating: Number(r.customer_rating),
    dateCreated: r.date_created,
    verifiedPurchase,
  };
}

/** True when the shopper has an order with this product in it (a cancelled order is no purchase). */
export async function hasOrdered(db: Db, userId: string, productId: string): Promise<boolean> {
  const row = await db
    .selectFrom('order_items as oi')
    .innerJoin('orders as o', 'o.id', 'oi.order_id')
    .select('oi.id')
    .where('o.user_id', '=', userId)
    .where('oi.product_id', '=', productId)
    .where('o.status', '!=', ORDER_CANCELLED_STATUS)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** A product's reviews, newest first. */
export async function listReviews(db: Db, productId: string): Promise<ReviewJson[]> {
  const rows = await db
    .selectFrom('reviews')
    .selectAll('reviews')
    .select((eb) =>
      eb
        .exists(
          eb
            .selectFrom('order_items as oi')
            .innerJoin('orders as o', 'o.id', 'oi.order_id')
            .select(sql<number>`1`.as('one'))
            .whereRef('oi.product_id', '=', 'reviews.product_id')
            .whereRef('o.user_id', '=', 'reviews.customer_id')
            .where('o.status', '!=', ORDER_CANCELLED_STATUS),
        )
        .as('verified'),
    )
    .where('product_id', '=', productId)
    .orderBy('date_created', 'desc')
    .orderBy('id', 'desc')
    .execute();
  // SQLite answers 0/1, PostgreSQL a boolean.
  return rows.map(({ verified, ...r }) => toReviewJson(r, Boolean(Number(verified))));
}

/** The newest review time of a product, if any. */
export async function latestReviewTime(db: Db, productId: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('reviews')
    .select('date_created')
    .where('product_id', '=', productId)
    .orderBy('date_created', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.date_created;
}

export async function insertReview(db: Db, review: ReviewsTable): Promise<void> {
  await db.insertInto('reviews').values(review).execute();
}

/** The shopper's own review of the product, if they wrote one. */
export async function findOwnReview(db: Db, productId: string, customerId: string): Promise<ReviewsTable | undefined> {
  return db.selectFrom('reviews').selectAll().where('product_id', '=', productId).where('customer_id', '=', customerId).executeTakeFirst();
}

/** Replaces the text, rating, name and time of an existing review (it keeps its id). */
export async function replaceReview(db: Db, review: ReviewsTable): Promise<void> {
  await db
    .updateTable('reviews')
    .set({ review: review.review, customer_rating: review.customer_rating, customer_name: review.customer_name, date_created: review.date_created })
    .where('id', '=', review.id)
    .execute();
}
