// Opens the database the config points at: SQLite (better-sqlite3, WAL, foreign keys on) or
// PostgreSQL (a pg Pool). Both speak through the same Kysely<Database>.
import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SQLite from 'better-sqlite3';
import {
  Kysely,
  PostgresDialect,
  SqliteDialect,
  type CompiledQuery,
  type DatabaseConnection,
  type Dialect as KyselyDialect,
  type Driver,
  type PostgresPool,
  type PostgresPoolClient,
  type Transaction,
} from 'kysely';
import pg from 'pg';
import type { DatabaseTarget } from '../config';
import { keepsPrepared } from '../lib/query-templates';
import type { Database } from './schema';

export type Dialect = 'sqlite' | 'postgres';
/** A database handle or an open transaction: repositories accept either. */
export type Db = Kysely<Database> | Transaction<Database>;

export interface OpenDatabase {
  db: Kysely<Database>;
  dialect: Dialect;
}

interface Opened {
  dialect: Dialect;
  target: DatabaseTarget;
  writeListeners: Set<() => void>;
}

const opened = new WeakMap<Kysely<Database>, Opened>();

/** The dialect of a handle made by openDatabase (undefined for one made elsewhere). */
export function dialectOf(db: Kysely<Database>): Dialect | undefined {
  return opened.get(db)?.dialect;
}

/** Where a handle made by openDatabase points (a second handle or a listening client can follow). */
export function targetOf(db: Kysely<Database>): DatabaseTarget | undefined {
  return opened.get(db)?.target;
}

/**
 * Calls `listener` after every write made through this handle: a statement outside a transaction
 * once it ran, a transaction once it committed (also after each write inside one, harmlessly
 * early). Returns the unsubscribe. A handle not made by openDatabase never calls it.
 */
export function onWrite(db: Kysely<Database>, listener: () => void): () => void {
  const listeners = opened.get(db)?.writeListeners;
  listeners?.add(listener);
  return () => listeners?.delete(listener);
}

const READ_ONLY_SQL = /^\s*(select|explain|pragma)\b/i;

function isWrite(query: CompiledQuery): boolean {
  if (query.query.kind === 'SelectQueryNode') return false;
  return query.query.kind !== 'RawNode' || !READ_ONLY_SQL.test(query.sql);
}

/** The engine's driver, telling `wrote` of every write statement and commit that went through it. */
function signallingDriver(inner: Driver, wrote: () => void): Driver {
  const wrapped = new WeakMap<DatabaseConnection, DatabaseConnection>();
  const inners = new WeakMap<DatabaseConnection, DatabaseConnection>();
  const unwrap = (c: DatabaseConnection) => inners.get(c) ?? c;
  const driver: Driver = {
    init: () => inner.init(),
    async acquireConnection() {
      const connection = await inner.acquireConnection();
      let outer = wrapped.get(connection);
      if (!outer) {
        outer = {
          async executeQuery(query) {
            const result = await connection.executeQuery(query);
            if (isWrite(query)) wrote();
            return result as never;
          },
          streamQuery: (query, chunkSize) => connection.streamQuery(query, chunkSize),
        };
        wrapped.set(connection, outer);
        inners.set(outer, connection);
      }
      return outer;
    },
    beginTransaction: (c, settings) => inner.beginTransaction(unwrap(c), settings),
    async commitTransaction(c) {
      await inner.commitTransaction(unwrap(c));
      wrote();
    },
    rollbackTransaction: (c) => inner.rollbackTransaction(unwrap(c)),
    releaseConnection: (c) => inner.releaseConnection(unwrap(c)),
    destroy: () => inner.destroy(),
  };
  if (inner.savepoint) driver.savepoint = (c, name, compile) => inner.savepoint!(unwrap(c), name, compile);
  if (inner.rollbackToSavepoint) driver.rollbackToSavepoint = (c, name, compile) => inner.rollbackToSavepoint!(unwrap(c), name, compile);
  if (inner.releaseSavepoint) driver.releaseSavepoint = (c, name, compile) => inner.releaseSavepoint!(unwrap(c), name, compile);
  return driver;
}

