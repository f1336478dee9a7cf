// Frozen: failed password sign-ins, so guessing is slowed for every API process alike (the limits
// live in the database, like the one-time code limits). Rows older than a day are pruned on write.
import type { Kysely } from 'kysely';
import { createEventLog, type Dialect } from './ddl-kit';

export async function up(db: Kysely<unknown>, _dialect: Dialect): Promise<void> {
  await createEventLog(db, 'sign_in_failures', ['email', 'ip'], [
    ['sign_in_failures_email_ip_idx', ['email', 'ip', 'created_at']],
    ['sign_in_failures_ip_idx', ['ip', 'created_at']],
  ]);
}

export async function down(db: Kysely<unknown>, _dialect: Dialect): Promise<void> {
  await db.schema.dropTable('sign_in_failures').ifExists().execute();
}
