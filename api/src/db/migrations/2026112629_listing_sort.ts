// Frozen: listings sorted by price, rating or popularity (decisions §7 "Sort") stay index reads at
// tens of thousands of products.
// - `products.popularity`: units ordered in the last 30 days (cancelled orders left out), kept by the
//   API's popularity refresh (lib/popularity.ts), not by triggers: the window moves with the clock.
// - Covering indexes per sort and scope (category, sub-category), the sort columns first and every
//   filter column after them, so a sorted page, the rows it skips and the facet counts come from
//   the index alone.
// - SQLite: `product_search_vocab`, an fts5vocab view of the search index's words, from which the
//   API builds its vocabulary for forgiving search (PostgreSQL reads its words with ts_stat).
import { sql, type Kysely } from 'kysely';
import { createIndexes, dropIndexes, type Dialect, type IndexList } from './ddl-kit';

const SORT_INDEXES: IndexList = [
  ['products_cat_price_idx', ['cat_id', 'price', 'id', 'loc_all', 'sub_cat_id', 'rating']],
  ['products_sub_price_idx', ['sub_cat_id', 'price', 'id', 'loc_all', 'cat_id', 'rating']],
  ['products_cat_rating_idx', ['cat_id', 'rating', 'id', 'loc_all', 'sub_cat_id', 'price']],
  ['products_sub_rating_idx', ['sub_cat_id', 'rating', 'id', 'loc_all', 'cat_id', 'price']],
  ['products_cat_popular_idx', ['cat_id', 'popularity', 'id', 'loc_all', 'sub_cat_id', 'price', 'rating']],
  ['products_sub_popular_idx', ['sub_cat_id', 'popularity', 'id', 'loc_all', 'cat_id', 'price', 'rating']],
];

export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await sql`alter table products add column popularity integer not null default 0`.execute(db);
  await createIndexes(db, 'products', SORT_INDEXES);
  if (dialect === 'sqlite') {
    await sql`create virtual table product_search_vocab using fts5vocab(product_search, row)`.execute(db);
  }
}

export async function down(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  if (dialect === 'sqlite') await sql`drop table if exists product_search_vocab`.execute(db);
  await dropIndexes(db, SORT_INDEXES);
  await sql`alter table products drop column popularity`.execute(db);
}
