#!/usr/bin/env node
// `npm run bench:api`: starts the API (port 4170, loopback only) and measures the calls shoppers
// make most with autocannon: requests per second, latency percentiles and errors, each set against
// a bare Fastify server answering a fixed body of the same size, measured in the same run (the
// ceiling this machine allows). A figure for the record, not a test.
// Catalogue calls are measured twice: as shoppers repeat them (answers kept in the API process
// serve them) and 'uncached' (every request a new URL: the queries and code alone).
// Options: --products N (grow the catalogue to N products first: `seed --products N`),
// --seconds N (default 8), --connections N (default 10), --only <text>[,<text>...] (calls whose
// name has one of them), --workers N (the API as `npm start` runs it: N processes on the one port,
// API_WORKERS; default one process, the figure the README's tables give),
// DATABASE_URL=postgres://... to measure PostgreSQL (that database is grown in place) instead of a
// fresh SQLite file.
// The API runs as a shop runs it: NODE_ENV=production (answers are not checked against their
// schemas on the way out, as they are in development and tests), a random JWT secret, the
// offline payment sandbox.
import { randomBytes } from 'node:crypto';
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { ROOT, startApi } from './lib.mjs';

const argValue = (name) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const arg = (name, fallback) => (argValue(name) === undefined ? fallback : Number(argValue(name)));
const seconds = arg('seconds', 8);
const connections = arg('connections', 10);
const products = arg('products', undefined);
const only = argValue('only');
const workers = arg('workers', 1);
const port = 4170;
const barePort = 4171;
const base = `http://127.0.0.1:${port}`;

const postgres = process.env.DATABASE_URL?.startsWith('postgres');
const dataDir = mkdtempSync(join(tmpdir(), 'sf-bench-'));
const env = {
  DATABASE_URL: postgres ? process.env.DATABASE_URL : join(dataDir, 'shop.sqlite'),
  UPLOAD_DIR: join(dataDir, 'uploads'),
};
const apiEnv = {
  ...env,
  NODE_ENV: 'production',
  JWT_SECRET: randomBytes(32).toString('hex'),
  ALLOW_SANDBOX_PAYMENTS: 'true',
  ...(workers > 1 ? { API_WORKERS: String(workers) } : {}),
};
if (products !== undefined) {
  const started = Date.now();
  const seeded = spawnSync(process.execPath, ['--import', 'tsx', 'src/db/cli.ts', 'seed', '--products', String(products)], {
    cwd: join(ROOT, 'api'),
    env: { ...process.env, ...env },
    stdio: 'inherit',
  });
  if (seeded.status !== 0) throw new Error(`seed --products ${products} failed`);
  console.log(`(seed to ${products} products: ${((Date.now() - started) / 1000).toFixed(1)} s in all)`);
}

