#!/usr/bin/env node
// `npm run bench:ssr`: what the shell's rendering server costs per page. For home, a category, a
// product and a search it prints pages per second, p50 and p99 with autocannon:
//   uncached  the page cache off and every request another URL (another product, category page or
//             query; home: another delivery location), so every answer is rendered;
//   cached    one URL again and again with the page cache on (as shoppers and a CDN's misses ask);
//   bare      a bare Node server answering the same page's HTML from memory, in the same run: the
//             ceiling this machine allows for that many bytes. `ratio` = pages per second / bare.
// and the page's HTML bytes (uncompressed, and gzip). One shell server process (a child, so the
// load generator does not share its event loop), the remotes' builds served as `npm start` serves
// them, its own API on a fresh database. A figure for the record, not a test.
// Options: --seconds N (default 6), --connections N (default 10), --only <home|category|product|search>[,...].
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { localOrigins, ROOT, SLICES, startApi } from './lib.mjs';
import { serveStatic } from './serve-static.mjs';

const argValue = (name) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const seconds = Number(argValue('seconds') ?? 6);
const connections = Number(argValue('connections') ?? 10);
const only = argValue('only')?.split(',');
const SHELL_PORT = 3140;
const REMOTE_PORT = 3141; // 3141-3144
const BARE_PORT = 3149;
const API_PORT = 4188;

const tmp = mkdtempSync(join(tmpdir(), 'sf-ssr-bench-'));
const remotes = Object.fromEntries(
  SLICES.filter((s) => s.dir !== 'shell').map((s, i) => [s.dir.replace(/-/g, '_'), `http://localhost:${REMOTE_PORT + i}/mf-manifest.json`]),
);
writeFileSync(join(tmp, 'remotes.json'), JSON.stringify(remotes));
writeFileSync(join(tmp, 'runtime-config.json'), JSON.stringify({ apiBase: `http://localhost:${API_PORT}` }));

const closers = [];
process.on('exit', () => closers.forEach((close) => close()));
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => process.exit(1));

