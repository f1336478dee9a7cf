// The catalogue's version (catalogue_state.version, bumped by triggers on every product, category
// or banner write a list could notice), kept in memory so a kept answer is served without a
// database round trip. It is read again from the database:
// - at once after any write made through this process's database handle (an admin's edit, a
//   review's new rating: the writer sees it on the next request);
// - on PostgreSQL, at once when another process writes: the triggers NOTIFY `catalogue_version`
//   and each API process LISTENs;
// - at least every VERSION_CHECK_MS whatever happens, so a change nobody announced (another
//   process on SQLite, a lost LISTEN connection) is seen by every process within that bound.
// Nothing a shopper pays is decided from it: the order transaction reads price and stock itself.
import cluster from 'node:cluster';
import type { Kysely } from 'kysely';
import pg from 'pg';
import type { Db } from '../db/index';
import { onWrite, targetOf } from '../db/index';
import type { Database } from '../db/schema';

export const VERSION_CHECK_MS = 1000;
/** The message a cluster worker sends (and hears) when the catalogue changed (server.ts relays it). */
export const CATALOGUE_CHANGED = 'catalogue-changed';
export const CATALOGUE_CHANNEL = 'catalogue_version';
const RELISTEN_MS = 1000;

/** The version as the database holds it now (one query). */
export async function readCatalogueVersion(db: Db): Promise<string> {
  const row = await db.selectFrom('catalogue_state').select('version').where('id', '=', 1).executeTakeFirst();
  return String(row?.version ?? 0);
}

export interface CatalogueVersionOptions {
  /** How long a version read from the database is trusted without news (default VERSION_CHECK_MS). */
  checkMs?: number;
  /** The clock (tests move it by hand). */
  now?: () => number;
}

export class CatalogueVersion {
  private value: string | undefined;
  /** When the read that produced `value` began (0: ask the database next time). */
  private checkedAt = 0;
  /** Moves on every sign of a change; a read begun before it moved is not trusted afterwards. */
  private generation = 0;
  private pending: { generation: number; promise: Promise<string> } | undefined;
  private readonly checkMs: number;
  private readonly now: () => number;

  /** `read` asks the database (readCatalogueVersion on a handle). */
  constructor(
    private readonly read: () => Promise<string>,
    options: CatalogueVersionOptions = {},
  ) {
    this.checkMs = options.checkMs ?? VERSION_CHECK_MS;
    this.now = options.now ?? Date.now;
  }

  /** The version: at once from memory while it is trusted, else a promise of the database's. */
  current(): string | Promise<string> {
    if (this.value !== undefined && this.now() - this.checkedAt < this.checkMs) return this.value;
    if (this.pending?.generation === this.generation) return this.pending.promise;
    const generation = this.generation;
    const started = this.now();
    const promise = this.read().then(
      (version) => {
        if (this.generation === generation) {
          this.value = version;
          this.checkedAt = started;
        }
        if (this.pending?.promise === promise) this.pending = undefined;
        return version;
      },
      (err: unknown) => {
        if (this.pending?.promise === promise) this.pending = undefined;
        throw err;
      },
    );
    this.pending = { generation, promise };
    return promise;
  }

  /** A version read from the database just now: when it is not the kept one, the kept one is stale (true). */
  observe(version: string): boolean {
    if (version === this.value) return false;
    this.invalidate();
    return true;
  }

  /** Something may have changed: the next reader asks the database. */
  invalidate(): void {
    this.generation++;
    this.checkedAt = 0;
  }
}

const registered = new WeakMap<object, CatalogueVersion>();

/**
 * The kept version of this handle, invalidated by every write made through it (buildApp keeps one
 * per app; the last registered serves repositories).
 */
export function keepCatalogueVersion(db: Kysely<Database>, options?: CatalogueVersionOptions): { version: CatalogueVersion; stop: () => void } {
  const version = new CatalogueVersion(() => readCatalogueVersion(db), options);
  const stop = onWrite(db, () => version.invalidate());
  registered.set(db, version);
  return {
    version,
    stop: () => {
      stop();
      if (registered.get(db) === version) registered.delete(db);
    },
  };
}

