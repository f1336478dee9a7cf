// Every limit holds exactly under parallel requests sent to two API instances on one database
// (issue 11, findings 1 and 7). With TEST_DATABASE_URL the second instance has its own PostgreSQL
// pool, as a second process would; on SQLite both share the one in-memory database.
import type { InjectOptions } from 'fastify';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type AppInstance } from '../src/app';
import { openDatabase } from '../src/db/index';
import type { Database } from '../src/db/schema';
import { SIGN_IN_MAX_FAILURES_PER_ADDRESS, SIGN_IN_MAX_FAILURES_PER_EMAIL } from '../src/lib/sign-in-throttle';
import { mailsTo } from './account-helpers';
import { createTestContext, createUser, type TestContext } from './helpers';

let t: TestContext;
let second: AppInstance;
let secondDb: Kysely<Database> | null = null;
const SIGNUPS = 10;
const CODES = 20;
const REVIEWS = 10;

beforeAll(async () => {
  t = await createTestContext({ LIMIT_SIGNUPS_PER_HOUR: String(SIGNUPS), LIMIT_CODES_PER_HOUR: String(CODES), LIMIT_REVIEWS_PER_HOUR: String(REVIEWS) });
  if (t.dialect === 'postgres') secondDb = openDatabase(t.config.database).db;
  second = await buildApp({ config: t.config, db: secondDb ?? t.db, logger: false });
  await second.ready();
  await createUser(t.db, { email: 'target@example.in', password: 'Right@5678' });
}, 60_000);
afterAll(async () => {
  await second?.close();
  await secondDb?.destroy();
  await t?.close();
});

type Inject = InjectOptions;
/** Sends every request at once, alternating between the two instances. */
async function race(calls: Inject[]) {
  return Promise.all(calls.map((c, i) => (i % 2 === 0 ? t.app : second).inject(c)));
}
const codes = (res: { statusCode: number }[]) => res.map((r) => r.statusCode);
const count = (list: number[], status: number) => list.filter((s) => s === status).length;
/** `n` sign-ups sent at once from `ip`, the i-th for `shopper(i)`: their status codes. */
async function raceSignUps(ip: string, n: number, shopper: (i: number) => Record<string, string>) {
  return codes(await race(Array.from({ length: n }, (_, i) => ({ method: 'POST', url: '/api/user/signup', payload: shopper(i), remoteAddress: ip }) as Inject)));
}

describe('sign-in limits under parallel requests', () => {
  it('40 parallel wrong passwords for one e-mail from one address: exactly 5 are judged, the rest wait', async () => {
    const ip = '198.51.100.1';
    const res = codes(
      await race(Array.from({ length: 40 }, () => ({ method: 'POST', url: '/api/user/signin', payload: { email: 'target@example.in', password: 'Wrong@0000' }, remoteAddress: ip }) as Inject)),
    );
    expect(count(res, 401)).toBe(SIGN_IN_MAX_FAILURES_PER_EMAIL);
    expect(count(res, 429)).toBe(40 - SIGN_IN_MAX_FAILURES_PER_EMAIL);
  });

  it('150 parallel guesses with the right password last: at most 5 are judged and no token comes back after the limit', async () => {
    const ip = '198.51.100.2';
    const calls = Array.from({ length: 150 }, (_, i) => ({
      method: 'POST',
      url: '/api/user/signin',
      payload: { email: 'target@example.in', password: i === 149 ? 'Right@5678' : `Wrong@${i}` },
      remoteAddress: ip,
    })) as Inject[];
    const res = await race(calls);
    const judged = res.filter((r) => r.statusCode === 401 || r.statusCode === 200).length;
    expect(judged).toBeLessThanOrEqual(SIGN_IN_MAX_FAILURES_PER_EMAIL);
    expect(res[149].statusCode).toBe(429);
    expect(res[149].json()).not.toHaveProperty('token');
  });

  it('60 parallel wrong passwords over many e-mails from one address: exactly 20 are judged', async () => {
    const ip = '198.51.100.3';
    const res = codes(
      await race(
        Array.from({ length: 60 }, (_, i) => ({ method: 'POST', url: '/api/user/signin', payload: { email: `someone${i}@example.in`, password: 'Wrong@0000' }, remoteAddress: ip }) as Inject),
      ),
    );
    expect(count(res, 401)).toBe(SIGN_IN_MAX_FAILURES_PER_ADDRESS);
    expect(count(res, 429)).toBe(60 - SIGN_IN_MAX_FAILURES_PER_ADDRESS);
  });

  it('a right password gives its slot back: 5 parallel right sign-ins leave the shopper free to sign in again', async () => {
    const ip = '198.51.100.4';
    const ok = () => ({ method: 'POST', url: '/api/user/signin', payload: { email: 'target@example.in', password: 'Right@5678' }, remoteAddress: ip }) as Inject;
    expect(codes(await race([ok(), ok(), ok(), ok(), ok()]))).toEqual([200, 200, 200, 200, 200]);
    expect((await t.app.inject(ok())).statusCode).toBe(200);
  });
});

