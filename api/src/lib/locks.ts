// A limit is only a limit when counting and recording happen as one step. `withLock` runs a
// function in a write transaction that no other caller with the same key (in this process or in
// any other process on the same database) can interleave with:
// - PostgreSQL: a transaction holding pg_advisory_xact_lock on a 64-bit hash of each key;
// - SQLite: BEGIN IMMEDIATE on one connection (the database's single writer lock; other
//   processes wait for it through busy_timeout, and Kysely's one connection serialises this one).
import { sql, SqliteAdapter, type Kysely } from 'kysely';
import type { Db } from '../db/index';
import type { Database } from '../db/schema';

function isSqlite(db: Db): boolean {
  return db.getExecutor().adapter instanceof SqliteAdapter;
}

async function advisoryLocks(trx: Db, keys: readonly string[]): Promise<void> {
  // Always in the same order, so two callers with overlapping keys cannot deadlock.
  for (const key of [...new Set(keys)].sort()) {
    await sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`.execute(trx);
  }
}

/**
 * Runs `fn` in a transaction that holds the lock of every key until it commits. Given an open
 * transaction, the locks join it (PostgreSQL) or it is already the writer (SQLite runs one
 * transaction at a time per connection).
 */
export async function withLock<T>(db: Db, keys: string | readonly string[], fn: (trx: Db) => Promise<T>): Promise<T> {
  const list = typeof keys === 'string' ? [keys] : keys;
  if (db.isTransaction) {
    if (!isSqlite(db)) await advisoryLocks(db, list);
    return fn(db);
  }
  const root = db as Kysely<Database>;
  if (!isSqlite(root)) {
    return root.transaction().execute(async (trx) => {
      await advisoryLocks(trx, list);
      return fn(trx);
    });
  }
  return root.connection().execute(async (conn) => {
    await sql`begin immediate`.execute(conn);
    try {
      const result = await fn(conn);
      await sql`commit`.execute(conn);
      return result;
    } catch (err) {
      // Whatever failed (the work or the commit), the connection is left with no open transaction.
      await sql`rollback`.execute(conn).catch(() => undefined);
      throw err;
    }
  });
}
