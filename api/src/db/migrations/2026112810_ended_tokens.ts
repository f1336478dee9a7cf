// Frozen: the tokens a sign-out ended before their expiry (by their id, `jti`). A token in this list
// is as good as none, wherever it is presented (the session cookie or a bearer header); a row is
// pruned once its token would have expired anyway.
import type { Kysely } from 'kysely';
import { createTableWithId, type Dialect } from './ddl-kit';

export async function up(db: Kysely<unknown>, _dialect: Dialect): Promise<void> {
  await createTableWithId(db, 'ended_tokens').addColumn('expires_at', 'text', (c) => c.notNull()).execute();
  await db.schema.createIndex('ended_tokens_expires_at_idx').on('ended_tokens').column('expires_at').execute();
}

export async function down(db: Kysely<unknown>, _dialect: Dialect): Promise<void> {
  await db.schema.dropTable('ended_tokens').ifExists().execute();
}
