// One-time codes and reset tokens (decisions §2). Codes: 6 digits from the system CSPRNG, stored
// only as an HMAC (keyed with the server secret), valid 10 minutes, 5 tries, a new one replaces
// the old. Sends are rate-limited per e-mail and purpose in the database (so every API process
// sees the same limits). Reset tokens: 32 random bytes, stored as sha256, single use, 15 minutes.
import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { sql } from 'kysely';
import { OTP_LENGTH } from '@storefront/shared/rules';
import type { Db } from '../db/index';
import type { OtpPurpose } from '../db/schema';
import { newId } from '../lib/ids';
import { withLock } from '../lib/locks';

export { OTP_LENGTH };
export const OTP_TTL_MS = 10 * 60 * 1000;
export const OTP_MAX_TRIES = 5;
/** Matches the screen's 30 s Resend OTP cooldown. */
export const OTP_RESEND_COOLDOWN_MS = 30 * 1000;
export const OTP_MAX_SENDS_PER_HOUR = 5;
export const RESET_TOKEN_TTL_MS = 15 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

export function generateCode(): string {
  return String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
}

function codeHash(secret: string, purpose: OtpPurpose, email: string, code: string): string {
  return createHmac('sha256', secret).update(`${purpose}\n${email}\n${code}`).digest('hex');
}

function sameHex(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && timingSafeEqual(x, y);
}

export type IssueResult = { ok: true; code: string } | { ok: false; retryAfterSeconds: number; msg: string };

/**
 * Creates a new code for (email, purpose) unless the send limits say wait. Older codes stop working.
 * Callers issue a code even for unknown e-mails (and simply do not send it), so the limits and the
 * answers look the same whether an account exists or not.
 */
export async function issueCode(db: Db, opts: { email: string; purpose: OtpPurpose; secret: string; now?: Date }): Promise<IssueResult> {
  // Parallel requests for one address are judged one at a time (any process): one code per cooldown.
  return withLock(db, `otp:${opts.purpose}:${opts.email}`, (trx) => issueCodeLocked(trx, opts));
}

async function issueCodeLocked(db: Db, opts: { email: string; purpose: OtpPurpose; secret: string; now?: Date }): Promise<IssueResult> {
  const now = opts.now ?? new Date();
  const hourAgo = new Date(now.getTime() - HOUR_MS).toISOString();
  const recent = await db
    .selectFrom('otp_codes')
    .select(['created_at'])
    .where('email', '=', opts.email)
    .where('purpose', '=', opts.purpose)
    .where('created_at', '>', hourAgo)
    .orderBy('created_at', 'desc')
    .execute();
  if (recent.length > 0) {
    const wait = new Date(recent[0].created_at).getTime() + OTP_RESEND_COOLDOWN_MS - now.getTime();
    if (wait > 0) {
      const s = Math.ceil(wait / 1000);
      return { ok: false, retryAfterSeconds: s, msg: `Please wait ${s} seconds before requesting another OTP.` };
    }
  }
  if (recent.length >= OTP_MAX_SENDS_PER_HOUR) {
    const oldest = recent[OTP_MAX_SENDS_PER_HOUR - 1];
    const s = Math.max(1, Math.ceil((new Date(oldest.created_at).getTime() + HOUR_MS - now.getTime()) / 1000));
    return { ok: false, retryAfterSeconds: s, msg: `Too many OTP requests. Please try again in ${Math.ceil(s / 60)} minutes.` };
  }

  const code = generateCode();
  const nowIso = now.toISOString();
  // Older codes are retired; rows older than a day are dropped (the hour window is all the limits need).
  await db
    .updateTable('otp_codes')
    .set({ consumed_at: nowIso })
    .where('email', '=', opts.email)
    .where('purpose', '=', opts.purpose)
    .where('consumed_at', 'is', null)
    .execute();
  await db
    .deleteFrom('otp_codes')
    .where('email', '=', opts.email)
    .where('created_at', '<', new Date(now.getTime() - 24 * HOUR_MS).toISOString())
    .execute();
  await db
    .insertInto('otp_codes')
    .values({
      id: newId(),
      email: opts.email,
      purpose: opts.purpose,
      code_hash: codeHash(opts.secret, opts.purpose, opts.email, code),
      expires_at: new Date(now.getTime() + OTP_TTL_MS).toISOString(),
      tries: 0,
      consumed_at: null,
      created_at: nowIso,
    })
    .execute();
  return { ok: true, code };
}

