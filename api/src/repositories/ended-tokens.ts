// The tokens a sign-out ended before their expiry (migration 2026112810_ended_tokens).
import type { Db } from '../db/index';

/** Ends the token `id` (until `expiresAt`, when it would have stopped anyway); ended twice is once. */
export async function endToken(db: Db, id: string, expiresAt: Date, now = new Date()): Promise<void> {
  await db
    .insertInto('ended_tokens')
    .values({ id, expires_at: expiresAt.toISOString() })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  await db.deleteFrom('ended_tokens').where('expires_at', '<', now.toISOString()).execute();
}

export async function isTokenEnded(db: Db, id: string): Promise<boolean> {
  const row = await db.selectFrom('ended_tokens').select('id').where('id', '=', id).executeTakeFirst();
  return row !== undefined;
}
