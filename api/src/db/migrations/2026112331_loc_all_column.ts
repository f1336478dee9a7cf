// Frozen: on SQLite `products.loc_all` becomes a plain column kept by triggers. SQLite does not
// treat an index as covering when the query reads a VIRTUAL generated column (and cannot add a
// STORED one to an existing table), so listings filtered by location read every skipped row from
// the table. PostgreSQL keeps its stored generated column: nothing changes there.
import { sql, type Kysely } from 'kysely';

type Dialect = 'sqlite' | 'postgres';

const LOC_INDEXES: [string, string[]][] = [
  ['products_list_idx', ['date_created', 'id', 'loc_all', 'cat_id', 'sub_cat_id', 'price', 'rating', 'is_featured']],
  ['products_cat_list_idx', ['cat_id', 'date_created', 'id', 'loc_all', 'sub_cat_id', 'price', 'rating']],
  ['products_sub_list_idx', ['sub_cat_id', 'date_created', 'id', 'loc_all', 'cat_id', 'price', 'rating']],
  ['products_featured_list_idx', ['is_featured', 'date_created', 'id', 'loc_all']],
];

export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  if (dialect === 'postgres') return;
  for (const [name] of LOC_INDEXES) await db.schema.dropIndex(name).ifExists().execute();
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
  for (const [name, columns] of LOC_INDEXES) await db.schema.createIndex(name).on('products').columns(columns).execute();
}

export async function down(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  if (dialect === 'postgres') return;
  await sql`drop trigger if exists products_loc_all_insert`.execute(db);
  await sql`drop trigger if exists products_loc_all_update`.execute(db);
  for (const [name] of LOC_INDEXES) await db.schema.dropIndex(name).ifExists().execute();
  await sql`alter table products drop column loc_all`.execute(db);
  await sql`alter table products add column loc_all integer generated always as (location = '[]') virtual`.execute(db);
  for (const [name, columns] of LOC_INDEXES) await db.schema.createIndex(name).on('products').columns(columns).execute();
}
