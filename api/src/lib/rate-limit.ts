// Counts events per key (a client address) over a sliding window, in the database, and refuses the
// one over the limit with how long to wait. Used where one address could otherwise create accounts
// or have codes e-mailed to any number of addresses.
import type { Db } from '../db/index';
import { newId } from './ids';
import { withLock } from './locks';

export type RateKind = 'signup' | 'code' | 'review';
export type RateResult = { ok: true } | { ok: false; retryAfterSeconds: number };

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Records one event of `kind` for `key` unless `limit` were already recorded within `windowMs`.
 * Counting and recording hold the key's lock, so parallel callers (any process) are judged one
 * after another and exactly `limit` get through.
 */
export async function takeRate(db: Db, o: { kind: RateKind; key: string; limit: number; windowMs: number; now?: Date }): Promise<RateResult> {
  return withLock(db, `rate:${o.kind}:${o.key}`, async (trx) => {
    const now = o.now ?? new Date();
    const recent = await trx
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
    await trx.insertInto('rate_events').values({ id: newId(), kind: o.kind, key: o.key, created_at: now.toISOString() }).execute();
    await trx
      .deleteFrom('rate_events')
      .where('kind', '=', o.kind)
      .where('key', '=', o.key)
      .where('created_at', '<', new Date(now.getTime() - Math.max(DAY_MS, o.windowMs)).toISOString())
      .execute();
    return { ok: true };
  });
}

export const waitMinutes = (seconds: number) => {
  const m = Math.max(1, Math.ceil(seconds / 60));
  return `${m} ${m === 1 ? 'minute' : 'minutes'}`;
};
