// Frozen: events counted per client address over a window (sign-ups, e-mailed codes), in the
// database so every API process shares the counts.
import type { Kysely } from 'kysely';

type Dialect = 'sqlite' | 'postgres';

export async function up(db: Kysely<unknown>, _dialect: Dialect): Promise<void> {
  await db.schema
    .createTable('rate_events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('rate_events_kind_key_idx').on('rate_events').columns(['kind', 'key', 'created_at']).execute();
}

export async function down(db: Kysely<unknown>, _dialect: Dialect): Promise<void> {
  await db.schema.dropTable('rate_events').ifExists().execute();
}
