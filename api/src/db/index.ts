// Opens the database the config points at: SQLite (better-sqlite3, WAL, foreign keys on) or
// PostgreSQL (a pg Pool). Both speak through the same Kysely<Database>.
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, type Transaction } from 'kysely';
import pg from 'pg';
import type { DatabaseTarget } from '../config';
import type { Database } from './schema';

export type Dialect = 'sqlite' | 'postgres';
/** A database handle or an open transaction: repositories accept either. */
export type Db = Kysely<Database> | Transaction<Database>;

export interface OpenDatabase {
  db: Kysely<Database>;
  dialect: Dialect;
}

const dialects = new WeakMap<Kysely<Database>, Dialect>();

/** The dialect of a handle made by openDatabase (undefined for one made elsewhere). */
export function dialectOf(db: Kysely<Database>): Dialect | undefined {
  return dialects.get(db);
}

function remember(db: Kysely<Database>, dialect: Dialect): OpenDatabase {
  dialects.set(db, dialect);
  return { db, dialect };
}

export function openDatabase(target: DatabaseTarget): OpenDatabase {
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: target.connectionString, max: 10 });
    // An idle connection the server drops (restart, failover, admin kill) must not crash the
    // process: the pool discards it and the next query opens a fresh one.
    pool.on('error', (err) => {
      console.warn(`[db] idle PostgreSQL connection lost: ${err.message}`);
    });
    return remember(new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }), 'postgres');
  }
  if (target.filename !== ':memory:') mkdirSync(dirname(target.filename), { recursive: true });
  const sqlite = new SQLite(target.filename);
  if (target.filename !== ':memory:') sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  return remember(new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) }), 'sqlite');
}
