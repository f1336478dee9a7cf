#!/usr/bin/env node
// `npm run bench:lighthouse`: Lighthouse 12 on Debian Chromium for the home page, a category and a
// product, on a phone (Lighthouse's default mobile run: simulated slow 4G, 4x slower CPU) and on a
// desktop (its desktop preset): the median of N runs of the performance score, FCP, LCP, TBT and
// CLS, and the JavaScript the home page transfers while it loads. Medians (and every run) go to
// test-results/lighthouse.json. A figure for the record, not a test. Heavy: run it under the lock,
// `flock /tmp/sf-heavy.lock npm run bench:lighthouse`.
// It reads the shop by its URLs only. When nothing answers at the base URL it starts the shop
// (`node scripts/start.mjs --no-install`) and stops it afterwards.
// Options: --base <url> (default http://localhost:3000), --api <url> (default
// http://localhost:4000, where the real ids are asked for), --runs N (default 3),
// --only mobile|desktop. CHROME_PATH names the browser (default /usr/bin/chromium).
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';
import { ROOT } from './lib.mjs';

const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'];
const FORM_FACTORS = ['mobile', 'desktop'];
const START_WAIT_MS = 180_000;

/** A failure the bench explains itself: printed once, exit code 1. */
class BenchError extends Error {}
function fail(message) {
  console.error(`[bench:lighthouse] ${message}`);
  process.exitCode = 1;
  return new BenchError(message);
}

function options(argv) {
  const value = (name) => {
    const i = argv.indexOf(`--${name}`);
    if (i < 0) return undefined;
    const v = argv[i + 1];
    if (v === undefined || v.startsWith('--')) throw fail(`--${name} needs a value`);
    return v;
  };
  const runs = Number(value('runs') ?? 3);
  if (!Number.isInteger(runs) || runs < 1) throw fail('--runs takes a whole number of 1 or more');
  const only = value('only');
  if (only !== undefined && !FORM_FACTORS.includes(only)) throw fail('--only takes mobile or desktop');
  const url = (name, fallback) => {
    const raw = value(name) ?? fallback;
    try {
      return new URL(raw).origin;
    } catch {
      throw fail(`--${name} is not a URL: ${raw}`);
    }
  };
  return {
    base: url('base', 'http://localhost:3000'),
    api: url('api', 'http://localhost:4000'),
    runs,
    formFactors: only ? [only] : FORM_FACTORS,
  };
}

/** The answer's status, or null when nothing answers (refused, reset, no name, time-out). */
async function statusOf(url, timeoutMs = 10_000) {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
    await res.arrayBuffer();
    return res.status;
  } catch {
    return null;
  }
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Starts the whole shop in its own process group, and waits for the shell and the API. */
async function startShop(o) {
  console.log(`[bench:lighthouse] nothing answers at ${o.base}: starting the shop (node scripts/start.mjs --no-install)`);
  const child = spawn(process.execPath, [join(ROOT, 'scripts', 'start.mjs'), '--no-install'], {
    cwd: ROOT,
    // Its own process group, so stopping it stops the API and the servers with it. The API's log
    // of every request would bury the figures: warnings and errors only.
    env: { LOG_LEVEL: 'warn', ...process.env },
    detached: true,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  let exited = null;
  child.on('exit', (code) => (exited = code ?? 1));
  const stop = async () => {
    if (exited !== null) return;
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      return; // already gone
    }
    for (let i = 0; i < 50 && exited === null; i++) await sleep(100);
    if (exited === null) {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // gone in between
      }
    }
  };
  const deadline = Date.now() + START_WAIT_MS;
  for (;;) {
    if (exited !== null) throw fail(`the shop stopped while starting (exit ${exited})`);
    const [shell, api] = await Promise.all([statusOf(o.base, 3000), statusOf(`${o.api}/api/health`, 3000)]);
    if (shell === 200 && api === 200) return { stop };
    if (Date.now() > deadline) {
      await stop();
      throw fail(`the shop did not answer within ${START_WAIT_MS / 1000} s (shell ${shell ?? 'silent'}, API ${api ?? 'silent'}); if a build is due, run \`npm run build\` first`);
    }
    await sleep(1000);
  }
}

