import type { AuthUser, UserProfile } from '@storefront/shared/types';
import { normalizeEmail } from '@storefront/shared/rules';
import type { Db } from '../db/index';
import type { UsersTable } from '../db/schema';
import { parseList } from '../lib/json';

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
