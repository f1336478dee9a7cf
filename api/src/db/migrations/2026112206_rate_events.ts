// Frozen: events counted per client address over a window (sign-ups, e-mailed codes), in the
// database so every API process shares the counts.
import type { Kysely } from 'kysely';
import { createEventLog, type Dialect } from './ddl-kit';

export async function up(db: Kysely<unknown>, _dialect: Dialect): Promise<void> {
  await createEventLog(db, 'rate_events', ['kind', 'key'], [['rate_events_kind_key_idx', ['kind', 'key', 'created_at']]]);
}

export async function down(db: Kysely<unknown>, _dialect: Dialect): Promise<void> {
  await db.schema.dropTable('rate_events').ifExists().execute();
}