function open(engine: KyselyDialect, dialect: Dialect, target: DatabaseTarget): OpenDatabase {
  const writeListeners = new Set<() => void>();
  const wrote = () => {
    for (const listener of writeListeners) listener();
  };
  const db = new Kysely<Database>({
    dialect: {
      createAdapter: () => engine.createAdapter(),
      createDriver: () => signallingDriver(engine.createDriver(), wrote),
      createIntrospector: (k) => engine.createIntrospector(k),
      createQueryCompiler: () => engine.createQueryCompiler(),
    },
  });
  opened.set(db, { dialect, target, writeListeners });
  return { db, dialect };
}

/** Statements kept prepared per SQLite database (most used SQL texts; a query's text holds no values). */
const PREPARED_STATEMENTS = 256;

/**
 * better-sqlite3 as Kysely sees it, but each SQL text is prepared once and reused (Kysely asks for a
 * fresh statement on every query; preparing a listing's join costs about as much as running it).
 * One statement runs at a time: Kysely's SQLite driver holds one connection behind a mutex.
 */
function preparingOnce(sqlite: SQLite.Database) {
  const statements = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(text: string) {
      let statement = statements.get(text);
      if (statement) {
        statements.delete(text);
      } else {
        statement = sqlite.prepare(text);
        if (statements.size >= PREPARED_STATEMENTS) statements.delete(statements.keys().next().value as string);
      }
      statements.set(text, statement);
      return statement;
    },
  };
}

/**
 * The pool as Kysely sees it, but the query templates' texts (lib/query-templates.ts, `prepare`)
 * run as named prepared statements: each connection parses them once, and PostgreSQL stops
 * planning them anew once a generic plan costs no more. Any other text runs as before.
 */
function preparingPool(pool: pg.Pool): PostgresPool {
  const names = new Map<string, string>();
  const nameOf = (text: string) => {
    let name = names.get(text);
    if (!name) {
      name = `sf_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`;
      names.set(text, name);
    }
    return name;
  };
  const clients = new WeakMap<pg.PoolClient, PostgresPoolClient>();
  return {
    async connect() {
      const client = await pool.connect();
      let wrapped = clients.get(client);
      if (!wrapped) {
        wrapped = {
          query: ((text: unknown, values?: unknown[]) =>
            typeof text === 'string' && keepsPrepared(text)
              ? client.query({ name: nameOf(text), text, values })
              : client.query(text as string, values)) as unknown as PostgresPoolClient['query'],
          release: () => client.release(),
        };
        clients.set(client, wrapped);
      }
      return wrapped;
    },
    end: () => pool.end(),
  };
}

export function openDatabase(target: DatabaseTarget): OpenDatabase {
  if (target.kind === 'postgres') {
    // synchronize_seqscans off: a sequential scan starts at the table's first page. With it on (the
    // default), a scan of a table over a quarter of shared_buffers starts wherever the last one
    // stopped, so a LIMITed scan (search's candidates for a common prefix) found different rows,
    // and gave a different answer, on every call.
    const pool = new pg.Pool({ connectionString: target.connectionString, max: 10, options: '-c synchronize_seqscans=off' });
    // An idle connection the server drops (restart, failover, admin kill) must not crash the
    // process: the pool discards it and the next query opens a fresh one.
    pool.on('error', (err) => {
      console.warn(`[db] idle PostgreSQL connection lost: ${err.message}`);
    });
    return open(new PostgresDialect({ pool: preparingPool(pool) }), 'postgres', target);
  }
  if (target.filename !== ':memory:') mkdirSync(dirname(target.filename), { recursive: true });
  const sqlite = new SQLite(target.filename);
  if (target.filename !== ':memory:') sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  return open(new SqliteDialect({ database: preparingOnce(sqlite) }), 'sqlite', target);
}
