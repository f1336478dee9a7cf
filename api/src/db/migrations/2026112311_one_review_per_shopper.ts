// Frozen: one review per shopper per product (decisions §6). Where a shopper already left several,
// the newest stays; the products' ratings are recomputed from what is left; a unique index keeps
// it so (a second submission replaces the first).
import { sql, type Kysely } from 'kysely';

type Dialect = 'sqlite' | 'postgres';

export async function up(db: Kysely<unknown>, _dialect: Dialect): Promise<void> {
  await sql`
    delete from reviews where exists (
      select 1 from reviews newer
      where newer.product_id = reviews.product_id and newer.customer_id = reviews.customer_id
        and (newer.date_created > reviews.date_created or (newer.date_created = reviews.date_created and newer.id > reviews.id))
    )`.execute(db);
  await sql`
    update products set
      num_reviews = (select count(*) from reviews r where r.product_id = products.id),
      rating = coalesce((select round(avg(r.customer_rating) * 2) / 2.0 from reviews r where r.product_id = products.id), 0)
    where num_reviews <> (select count(*) from reviews r where r.product_id = products.id)`.execute(db);
  await db.schema.createIndex('reviews_product_customer_uq').on('reviews').columns(['product_id', 'customer_id']).unique().execute();
}

export async function down(db: Kysely<unknown>, _dialect: Dialect): Promise<void> {
  await db.schema.dropIndex('reviews_product_customer_uq').ifExists().execute();
}
