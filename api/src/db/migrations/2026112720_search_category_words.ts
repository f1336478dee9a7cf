// Frozen: search finds a product by the names of its sub-category and category too, so
// 'headphones' finds the earbuds and neckbands of the Headphones sub-category, not only the one
// product with the word in its name; a word of a name or description still ranks first (the
// category's words weigh least).
// - SQLite: `product_search` gains a `category` column (the sub-category's and category's names),
//   written by the product triggers and again when a category is renamed; its rank weighs that
//   column at a fifth of the others.
// - PostgreSQL: `products.category_words` (kept by triggers likewise) joins the generated
//   `search_document` at weight D, the lowest.
import { sql, type Kysely } from 'kysely';
import type { Dialect } from './ddl-kit';

const CATEGORY_WORDS_OF = (row: 'new' | 'p') =>
  sql.raw(
    `coalesce((select name from categories where id = ${row}.sub_cat_id), '') || ' ' || coalesce((select name from categories where id = ${row}.cat_id), '')`,
  );

/** name, brand, description and category weigh 1, 1, 1 and 0.2 (product_id, unindexed, has a slot too). */
const SQLITE_RANK = 'bm25(1.0, 1.0, 1.0, 1.0, 0.2)';

/** PostgreSQL: `search_document` made again, with the category's words (weight D) or without them. */
async function searchDocument(db: Kysely<unknown>, withCategory: boolean): Promise<void> {
  await sql`drop index if exists products_search_document_idx`.execute(db);
  await sql`alter table products drop column search_document`.execute(db);
  const category = withCategory ? sql` || setweight(to_tsvector('simple', category_words), 'D')` : sql``;
  await sql`
    alter table products add column search_document tsvector
    generated always as (
      setweight(to_tsvector('simple', name), 'A') ||
      setweight(to_tsvector('simple', brand), 'B') ||
      setweight(to_tsvector('simple', description), 'C')${category}
    ) stored
  `.execute(db);
  await sql`create index products_search_document_idx on products using gin (search_document)`.execute(db);
}

/**
 * SQLite: `product_search`, its triggers and its vocabulary made again, with the `category` column
 * (and the trigger of a category's rename) or without them.
 */
async function sqliteSearchIndex(db: Kysely<unknown>, withCategory: boolean): Promise<void> {
  await sql`drop table if exists product_search_vocab`.execute(db);
  for (const t of ['products_search_insert', 'products_search_update', 'products_search_delete', 'categories_search_rename']) await sql`drop trigger if exists ${sql.raw(t)}`.execute(db);
  await sql`drop table product_search`.execute(db);
  const columns = sql.raw(withCategory ? 'product_id, name, brand, description, category' : 'product_id, name, brand, description');
  const values = (row: 'new' | 'p') =>
    withCategory ? sql`${sql.raw(`${row}.id, ${row}.name, ${row}.brand, ${row}.description`)}, ${CATEGORY_WORDS_OF(row)}` : sql.raw(`${row}.id, ${row}.name, ${row}.brand, ${row}.description`);
  await sql`
    create virtual table product_search using fts5(
      product_id unindexed, name, brand, description${sql.raw(withCategory ? ', category' : '')},
      tokenize = 'unicode61 remove_diacritics 2', prefix = '1 2 3'
    )
  `.execute(db);
  if (withCategory) await sql`insert into product_search (product_search, rank) values ('rank', ${SQLITE_RANK})`.execute(db);
  const watched = withCategory ? 'id, name, brand, description, sub_cat_id, cat_id' : 'id, name, brand, description';
  await sql`
    create trigger products_search_insert after insert on products begin
      insert into product_search (${columns}) values (${values('new')});
    end
  `.execute(db);
  await sql`
    create trigger products_search_update after update of ${sql.raw(watched)} on products begin
      delete from product_search where product_id = old.id;
      insert into product_search (${columns}) values (${values('new')});
    end
  `.execute(db);
  await sql`
    create trigger products_search_delete after delete on products begin
      delete from product_search where product_id = old.id;
    end
  `.execute(db);
  if (withCategory) {
    await sql`
      create trigger categories_search_rename after update of name on categories when old.name is not new.name begin
        update product_search set category = (
          select ${CATEGORY_WORDS_OF('p')} from products p where p.id = product_search.product_id
        ) where product_id in (select id from products where sub_cat_id = new.id or cat_id = new.id);
      end
    `.execute(db);
  }
  await sql`insert into product_search (${columns}) select ${values('p')} from products p`.execute(db);
  await sql`create virtual table product_search_vocab using fts5vocab(product_search, row)`.execute(db);
}

export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  if (dialect === 'postgres') {
    await sql`alter table products add column category_words text not null default ''`.execute(db);
    await sql`
      create function products_category_words() returns trigger language plpgsql as $$
      begin
        new.category_words := ${CATEGORY_WORDS_OF('new')};
        return new;
      end $$
    `.execute(db);
    await sql`
      create trigger products_category_words before insert or update of sub_cat_id, cat_id on products
      for each row execute function products_category_words()
    `.execute(db);
    await sql`
      create function categories_rename_words() returns trigger language plpgsql as $$
      begin
        update products p set category_words = ${CATEGORY_WORDS_OF('p')} where p.sub_cat_id = new.id or p.cat_id = new.id;
        return null;
      end $$
    `.execute(db);
    await sql`
      create trigger categories_rename_words after update of name on categories
      for each row when (old.name is distinct from new.name) execute function categories_rename_words()
    `.execute(db);
    await sql`update products p set category_words = ${CATEGORY_WORDS_OF('p')}`.execute(db);
    await searchDocument(db, true);
    return;
  }

  await sqliteSearchIndex(db, true);
}

export async function down(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  if (dialect === 'postgres') {
    await searchDocument(db, false);
    await sql`drop trigger if exists categories_rename_words on categories`.execute(db);
    await sql`drop function if exists categories_rename_words()`.execute(db);
    await sql`drop trigger if exists products_category_words on products`.execute(db);
    await sql`drop function if exists products_category_words()`.execute(db);
    await sql`alter table products drop column category_words`.execute(db);
    return;
  }
  await sqliteSearchIndex(db, false);
}