describe('per-address limits under parallel requests', () => {
  it(`30 parallel sign-ups from one address create exactly ${SIGNUPS} accounts`, async () => {
    const res = await raceSignUps('198.51.100.10', 30, (i) => ({
      name: 'Racer',
      email: `racer${i}@example.in`,
      phone: String(9600000000 + i),
      password: 'Racer@1234',
    }));
    expect(count(res, 201)).toBe(SIGNUPS);
    expect(count(res, 429)).toBe(30 - SIGNUPS);
    const made = await t.db.selectFrom('users').select('id').where('email', 'like', 'racer%').execute();
    expect(made).toHaveLength(SIGNUPS);
  });

  it('sign-up counts the attempt before saying an e-mail is taken (finding 7)', async () => {
    const res = await raceSignUps('198.51.100.11', 15, (i) => ({
      name: 'Prober',
      email: 'target@example.in',
      phone: String(9610000000 + i),
      password: 'Probe@1234',
    }));
    expect(count(res, 409)).toBe(SIGNUPS);
    expect(count(res, 429)).toBe(15 - SIGNUPS);
  });

  it(`40 parallel code requests from one address send exactly ${CODES} codes`, async () => {
    const ip = '198.51.100.12';
    const res = codes(
      await race(
        Array.from({ length: 40 }, (_, i) => ({ method: 'POST', url: '/api/user/forgotPassword/send-otp', payload: { email: `coder${i}@example.in` }, remoteAddress: ip }) as Inject),
      ),
    );
    expect(count(res, 200)).toBe(CODES);
    expect(count(res, 429)).toBe(40 - CODES);
    const issued = await t.db.selectFrom('otp_codes').select('id').where('email', 'like', 'coder%').execute();
    expect(issued).toHaveLength(CODES);
  });

  it('20 parallel forgot-password requests for one e-mail mail exactly one code (30 s cooldown)', async () => {
    const res = codes(
      await race(
        Array.from({ length: 20 }, (_, i) => ({
          method: 'POST',
          url: '/api/user/forgotPassword/send-otp',
          payload: { email: 'target@example.in' },
          remoteAddress: `198.51.100.${100 + i}`,
        }) as Inject),
      ),
    );
    expect(count(res, 200)).toBe(1);
    expect(count(res, 429)).toBe(19);
    expect(await mailsTo(t, 'target@example.in')).toHaveLength(1);
  });
});

describe('per-shopper limits under parallel requests', () => {
  it(`30 parallel reviews of 30 products by one shopper: exactly ${REVIEWS} are written`, async () => {
    await createUser(t.db, { email: 'reviewer@example.in', password: 'Review@2026' });
    const signed = await t.app.inject({ method: 'POST', url: '/api/user/signin', payload: { email: 'reviewer@example.in', password: 'Review@2026' } });
    const auth = { authorization: `Bearer ${signed.json<{ token: string }>().token}` };
    const products = await t.db.selectFrom('products').select('id').orderBy('id').limit(30).execute();
    const res = codes(
      await race(products.map((p) => ({ method: 'POST', url: '/api/productReviews/add', headers: auth, payload: { productId: p.id, review: 'Racing', customerRating: 3 } }) as Inject)),
    );
    expect(count(res, 201)).toBe(REVIEWS);
    expect(count(res, 429)).toBe(30 - REVIEWS);
    const written = await t.db.selectFrom('reviews').select('id').where('review', '=', 'Racing').execute();
    expect(written).toHaveLength(REVIEWS);
  });

  it('parallel reviews of one product by one shopper leave exactly one review, and the product counts it once', async () => {
    await createUser(t.db, { email: 'twice@example.in', password: 'Twice@2026' });
    const signed = await t.app.inject({ method: 'POST', url: '/api/user/signin', payload: { email: 'twice@example.in', password: 'Twice@2026' } });
    const auth = { authorization: `Bearer ${signed.json<{ token: string }>().token}` };
    const product = await t.db.selectFrom('products').select(['id', 'num_reviews']).orderBy('id', 'desc').limit(1).executeTakeFirstOrThrow();
    const res = codes(
      await race(Array.from({ length: 8 }, (_, i) => ({ method: 'POST', url: '/api/productReviews/add', headers: auth, payload: { productId: product.id, review: `Twice ${i}`, customerRating: 1 } }) as Inject)),
    );
    expect(count(res, 201)).toBe(1);
    expect(count(res, 200)).toBe(7);
    const after = await t.db.selectFrom('products').select('num_reviews').where('id', '=', product.id).executeTakeFirstOrThrow();
    expect(Number(after.num_reviews)).toBe(Number(product.num_reviews) + 1);
  });
});
