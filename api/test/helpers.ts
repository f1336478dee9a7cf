// Every test file gets its own app on its own fresh, migrated and seeded database:
// - default: SQLite in memory;
// - TEST_DATABASE_URL=postgres://user:pass@host:port/db (a role that may CREATE DATABASE): a new
//   database sf_t_<random> is created on that server for the file and dropped afterwards.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import pg from 'pg';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { errorSchema } from '@storefront/shared/contract';
import { buildApp, type AppInstance } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import { openDatabase, type Dialect } from '../src/db/index';
import { migrateToLatest } from '../src/db/migrate';
import type { Database } from '../src/db/schema';
import { DEMO_SHOPPER, seed, type SeedSummary } from '../src/db/seed/index';
import { newId } from '../src/lib/ids';
import { hashPassword } from '../src/lib/passwords';
import { productPageSchema } from '@storefront/shared/contract';
import type { Product as ProductJson } from '@storefront/shared/types';

export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-0123456789';

export interface TestContext {
  app: AppInstance;
  db: Kysely<Database>;
  dialect: Dialect;
  config: Config;
  seeded: SeedSummary;
  uploadDir: string;
  close(): Promise<void>;
}

async function createPostgresDatabase(adminUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `sf_t_${newId(10).toLowerCase()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      try {
        await c.query(`drop database if exists ${name} with (force)`);
      } finally {
        await c.end();
      }
    },
  };
}

/**
 * Every answer a test receives is checked against the contract: a success by its route's own
 * response schema (the serializer checks outside production), a failure here against errorSchema.
 * A failure answered in another shape is recorded and fails the file when the context closes.
 */
function checkFailuresAgainstContract(app: AppInstance, violations: string[]): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const type = String(reply.getHeader('content-type') ?? '');
    if (reply.statusCode >= 400 && typeof payload === 'string' && type.includes('json')) {
      const parsed = errorSchema.safeParse(JSON.parse(payload));
      if (!parsed.success) violations.push(`${request.method} ${request.url} ${reply.statusCode}: ${payload.slice(0, 200)}`);
    }
    return payload;
  });
}

export async function createTestContext(
  env: Record<string, string> = {},
  options: { onRoute?: (route: RouteOptions) => void } = {},
): Promise<TestContext> {
  const uploadDir = mkdtempSync(join(tmpdir(), 'sf-api-test-'));
  const adminUrl = process.env.TEST_DATABASE_URL;
  const pgDb = adminUrl ? await createPostgresDatabase(adminUrl) : null;
  const config = loadConfig({
    NODE_ENV: 'test',
    JWT_SECRET: TEST_JWT_SECRET,
    DATABASE_URL: pgDb ? pgDb.url : ':memory:',
    UPLOAD_DIR: join(uploadDir, 'uploads'),
    OUTBOX_DIR: join(uploadDir, 'outbox'),
    ...env,
  });
  const { db, dialect } = openDatabase(config.database);
  await migrateToLatest(db, dialect);
  const seeded = await seed(db, { uploadDir: config.uploadDir });
  const app = await buildApp({ config, db, logger: false, onRoute: options.onRoute });
  const violations: string[] = [];
  checkFailuresAgainstContract(app, violations);
  await app.ready();
  return {
    app,
    db,
    dialect,
    config,
    seeded,
    uploadDir: config.uploadDir,
    async close() {
      await app.close();
      await db.destroy();
      await pgDb?.drop();
      rmSync(uploadDir, { recursive: true, force: true });
      if (violations.length > 0) throw new Error(`Failures answered outside the contract's error shape:\n${violations.join('\n')}`);
    },
  };
}

/**
 * The app of this file (or of the describe block it is called in) on its own fresh database: built
 * before the tests and closed after them. The object is filled in when the tests run, so read it
 * inside tests and hooks, never at the top of the file.
 */
export function useTestContext(env: Record<string, string> = {}): TestContext {
  const t = {} as TestContext;
  beforeAll(async () => {
    Object.assign(t, await createTestContext(env));
  });
  afterAll(async () => {
    await t.close?.();
  });
  return t;
}

export async function createUser(
  db: Kysely<Database>,
  opts: { email: string; password: string; name?: string; verified?: boolean },
): Promise<string> {
  const id = newId();
  const now = new Date().toISOString();
  await db
    .insertInto('users')
    .values({
      id,
      name: opts.name ?? 'Test Shopper',
      email: opts.email.toLowerCase(),
      phone: '9000000000',
      password_hash: await hashPassword(opts.password),
      images: '[]',
      is_admin: 0,
      is_verified: opts.verified === false ? 0 : 1,
      google_sub: null,
      created_at: now,
      updated_at: now,
    })
    .execute();
  return id;
}

export async function signIn(app: AppInstance, email: string = DEMO_SHOPPER.email, password: string = DEMO_SHOPPER.password) {
  const res = await app.inject({ method: 'POST', url: '/api/user/signin', payload: { email, password } });
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
  const body = res.json<{ token: string; user: { id: string } }>();
  return { token: body.token, userId: body.user.id, auth: { authorization: `Bearer ${body.token}` } };
}

export type Shopper = Awaited<ReturnType<typeof signIn>>;

/**
 * A new shopper of `t` (see useTestContext), created and signed in before the tests, after the
 * context is built. Like the context, the object is filled in when the tests run.
 */
export function useShopper(t: TestContext, who: { email: string; password: string; name: string }): Shopper {
  const shopper = {} as Shopper;
  beforeAll(async () => {
    await createUser(t.db, who);
    Object.assign(shopper, await signIn(t.app, who.email, who.password));
  });
  return shopper;
}

/** Every product, through the public list call (newest first). */
export async function fetchAllProducts(app: AppInstance): Promise<ProductJson[]> {
  const out: ProductJson[] = [];
  for (let page = 1; ; page++) {
    const body = productPageSchema.parse((await app.inject({ method: 'GET', url: `/api/products?perPage=100&page=${page}` })).json());
    out.push(...body.products);
    if (page >= body.totalPages) return out;
  }
}
