// Past one machine: two real API processes (as behind a load balancer) on one PostgreSQL database.
// A shopper's journey moves between them: what one writes the other reads, the limits are counted
// once for both, and a catalogue change made through one shows in the other's lists within
// VERSION_CHECK_MS (at once in practice: the triggers NOTIFY, every process LISTENs).
// Runs with TEST_DATABASE_URL (PostgreSQL); SQLite is one file for one process.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SHOPPER } from '../src/db/seed/index';
import { VERSION_CHECK_MS } from '../src/lib/catalogue-version';
import { newId } from '../src/lib/ids';
import { hashPassword } from '../src/lib/passwords';
import { SIGN_IN_MAX_FAILURES_PER_EMAIL } from '../src/lib/sign-in-throttle';
import { totalsWithCoupon } from '@storefront/shared/rules';
import { TEST_JWT_SECRET } from './helpers';

const adminUrl = process.env.TEST_DATABASE_URL;
const API_DIR = join(__dirname, '..');

interface Api {
  base: string;
  child: ChildProcess;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

async function startApi(databaseUrl: string, dir: string, name: string): Promise<Api> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: API_DIR,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      JWT_SECRET: TEST_JWT_SECRET,
      UPLOAD_DIR: join(dir, `uploads-${name}`),
      OUTBOX_DIR: join(dir, `outbox-${name}`),
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`API ${name} exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/api/health/ready`)).ok) return { base, child };
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGTERM');
      throw new Error(`API ${name} did not start within 90 s`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
}

