// Frozen: a full-text index over product name, brand and description, so search never scans the
// products table.
// - SQLite: an FTS5 table `product_search` kept in sync by triggers (a standalone FTS table keyed by
//   product_id, because products have TEXT ids and implicit rowids may change on VACUUM).
// - PostgreSQL: a generated tsvector column `products.search_document` with a GIN index.
// Both use a tokenizer without stemming, so prefix queries behave the same on both engines.
import { sql, type Kysely } from 'kysely';

type Dialect = 'sqlite' | 'postgres';

export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  if (dialect === 'postgres') {
    await sql`
      alter table products add column search_document tsvector
      generated always as (
        setweight(to_tsvector('simple', name), 'A') ||
        setweight(to_tsvector('simple', brand), 'B') ||
        setweight(to_tsvector('simple', description), 'C')
      ) stored
    `.execute(db);
    await sql`create index products_search_document_idx on products using gin (search_document)`.execute(db);
    return;
  }

  await sql`
    create virtual table product_search using fts5(
      product_id unindexed, name, brand, description,
      tokenize = 'unicode61 remove_diacritics 2'
    )
  `.execute(db);
  await sql`
    create trigger products_search_insert after insert on products begin
      insert into product_search (product_id, name, brand, description)
      values (new.id, new.name, new.brand, new.description);
    end
  `.execute(db);
  await sql`
    create trigger products_search_update after update of id, name, brand, description on products begin
      delete from product_search where product_id = old.id;
      insert into product_search (product_id, name, brand, description)
      values (new.id, new.name, new.brand, new.description);
    end
  `.execute(db);
  await sql`
    create trigger products_search_delete after delete on products begin
      delete from product_search where product_id = old.id;
    end
  `.execute(db);
  await sql`
    insert into product_search (product_id, name, brand, description)
    select id, name, brand, description from products
  `.execute(db);
}

export async function down(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  if (dialect === 'postgres') {
    await sql`drop index if exists products_search_document_idx`.execute(db);
    await sql`alter table products drop column if exists search_document`.execute(db);
    return;
  }
  await sql`drop trigger if exists products_search_insert`.execute(db);
  await sql`drop trigger if exists products_search_update`.execute(db);
  await sql`drop trigger if exists products_search_delete`.execute(db);
  await sql`drop table if exists product_search`.execute(db);
}
