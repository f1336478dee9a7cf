// Frozen: catalogue reads that stay fast at tens of thousands of products.
// - `products.loc_all` (generated: 1 when `location` is '[]', sold everywhere) and a
//   `product_locations` relation (one row per product and iso2 code of a non-empty list), kept in
//   sync with `location` by triggers, so a location filter is an indexed lookup, not a text match.
// - Covering listing indexes (every filter column after the order columns), so a page's ids, the
//   rows a deep page skips and a count are read from the index alone.
// - `catalogue_state.version`, bumped by triggers whenever a product is added, removed, or changes
//   a column a list filters or orders on, and on any category or banner write, so every API process
//   knows when its cached counts and answers are stale.
// - SQLite: the FTS5 table is rebuilt with prefix indexes, so a one to three letter prefix (what
//   suggestions send while typing) reads one doclist instead of merging thousands.
import { sql, type Kysely } from 'kysely';
import { createIndexes, dropIndexes, FIRST_PRODUCT_INDEXES, LISTING_INDEXES, ofProduct, type Dialect } from './ddl-kit';

/** Their answers are cached too: any write to them bumps the version. */
const BUMPING_TABLES = ['categories', 'banners'];
const FILTER_COLUMNS = ['id', 'cat_id', 'sub_cat_id', 'price', 'rating', 'location', 'is_featured', 'date_created'];

export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  if (dialect === 'postgres') {
    await sql`
      alter table products add column loc_all smallint
      generated always as (case when location = '[]' then 1 else 0 end) stored
    `.execute(db);
  } else {
    await sql`alter table products add column loc_all integer generated always as (location = '[]') virtual`.execute(db);
  }

  await db.schema
    .createTable('product_locations')
    .addColumn('iso2', 'text', (c) => c.notNull())
    .$call(ofProduct)
    .addPrimaryKeyConstraint('product_locations_pkey', ['iso2', 'product_id'])
    .execute();
  await db.schema.createIndex('product_locations_product_idx').on('product_locations').column('product_id').execute();

  await db.schema
    .createTable('catalogue_state')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('version', 'bigint', (c) => c.notNull())
    .execute();
  await sql`insert into catalogue_state (id, version) values (1, 1)`.execute(db);

  if (dialect === 'postgres') {
    await sql`
      create function products_locations_sync() returns trigger language plpgsql as $$
      begin
        if tg_op = 'UPDATE' then
          delete from product_locations where product_id = old.id;
        end if;
        insert into product_locations (iso2, product_id)
        select distinct upper(code), new.id from jsonb_array_elements_text(new.location::jsonb) as code;
        return null;
      end $$
    `.execute(db);
    await sql`
      create trigger products_locations_insert after insert on products
      for each row when (new.location <> '[]') execute function products_locations_sync()
    `.execute(db);
    await sql`
      create trigger products_locations_update after update of location on products
      for each row when (old.location is distinct from new.location) execute function products_locations_sync()
    `.execute(db);
    await sql`
      create function catalogue_state_bump() returns trigger language plpgsql as $$
      begin
        update catalogue_state set version = version + 1 where id = 1;
        return null;
      end $$
    `.execute(db);
    // Statement triggers: a bulk insert bumps once. An update bumps only when it sets a filtered
    // column (stock changes from orders do not).
    await sql`
      create trigger products_catalogue_bump after insert or delete or truncate on products
      for each statement execute function catalogue_state_bump()
    `.execute(db);
    await sql`
      create trigger products_catalogue_bump_update after update of ${sql.raw(FILTER_COLUMNS.join(', '))} on products
      for each statement execute function catalogue_state_bump()
    `.execute(db);
    for (const table of BUMPING_TABLES) {
      await sql`
        create trigger ${sql.raw(`${table}_catalogue_bump`)} after insert or update or delete or truncate on ${sql.raw(table)}
        for each statement execute function catalogue_state_bump()
      `.execute(db);
    }
  } else {
    for (const table of BUMPING_TABLES) {
      for (const op of ['insert', 'update', 'delete']) {
        await sql`
          create trigger ${sql.raw(`${table}_catalogue_bump_${op}`)} after ${sql.raw(op)} on ${sql.raw(table)} begin
            update catalogue_state set version = version + 1 where id = 1;
          end
        `.execute(db);
      }
    }
    await sql`
      create trigger products_locations_insert after insert on products when new.location <> '[]' begin
        insert or ignore into product_locations (iso2, product_id)
        select upper(value), new.id from json_each(new.location);
      end
    `.execute(db);
    await sql`
      create trigger products_locations_update after update of location on products
      when old.location is not new.location begin
        delete from product_locations where product_id = old.id;
        insert or ignore into product_locations (iso2, product_id)
        select upper(value), new.id from json_each(new.location);
      end
    `.execute(db);
    await sql`
      create trigger products_catalogue_bump_insert after insert on products begin
        update catalogue_state set version = version + 1 where id = 1;
      end
    `.execute(db);
    await sql`
      create trigger products_catalogue_bump_delete after delete on products begin
        update catalogue_state set version = version + 1 where id = 1;
      end
    `.execute(db);
    const changed = FILTER_COLUMNS.map((c) => `old.${c} is not new.${c}`).join(' or ');
    await sql`
      create trigger products_catalogue_bump_update after update of ${sql.raw(FILTER_COLUMNS.join(', '))} on products
      when ${sql.raw(changed)} begin
        update catalogue_state set version = version + 1 where id = 1;
      end
    `.execute(db);

    await sql`drop table product_search`.execute(db);
    await sql`
      create virtual table product_search using fts5(
        product_id unindexed, name, brand, description,
        tokenize = 'unicode61 remove_diacritics 2', prefix = '1 2 3'
      )
    `.execute(db);
    await sql`
      insert into product_search (product_id, name, brand, description)
      select id, name, brand, description from products
    `.execute(db);
  }

  // Rows already there (the triggers only see new writes).
  if (dialect === 'postgres') {
    await sql`
      insert into product_locations (iso2, product_id)
      select distinct upper(code), p.id from products p, jsonb_array_elements_text(p.location::jsonb) as code
    `.execute(db);
  } else {
    await sql`
      insert or ignore into product_locations (iso2, product_id)
      select upper(j.value), p.id from products p, json_each(p.location) j
    `.execute(db);
  }

  // The first indexes are superseded by the covering ones (each was a prefix of one, or lured plans into sorts).
  await dropIndexes(db, FIRST_PRODUCT_INDEXES);
  await createIndexes(db, 'products', LISTING_INDEXES);
}

