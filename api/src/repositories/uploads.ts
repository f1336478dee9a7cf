// Uploads a shopper made that no profile uses yet (the spec's imageUpload records). Saving the
// profile adopts the ones it uses; the rest are dropped on account load and after a save.
import type { z } from 'zod';
import type { uploadRecordSchema } from '@storefront/shared/contract';
import type { Db } from '../db/index';
import { newId } from '../lib/ids';

export interface PendingUpload {
  id: string;
  path: string;
  created_at: string;
}

/** An upload as GET /api/imageUpload answers it (the spec's record: one picture per record). */
export function toUploadRecord(u: PendingUpload, userId: string): z.infer<typeof uploadRecordSchema> {
  return { id: u.id, _id: u.id, images: [u.path], userId };
}

export async function listPendingUploads(db: Db, userId: string): Promise<PendingUpload[]> {
  return db
    .selectFrom('uploads')
    .select(['id', 'path', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

export async function countPendingUploads(db: Db, userId: string): Promise<number> {
  const row = await db
    .selectFrom('uploads')
    .select((eb) => eb.fn.countAll<number | string | bigint>().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function addPendingUploads(db: Db, userId: string, paths: readonly string[]): Promise<void> {
  if (paths.length === 0) return;
  // One millisecond apart, so the records list in the order the files were sent.
  const now = Date.now();
  await db
    .insertInto('uploads')
    .values(paths.map((path, i) => ({ id: newId(), user_id: userId, path, created_at: new Date(now + i).toISOString() })))
    .execute();
}

/** The profile now uses these uploads: they stop being pending (their files stay). */
export async function adoptUploads(db: Db, userId: string, paths: readonly string[]): Promise<void> {
  if (paths.length === 0) return;
  await db.deleteFrom('uploads').where('user_id', '=', userId).where('path', 'in', [...paths]).execute();
}

/** Removes every pending upload of the shopper and returns their paths (the caller deletes the files). */
export async function takePendingUploads(db: Db, userId: string): Promise<string[]> {
  const rows = await db.deleteFrom('uploads').where('user_id', '=', userId).returning('path').execute();
  return rows.map((r) => r.path);
}
