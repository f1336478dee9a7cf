// Frozen: `catalogue_state.version` also moves when a product changes a column a catalogue answer
// shows or search reads (name, description, brand, pictures, old price, discount, review count,
// options), not only one a list filters or orders on: every column of a product's JSON but its
// stock. The API keeps what it derives from those columns per catalogue version (search
// candidates and its vocabulary, repositories/search.ts; a renamed product must be found by its new
// name at once, not after the answers kept under the old version are dropped). Stock changes from
// orders still leave the version alone.
import { sql, type Kysely } from 'kysely';

type Dialect = 'sqlite' | 'postgres';

const FILTER_COLUMNS = ['id', 'cat_id', 'sub_cat_id', 'price', 'rating', 'location', 'is_featured', 'date_created'];
const SHOWN_COLUMNS = [...FILTER_COLUMNS, 'name', 'description', 'brand', 'images', 'old_price', 'discount', 'num_reviews', 'product_ram', 'size', 'product_weight'];

async function bumpOn(db: Kysely<unknown>, dialect: Dialect, columns: readonly string[]): Promise<void> {
  if (dialect === 'postgres') {
    await sql`drop trigger if exists products_catalogue_bump_update on products`.execute(db);
    await sql`
      create trigger products_catalogue_bump_update after update of ${sql.raw(columns.join(', '))} on products
      for each statement execute function catalogue_state_bump()
    `.execute(db);
  } else {
    await sql`drop trigger if exists products_catalogue_bump_update`.execute(db);
    const changed = columns.map((c) => `old.${c} is not new.${c}`).join(' or ');
    await sql`
      create trigger products_catalogue_bump_update after update of ${sql.raw(columns.join(', '))} on products
      when ${sql.raw(changed)} begin
        update catalogue_state set version = version + 1 where id = 1;
      end
    `.execute(db);
  }
}

export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await bumpOn(db, dialect, SHOWN_COLUMNS);
}

export async function down(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await bumpOn(db, dialect, FILTER_COLUMNS);
}
