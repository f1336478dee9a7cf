#!/usr/bin/env node
// Ready when it looks ready: on a phone (4x slower CPU, 1.6 Mbps, 150 ms round trips), how long the
// server's page is on screen before its scripts have taken it over, and how long a tap made at the
// first paint waits for its answer. For home, a category and a product, median of 5 (`--runs N`;
// `--cpu N` another CPU slowdown, 1 for a fast phone on the same line):
//   first paint   first-contentful-paint of the page;
//   working       when every region has hydrated and no control is greyed any more (the shell marks
//                 <html data-interactive>: shell/src/ssr/settled.ts);
//   dead window   working - first paint;
//   search tap    typing 'sa' into the header's search box at the first paint -> its suggestions shown;
//   cart tap      tapping Add to cart (a visitor; product page only) at the first paint -> 'Please login first'.
// The builds are served by the bench itself (shell's rendering server on 3120, remotes 3121-3124,
// its own API on a fresh database on 4182), so a shop running on 3000 is never measured by mistake.
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { localOrigins, ROOT, SLICES, startApi } from './lib.mjs';
import { serveStatic } from './serve-static.mjs';
import { startShellServer } from './shell-server.mjs';

const BASE_PORT = 3120;
const API_PORT = 4182;
const PHONE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
  userAgent: 'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36',
};
const NETWORK = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };
const ANSWER_WAIT_MS = 15_000;

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : fallback;
};
const runs = Number(arg('runs', 5));
/** How many times slower the CPU runs (4: the phone profile of issue 28; 1: a fast phone on the same slow line). */
const cpu = Number(arg('cpu', 4));
/** Where the remotes' builds are read from (another checkout's, to compare a shell change alone). */
const REMOTES_ROOT = arg('remotes-root', ROOT);
if (!Number.isInteger(runs) || runs < 1) {
  console.error('[bench:ready] --runs takes a whole number of 1 or more');
  process.exit(1);
}
if (!(cpu >= 1)) {
  console.error('[bench:ready] --cpu takes a number of 1 or more');
  process.exit(1);
}

const median = (values) => {
  const s = values.filter((v) => v !== null).sort((a, b) => a - b);
  if (s.length === 0) return null;
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};
const ms = (v) => (v === null ? 'dropped' : `${Math.round(v)} ms`);