describe.skipIf(!adminUrl)('two API processes on one PostgreSQL database', () => {
  const dbName = `sf_t_${newId(10).toLowerCase()}`;
  const dir = mkdtempSync(join(tmpdir(), 'sf-two-'));
  let a: Api;
  let b: Api;

  const call = async (api: Api, method: string, path: string, body?: unknown, token?: string) => {
    const headers: Record<string, string> = {};
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (token) headers.authorization = `Bearer ${token}`;
    const res = await fetch(api.base + path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : null };
  };

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${dbName}`);
    await admin.end();
    const url = new URL(adminUrl as string);
    url.pathname = `/${dbName}`;
    // The first migrates and seeds; the second finds it done (both would be safe at once too).
    a = await startApi(url.toString(), dir, 'a');
    b = await startApi(url.toString(), dir, 'b');
  }, 200_000);

  afterAll(async () => {
    for (const api of [a, b]) api?.child.kill('SIGTERM');
    await Promise.all([a, b].map((api) => api && new Promise((r) => (api.child.exitCode !== null ? r(null) : api.child.once('exit', r)))));
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${dbName} with (force)`);
    await admin.end();
    rmSync(dir, { recursive: true, force: true });
  });

  it("a shopper's journey: signed in through one, cart and My List written through one, read through the other", async () => {
    const signin = await call(a, 'POST', '/api/user/signin', { email: DEMO_SHOPPER.email, password: DEMO_SHOPPER.password });
    expect(signin.status).toBe(200);
    const { token, user } = signin.body as { token: string; user: { id: string } };

    // The token made by one process is good in the other (one JWT_SECRET, one users table).
    const before = await call(b, 'GET', `/api/cart?userId=${user.id}`, undefined, token);
    expect(before.status).toBe(200);

    const list = (await call(b, 'GET', '/api/products?page=1&perPage=100')).body as {
      products: { id: string; countInStock: number; size: string[]; productRam: string[]; productWeight: string[] }[];
    };
    const inCart = new Set((before.body as { productId: string }[]).map((l) => l.productId));
    const plain = list.products.filter(
      (p) => p.countInStock >= 3 && p.size.length === 0 && p.productRam.length === 0 && p.productWeight.length === 0 && !inCart.has(p.id),
    );
    const [first, second] = plain;

    const added = await call(a, 'POST', '/api/cart/add', { productId: first.id, quantity: 1, userId: user.id }, token);
    expect(added.status).toBe(201);
    const seen = await call(b, 'GET', `/api/cart?userId=${user.id}`, undefined, token);
    const line = (seen.body as { id: string; productId: string; quantity: number }[]).find((l) => l.productId === first.id);
    expect(line).toMatchObject({ quantity: 1 });

    // Changed through the other process, read back through the first.
    expect((await call(b, 'PUT', `/api/cart/${line?.id}`, { quantity: 2, userId: user.id }, token)).status).toBe(200);
    const back = await call(a, 'GET', `/api/cart?userId=${user.id}`, undefined, token);
    expect((back.body as { productId: string; quantity: number }[]).find((l) => l.productId === first.id)?.quantity).toBe(2);

    // Adding the same product again through the other process is refused: one cart, one truth.
    expect((await call(b, 'POST', '/api/cart/add', { productId: first.id, quantity: 1, userId: user.id }, token)).status).toBe(409);

    // My List: added through one, the batched lookup through the other sees it.
    expect((await call(a, 'POST', '/api/my-list/add/', { productId: second.id, userId: user.id }, token)).status).toBe(201);
    const mine = await call(b, 'GET', `/api/my-list?productIds=${first.id},${second.id}`, undefined, token);
    expect((mine.body as { productId: string }[]).map((e) => e.productId)).toEqual([second.id]);
  });

  it('limits are shared: wrong passwords through both count against one e-mail', async () => {
    const email = `nobody-${newId(6).toLowerCase()}@example.in`;
    for (let i = 0; i < SIGN_IN_MAX_FAILURES_PER_EMAIL; i++) {
      const api = i % 2 === 0 ? a : b;
      expect((await call(api, 'POST', '/api/user/signin', { email, password: 'Wrong@000' })).status).toBe(401);
    }
    for (const api of [a, b]) {
      const held = await call(api, 'POST', '/api/user/signin', { email, password: 'Wrong@000' });
      expect(held.status).toBe(429);
      expect(held.body.msg).toMatch(/Too many failed sign-in attempts/);
    }
  });

  it("a catalogue change written through one shows in both processes' lists and counts within VERSION_CHECK_MS", async () => {
    const url = '/api/products?page=1&perPage=5&rating=5';
    const before = (await call(b, 'GET', url)).body as { totalPosts: number };
    // Warm both processes' kept answers and counts, then change a rating through the database
    // (what a review through process A does).
    await call(a, 'GET', url);
    const admin = new pg.Client({ connectionString: adminUrl?.replace(/\/[^/]*$/, `/${dbName}`) });
    await admin.connect();
    try {
      await admin.query(`update products set rating = 5 where id = (select id from products where rating < 5 order by id limit 1)`);
    } finally {
      await admin.end();
    }
    const changedAt = Date.now();
    // Each process is asked until it shows the change; it must within the bound (plus the HTTP
    // round trips of a busy machine).
    for (const api of [a, b]) {
      let total = before.totalPosts;
      while (total !== before.totalPosts + 1 && Date.now() - changedAt < VERSION_CHECK_MS + 1000) {
        total = ((await call(api, 'GET', url)).body as { totalPosts: number }).totalPosts;
        if (total !== before.totalPosts + 1) await new Promise((r) => setTimeout(r, 20));
      }
      expect(total).toBe(before.totalPosts + 1);
    }
    expect(Date.now() - changedAt).toBeLessThan(VERSION_CHECK_MS + 500);
  });
  it('a single-use coupon raced by 50 orders through both processes is used once; invoice serials stay without gaps', async () => {
    const db = new pg.Client({ connectionString: adminUrl?.replace(/\/[^/]*$/, `/${dbName}`) });
    await db.connect();
    try {
      const hash = await hashPassword('Racer@12345');
      const now = new Date().toISOString();
      const product = (await db.query(`select id from products order by id limit 1`)).rows[0].id as string;
      await db.query(`update products set price = 1000, count_in_stock = 100000 where id = $1`, [product]);
      await db.query(`insert into coupons (code, kind, value, min_order, expires_at, max_uses, per_shopper, used_count, created_at) values ('RACE1', 'flat', 100, 0, null, 1, null, 0, $1)`, [now]);
      const shoppers: { token: string; userId: string }[] = [];
      for (let i = 0; i < 50; i++) {
        const id = newId();
        const email = `race-${i}-${newId(6).toLowerCase()}@example.in`;
        await db.query(
          `insert into users (id, name, email, phone, password_hash, images, is_admin, is_verified, google_sub, created_at, updated_at) values ($1, $2, $3, '9000000000', $4, '[]', 0, 1, null, $5, $5)`,
          [id, `Racer ${i}`, email, hash, now],
        );
        await db.query(`insert into cart_items (id, user_id, product_id, quantity, created_at, updated_at) values ($1, $2, $3, 1, $4, $4)`, [newId(), id, product, now]);
        const signin = await call(i % 2 === 0 ? a : b, 'POST', '/api/user/signin', { email, password: 'Racer@12345' });
        expect(signin.status).toBe(200);
        shoppers.push({ token: signin.body.token, userId: id });
      }
      const totals = totalsWithCoupon([{ price: 1000, quantity: 1 }], { code: 'RACE1', kind: 'flat', value: 100, minOrder: 0 });
      const payload = { name: 'Racer', phoneNumber: '9876543210', address: '1 MG Road', pincode: '560001', email: 'race@example.in', amount: totals.total, subtotal: totals.subtotal, tax: totals.tax, paymentType: 'COD', couponCode: 'RACE1' };
      const results = await Promise.all(shoppers.map((s, i) => call(i % 2 === 0 ? a : b, 'POST', '/api/orders/create', payload, s.token)));
      expect(results.filter((r) => r.status === 201)).toHaveLength(1);
      for (const r of results.filter((x) => x.status !== 201)) expect(r.body.msg).toBe('This coupon has been fully redeemed');
      expect((await db.query(`select used_count from coupons where code = 'RACE1'`)).rows[0].used_count).toBe(1);
      expect((await db.query(`select count(*)::int as n from coupon_uses where code = 'RACE1'`)).rows[0].n).toBe(1);
      const serials = (await db.query(`select invoice_serial from orders where invoice_serial is not null order by invoice_serial`)).rows.map((r) => Number(r.invoice_serial));
      expect(serials).toEqual(serials.map((_, i) => i + 1));
    } finally {
      await db.end();
    }
  }, 180_000);
});