export async function down(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await dropIndexes(db, LISTING_INDEXES);
  if (dialect === 'postgres') {
    await sql`drop trigger if exists products_catalogue_bump on products`.execute(db);
    await sql`drop trigger if exists products_catalogue_bump_update on products`.execute(db);
    await sql`drop trigger if exists products_locations_insert on products`.execute(db);
    await sql`drop trigger if exists products_locations_update on products`.execute(db);
    for (const table of BUMPING_TABLES) await sql`drop trigger if exists ${sql.raw(`${table}_catalogue_bump`)} on ${sql.raw(table)}`.execute(db);
    await sql`drop function if exists catalogue_state_bump()`.execute(db);
    await sql`drop function if exists products_locations_sync()`.execute(db);
  } else {
    for (const t of [
      'products_locations_insert',
      'products_locations_update',
      'products_catalogue_bump_insert',
      'products_catalogue_bump_delete',
      'products_catalogue_bump_update',
      ...BUMPING_TABLES.flatMap((table) => ['insert', 'update', 'delete'].map((op) => `${table}_catalogue_bump_${op}`)),
    ]) {
      await sql`drop trigger if exists ${sql.raw(t)}`.execute(db);
    }
  }
  await db.schema.dropTable('catalogue_state').ifExists().execute();
  await db.schema.dropTable('product_locations').ifExists().execute();
  await sql`alter table products drop column loc_all`.execute(db);
  await createIndexes(db, 'products', FIRST_PRODUCT_INDEXES);
}
