// Every route the app serves (read from the app itself, so a new route is covered without editing
// this file) gets malformed and hostile paths, queries and bodies, signed in and not: wrong types,
// objects where text belongs, huge strings, deep nesting, NUL, odd unicode, NaN/Infinity, prototype
// keys, broken or missing content types. Nothing may answer 5xx, and no table may change (the
// throttles' own bookkeeping aside). Runs on SQLite and, with TEST_DATABASE_URL, on PostgreSQL.
import { createHash } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, createUser, signIn, type TestContext } from './helpers';

let t: TestContext;
let shopper: Awaited<ReturnType<typeof signIn>>;

beforeAll(async () => {
  // Generous limits, so the fuzz reaches the routes instead of the throttles.
  // Google sign-in configured (a closed local port for its keys), so that route is fuzzed too.
  t = await createTestContext({
    LIMIT_SIGNUPS_PER_HOUR: '100000',
    LIMIT_CODES_PER_HOUR: '100000',
    LIMIT_REVIEWS_PER_HOUR: '100000',
    GOOGLE_CLIENT_ID: 'fuzz.apps.googleusercontent.com',
    GOOGLE_JWKS_URL: 'http://127.0.0.1:9/keys',
  });
  await createUser(t.db, { email: 'fuzz@example.in', password: 'Fuzz@2026x' });
  shopper = await signIn(t.app, 'fuzz@example.in', 'Fuzz@2026x');
}, 60_000);
afterAll(async () => {
  await t?.close();
});

interface Route {
  method: string;
  url: string;
}

/** Reads the routes from the app's own route tree (printRoutes), joining each line to its parent. */
function routesOf(tree: string): Route[] {
  const out: Route[] = [];
  const stack: string[] = [];
  for (const line of tree.split('\n')) {
    const m = /^([│ ]*)[├└]── (\S+)(?: \(([^)]*)\))?/.exec(line);
    if (!m) continue;
    const depth = Math.round(m[1].length / 4);
    const path = (stack[depth - 1] ?? '') + m[2];
    stack[depth] = path;
    stack.length = depth + 1;
    if (!m[3] || !path.startsWith('/')) continue;
    for (const method of m[3].split(',').map((s) => s.trim())) {
      if (method !== 'HEAD' && method !== 'OPTIONS') out.push({ method, url: path });
    }
  }
  return out;
}

// ---- hostile material ----------------------------------------------------------------------------

const HUGE = 'x'.repeat(200_000);
const deep = (n: number): unknown => (n === 0 ? 'bottom' : { a: deep(n - 1) });
const ODD_TEXT = ['', ' ', '\u0000', 'a\u0000b', '🙂\u202e\u200b', '\ud800', 'NaN', 'Infinity', '-1', '1e309', '0x10', 'null', 'undefined', '<script>', "' or 1=1 --", '../../etc/passwd', HUGE];
const ODD_VALUES: unknown[] = [
  null,
  true,
  0,
  -1,
  1.5,
  1e308,
  -1e308,
  Number.MAX_SAFE_INTEGER + 2,
  [],
  [1, 'a', null],
  {},
  { toString: 1 },
  { valueOf: 'x', toString: 'y' },
  { $gt: '' },
  deep(40),
  ...ODD_TEXT,
];
const FIELDS = [
  'name', 'email', 'phone', 'password', 'newPass', 'confirmPass', 'otp', 'resetToken', 'credential', 'productId', 'quantity',
  'review', 'customerRating', 'customerId', 'customerName', 'amount', 'subtotal', 'tax', 'currency', 'paymentType', 'paymentId',
  'razorpayOrderId', 'razorpaySignature', 'razorpay_order_id', 'razorpay_payment_id', 'razorpay_signature', 'address', 'pincode',
  'phoneNumber', 'images', 'userId', 'userid', 'isAdmin', 'products', 'date', 'variant', 'size', 'productRam', 'productWeight',
  'event', 'payload', 'id', 'q', 'page', 'perPage', 'location', 'catId', 'subCatId', 'minPrice', 'maxPrice', 'rating',
];

/** Raw JSON texts: prototype keys survive only as text (an object literal would drop them). */
const RAW_BODIES = [
  '{"__proto__":{"isAdmin":true,"toString":1},"email":"fuzz@example.in"}',
  '{"constructor":{"prototype":{"isAdmin":true}},"userId":{"__proto__":null}}',
  '{"email":"a@b.in","email":{"x":1}}',
  '{',
  '[1,2',
  '"just a string"',
  'null',
  '123',
  '[]',
  `{"a":${'['.repeat(3000)}${']'.repeat(3000)}}`,
  '{"n":NaN,"i":Infinity}',
  '\u0000',
];

function bodiesFor(): { payload: unknown; contentType?: string }[] {
  const out: { payload: unknown; contentType?: string }[] = [];
  // Every known field at once, set to each hostile value (wrong type for most routes somewhere).
  for (const v of ODD_VALUES) out.push({ payload: Object.fromEntries(FIELDS.map((f) => [f, v])) });
  // Plausible text everywhere except one hostile field at a time, for a few fields routes check first.
  const plausible = Object.fromEntries(FIELDS.map((f) => [f, 'x']));
  for (const f of ['email', 'productId', 'amount', 'quantity', 'password', 'userId', 'images']) {
    for (const v of [{ toString: 1 }, [HUGE], 'a\u0000b', -1e308, deep(40)]) out.push({ payload: { ...plausible, [f]: v } });
  }
  for (const raw of RAW_BODIES) out.push({ payload: raw, contentType: 'application/json' });
  out.push({ payload: 'email=a%40b.in&password=x', contentType: 'application/x-www-form-urlencoded' });
  out.push({ payload: 'plain text', contentType: 'text/plain' });
  out.push({ payload: '{"email":"a@b.in"}', contentType: '' });
  out.push({ payload: '--x\r\nContent-Disposition: form-data; name="images"\r\n\r\nzz', contentType: 'multipart/form-data; boundary=x' });
  out.push({ payload: 'garbage', contentType: 'multipart/form-data' });
  out.push({ payload: '{}', contentType: 'application/json; charset=utf-16' });
  return out;
}

