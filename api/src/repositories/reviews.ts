import type { Db } from '../db/index';
import type { ReviewsTable } from '../db/schema';
import type { ReviewJson } from '../schemas';

export function toReviewJson(r: ReviewsTable): ReviewJson {
  return {
    id: r.id,
    _id: r.id,
    productId: r.product_id,
    customerName: r.customer_name,
    customerId: r.customer_id,
    review: r.review,
    customerRating: Number(r.customer_rating),
    dateCreated: r.date_created,
  };
}

/** A product's reviews, newest first. */
export async function listReviews(db: Db, productId: string): Promise<ReviewJson[]> {
  const rows = await db
    .selectFrom('reviews')
    .selectAll()
    .where('product_id', '=', productId)
    .orderBy('date_created', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map(toReviewJson);
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