export type CheckResult =
  | { ok: true }
  | { ok: false; reason: 'expired' | 'too-many-tries' | 'wrong'; triesLeft: number };

/**
 * Checks a code against the newest live code of (email, purpose). Every attempt spends one of the
 * 5 tries first (an atomic update), so parallel guesses cannot exceed the limit; the right code
 * is then used up, once.
 */
export async function checkCode(
  db: Db,
  opts: { email: string; purpose: OtpPurpose; code: string; secret: string; now?: Date },
): Promise<CheckResult> {
  const nowIso = (opts.now ?? new Date()).toISOString();
  const live = await db
    .selectFrom('otp_codes')
    .selectAll()
    .where('email', '=', opts.email)
    .where('purpose', '=', opts.purpose)
    .where('consumed_at', 'is', null)
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
  if (!live || live.expires_at <= nowIso) return { ok: false, reason: 'expired', triesLeft: 0 };
  if (Number(live.tries) >= OTP_MAX_TRIES) return { ok: false, reason: 'too-many-tries', triesLeft: 0 };

  const spent = await db
    .updateTable('otp_codes')
    .set({ tries: sql<number>`tries + 1` })
    .where('id', '=', live.id)
    .where('tries', '<', OTP_MAX_TRIES)
    .where('consumed_at', 'is', null)
    .executeTakeFirst();
  if (Number(spent.numUpdatedRows) !== 1) return { ok: false, reason: 'too-many-tries', triesLeft: 0 };
  const triesLeft = OTP_MAX_TRIES - (Number(live.tries) + 1);

  if (!sameHex(live.code_hash, codeHash(opts.secret, opts.purpose, opts.email, opts.code))) {
    return { ok: false, reason: 'wrong', triesLeft };
  }
  const used = await db
    .updateTable('otp_codes')
    .set({ consumed_at: nowIso })
    .where('id', '=', live.id)
    .where('consumed_at', 'is', null)
    .executeTakeFirst();
  if (Number(used.numUpdatedRows) !== 1) return { ok: false, reason: 'expired', triesLeft: 0 };
  return { ok: true };
}

export function checkFailureMessage(result: Exclude<CheckResult, { ok: true }>): string {
  switch (result.reason) {
    case 'expired':
      return 'This OTP has expired or was already used. Please request a new OTP.';
    case 'too-many-tries':
      return 'Too many wrong attempts. Please request a new OTP.';
    case 'wrong':
      return result.triesLeft > 0
        ? `Invalid OTP. ${result.triesLeft} ${result.triesLeft === 1 ? 'attempt' : 'attempts'} left.`
        : 'Invalid OTP. No attempts left: please request a new OTP.';
  }
}

// ---- reset tokens ---------------------------------------------------------------------------

function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A new single-use token proving that `email` just verified a code. Only its hash is stored. */
export async function issueResetToken(db: Db, email: string, now: Date = new Date()): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db
    .insertInto('reset_tokens')
    .values({
      id: newId(),
      token_hash: tokenHash(token),
      email,
      purpose: 'reset',
      expires_at: new Date(now.getTime() + RESET_TOKEN_TTL_MS).toISOString(),
      used_at: null,
      created_at: now.toISOString(),
    })
    .execute();
  return token;
}

/** Uses the token up if it is valid for `email`, unused and unexpired; true when it was. */
export async function consumeResetToken(db: Db, email: string, token: string, now: Date = new Date()): Promise<boolean> {
  const nowIso = now.toISOString();
  const res = await db
    .updateTable('reset_tokens')
    .set({ used_at: nowIso })
    .where('token_hash', '=', tokenHash(token))
    .where('email', '=', email)
    .where('used_at', 'is', null)
    .where('expires_at', '>', nowIso)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}
