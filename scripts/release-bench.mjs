#!/usr/bin/env node
// `npm run bench:release`: 300 promote/rollback cycles of one slice while the shell's server is
// under load. Publishes mf-product once into a store of its own, starts the API, the remotes'
// servers and the shell's server (a child process, so its heap and pid are its own), puts pages
// under load in windows of steady state and of cycles taken in turn, then measures: the same process id throughout, its heap after GC at the start and
// end of the cycles, render p95 during the cycles against steady state, every response's
// sf-releases against the registry at the time, and hydration warnings in a browser sampling
// pages throughout. The heap's start is taken once the steady-state phase (same load, the browser
// sampling) has warmed every cache; the cycles must not grow it. Figures go to the console and
// test-results/release-bench.json.
// Options: --cycles 300, --steady-s 25 (in all), --pace-ms 40, --concurrency 4.
import { fork } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';

const argv = process.argv.slice(2);
const flag = (name, fallback) => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 && argv[i + 1] ? Number(argv[i + 1]) : fallback;
};
const PORTS = { shell: 3185, remotes: { mf_catalogue: 3186, mf_product: 3187, mf_cart_checkout: 3188, mf_account: 3189 }, api: 4186 };
const SLICES = { mf_catalogue: 'mf-catalogue', mf_product: 'mf-product', mf_cart_checkout: 'mf-cart-checkout', mf_account: 'mf-account' };
const ENV = 'bench';
/** Windows of steady state and of cycles, in turn. */
const WINDOWS = 5;
const HYDRATION_TROUBLE = /rendered again in the browser|Minified React error #4(18|19|2[0-5])\b|[Hh]ydrat(ion|ing) (failed|mismatch)|did not match/;

if (argv[0] === '--serve') {
  // The child: the shell's server, answering the bench's questions about itself.
  const { startShellServer } = await import('./shell-server.mjs');
  const o = JSON.parse(argv[1]);
  await startShellServer(o);
  process.on('message', (m) => {
    if (m === 'heap') {
      for (let i = 0; i < 3; i++) global.gc();
      process.send({ pid: process.pid, heap: process.memoryUsage().heapUsed });
    }
  });
  process.send({ ready: true, pid: process.pid });
} else {
  await bench();
}

