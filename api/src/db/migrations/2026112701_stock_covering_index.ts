// Frozen: every list and search answer reads its products' stock by id on every call (orders change
// it without moving the catalogue version), 40-60 ids at a time. By the primary key each read also
// visits the product's row (long: names, descriptions, options); an index holding the id with the
// stock and the date a list orders by answers from the index alone (SQLite: 0.11-0.18 ms instead of
// 0.32-0.36 for 60 ids; its planner takes it once it has statistics, so a database already analyzed
// is analyzed again here).
import { sql, type Kysely } from 'kysely';
import { createIndexes, dropIndexes, type Dialect, type IndexList } from './ddl-kit';

const STOCK_INDEX: IndexList = [['products_stock_idx', ['id', 'count_in_stock', 'date_created']]];

export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await createIndexes(db, 'products', STOCK_INDEX);
  if (dialect === 'postgres') {
    await sql`analyze products`.execute(db);
    return;
  }
  const { rows } = await sql<{ n: number }>`select count(*) as n from sqlite_master where name = 'sqlite_stat1'`.execute(db);
  if (Number(rows[0]?.n ?? 0) > 0) await sql`analyze products`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropIndexes(db, STOCK_INDEX);
}