async function main() {
  const tmp = mkdtempSync(join(tmpdir(), 'sf-ready-'));
  const remotes = {};
  const ports = SLICES.map((_, i) => BASE_PORT + i);
  for (const [i, s] of SLICES.entries()) if (s.dir !== 'shell') remotes[s.dir.replace(/-/g, '_')] = `http://localhost:${ports[i]}/mf-manifest.json`;
  writeFileSync(join(tmp, 'remotes.json'), JSON.stringify(remotes));
  writeFileSync(join(tmp, 'runtime-config.json'), JSON.stringify({ apiBase: `http://localhost:${API_PORT}` }));
  const api = await startApi({ port: API_PORT, corsOrigins: localOrigins(ports) });
  const closers = [() => api.child.kill('SIGTERM')];
  process.on('exit', () => closers.forEach((c) => c()));
  for (const [i, s] of SLICES.entries()) {
    if (s.dir === 'shell') {
      const server = await startShellServer({ port: ports[i], registryFile: join(tmp, 'remotes.json'), configFile: join(tmp, 'runtime-config.json') });
      closers.push(() => server.close());
    } else {
      const server = await serveStatic({ dir: join(REMOTES_ROOT, s.dir, 'dist'), port: ports[i], spa: s.spa });
      closers.push(() => server.close?.());
    }
  }
  const shellPort = ports[SLICES.findIndex((s) => s.dir === 'shell')];
  const base = `http://localhost:${shellPort}`;
  const apiBase = `http://localhost:${API_PORT}`;

  const json = async (path) => (await fetch(apiBase + path)).json();
  const { categoryList } = await json('/api/category');
  let category = null;
  for (const c of categoryList) {
    if ((await json(`/api/products/catId?catId=${encodeURIComponent(c.id)}&page=1&perPage=1`)).totalPosts > 0) {
      category = c;
      break;
    }
  }
  const { products } = await json('/api/products?page=1&perPage=100');
  const product = products.find((p) => p.countInStock > 0 && !p.productRam.length && !p.size.length && !p.productWeight.length) ?? products[0];
  const pages = [
    { key: 'home', path: '/' },
    { key: 'category', path: `/products/category/${category.id}` },
    { key: 'product', path: `/products/${product.id}` },
  ];

  const { chromium } = await import('@playwright/test');
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-quic'],
  });

  /** A fresh phone tab on the throttled line, which records when the page was painted and taken over. */
  async function phoneTab() {
    const context = await browser.newContext(PHONE);
    await context.addInitScript(() => {
      const w = globalThis;
      w.__ready = { working: null };
      // The document node exists from the start (its <html> element may not yet).
      new w.MutationObserver(() => {
        if (w.__ready.working === null && w.document.documentElement?.hasAttribute('data-interactive')) w.__ready.working = w.performance.now();
      }).observe(w.document, { attributes: true, subtree: true, attributeFilter: ['data-interactive'] });
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', NETWORK);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
    return { context, page };
  }

  const firstPaint = (page) =>
    page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null, null, { polling: 10, timeout: 30_000 }).then((h) => h.jsonValue());

  async function load(path) {
    const { context, page } = await phoneTab();
    try {
      await page.goto(base + path, { waitUntil: 'commit' });
      const fcp = await firstPaint(page);
      const working = await page.waitForFunction(() => globalThis.__ready.working, null, { polling: 20, timeout: 30_000 }).then((h) => h.jsonValue());
      return { fcp, working, dead: working - fcp };
    } finally {
      await context.close();
    }
  }

  /** A tap (or typing) at the first paint, and the time until `answer` is visible; null when it never is. */
  async function tap(path, act, answer) {
    const { context, page } = await phoneTab();
    try {
      await page.goto(base + path, { waitUntil: 'commit' });
      await firstPaint(page);
      const at = Date.now();
      await act(page);
      try {
        await answer(page).waitFor({ state: 'visible', timeout: ANSWER_WAIT_MS });
        return Date.now() - at;
      } catch {
        return null;
      }
    } finally {
      await context.close();
    }
  }
  const search = (page) => page.getByRole('combobox', { name: 'Search for products' }).first();
  const typeSearch = async (page) => {
    await search(page).tap({ timeout: ANSWER_WAIT_MS });
    await search(page).pressSequentially('sa');
  };
  const suggestions = (page) => page.getByRole('listbox').first();
  const tapAddToCart = (page) => page.getByRole('button', { name: 'Add to cart' }).first().tap({ timeout: ANSWER_WAIT_MS });
  const loginFirst = (page) => page.getByText('Please login first').first();

  const results = {};
  for (const p of pages) {
    const loads = [];
    const searches = [];
    const carts = [];
    for (let i = 0; i < runs; i++) {
      loads.push(await load(p.path));
      searches.push(await tap(p.path, typeSearch, suggestions));
      if (p.key === 'product') carts.push(await tap(p.path, tapAddToCart, loginFirst));
      const l = loads.at(-1);
      console.log(`  ${p.key} run ${i + 1}/${runs}: first paint ${ms(l.fcp)}, working ${ms(l.working)}, dead ${ms(l.dead)}, search tap ${ms(searches.at(-1))}${p.key === 'product' ? `, cart tap ${ms(carts.at(-1))}` : ''}`);
    }
    results[p.key] = {
      path: p.path,
      median: {
        firstPaintMs: median(loads.map((l) => l.fcp)),
        workingMs: median(loads.map((l) => l.working)),
        deadWindowMs: median(loads.map((l) => l.dead)),
        searchTapMs: searches.includes(null) ? null : median(searches),
        cartTapMs: p.key === 'product' ? (carts.includes(null) ? null : median(carts)) : undefined,
      },
      runs: { loads, searches, carts },
    };
  }
  await browser.close();

  console.log(`\nPhone (${cpu}x CPU, 1.6 Mbps, 150 ms RTT), median of ${runs}; a tap "dropped" in any run counts as dropped:`);
  console.log('| page     | first paint | working | dead window | search tap -> suggestions | Add to cart tap -> answer |');
  console.log('|----------|------------:|--------:|------------:|--------------------------:|--------------------------:|');
  for (const p of pages) {
    const m = results[p.key].median;
    console.log(`| ${p.key.padEnd(8)} | ${ms(m.firstPaintMs).padStart(11)} | ${ms(m.workingMs).padStart(7)} | ${ms(m.deadWindowMs).padStart(11)} | ${ms(m.searchTapMs).padStart(25)} | ${(p.key === 'product' ? ms(m.cartTapMs) : '-').padStart(25)} |`);
  }
  mkdirSync(join(ROOT, 'test-results'), { recursive: true });
  const out = join(ROOT, 'test-results', 'ready.json');
  writeFileSync(out, JSON.stringify({ measuredAt: new Date().toISOString(), network: NETWORK, cpuSlowdown: 4, runs, results }, null, 2) + '\n');
  console.log(`Every run: ${out}`);
  closers.forEach((c) => c());
  process.exit(0);
}

main().catch((err) => {
  console.error('[bench:ready] failed:', err);
  process.exit(1);
});