async function bench() {
  const cycles = flag('cycles', 300);
  const steadyMs = flag('steady-s', 25) * 1000;
  const paceMs = flag('pace-ms', 40);
  const concurrency = flag('concurrency', 4);

  const store = mkdtempSync(join(tmpdir(), 'sf-release-bench-'));
  process.env.RELEASES_DIR = store;
  process.env.REMOTES_FILE = join(store, 'remotes.json');
  process.env.RELEASE_BY ??= 'bench';
  const remotes = Object.fromEntries(Object.entries(PORTS.remotes).map(([name, port]) => [name, `http://localhost:${port}/mf-manifest.json`]));
  writeFileSync(process.env.REMOTES_FILE, JSON.stringify(remotes));
  writeFileSync(join(store, 'runtime-config.json'), JSON.stringify({ apiBase: `http://localhost:${PORTS.api}` }));

  const { buildSlices, localOrigins, ROOT, startApi } = await import('./lib.mjs');
  const { serveStatic } = await import('./serve-static.mjs');
  const { publish, promoteVersion, rollbackSlice } = await import('./release.mjs');
  const { releaseRegistryFile } = await import('./release/store.mjs');
  buildSlices();
  console.log('[bench:release] publishing mf-product once');
  const version = publish('mf-product', { env: ENV }).version;

  const api = await startApi({ port: PORTS.api, corsOrigins: localOrigins([PORTS.shell]) });
  const statics = [];
  for (const [name, port] of Object.entries(PORTS.remotes)) {
    statics.push(await serveStatic({ dir: join(ROOT, SLICES[name], 'dist'), port, mounts: { '/releases/': join(store, 'store', SLICES[name]) } }));
  }
  const child = fork(fileURLToPath(import.meta.url), ['--serve', JSON.stringify({ port: PORTS.shell, registryFile: process.env.REMOTES_FILE, configFile: join(store, 'runtime-config.json'), releasesFile: releaseRegistryFile(ENV) })], {
    execArgv: ['--expose-gc'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const ask = (m) => new Promise((res) => child.once('message', res) && child.send(m));
  const started = await new Promise((res) => child.once('message', res));
  const shop = `http://localhost:${PORTS.shell}`;
  let browser;
  try {
    const { products } = await (await fetch(`http://localhost:${PORTS.api}/api/products?page=1&perPage=4`)).json();
    const pages = [`/products/${products[0].id}`, `/products/${products[1].id}`, '/'];

    // What the registry says over time: each change's start and end, and mf-product's version after it.
    const changes = [{ start: 0, end: 0, version: 'dist' }];
    const versionAt = (t) => changes.filter((c) => c.end <= t).at(-1).version;

    const samples = [];
    let stop = false;
    let phase = 'warm';
    const load = async () => {
      for (let i = 0; !stop; i++) {
        const path = pages[i % pages.length];
        const start = performance.now();
        const res = await fetch(shop + path);
        await res.arrayBuffer();
        const end = performance.now();
        const releases = res.headers.get('sf-releases') ?? '';
        samples.push({ phase, path, ms: end - start, start, end, status: res.status, version: /mf-product@([^,]+)/.exec(releases)?.[1] ?? '' });
      }
    };
    const loaders = Array.from({ length: concurrency }, load);

    // Both versions rendered once before anything is measured (each one's Node build is loaded once).
    const warm = async (ms) => new Promise((r) => setTimeout(r, ms));
    await warm(3000);
    const mark = (v) => changes.push({ start: performance.now(), end: performance.now(), version: v });
    promoteVersion('mf-product', version, { env: ENV });
    mark(version);
    await warm(2000);
    rollbackSlice('mf-product', { env: ENV });
    mark('dist');
    await warm(2000);

    const { chromium } = await import('@playwright/test');
    browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
    const warnings = [];
    let browserPages = 0;
    const sampleBrowser = async () => {
      for (let i = 0; !stop; i++) {
        const context = await browser.newContext();
        const page = await context.newPage();
        page.on('console', (m) => HYDRATION_TROUBLE.test(m.text()) && warnings.push(m.text()));
        await page.goto(shop + pages[i % pages.length]);
        await page.locator('html[data-interactive]').waitFor({ state: 'attached', timeout: 15_000 }).catch(() => warnings.push(`${pages[i % pages.length]} never hydrated`));
        browserPages++;
        await context.close();
      }
    };

    // The browser samples from here on; its first pages fill the server's caches of compressed files.
    const sampler = sampleBrowser();
    phase = 'steady';
    await warm(steadyMs / WINDOWS);
    // The heap the cycles start from: the server under the same load, every cache already warm.
    const heapStart = await ask('heap');
    let heapMid = heapStart;
    // Steady state and cycles take turns in windows of a few seconds, so a change in the machine's
    // other load (it is shared) weighs on both alike.
    let cyclesMs = 0;
    for (let w = 0; w < WINDOWS; w++) {
      if (w > 0) {
        phase = 'steady';
        await warm(steadyMs / WINDOWS);
      }
      if (w === Math.floor(WINDOWS / 2)) heapMid = await ask('heap');
      phase = 'cycles';
      const windowStart = performance.now();
      for (let i = 0; i < cycles / WINDOWS; i++) {
        let start = performance.now();
        promoteVersion('mf-product', version, { env: ENV });
        changes.push({ start, end: performance.now(), version });
        await warm(paceMs);
        start = performance.now();
        rollbackSlice('mf-product', { env: ENV });
        changes.push({ start, end: performance.now(), version: 'dist' });
        await warm(paceMs);
      }
      cyclesMs += performance.now() - windowStart;
    }
    phase = 'after';
    await warm(1000);
    stop = true;
    await Promise.all([...loaders, sampler]);
    const heapEnd = await ask('heap');

    // A response agrees when its version was live at some moment while it was being answered.
    const disagree = samples.filter((s) => {
      const allowed = new Set([versionAt(s.start), ...changes.filter((c) => c.start <= s.end && c.end >= s.start).map((c) => c.version)]);
      return s.status !== 200 || !allowed.has(s.version);
    });
    const p95 = (list) => {
      const ms = list.map((s) => s.ms).sort((a, b) => a - b);
      return ms[Math.floor(ms.length * 0.95)] ?? NaN;
    };
    const steady = samples.filter((s) => s.phase === 'steady');
    const during = samples.filter((s) => s.phase === 'cycles');
    const result = {
      at: new Date().toISOString(),
      cycles,
      registryChanges: cycles * 2,
      cyclesSeconds: +(cyclesMs / 1000).toFixed(1),
      pid: { start: started.pid, end: heapEnd.pid, same: started.pid === heapEnd.pid && child.exitCode === null },
      heapAfterGc: { startMB: +(heapStart.heap / 1048576).toFixed(1), midMB: +(heapMid.heap / 1048576).toFixed(1), endMB: +(heapEnd.heap / 1048576).toFixed(1), change: +((heapEnd.heap / heapStart.heap - 1) * 100).toFixed(1) },
      renderP95: { steadyMs: +p95(steady).toFixed(1), cyclesMs: +p95(during).toFixed(1), ratio: +(p95(during) / p95(steady)).toFixed(2), steadyResponses: steady.length, cyclesResponses: during.length },
      responses: samples.length,
      disagreeing: disagree.length,
      servedCanary: during.filter((s) => s.version === version).length,
      browser: { pages: browserPages, hydrationWarnings: warnings.length },
    };
    const ok = result.pid.same && Math.abs(result.heapAfterGc.change) <= 5 && result.renderP95.ratio <= 1.2 && result.disagreeing === 0 && warnings.length === 0;
    console.log(JSON.stringify(result, null, 2));
    if (warnings.length) console.log(warnings.slice(0, 5).join('\n'));
    mkdirSync(join(ROOT, 'test-results'), { recursive: true });
    writeFileSync(join(ROOT, 'test-results', 'release-bench.json'), JSON.stringify({ ...result, ok }, null, 2));
    console.log(`[bench:release] ${ok ? 'every target met' : 'a target was missed'}: pid ${result.pid.same ? 'same' : 'CHANGED'}, heap ${result.heapAfterGc.change}%, p95 ${result.renderP95.cyclesMs} vs ${result.renderP95.steadyMs} ms (x${result.renderP95.ratio}), ${result.disagreeing} of ${result.responses} responses disagreeing, ${warnings.length} hydration warnings in ${browserPages} browser pages`);
    process.exitCode = ok ? 0 : 1;
  } finally {
    await browser?.close();
    child.kill('SIGTERM');
    for (const s of statics) s.close();
    api.child.kill('SIGTERM');
    rmSync(store, { recursive: true, force: true });
  }
}
