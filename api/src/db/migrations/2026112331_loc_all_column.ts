// Frozen: on SQLite `products.loc_all` becomes a plain column kept by triggers. SQLite does not
// treat an index as covering when the query reads a VIRTUAL generated column (and cannot add a
// STORED one to an existing table), so listings filtered by location read every skipped row from
// the table. PostgreSQL keeps its stored generated column: nothing changes there.
import { sql, type Kysely } from 'kysely';
import { createIndexes, dropIndexes, LISTING_INDEXES, type Dialect } from './ddl-kit';

// The listing indexes hold loc_all: they are dropped with the column and built again over the new one.

export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  if (dialect === 'postgres') return;
  await dropIndexes(db, LISTING_INDEXES);
  await sql`alter table products drop column loc_all`.execute(db);
  await sql`alter table products add column loc_all integer not null default 1`.execute(db);
  await sql`update products set loc_all = 0 where location <> '[]'`.execute(db);
  await sql`
    create trigger products_loc_all_insert after insert on products when new.location <> '[]' begin
      update products set loc_all = 0 where rowid = new.rowid;
    end
  `.execute(db);
  await sql`
    create trigger products_loc_all_update after update of location on products
    when old.location is not new.location begin
      update products set loc_all = (new.location = '[]') where rowid = new.rowid;
    end
  `.execute(db);
  await createIndexes(db, 'products', LISTING_INDEXES);
}

export async function down(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  if (dialect === 'postgres') return;
  await sql`drop trigger if exists products_loc_all_insert`.execute(db);
  await sql`drop trigger if exists products_loc_all_update`.execute(db);
  await dropIndexes(db, LISTING_INDEXES);
  await sql`alter table products drop column loc_all`.execute(db);
  await sql`alter table products add column loc_all integer generated always as (location = '[]') virtual`.execute(db);
  await createIndexes(db, 'products', LISTING_INDEXES);
}
