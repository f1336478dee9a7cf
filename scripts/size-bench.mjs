#!/usr/bin/env node
// `npm run bench`: builds for production, then prints the gzipped JS each slice ships and the
// total gzipped JS the home page downloads before it is interactive (measured in Chromium).
// A figure for the record, not a test.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { buildSlices, install, localOrigins, ROOT, SLICES, startApi } from './lib.mjs';
import { serveStatic } from './serve-static.mjs';

const args = process.argv.slice(2);
if (!args.includes('--no-build')) {
  install();
  buildSlices();
}

const gz = (buf) => gzipSync(buf, { level: 9 }).length;
const kb = (n) => `${(n / 1024).toFixed(1)} kB`;

// The build's own files only (QA release builds in sub-folders are not this build).
function jsFiles(dir) {
  return readdirSync(dir)
    .map((f) => join(dir, f))
    .filter((p) => p.endsWith('.js') && statSync(p).isFile());
}

console.log('Gzipped JS each slice ships (all chunks, loaded or not):');
for (const s of SLICES) {
  const files = jsFiles(join(ROOT, s.dir, 'dist'));
  const total = files.reduce((sum, f) => sum + gz(readFileSync(f)), 0);
  console.log(`  ${s.dir.padEnd(18)} ${kb(total).padStart(10)}  (${files.length} files)`);
}

// Serve the builds on spare ports and load the home page in Chromium.
const base = 3100;
const remotes = {};
for (const [i, s] of SLICES.entries()) {
  if (s.dir !== 'shell') remotes[s.dir.replace(/-/g, '_')] = `http://localhost:${base + i}/mf-manifest.json`;
}
const { writeFileSync, mkdtempSync } = await import('node:fs');
const tmp = mkdtempSync(join((await import('node:os')).tmpdir(), 'sf-bench-'));
writeFileSync(join(tmp, 'remotes.json'), JSON.stringify(remotes));
// Its own API on a fresh database, so the home page is measured with its real data.
const apiPort = 4180; // (4190 is on the browsers' blocked-port list)
let api = null;
process.on('exit', () => api?.child.kill('SIGTERM'));
api = await startApi({ port: apiPort, corsOrigins: localOrigins(SLICES.map((_, i) => base + i)) });
writeFileSync(join(tmp, 'runtime-config.json'), JSON.stringify({ apiBase: `http://localhost:${apiPort}` }));
const servers = [];
for (const [i, s] of SLICES.entries()) {
  servers.push(await serveStatic({
    dir: join(ROOT, s.dir, 'dist'), port: base + i, spa: s.spa,
    overlays: s.dir === 'shell' ? { '/remotes.json': join(tmp, 'remotes.json'), '/runtime-config.json': join(tmp, 'runtime-config.json') } : {},
  }));
}

const { chromium } = await import('@playwright/test');
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
});
const page = await browser.newPage();
const js = new Map();
page.on('response', async (res) => {
  const url = res.url();
  if (!/\.js(\?|$)/.test(url)) return;
  try {
    js.set(url, gz(await res.body()));
  } catch {
    // a response without a body (redirect) counts nothing
  }
});
await page.goto(`http://localhost:${base}/`, { waitUntil: 'networkidle' });
await page.locator('[data-boundary="mf-catalogue"]').first().waitFor({ timeout: 20000 });
await page.waitForLoadState('networkidle');
let total = 0;
const byOrigin = {};
for (const [url, size] of js) {
  total += size;
  const port = new URL(url).port;
  const name = SLICES[Number(port) - base]?.dir ?? port;
  byOrigin[name] = (byOrigin[name] ?? 0) + size;
}
console.log('\nHome page (http://localhost:3000/), gzipped JS downloaded until interactive:');
for (const [name, size] of Object.entries(byOrigin)) console.log(`  from ${name.padEnd(16)} ${kb(size).padStart(10)}`);
console.log(`  TOTAL                 ${kb(total).padStart(10)}  (${js.size} files; target 150 kB)`);
if (process.argv.includes('--files')) {
  for (const [url, size] of [...js].sort((a, b) => b[1] - a[1])) console.log(`    ${kb(size).padStart(10)}  ${url}`);
}

// Image bytes of home's first screen: the pictures any part of which shows in the first viewport,
// counted at the variant the browser chose (currentSrc), plus everything fetched while loading
// (lazy pictures just below the fold included, as Chromium starts them early).
const IMAGE_TARGETS = [
  { label: '390 px wide phone, DPR 2', viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true, target: 300 },
  { label: '1366 px wide laptop, DPR 1', viewport: { width: 1366, height: 768 }, deviceScaleFactor: 1, isMobile: false, hasTouch: false, target: 600 },
];
console.log('\nHome page images (bytes on the wire):');
for (const t of IMAGE_TARGETS) {
  const context = await browser.newContext({ viewport: t.viewport, deviceScaleFactor: t.deviceScaleFactor, isMobile: t.isMobile, hasTouch: t.hasTouch });
  const p = await context.newPage();
  const images = new Map();
  p.on('response', async (res) => {
    if (!/^image\//.test(res.headers()['content-type'] ?? '')) return;
    try {
      images.set(res.url(), (await res.body()).length);
    } catch {
      // no body
    }
  });
  await p.goto(`http://localhost:${base}/`, { waitUntil: 'networkidle' });
  await p.locator('[data-boundary="mf-catalogue"]').first().waitFor({ timeout: 20000 });
  // Past the cards' skeleton, then quiet again.
  await p.waitForTimeout(1500);
  await p.waitForLoadState('networkidle');
  // Runs in the page: the browser's globals.
  /* global document, getComputedStyle, innerHeight, innerWidth */
  const shown = await p.evaluate(() =>
    [...document.images]
      .filter((img) => {
        const r = img.getBoundingClientRect();
        const style = getComputedStyle(img);
        return r.width > 0 && r.height > 0 && r.bottom > 0 && r.top < innerHeight && r.right > 0 && r.left < innerWidth && style.visibility !== 'hidden';
      })
      .map((img) => ({ url: img.currentSrc || img.src, responsive: img.srcset !== '' || img.parentElement?.tagName === 'PICTURE' })),
  );
  const urls = [...new Set(shown.map((s) => s.url))];
  const first = urls.reduce((sum, u) => sum + (images.get(u) ?? 0), 0);
  const all = [...images.values()].reduce((a, b) => a + b, 0);
  const fixed = shown.filter((s) => !s.responsive || /\.svg(\?|$)/.test(s.url)).length;
  console.log(`  ${t.label.padEnd(28)} first screen ${kb(first).padStart(9)} in ${urls.length} pictures (target ${t.target} kB)` +
    `; fetched while loading ${kb(all)} in ${images.size}` + (fixed ? `; ${fixed} without a choice of sizes` : ''));
  await context.close();
}
await browser.close();
for (const s of servers) s.close();
api.child.kill('SIGTERM');
