// Slows password guessing at sign-in. Failures are counted in the database over a 15-minute window:
// - per e-mail and address: 5 wrong tries, then that address waits for that e-mail;
// - per address: 20 wrong tries over any e-mails, then that address waits for every e-mail.
// A shopper who signs in successfully starts afresh for that e-mail. The check runs before the
// password is looked at, so a blocked caller learns nothing about the password.
import type { Db } from '../db/index';
import { newId } from './ids';

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

export async function checkSignIn(db: Db, opts: { email: string; ip: string; now?: Date }): Promise<ThrottleResult> {
  const now = opts.now ?? new Date();
  const since = new Date(now.getTime() - SIGN_IN_WINDOW_MS).toISOString();
  const email = opts.email.toLowerCase();
  const byAddress = await db
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
  if (wait <= 0) return { ok: true };
  const seconds = Math.ceil(wait / 1000);
  return { ok: false, retryAfterSeconds: seconds, msg: tooManyMessage(seconds) };
}

export async function recordSignInFailure(db: Db, opts: { email: string; ip: string; now?: Date }): Promise<void> {
  const now = opts.now ?? new Date();
  await db
    .insertInto('sign_in_failures')
    .values({ id: newId(), email: opts.email.toLowerCase(), ip: opts.ip, created_at: now.toISOString() })
    .execute();
  await db
    .deleteFrom('sign_in_failures')
    .where('created_at', '<', new Date(now.getTime() - DAY_MS).toISOString())
    .execute();
}

export async function clearSignInFailures(db: Db, opts: { email: string; ip: string }): Promise<void> {
  await db.deleteFrom('sign_in_failures').where('email', '=', opts.email.toLowerCase()).where('ip', '=', opts.ip).execute();
}
