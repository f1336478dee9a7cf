// A cached public read is answered from the cache's onRequest hook: it must still carry the CORS
// headers, or every browser page after the first non-browser read of /api/category breaks. Its
// compressed bytes are kept with it.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { expect, it } from 'vitest';
import { productPageSchema } from '@storefront/shared/contract';
import { chooseEncoding, COMPRESS_THRESHOLD } from '../src/lib/public-cache';
import { useTestContext } from './helpers';

const t = useTestContext();

it('answers a cached catalogue read with the CORS header for an allowed origin', async () => {
  const first = await t.app.inject({ method: 'GET', url: '/api/category' });
  expect(first.statusCode).toBe(200);
  // (kept from the second ask on)
  await t.app.inject({ method: 'GET', url: '/api/category' });
  const origin = 'http://localhost:3000';
  const cached = await t.app.inject({ method: 'GET', url: '/api/category', headers: { origin } });
  expect(cached.statusCode).toBe(200);
  expect(cached.headers['access-control-allow-origin']).toBe(origin);
  expect(cached.json()).toEqual(first.json());
});

it('a kept answer goes out compressed as the client accepts (brotli first, gzip, or none), the same JSON, still varying on Origin', async () => {
  const url = '/api/products?page=1&perPage=16';
  const origin = 'http://localhost:3000';
  const first = await t.app.inject({ method: 'GET', url, headers: { origin } });
  expect(first.statusCode).toBe(200);
  expect(first.rawPayload.length).toBeGreaterThan(COMPRESS_THRESHOLD);
  await t.app.inject({ method: 'GET', url, headers: { origin } });
  const json = first.json();
  const cases: [string, string | undefined, (b: Buffer) => Buffer][] = [
    ['gzip, deflate, br', 'br', brotliDecompressSync],
    ['gzip', 'gzip', gunzipSync],
    ['br;q=0, gzip;q=0.5', 'gzip', gunzipSync],
    ['identity', undefined, (b) => b],
  ];
  for (const [accept, encoding, decode] of cases) {
    for (let i = 0; i < 2; i++) {
      const res = await t.app.inject({ method: 'GET', url, headers: { origin, 'accept-encoding': accept } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers.etag).toBe(first.headers.etag);
      expect(res.headers['access-control-allow-origin']).toBe(origin);
      if (encoding) expect(String(res.headers.vary).toLowerCase().split(', ').sort()).toEqual(['accept-encoding', 'origin']);
      expect(JSON.parse(decode(res.rawPayload).toString('utf8'))).toEqual(json);
    }
  }
});

it('chooses the encoding a client accepts, by quality, brotli before gzip on a tie', () => {
  expect(chooseEncoding(undefined)).toBeNull();
  expect(chooseEncoding('identity')).toBeNull();
  expect(chooseEncoding('gzip, deflate, br, zstd')).toBe('br');
  expect(chooseEncoding('gzip;q=1, br;q=0.8')).toBe('gzip');
  expect(chooseEncoding('x-gzip')).toBe('gzip');
  expect(chooseEncoding('*')).toBe('br');
  expect(chooseEncoding('br;q=0, *;q=0.1')).toBe('gzip');
  expect(chooseEncoding('br;q=0, gzip;q=0')).toBeNull();
});

it('an answer is kept from the second ask of its URL on: one asked once is not kept', async () => {
  // Stock does not move the catalogue version, so a kept answer still shows the stock it was made with.
  const url = '/api/products?page=1&perPage=3&nc=kept-from-the-second-ask';
  const stockOfTop = async () => productPageSchema.parse((await t.app.inject({ method: 'GET', url })).json()).products[0];
  const top = await stockOfTop();
  const setStock = (n: number) => t.db.updateTable('products').set({ count_in_stock: n }).where('id', '=', top.id).execute();
  try {
    await setStock(top.countInStock + 1);
    expect((await stockOfTop()).countInStock).toBe(top.countInStock + 1);
    await setStock(top.countInStock + 2);
    expect((await stockOfTop()).countInStock).toBe(top.countInStock + 1);
  } finally {
    await setStock(top.countInStock);
  }
});
