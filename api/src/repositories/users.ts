// Accounts: looked up by e-mail, id or Google identity, written here, and mapped from their row
// to what the API answers (the signed-in shopper, the profile) in one place.
import { sql } from 'kysely';
import { normalizeEmail } from '@storefront/shared/rules';
import type { AuthUser, UserProfile } from '@storefront/shared/types';
import type { Db } from '../db/index';
import type { UsersTable } from '../db/schema';
import { newId } from '../lib/ids';
import { parseList, toListText } from '../lib/json';
import { nowIso, writtenNow } from '../lib/time';

export type UserRow = UsersTable;
export { normalizeEmail };

/** The shopper a sign-in answers with (password or Google). */
export function toAuthUser(u: UserRow): AuthUser {
  return { name: u.name, email: u.email, id: u.id, userId: u.id, images: parseList(u.images) };
}

/** The shopper's own profile (My Account). */
export function toProfile(u: UserRow): UserProfile {
  return { id: u.id, _id: u.id, name: u.name, email: u.email, phone: u.phone, images: parseList(u.images), isAdmin: u.is_admin === 1 };
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('email', '=', normalizeEmail(email)).executeTakeFirst();
}

export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertUser(db: Db, user: UserRow): Promise<void> {
  await db.insertInto('users').values({ ...user, email: normalizeEmail(user.email) }).execute();
}

/** Who uses this phone number (other than `exceptId`), if anybody. */
export async function phoneOwnerId(db: Db, phone: string, exceptId?: string): Promise<string | undefined> {
  let q = db.selectFrom('users').select('id').where('phone', '=', phone);
  if (exceptId !== undefined) q = q.where('id', '!=', exceptId);
  return (await q.executeTakeFirst())?.id;
}

/** A new account waiting for its e-mail code; false when the e-mail was taken meanwhile (the unique key decides). */
export async function insertUnverifiedUser(db: Db, u: { name: string; email: string; phone: string; passwordHash: string }): Promise<boolean> {
  const inserted = await db
    .insertInto('users')
    .values({
      id: newId(),
      name: u.name,
      email: normalizeEmail(u.email),
      phone: u.phone,
      password_hash: u.passwordHash,
      images: '[]',
      is_admin: 0,
      is_verified: 0,
      google_sub: null,
      ...writtenNow(),
    })
    .onConflict((oc) => oc.column('email').doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted !== undefined;
}

export async function markVerified(db: Db, id: string): Promise<void> {
  await db.updateTable('users').set({ is_verified: 1, updated_at: nowIso() }).where('id', '=', id).execute();
}

/**
 * Sets the password of the account with this e-mail, marks the address verified (the code reached
 * it) and ends every earlier session (tokens of the old version are refused). False when no account has it.
 */
export async function resetPassword(db: Db, email: string, passwordHash: string): Promise<boolean> {
  const res = await db
    .updateTable('users')
    .set({ password_hash: passwordHash, is_verified: 1, session_version: sql<number>`session_version + 1`, updated_at: nowIso() })
    .where('email', '=', normalizeEmail(email))
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

/** Sets a signed-in shopper's new password and ends every other session; the new session version. */
export async function changePassword(db: Db, id: string, passwordHash: string): Promise<number> {
  const changed = await db
    .updateTable('users')
    .set({ password_hash: passwordHash, session_version: sql<number>`session_version + 1`, updated_at: nowIso() })
    .where('id', '=', id)
    .returning('session_version')
    .executeTakeFirstOrThrow();
  return Number(changed.session_version);
}

export async function findUserByGoogleSub(db: Db, sub: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('google_sub', '=', sub).executeTakeFirst();
}

export interface GoogleIdentity {
  sub: string;
  email: string;
  name: string;
  picture?: string | null;
}

/** Google vouches for the address: the existing account is linked to it (and verified); its picture fills an empty profile. */
export async function linkGoogle(db: Db, user: UserRow, identity: GoogleIdentity): Promise<void> {
  const images = parseList(user.images);
  await db
    .updateTable('users')
    .set({
      google_sub: identity.sub,
      is_verified: 1,
      images: images.length === 0 && identity.picture ? toListText([identity.picture]) : user.images,
      updated_at: nowIso(),
    })
    .where('id', '=', user.id)
    .execute();
}

/** A new account made from a Google sign-in (verified, no password); nothing when one appeared meanwhile. */
export async function insertGoogleUser(db: Db, identity: GoogleIdentity): Promise<void> {
  await db
    .insertInto('users')
    .values({
      id: newId(),
      name: identity.name,
      email: normalizeEmail(identity.email),
      phone: '',
      password_hash: null,
      images: toListText(identity.picture ? [identity.picture] : []),
      is_admin: 0,
      is_verified: 1,
      google_sub: identity.sub,
      ...writtenNow(),
    })
    .onConflict((oc) => oc.doNothing())
    .execute();
}

/** The profile's own fields (name, phone, pictures). */
export async function updateProfile(db: Db, id: string, p: { name: string; phone: string; images: readonly string[] }): Promise<void> {
  await db.updateTable('users').set({ name: p.name, phone: p.phone, images: toListText([...p.images]), updated_at: nowIso() }).where('id', '=', id).execute();
}
