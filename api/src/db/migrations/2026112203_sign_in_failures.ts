// Frozen: failed password sign-ins, so guessing is slowed for every API process alike (the limits
// live in the database, like the one-time code limits). Rows older than a day are pruned on write.
import type { Kysely } from 'kysely';

type Dialect = 'sqlite' | 'postgres';

export async function up(db: Kysely<unknown>, _dialect: Dialect): Promise<void> {
  await db.schema
    .createTable('sign_in_failures')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('ip', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sign_in_failures_email_ip_idx').on('sign_in_failures').columns(['email', 'ip', 'created_at']).execute();
  await db.schema.createIndex('sign_in_failures_ip_idx').on('sign_in_failures').columns(['ip', 'created_at']).execute();
}

export async function down(db: Kysely<unknown>, _dialect: Dialect): Promise<void> {
  await db.schema.dropTable('sign_in_failures').ifExists().execute();
}