/** The shell's server in a child process, as `npm start` runs one worker of it. */
async function startShell(pageCache) {
  const child = spawn(process.execPath, [join(ROOT, 'scripts', 'shell-server.mjs')], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(SHELL_PORT),
      REMOTES_FILE: join(tmp, 'remotes.json'),
      RUNTIME_CONFIG_FILE: join(tmp, 'runtime-config.json'),
      SHELL_WORKERS: '1',
      PAGE_CACHE_ENTRIES: pageCache ? '1000' : '0',
      LOG_REQUESTS: '0',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = () => child.kill('SIGTERM');
  closers.push(stop);
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${SHELL_PORT}/robots.txt`)).ok) return () => new Promise((r) => { child.once('exit', r); stop(); });
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the shell server did not start');
}

/** A bare server answering each page's HTML (path = the page's name) from memory. */
function startBare(bodies) {
  const server = createServer((req, res) => {
    const body = bodies[req.url.slice(1)];
    res.writeHead(body ? 200 : 404, { 'Content-Type': 'text/html; charset=utf-8', 'Content-Length': body?.length ?? 0 });
    res.end(body);
  });
  closers.push(() => server.close());
  return new Promise((resolve) => server.listen(BARE_PORT, '127.0.0.1', () => resolve(server)));
}

function load(url, vary) {
  let n = 0;
  const requests = vary ? [{ setupRequest: (req) => ({ ...req, ...vary(n++) }) }] : undefined;
  return autocannon({ url, connections, duration: seconds, requests });
}

async function main() {
  const api = await startApi({ port: API_PORT, corsOrigins: localOrigins([SHELL_PORT]), env: { NODE_ENV: 'production', LOG_LEVEL: 'warn', JWT_SECRET: randomBytes(32).toString('hex'), ALLOW_SANDBOX_PAYMENTS: 'true' } });
  closers.push(() => api.child.kill('SIGTERM'));
  for (const [i, s] of SLICES.filter((x) => x.dir !== 'shell').entries()) {
    const server = await serveStatic({ dir: join(ROOT, s.dir, 'dist'), port: REMOTE_PORT + i });
    closers.push(() => server.close());
  }
  const apiJson = async (path) => (await fetch(`http://127.0.0.1:${API_PORT}${path}`)).json();
  const { categoryList } = await apiJson('/api/category');
  const ids = [];
  for (let page = 1; ids.length < 2000; page++) {
    const { products } = await apiJson(`/api/products?page=${page}&perPage=100`);
    if (!products?.length) break;
    ids.push(...products.map((p) => p.id));
  }
  const cats = categoryList.map((c) => c.id ?? c._id);
  const WORDS = ['shirt', 'cotton', 'phone', 'watch', 'shoes', 'bag', 'saree', 'kurta', 'laptop', 'tea', 'rice', 'oil', 'headphones', 'chair', 'lamp', 'bottle'];
  const pages = [
    // Home has one address: uncached, it is rendered again for every request all the same.
    { name: 'home', path: '/', vary: (n) => ({ path: `/?n=${n}` }) },
    { name: 'category', path: `/products/category/${cats[0]}`, vary: (n) => ({ path: `/products/category/${cats[n % cats.length]}?page=${1 + Math.floor(n / cats.length)}` }) },
    { name: 'product', path: `/products/${ids[0]}`, vary: (n) => ({ path: `/products/${ids[n % ids.length]}` }) },
    { name: 'search', path: '/search?q=shirt', vary: (n) => ({ path: `/search?q=${WORDS[n % WORDS.length]}${n >= WORDS.length ? `+${n}` : ''}` }) },
  ].filter((p) => !only || only.includes(p.name));

  // The bytes of each page, and the bare server answering them.
  let stopShell = await startShell(true);
  const bodies = {};
  for (const p of pages) bodies[p.name] = Buffer.from(await (await fetch(`http://127.0.0.1:${SHELL_PORT}${p.path}`)).arrayBuffer());
  await startBare(bodies);

  const rows = [];
  for (const p of pages) {
    const bare = await load(`http://127.0.0.1:${BARE_PORT}/${p.name}`);
    const cached = await load(`http://127.0.0.1:${SHELL_PORT}${p.path}`);
    rows.push({ p, bare, cached });
  }
  await stopShell();
  stopShell = await startShell(false);
  for (const row of rows) row.uncached = await load(`http://127.0.0.1:${SHELL_PORT}${row.p.path}`, row.p.vary);
  await stopShell();

  const fmt = (r, bare) =>
    `${String(Math.round(r.requests.average)).padStart(6)} ${String(r.latency.p99).padStart(5)} ${(r.requests.average / bare.requests.average).toFixed(2).padStart(5)}${r.errors + r.non2xx ? ` (${r.errors + r.non2xx} errors)` : ''}`;
  console.log(`\nShell server, one process, ${connections} connections, ${seconds} s per measurement (pages/s, p99 ms, ratio to bare):`);
  console.log('| page     |   HTML B |  gzip B | bare /s | uncached /s  p99 ratio | cached /s  p99 ratio |');
  console.log('|----------|---------:|--------:|--------:|-----------------------:|---------------------:|');
  for (const { p, bare, cached, uncached } of rows) {
    const html = bodies[p.name];
    console.log(
      `| ${p.name.padEnd(8)} | ${String(html.length).padStart(8)} | ${String(gzipSync(html).length).padStart(7)} | ${String(Math.round(bare.requests.average)).padStart(7)} | ${fmt(uncached, bare).padStart(22)} | ${fmt(cached, bare).padStart(20)} |`,
    );
  }
}

main().then(
  () => process.exit(0),
  (err) => {
    console.error('[bench:ssr]', err);
    process.exit(1);
  },
);
