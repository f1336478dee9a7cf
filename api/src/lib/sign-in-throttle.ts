// Slows password guessing at sign-in. Failures are counted in the database over a 15-minute window:
// - per e-mail and address: 5 wrong tries, then that address waits for that e-mail;
// - per address: 20 wrong tries over any e-mails, then that address waits for every e-mail.
// A shopper who signs in successfully starts afresh for that e-mail. Each attempt is counted (a
// failure reserved) before the password is looked at, so a blocked caller learns nothing about the
// password and parallel guesses cannot outrun the count.
import type { Db } from '../db/index';
import { newId } from './ids';
import { withLock } from './locks';

export const SIGN_IN_WINDOW_MS = 15 * 60 * 1000;
export const SIGN_IN_MAX_FAILURES_PER_EMAIL = 5;
export const SIGN_IN_MAX_FAILURES_PER_ADDRESS = 20;
const DAY_MS = 24 * 60 * 60 * 1000;

export type ThrottleResult = { ok: true } | { ok: false; retryAfterSeconds: number; msg: string };

export function tooManyMessage(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return `Too many failed sign-in attempts. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'} or reset your password.`;
}

/** When the limit-th newest failure leaves the window, the caller may try again. */
function waitFor(times: string[], limit: number, now: Date): number {
  if (times.length < limit) return 0;
  const freedAt = new Date(times[limit - 1]).getTime() + SIGN_IN_WINDOW_MS;
  return Math.max(0, freedAt - now.getTime());
}

export type Reservation = { ok: true; slotId: string } | { ok: false; retryAfterSeconds: number; msg: string };

/**
 * Counts this attempt before its password is looked at: under the address's lock, the attempt is
 * refused when the limits are reached, else recorded as a failure in advance (a slot). So parallel
 * guesses are judged at most up to the limit, in any number of processes. A success gives its
 * slot back with `signInSucceeded`.
 */
export async function reserveSignIn(db: Db, opts: { email: string; ip: string; now?: Date }): Promise<Reservation> {
  return withLock(db, `signin:${opts.ip}`, async (trx) => {
    const now = opts.now ?? new Date();
    const since = new Date(now.getTime() - SIGN_IN_WINDOW_MS).toISOString();
    const email = opts.email.toLowerCase();
    const byAddress = await trx
      .selectFrom('sign_in_failures')
      .select(['email', 'created_at'])
      .where('ip', '=', opts.ip)
      .where('created_at', '>', since)
      .orderBy('created_at', 'desc')
      .limit(SIGN_IN_MAX_FAILURES_PER_ADDRESS)
      .execute();
    const all = byAddress.map((r) => r.created_at);
    const forEmail = byAddress.filter((r) => r.email === email).map((r) => r.created_at);
    const wait = Math.max(waitFor(all, SIGN_IN_MAX_FAILURES_PER_ADDRESS, now), waitFor(forEmail, SIGN_IN_MAX_FAILURES_PER_EMAIL, now));
    if (wait > 0) {
      const seconds = Math.ceil(wait / 1000);
      return { ok: false, retryAfterSeconds: seconds, msg: tooManyMessage(seconds) };
    }
    const slotId = newId();
    await trx.insertInto('sign_in_failures').values({ id: slotId, email, ip: opts.ip, created_at: now.toISOString() }).execute();
    await trx.deleteFrom('sign_in_failures').where('created_at', '<', new Date(now.getTime() - DAY_MS).toISOString()).execute();
    return { ok: true, slotId };
  });
}

/** The right password: its slot is given back and that e-mail starts afresh from this address. */
export async function signInSucceeded(db: Db, opts: { email: string; ip: string; slotId: string }): Promise<void> {
  await db.deleteFrom('sign_in_failures').where('id', '=', opts.slotId).execute();
  await db.deleteFrom('sign_in_failures').where('email', '=', opts.email.toLowerCase()).where('ip', '=', opts.ip).execute();
}
