// A cached public read is answered from the cache's onRequest hook: it must still carry the CORS
// headers, or every browser page after the first non-browser read of /api/category breaks.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './helpers';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => {
  await t?.close();
});

it('answers a cached catalogue read with the CORS header for an allowed origin', async () => {
  const first = await t.app.inject({ method: 'GET', url: '/api/category' });
  expect(first.statusCode).toBe(200);
  const origin = 'http://localhost:3000';
  const cached = await t.app.inject({ method: 'GET', url: '/api/category', headers: { origin } });
  expect(cached.statusCode).toBe(200);
  expect(cached.headers['access-control-allow-origin']).toBe(origin);
  expect(cached.json()).toEqual(first.json());
});
