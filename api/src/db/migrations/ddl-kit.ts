// Frozen, like the migrations that use it: the column sets and index lists more than one migration
// builds. Imports no app code. Migrations already run depend on what these emit, so never change a
// helper's output: add another one instead.
import { sql, type CreateTableBuilder, type Kysely } from 'kysely';

export type Dialect = 'sqlite' | 'postgres';

type Table = CreateTableBuilder<string, string>;
/** [index name, its columns in order] */
export type IndexList = [string, string[]][];

/** `create table <name>` with the text primary key `id` nearly every table starts with. */
export function createTableWithId(db: Kysely<unknown>, table: string): Table {
  return db.schema.createTable(table).addColumn('id', 'text', (c) => c.primaryKey());
}

/** `created_at` (not null): appended to a table being built with `.$call(createdAt)`. */
export function createdAt(t: Table): Table {
  return t.addColumn('created_at', 'text', (c) => c.notNull());
}

/** `created_at` and `updated_at` (both not null). */
export function timestamps(t: Table): Table {
  return createdAt(t).addColumn('updated_at', 'text', (c) => c.notNull());
}

/** The shopper a row belongs to and goes with (`user_id`, not null, deleted with the user). */
export function ownedByUser(t: Table): Table {
  return t.addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'));
}

/** `product_id`, not null, deleted with the product. */
export function ofProduct(t: Table): Table {
  return t.addColumn('product_id', 'text', (c) => c.notNull().references('products.id').onDelete('cascade'));
}

/**
 * The cart's table under `table`: one line per user and product, or (`variant` true, decisions §6)
 * per user, product and picked RAM, size or weight.
 */
export function createCartItemsTable(db: Kysely<unknown>, table: string, variant: boolean): Table {
  const lines = createTableWithId(db, table).$call(ownedByUser).$call(ofProduct);
  return (variant ? lines.addColumn('variant', 'text', (c) => c.notNull().defaultTo('')) : lines)
    .addColumn('quantity', 'integer', (c) => c.notNull().check(sql`quantity > 0`))
    .$call(timestamps)
    .addUniqueConstraint(
      variant ? 'cart_items_user_product_variant_key' : 'cart_items_user_product_key',
      variant ? ['user_id', 'product_id', 'variant'] : ['user_id', 'product_id'],
    );
}

/**
 * An append-only log of events: `id`, the given text columns (not null) and `created_at`, with
 * its indexes. Rows are only counted over a recent window, then pruned.
 */
export async function createEventLog(db: Kysely<unknown>, table: string, columns: string[], indexes: IndexList): Promise<void> {
  let t = createTableWithId(db, table);
  for (const column of columns) t = t.addColumn(column, 'text', (c) => c.notNull());
  await t.$call(createdAt).execute();
  await createIndexes(db, table, indexes);
}

export async function createIndexes(db: Kysely<unknown>, table: string, indexes: IndexList): Promise<void> {
  for (const [name, columns] of indexes) await db.schema.createIndex(name).on(table).columns(columns).execute();
}

export async function dropIndexes(db: Kysely<unknown>, indexes: IndexList): Promise<void> {
  for (const [name] of indexes) await db.schema.dropIndex(name).ifExists().execute();
}

/** The first schema's product listing indexes (2026112201_init; superseded by 2026112330_catalogue_scale). */
export const FIRST_PRODUCT_INDEXES: IndexList = [
  ['products_date_idx', ['date_created', 'id']],
  ['products_cat_idx', ['cat_id', 'date_created']],
  ['products_sub_cat_idx', ['sub_cat_id', 'date_created']],
  ['products_featured_idx', ['is_featured', 'date_created']],
  ['products_price_idx', ['price']],
  ['products_rating_idx', ['rating']],
];

/**
 * The covering product listing indexes (2026112330_catalogue_scale): every filter column after the
 * order columns, so a page's ids, the rows a deep page skips and a count come from the index alone.
 */
export const LISTING_INDEXES: IndexList = [
  ['products_list_idx', ['date_created', 'id', 'loc_all', 'cat_id', 'sub_cat_id', 'price', 'rating', 'is_featured']],
  ['products_cat_list_idx', ['cat_id', 'date_created', 'id', 'loc_all', 'sub_cat_id', 'price', 'rating']],
  ['products_sub_list_idx', ['sub_cat_id', 'date_created', 'id', 'loc_all', 'cat_id', 'price', 'rating']],
  ['products_featured_list_idx', ['is_featured', 'date_created', 'id', 'loc_all']],
];
