// Counts events per key (a client address) over a sliding window, in the database, and refuses the
// one over the limit with how long to wait. Used where one address could otherwise create accounts
// or have codes e-mailed to any number of addresses.
import type { Db } from '../db/index';
import { newId } from './ids';

export type RateKind = 'signup' | 'code';
export type RateResult = { ok: true } | { ok: false; retryAfterSeconds: number };

const DAY_MS = 24 * 60 * 60 * 1000;

/** Records one event of `kind` for `key` unless `limit` were already recorded within `windowMs`. */
export async function takeRate(db: Db, o: { kind: RateKind; key: string; limit: number; windowMs: number; now?: Date }): Promise<RateResult> {
  const now = o.now ?? new Date();
  const recent = await db
    .selectFrom('rate_events')
    .select('created_at')
    .where('kind', '=', o.kind)
    .where('key', '=', o.key)
    .where('created_at', '>', new Date(now.getTime() - o.windowMs).toISOString())
    .orderBy('created_at', 'desc')
    .limit(o.limit)
    .execute();
  if (recent.length >= o.limit) {
    const freedAt = new Date(recent[o.limit - 1].created_at).getTime() + o.windowMs;
    return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((freedAt - now.getTime()) / 1000)) };
  }
  await db.insertInto('rate_events').values({ id: newId(), kind: o.kind, key: o.key, created_at: now.toISOString() }).execute();
  await db
    .deleteFrom('rate_events')
    .where('kind', '=', o.kind)
    .where('key', '=', o.key)
    .where('created_at', '<', new Date(now.getTime() - DAY_MS).toISOString())
    .execute();
  return { ok: true };
}

export const waitMinutes = (seconds: number) => {
  const m = Math.max(1, Math.ceil(seconds / 60));
  return `${m} ${m === 1 ? 'minute' : 'minutes'}`;
};