/** The version for `db`: from its kept version when one is registered, else from the database. */
export function catalogueVersionOf(db: Db): string | Promise<string> {
  const kept = registered.get(db);
  return kept ? kept.current() : readCatalogueVersion(db);
}

/**
 * The version as the database holds it now, for callers that must see a change on their very next
 * request (the shell's page cache keys pages by it); a kept version found stale is dropped, so the
 * answers this process keeps by version are not reused past the change either.
 */
export async function freshCatalogueVersion(db: Db, kept: CatalogueVersion): Promise<string> {
  const version = await readCatalogueVersion(db);
  if (kept.observe(version)) tellOtherWorkers();
  return version;
}

interface Log {
  warn(obj: object, msg: string): void;
}

/**
 * PostgreSQL: LISTENs on the catalogue channel through a connection of its own and calls
 * `changed` on every notification, and on every (re)connection (what was missed while away).
 * A lost connection is opened again after RELISTEN_MS; meanwhile VERSION_CHECK_MS bounds staleness.
 * `listening` settles once the first LISTEN is in place (or the listener stopped).
 */
export function listenForCatalogueChanges(
  connectionString: string,
  changed: () => void,
  log: Log,
): { listening: Promise<void>; stop: () => Promise<void> } {
  let client: pg.Client | undefined;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let listened: () => void = () => undefined;
  const listening = new Promise<void>((resolve) => {
    listened = resolve;
  });

  const retry = () => {
    if (stopped || timer) return;
    timer = setTimeout(() => {
      timer = undefined;
      void connect();
    }, RELISTEN_MS);
    timer.unref();
  };

  const connect = async () => {
    const c = new pg.Client({ connectionString });
    client = c;
    c.on('notification', (n) => {
      if (n.channel === CATALOGUE_CHANNEL) changed();
    });
    c.on('error', (err) => {
      log.warn({ err }, 'the catalogue change listener lost its connection; listening again shortly');
      changed();
      void c.end().catch(() => undefined);
      if (client === c) retry();
    });
    c.on('end', () => {
      if (stopped || client !== c) return;
      changed();
      retry();
    });
    try {
      await c.connect();
      await c.query(`listen ${CATALOGUE_CHANNEL}`);
      if (stopped) {
        await c.end();
        return;
      }
      changed();
      listened();
    } catch (err) {
      if (stopped) return;
      log.warn({ err }, 'could not listen for catalogue changes; trying again shortly');
      void c.end().catch(() => undefined);
      retry();
    }
  };

  void connect();
  return {
    listening,
    async stop() {
      stopped = true;
      listened();
      if (timer) clearTimeout(timer);
      await client?.end().catch(() => undefined);
    },
  };
}

/** In a cluster worker: the other workers hear of a change (through the primary, see server.ts). */
function tellOtherWorkers(): void {
  if (cluster.isWorker) process.send?.({ type: CATALOGUE_CHANGED });
}

/**
 * In a cluster worker, writes through `db` are told to the other workers and theirs heard here, so
 * no worker trusts its kept version past a change another made (on SQLite nothing else tells them).
 */
function shareAcrossWorkers(db: Kysely<Database>, version: CatalogueVersion): () => void {
  if (!cluster.isWorker) return () => undefined;
  const stopWrites = onWrite(db, tellOtherWorkers);
  const heard = (message: unknown) => {
    if ((message as { type?: string } | null)?.type === CATALOGUE_CHANGED) version.invalidate();
  };
  process.on('message', heard);
  return () => {
    stopWrites();
    process.off('message', heard);
  };
}

/** Keeps the version of an app's database, listening for other processes' changes on PostgreSQL. */
export function watchCatalogueVersion(db: Kysely<Database>, log: Log, options?: CatalogueVersionOptions) {
  const kept = keepCatalogueVersion(db, options);
  const stopSharing = shareAcrossWorkers(db, kept.version);
  const target = targetOf(db);
  const listener = target?.kind === 'postgres' ? listenForCatalogueChanges(target.connectionString, () => kept.version.invalidate(), log) : undefined;
  return {
    version: kept.version,
    /** Settles once other processes' changes are heard (at once where there is nothing to hear). */
    listening: listener?.listening ?? Promise.resolve(),
    async stop() {
      kept.stop();
      stopSharing();
      await listener?.stop();
    },
  };
}