/** A bare Fastify in its own process, answering `body` as JSON on every GET. */
async function startBare(body) {
  const file = join(dataDir, 'bare-body.json');
  writeFileSync(file, body);
  const code = `
    import Fastify from 'fastify';
    import { readFileSync } from 'node:fs';
    const body = readFileSync(${JSON.stringify(file)}, 'utf8');
    const app = Fastify({ logger: false });
    app.get('/*', (_req, reply) => { reply.type('application/json; charset=utf-8').send(body); });
    await app.listen({ port: ${barePort}, host: '127.0.0.1' });
  `;
  const child = spawn(process.execPath, ['--input-type=module', '-e', code], { cwd: join(ROOT, 'api'), stdio: 'inherit' });
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${barePort}/`)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGTERM');
  throw new Error('the bare server did not start');
}

/** Catalogue words, and the n-th of thousands of typos of them (one letter replaced): no two requests alike. */
const WORDS = ['headphones', 'chromebook', 'mangalsutra', 'backpack', 'earbuds', 'necklace', 'sneakers', 'handbag', 'kurta', 'saree', 'laptop', 'wallet', 'camera', 'lipstick', 'coffee', 'cookware'];
const typo = (n) => {
  const word = WORDS[n % WORDS.length];
  const at = 1 + (Math.floor(n / WORDS.length) % (word.length - 1));
  const letter = 'abcdefghijklmnopqrstuvwxyz'[Math.floor(n / (WORDS.length * word.length)) % 26];
  return word.slice(0, at) + letter + word.slice(at + 1);
};

/** The n-th of the 240 ordered pairs of two different catalogue words, as a query ('kurta%20saree'). */
const pairOfWords = (n) => {
  const a = n % WORDS.length;
  const b = (a + 1 + (Math.floor(n / WORDS.length) % (WORDS.length - 1))) % WORDS.length;
  return `${WORDS[a]}%20${WORDS[b]}`;
};

const api = await startApi({ port, corsOrigins: ['http://localhost:3000'], env: apiEnv });
let bare;
try {
  const json = async (path, init) => (await fetch(base + path, init)).json();
  const home = await json('/api/products?page=1&perPage=16');
  const { products: list } = home;
  const { categoryList } = await json('/api/category');
  const cat = categoryList[0];
  const { token, user } = await json('/api/user/signin', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'demo@storefront.in', password: 'Demo@1234' }),
  });
  const auth = { authorization: `Bearer ${token}` };
  const listing = `/api/products/listing?catId=${cat._id ?? cat.id}&perPage=40&location=IN`;
  const catPage = (page) => `/api/products/catId?catId=${cat._id ?? cat.id}&page=${page}&perPage=40&location=IN`;
  const cases = [
    ['home list, location All', { cached: true, path: '/api/products?page=1&perPage=16' }],
    ['home list, location IN', { cached: true, path: '/api/products?page=1&perPage=16&location=IN' }],
    ['category page 1, location IN', { cached: true, path: catPage(1) }],
    ['category page 100, location IN', { cached: true, path: catPage(100) }],
    ['price filter', { cached: true, path: `/api/products/fiterByPrice?catId=${cat._id ?? cat.id}&minPrice=500&maxPrice=5000&page=1&perPage=40&location=IN` }],
    ['rating filter', { cached: true, path: `/api/products/rating?catId=${cat._id ?? cat.id}&rating=4&page=1&perPage=40&location=IN` }],
    // Issue 29: sorted and faceted listings (uncached: every request another page), the results
    // page, and typo searches (uncached: every request another typo, cycling).
    ...['price_asc', 'price_desc', 'rating', 'popular'].map((sort) => [
      `listing sort=${sort}, location IN`,
      { cached: true, path: `${listing}&sort=${sort}`, vary: (n) => `${listing}&sort=${sort}&page=${1 + (n % 50)}` },
    ]),
    [
      'faceted listing (price, rating, sort)',
      { cached: true, path: `${listing}&minPrice=500&maxPrice=5000&rating=3&sort=price_desc`, vary: (n) => `${listing}&minPrice=500&maxPrice=5000&rating=3&sort=price_desc&page=${1 + (n % 20)}` },
    ],
    ['search results cotton, by price', { cached: true, path: '/api/search/results?q=cotton&sort=price_asc&perPage=20', vary: (n) => `/api/search/results?q=cotton&sort=price_asc&perPage=20&page=${1 + (n % 3)}` }],
    // Two catalogue words no product holds together ('kurta saree'): the products holding either
    // (uncached: every request another pair).
    ['search results, any of the words', { cached: true, path: '/api/search/results?q=kurta%20saree', vary: (n) => `/api/search/results?q=${pairOfWords(n)}` }],
    ['typo search (results page)', { cached: true, path: '/api/search/results?q=hedphones', vary: (n) => `/api/search/results?q=${typo(n)}` }],
    ['typo suggestions', { cached: true, path: '/api/search?q=hedpho', vary: (n) => `/api/search?q=${typo(n).slice(0, 7)}` }],
    // (what the header's search box asks on each keystroke: the 8 it shows, not the spec's 60; in
    // a place of its own, so it finds none of the candidates the row above kept for the same typos)
    ['typo suggestions, 8 shown', { cached: true, path: '/api/search?q=hedpho&limit=8&location=IN', vary: (n) => `/api/search?q=${typo(n).slice(0, 7)}&limit=8&location=IN` }],
    ['search cotton', { cached: true, path: '/api/search?q=cotton' }],
    ['search sa (suggestions)', { cached: true, path: '/api/search?q=sa' }],
    ['categories', { cached: true, path: '/api/category' }],
    ['product', { path: `/api/products/${list[0].id}` }],
    ['cart (signed in)', { path: `/api/cart?userId=${user.id}`, headers: auth }],
    ['orders (signed in)', { path: `/api/orders?userid=${user.id}`, headers: auth }],
  ].filter(([name]) => !only || only.split(',').some((part) => name.includes(part)));

  const total = (await json('/api/products?page=1&perPage=1')).totalPosts;
  bare = await startBare(JSON.stringify(home));
  const measure = (url, headers = {}, fresh = false, vary = undefined) => {
    // fresh: every request a new URL (an ignored `nc` parameter), so no answer kept in the API
    // process can serve it: what the database and the code cost on their own. `vary`: every
    // request also another page or query.
    let n = 0;
    const next = (path) => {
      const at = n++;
      const p = vary ? vary(at) : path;
      return `${p}${p.includes('?') ? '&' : '?'}nc=${at}`;
    };
    const requests = fresh ? [{ setupRequest: (req) => ({ ...req, path: next(req.path) }) }] : undefined;
    // (each measurement follows a second of the same requests, not counted: JIT-compiled code
    // and the process's own caches as a shop that has been running has them)
    return autocannon({ url, headers, connections, duration: seconds, requests, warmup: { connections, duration: 1 } });
  };
  const ceiling = await measure(`http://127.0.0.1:${barePort}/`);
  const row = (name, r, ratio) =>
    `| ${name.padEnd(32)} | ${r.requests.average.toFixed(0).padStart(7)} | ${String(r.latency.p50).padStart(6)} | ${String(r.latency.p99).padStart(6)} | ${String(r.errors + r.non2xx).padStart(6)} | ${ratio.padStart(5)} |`;
  console.log(
    `API on ${postgres ? 'PostgreSQL' : 'SQLite'} (NODE_ENV=production), ${total} products, ${connections} connections, ${seconds} s per call, ${workers > 1 ? `${workers} worker processes (API_WORKERS)` : 'one process'}:`,
  );
  console.log(`| ${'call'.padEnd(32)} | ${'req/s'.padStart(7)} | p50 ms | p99 ms | errors | ratio |`);
  console.log(`|${'-'.repeat(34)}|--------:|-------:|-------:|-------:|------:|`);
  console.log(row(`bare Fastify, ${Buffer.byteLength(JSON.stringify(home))} B fixed body`, ceiling, '1.00'));
  const results = {};
  for (const [name, c] of cases) {
    const r = await measure(base + c.path, c.headers);
    results[name] = r;
    console.log(row(name, r, (r.requests.average / ceiling.requests.average).toFixed(2)));
    if (c.cached) {
      const f = await measure(base + c.path, c.headers, true, c.vary);
      results[`${name}, uncached`] = f;
      console.log(row(`  (uncached)`, f, (f.requests.average / ceiling.requests.average).toFixed(2)));
    }
  }
  for (const suffix of ['', ', uncached']) {
    const p1 = results[`category page 1, location IN${suffix}`];
    const p100 = results[`category page 100, location IN${suffix}`];
    if (p1 && p100) {
      console.log(`page 100 / page 1${suffix}: ${(p1.requests.average / p100.requests.average).toFixed(2)}x the time (req/s ratio), p99 ${p100.latency.p99} vs ${p1.latency.p99} ms`);
    }
  }
} finally {
  // Let requests autocannon left in flight finish before the API closes its database.
  await new Promise((r) => setTimeout(r, 500));
  api.child.kill('SIGTERM');
  bare?.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}
