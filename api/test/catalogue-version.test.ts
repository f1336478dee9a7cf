// The catalogue version kept in memory (lib/catalogue-version.ts): kept answers cost no database
// round trip, yet a change is seen at once after a write through this process, at once through
// NOTIFY on PostgreSQL, and by every process within VERSION_CHECK_MS whatever happens. A second
// database handle stands for another API process on the same database.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/index';
import type { Database } from '../src/db/schema';
import { CatalogueVersion, keepCatalogueVersion, readCatalogueVersion, VERSION_CHECK_MS, watchCatalogueVersion } from '../src/lib/catalogue-version';
import { createTestContext, type TestContext } from './helpers';

const postgres = Boolean(process.env.TEST_DATABASE_URL);
const dir = mkdtempSync(join(tmpdir(), 'sf-version-'));
let t: TestContext;
let other: Kysely<Database>;

beforeAll(async () => {
  // SQLite: a file, so that a second handle (another process) sees the same database.
  t = await createTestContext(postgres ? {} : { DATABASE_URL: join(dir, 'shop.sqlite') });
  other = openDatabase(t.config.database).db;
});

afterAll(async () => {
  await other?.destroy();
  await t?.close();
  rmSync(dir, { recursive: true, force: true });
});

/** A category write (a bump by trigger) made by another process. */
const bumpElsewhere = () => other.updateTable('categories').set({ name: sql`name` }).execute();
const bumpHere = (db: Kysely<Database> = t.db) => db.updateTable('banners').set({ position: sql`position` }).execute();

describe('the kept catalogue version', () => {
  it("is answered from memory, and another process's change is seen once VERSION_CHECK_MS has passed, not before", async () => {
    let clock = 1_000_000;
    const kept = new CatalogueVersion(() => readCatalogueVersion(t.db), { now: () => clock });
    const before = await kept.current();
    // Kept: a plain value, no database read.
    expect(kept.current()).toBe(before);
    await bumpElsewhere();
    const now = await readCatalogueVersion(t.db);
    expect(now).not.toBe(before);
    clock += VERSION_CHECK_MS - 1;
    expect(kept.current()).toBe(before);
    clock += 1;
    expect(await kept.current()).toBe(now);
  });

  it('a write through this process is seen at once: a statement when it ran, a transaction when it committed', async () => {
    const clock = 2_000_000;
    const { version, stop } = keepCatalogueVersion(t.db, { now: () => clock });
    try {
      const before = await version.current();
      await bumpHere();
      const afterStatement = await version.current();
      expect(afterStatement).not.toBe(before);
      expect(afterStatement).toBe(await readCatalogueVersion(t.db));

      await t.db.transaction().execute(async (trx) => {
        await bumpHere(trx);
      });
      const afterCommit = await version.current();
      expect(afterCommit).not.toBe(afterStatement);
      expect(afterCommit).toBe(await readCatalogueVersion(t.db));

      // A write elsewhere is not one of this process's: the kept value stands (the clock is still).
      await bumpElsewhere();
      expect(version.current()).toBe(afterCommit);
    } finally {
      stop();
    }
  });

  it('a change while the database is being asked is not lost: a read begun before it is not trusted afterwards', async () => {
    const answers: ((version: string) => void)[] = [];
    const kept = new CatalogueVersion(() => new Promise<string>((resolve) => answers.push(resolve)), { now: () => 4_000_000 });
    const first = kept.current();
    kept.invalidate(); // a write committed while the database was being asked
    answers[0]('7');
    expect(await first).toBe('7');
    const second = kept.current();
    expect(answers).toHaveLength(2);
    answers[1]('8');
    expect(await second).toBe('8');
    expect(kept.current()).toBe('8');
  });

  it("GET /api/catalogue/version answers the database's version at once, even right after another process's change, and drops the kept one", async () => {
    const ask = async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/catalogue/version' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      return (res.json() as { version: string }).version;
    };
    const before = await ask();
    expect(before).toBe(await readCatalogueVersion(t.db));
    // A kept list answer, then another process changes the catalogue (nothing tells this one).
    const list = () => t.app.inject({ method: 'GET', url: '/api/category' });
    const etagBefore = (await list()).headers.etag;
    await other.updateTable('categories').set({ name: 'Renamed elsewhere' }).where('id', '=', (await other.selectFrom('categories').select('id').executeTakeFirstOrThrow()).id).execute();
    const after = await ask();
    expect(after).not.toBe(before);
    // The shell asked, so the process no longer serves its kept list: the rename shows at once.
    const renamed = await list();
    expect(renamed.headers.etag).not.toBe(etagBefore);
    expect(renamed.body).toContain('Renamed elsewhere');
  });

  it.skipIf(!postgres)("PostgreSQL: another process's change is heard at once through NOTIFY, long before any check is due", async () => {
    const log = { warn: () => undefined };
    const watched = watchCatalogueVersion(t.db, log, { checkMs: 3_600_000 });
    try {
      await watched.listening;
      const before = await watched.version.current();
      expect(watched.version.current()).toBe(before);
      const started = Date.now();
      await bumpElsewhere();
      let seen = before;
      while (seen === before && Date.now() - started < 2000) {
        await new Promise((r) => setTimeout(r, 5));
        seen = await watched.version.current();
      }
      expect(seen).not.toBe(before);
      expect(Date.now() - started).toBeLessThan(VERSION_CHECK_MS);
    } finally {
      await watched.stop();
    }
  });
});
