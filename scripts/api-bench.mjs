#!/usr/bin/env node
// `npm run bench:api`: starts the API on a fresh seeded SQLite database (port 4170, loopback only)
// and measures the calls shoppers make most with autocannon: requests per second and latency
// percentiles. A figure for the record, not a test. Options: --seconds N (default 8),
// --connections N (default 10), DATABASE_URL=postgres://... to measure PostgreSQL instead.
import autocannon from 'autocannon';
import { startApi } from './lib.mjs';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const seconds = arg('seconds', 8);
const connections = arg('connections', 10);
const port = 4170;
const base = `http://127.0.0.1:${port}`;

const env = process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {};
const api = await startApi({ port, corsOrigins: ['http://localhost:3000'], env });
try {
  const json = async (path, init) => (await fetch(base + path, init)).json();
  const { products } = await json('/api/products?page=1&perPage=16');
  const { token, user } = await json('/api/user/signin', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'demo@storefront.in', password: 'Demo@1234' }),
  });
  const auth = { authorization: `Bearer ${token}` };
  const cases = [
    ['home list     GET /api/products?page=1&perPage=16', { path: '/api/products?page=1&perPage=16' }],
    ['categories    GET /api/category', { path: '/api/category' }],
    ['product       GET /api/products/:id', { path: `/api/products/${products[0].id}` }],
    ['listing       GET /api/products/catId, 40 a page', { path: `/api/products/catId?catId=${products[0].catId}&page=1&perPage=40` }],
    ['search        GET /api/search?q=cotton', { path: '/api/search?q=cotton' }],
    ['cart          GET /api/cart (signed in)', { path: `/api/cart?userId=${user.id}`, headers: auth }],
    ['orders        GET /api/orders (signed in)', { path: `/api/orders?userid=${user.id}`, headers: auth }],
  ];
  console.log(`API on ${process.env.DATABASE_URL ? 'PostgreSQL' : 'SQLite'}, ${connections} connections, ${seconds} s per call, one process:`);
  console.log(`  ${'call'.padEnd(50)} ${'req/s'.padStart(8)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'errors'.padStart(7)}`);
  for (const [name, c] of cases) {
    const r = await autocannon({ url: base + c.path, headers: c.headers ?? {}, connections, duration: seconds });
    const errors = r.errors + r.non2xx;
    console.log(`  ${name.padEnd(50)} ${r.requests.average.toFixed(0).padStart(8)} ${String(r.latency.p50).padStart(8)} ${String(r.latency.p99).padStart(8)} ${String(errors).padStart(7)}`);
  }
} finally {
  api.child.kill('SIGTERM');
}
