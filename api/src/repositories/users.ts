import type { Db } from '../db/index';
import type { UsersTable } from '../db/schema';

export type UserRow = UsersTable;

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
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