const QUERIES = [
  '',
  '?productId[]=1&productId[]=2',
  '?page=NaN&perPage=Infinity&rating=-Infinity',
  '?minPrice=100.5&maxPrice=1e309',
  '?minPrice=-1&maxPrice=abc',
  `?q=${'a'.repeat(10_000)}`,
  '?q=%00&catId=%00&productId=%00',
  '?__proto__[isAdmin]=1&constructor[prototype][x]=1',
  '?userId[toString]=1&userid=',
  '?q=%F0%9F%99%82%E2%80%AE',
  '?q=%E0%A4%A',
  '?location=&page=0&perPage=-5',
  '?catId=x&subCatId=x&catName=%27%20or%201%3D1',
];

function pathVariants(url: string): string[] {
  if (!url.includes(':')) return [url];
  const fill = (v: string) => url.replace(/:[A-Za-z]+/g, v);
  return [
    fill(shopper.userId),
    fill('x'),
    fill('%00'),
    fill('a'.repeat(5000)),
    fill('__proto__'),
    fill('constructor'),
    fill('%F0%9F%99%82'),
    fill('..%2F..%2Fetc'),
    fill('%E0%A4%A'),
  ];
}

// ---- the data must not change ----------------------------------------------------------------------

/** The throttles' own bookkeeping (attempts counted) may change; nothing else. */
const BOOKKEEPING = new Set(['rate_events', 'sign_in_failures', 'kysely_migration', 'kysely_migration_lock']);

async function tableNames(): Promise<string[]> {
  const rows =
    t.dialect === 'postgres'
      ? (await sql<{ name: string }>`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`.execute(t.db)).rows
      : (await sql<{ name: string }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%' and name not like '%fts%'`.execute(t.db)).rows;
  return rows.map((r) => r.name).filter((n) => !BOOKKEEPING.has(n)).sort();
}

async function snapshot(): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const table of await tableNames()) {
    const rows = (await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(t.db)).rows;
    const lines = rows.map((r) => JSON.stringify(r, (_k, v: unknown) => (typeof v === 'bigint' ? String(v) : v))).sort();
    out[table] = `${rows.length}:${createHash('sha256').update(lines.join('\n')).digest('hex').slice(0, 16)}`;
  }
  return out;
}

// ---- the run ---------------------------------------------------------------------------------------

describe('fuzzing every route', () => {
  it('finds the routes in the app itself', () => {
    const routes = routesOf(t.app.printRoutes({ commonPrefix: false }));
    const names = routes.map((r) => `${r.method} ${r.url}`);
    for (const known of ['POST /api/user/signin', 'POST /api/orders/create-razorpay-order', 'DELETE /api/cart/:id', 'PUT /api/user/:userId', 'GET /api/products/:id']) {
      expect(names).toContain(known);
    }
    expect(routes.length).toBeGreaterThanOrEqual(40);
  });

  it('answers hostile input with 4xx (or a harmless 2xx), never 5xx, and changes no data', async () => {
    const routes = routesOf(t.app.printRoutes({ commonPrefix: false }));
    const before = await snapshot();
    const failures: string[] = [];
    let sent = 0;
    const send = async (opts: InjectOptions, label: string) => {
      sent++;
      const res = await t.app.inject(opts);
      if (res.statusCode >= 500) failures.push(`${res.statusCode} ${label}: ${res.body.slice(0, 200)}`);
    };
    const bodies = bodiesFor();
    for (const route of routes) {
      // Sign-out ends the token it is sent with, whatever else comes with it: signed in, it would end
      // the shopper's, and every signed-in call after it would stop at 401.
      const signOut = route.url === '/api/user/signout';
      for (const auth of signOut ? [{}] : [{}, shopper.auth]) {
        const who = Object.keys(auth).length ? 'signed in' : 'anonymous';
        for (const url of pathVariants(route.url)) {
          for (const q of QUERIES) {
            await send({ method: route.method as InjectOptions['method'], url: url + q, headers: auth }, `${route.method} ${url.slice(0, 80)}${q.slice(0, 60)} (${who})`);
          }
        }
        if (route.method === 'GET') continue;
        const url = pathVariants(route.url)[0];
        for (const [i, b] of bodies.entries()) {
          const headers: Record<string, string> = { ...auth };
          if (b.contentType !== undefined) headers['content-type'] = b.contentType;
          const payload = typeof b.payload === 'string' ? b.payload : JSON.stringify(b.payload);
          if (b.contentType === undefined) headers['content-type'] = 'application/json';
          await send({ method: route.method as InjectOptions['method'], url, headers, payload }, `${route.method} ${url} body #${i} (${who})`);
        }
      }
    }
    expect(failures).toEqual([]);
    expect(sent).toBeGreaterThan(1000);
    expect(await snapshot()).toEqual(before);
  }, 120_000);
});