/** The three pages, with ids the API hands out now: the first category that has products, and the first product. */
async function pickPages(o) {
  const json = async (path) => {
    const res = await fetch(o.api + path, { signal: AbortSignal.timeout(15_000) }).catch(() => null);
    if (!res) throw fail(`the API does not answer at ${o.api}${path}`);
    if (res.status !== 200) throw fail(`${o.api}${path} answered ${res.status}`);
    return res.json();
  };
  const { categoryList } = await json('/api/category');
  let category = null;
  for (const c of categoryList) {
    const { totalPosts } = await json(`/api/products/catId?catId=${encodeURIComponent(c.id)}&page=1&perPage=1`);
    if (totalPosts > 0) {
      category = c;
      break;
    }
  }
  if (!category) throw fail('the API has no category with products; seed the shop first');
  const { products } = await json('/api/products?page=1&perPage=1');
  if (!products.length) throw fail('the API has no products; seed the shop first');
  return [
    { key: 'home', label: 'home', path: '/' },
    { key: 'category', label: `category "${category.name}"`, path: `/products/category/${category.id}` },
    { key: 'product', label: `product "${products[0].name}"`, path: `/products/${products[0].id}` },
  ];
}

const median = (values) => {
  const s = [...values].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};

/** One Lighthouse run in a fresh Chromium: the figures, and the scripts the load transferred. */
async function runOnce(url, formFactor, chromePath) {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
  try {
    const result = await lighthouse(
      url,
      { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
      formFactor === 'desktop' ? desktopConfig : undefined,
    );
    const lhr = result?.lhr;
    if (!lhr) throw fail(`Lighthouse returned nothing for ${url}`);
    if (lhr.runtimeError) throw fail(`Lighthouse could not measure ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const audit = (id) => {
      const v = lhr.audits[id]?.numericValue;
      if (typeof v !== 'number') throw fail(`Lighthouse gave no ${id} for ${url}: ${lhr.audits[id]?.errorMessage ?? 'no value'}`);
      return v;
    };
    const scripts = (lhr.audits['network-requests']?.details?.items ?? []).filter((r) => r.resourceType === 'Script');
    return {
      figures: {
        score: Math.round((lhr.categories.performance.score ?? 0) * 100),
        fcpMs: audit('first-contentful-paint'),
        lcpMs: audit('largest-contentful-paint'),
        tbtMs: audit('total-blocking-time'),
        cls: audit('cumulative-layout-shift'),
        ttiMs: audit('interactive'),
      },
      scriptBytes: scripts.reduce((sum, r) => sum + (r.transferSize ?? 0), 0),
      scriptCount: scripts.length,
      environment: { lighthouse: lhr.lighthouseVersion, browser: lhr.environment?.hostUserAgent?.match(/(?:Headless)?Chrome\/[\d.]+/)?.[0] ?? 'unknown' },
    };
  } finally {
    await chrome.kill();
  }
}

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const kb = (n) => `${(n / 1024).toFixed(1)} kB`;

async function main() {
  const o = options(process.argv.slice(2));
  const chromePath = process.env.CHROME_PATH || '/usr/bin/chromium';
  if (!existsSync(chromePath)) throw fail(`no Chromium at ${chromePath} (install Debian's chromium, or set CHROME_PATH)`);

  const started = Date.now();
  let shop = null;
  const onSignal = async () => {
    await shop?.stop();
    process.exit(130);
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  try {
    const first = await statusOf(o.base);
    if (first === null) {
      const own = new URL(o.base);
      if (!['localhost', '127.0.0.1'].includes(own.hostname) || own.port !== '3000') {
        throw fail(`nothing answers at ${o.base} (the shop is started here only for http://localhost:3000)`);
      }
      shop = await startShop(o);
    }
    const pages = await pickPages(o);
    for (const p of pages) {
      const status = await statusOf(o.base + p.path, 30_000);
      if (status !== 200) throw fail(`${o.base}${p.path} (${p.label}) answered ${status ?? 'nothing'}, not 200`);
    }

    const results = {};
    let environment = null;
    let homeScripts = null;
    for (const formFactor of o.formFactors) {
      results[formFactor] = {};
      for (const p of pages) {
        const runs = [];
        for (let i = 0; i < o.runs; i++) {
          const r = await runOnce(o.base + p.path, formFactor, chromePath);
          environment ??= r.environment;
          runs.push(r);
          const f = r.figures;
          console.log(`  ${formFactor} ${p.key} run ${i + 1}/${o.runs}: ${f.score} (FCP ${seconds(f.fcpMs)}, LCP ${seconds(f.lcpMs)}, TBT ${Math.round(f.tbtMs)} ms, CLS ${f.cls.toFixed(3)})`);
        }
        const med = {};
        for (const k of Object.keys(runs[0].figures)) med[k] = median(runs.map((r) => r.figures[k]));
        results[formFactor][p.key] = { url: o.base + p.path, median: med, runs: runs.map((r) => r.figures) };
        if (p.key === 'home' && formFactor === o.formFactors[0]) {
          homeScripts = {
            bytes: median(runs.map((r) => r.scriptBytes)),
            files: median(runs.map((r) => r.scriptCount)),
            formFactor,
            counts: 'every script of the load as Lighthouse recorded it (until the network went quiet), transfer size as served (gzip, headers included), median of the runs',
          };
        }
      }
    }

    const took = (Date.now() - started) / 1000;
    console.log(`\nLighthouse ${environment.lighthouse}, ${environment.browser}, ${o.base}, median of ${o.runs} run${o.runs > 1 ? 's' : ''} (each figure its own median):`);
    for (const formFactor of o.formFactors) {
      console.log(`\n${formFactor === 'mobile' ? 'Mobile (simulated slow 4G, 4x CPU)' : 'Desktop (desktop preset)'}:`);
      console.log('| page     | score |   FCP   |   LCP   |  TBT    |  CLS  |');
      console.log('|----------|------:|--------:|--------:|--------:|------:|');
      for (const p of pages) {
        const m = results[formFactor][p.key].median;
        console.log(`| ${p.key.padEnd(8)} | ${String(m.score).padStart(5)} | ${seconds(m.fcpMs).padStart(7)} | ${seconds(m.lcpMs).padStart(7)} | ${`${Math.round(m.tbtMs)} ms`.padStart(7)} | ${m.cls.toFixed(3).padStart(5)} |`);
      }
    }
    console.log('\nPages: ' + pages.map((p) => `${p.key} ${p.path} (${p.label})`).join('; '));
    console.log(`Home page JavaScript: ${kb(homeScripts.bytes)} in ${homeScripts.files} files: all scripts of the load (until the network went quiet), transfer size as served, ${homeScripts.formFactor} runs.`);
    console.log(`The bench took ${Math.round(took)} s.`);

    mkdirSync(join(ROOT, 'test-results'), { recursive: true });
    const out = join(ROOT, 'test-results', 'lighthouse.json');
    writeFileSync(
      out,
      JSON.stringify(
        {
          measuredAt: new Date().toISOString(),
          lighthouse: environment.lighthouse,
          browser: environment.browser,
          chromeFlags: CHROME_FLAGS,
          base: o.base,
          runs: o.runs,
          units: { fcpMs: 'ms', lcpMs: 'ms', tbtMs: 'ms', ttiMs: 'ms', cls: 'unitless', score: '0-100' },
          pages: Object.fromEntries(pages.map((p) => [p.key, { path: p.path, label: p.label }])),
          results,
          homeJavaScript: homeScripts,
          seconds: Math.round(took),
        },
        null,
        2,
      ) + '\n',
    );
    console.log(`Medians and every run: ${out}`);
  } finally {
    await shop?.stop();
  }
}

main().catch((err) => {
  if (!(err instanceof BenchError)) {
    console.error('[bench:lighthouse] failed:', err);
    process.exitCode = 1;
  }
});
