import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { openDatabase } from '../src/db/index';
import { createTestContext, type TestContext } from './helpers';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => {
  await t?.close();
});

describe('app skeleton', () => {
  it('GET /api/health answers { ok: true }', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
  });

  it('GET /api/health/ready answers 200 while the database answers, 503 when it does not', async () => {
    const ready = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ ok: true });

    // An app whose database has gone away.
    const { db } = openDatabase({ kind: 'sqlite', filename: ':memory:' });
    const app = await buildApp({ config: t.config, db, logger: false });
    expect((await app.inject({ method: 'GET', url: '/api/health/ready' })).statusCode).toBe(200);
    await db.destroy();
    try {
      const down = await app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(down.statusCode).toBe(503);
      expect(down.json()).toEqual({ ok: false, msg: 'The database does not answer' });
    } finally {
      await app.close();
    }
  });

  it("marks answers nosniff, and a shopper's own data (asked for with a token) no-store", async () => {
    const signin = await t.app.inject({ method: 'POST', url: '/api/user/signin', payload: { email: 'demo@storefront.in', password: 'Demo@1234' } });
    const token = signin.json<{ token: string; user: { id: string } }>();
    const cart = await t.app.inject({ method: 'GET', url: `/api/cart?userId=${token.user.id}`, headers: { authorization: `Bearer ${token.token}` } });
    expect(cart.statusCode).toBe(200);
    expect(cart.headers['cache-control']).toBe('no-store');
    expect(cart.headers['x-content-type-options']).toBe('nosniff');
    const catalogue = await t.app.inject({ method: 'GET', url: '/api/category' });
    // Public catalogue answers may be reused by browsers and CDNs for a short while (public-cache.ts).
    expect(catalogue.headers['cache-control']).toBe('public, max-age=10, stale-while-revalidate=50');
    expect(catalogue.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers unknown routes with 404 and a message', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/does-not-exist?x=1' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: true, msg: 'Route not found: GET /api/does-not-exist' });
  });

  /** A sign-in whose JSON body is sent as it is, well-formed or not. */
  const signInWithBody = (payload: string) =>
    t.app.inject({ method: 'POST', url: '/api/user/signin', headers: { 'content-type': 'application/json' }, payload });

  it('answers a body that is not JSON with 400 and a clear message', async () => {
    const res = await signInWithBody('{"email": ');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: true, msg: 'The request body is not valid JSON' });
  });

  it('refuses bodies over the limit with 413', async () => {
    const res = await signInWithBody(JSON.stringify({ email: 'a@b.in', password: 'x'.repeat(2 * 1024 * 1024) }));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ error: true, msg: 'The request body is too large' });
  });

  it('logs unexpected failures and answers 500 without internals', async () => {
    const { config, db } = t;
    const app = await buildApp({ config, db, logger: false });
    app.get('/api/boom', async () => {
      throw new Error('SQLITE_CORRUPT: secret table layout');
    });
    const res = await app.inject({ method: 'GET', url: '/api/boom' });
    await app.close();
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ error: true, msg: 'Something went wrong' });
    expect(res.body).not.toMatch(/SQLITE|secret/);
  });

  it('allows CORS from the configured shop origins only', async () => {
    const ok = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/cart',
      headers: { origin: 'http://localhost:3003', 'access-control-request-method': 'PUT', 'access-control-request-headers': 'authorization,content-type' },
    });
    expect(ok.statusCode).toBe(204);
    expect(ok.headers['access-control-allow-origin']).toBe('http://localhost:3003');
    expect(String(ok.headers['access-control-allow-methods'])).toMatch(/PUT/);
    expect(String(ok.headers['access-control-allow-headers']).toLowerCase()).toMatch(/authorization/);

    const other = await t.app.inject({ method: 'GET', url: '/api/health', headers: { origin: 'https://evil.example' } });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('compresses answers over 1 kB for clients that accept it (brotli first), and not small ones', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/api/countries' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await t.app.inject({ method: 'GET', url: '/api/countries', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
    const gz = await t.app.inject({ method: 'GET', url: '/api/countries', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(plain.json());
    const small = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'accept-encoding': 'br' } });
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('serves seed pictures under content-hashed names, immutable for a year, WebP and JPEG', async () => {
    const products = (await t.app.inject({ method: 'GET', url: '/api/products?perPage=1' })).json<{ products: { images: string[] }[] }>();
    const url = products.products[0].images[0];
    expect(url).toMatch(/^\/uploads\/seed\/p-[A-Za-z0-9]+-1-[0-9a-f]{10}-960\.jpg$/);
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    const small = await t.app.inject({ method: 'GET', url: url.replace(/-960\.jpg$/, '-320.webp') });
    expect(small.statusCode).toBe(200);
    expect(small.headers['content-type']).toBe('image/webp');
    expect(small.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(small.rawPayload.length).toBeLessThan(res.rawPayload.length);

    const missing = await t.app.inject({ method: 'GET', url: '/uploads/seed/nope.svg' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ error: true });
    const escape = await t.app.inject({ method: 'GET', url: '/uploads/../package.json' });
    expect(escape.statusCode).toBe(404);
  });
});
