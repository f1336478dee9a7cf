#!/usr/bin/env node
// `npm test`: every test of the shop, ending with one plain line `N passed, N failed`.
//   lint + typecheck (one check per package), unit/component/API tests (vitest, SQLite),
//   the API tests again on PostgreSQL 15 (installed through apt and started when missing),
//   then production builds and the Playwright browser tests on Debian's Chromium.
// Options: --only <lint|types|unit|pg|e2e> (repeatable), --skip <same>; any other argument goes to
// Playwright (`npm run e2e -- --grep @cart`).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { buildSlices, install, ROOT } from './lib.mjs';
import { pnpmCommand } from './pnpm.mjs';
import { ensureChromium, ensurePostgres } from './system-deps.mjs';

const argv = process.argv.slice(2);
const pick = (flag) => argv.flatMap((a, i) => (a === flag && argv[i + 1] ? [argv[i + 1]] : []));
const only = pick('--only');
const skip = pick('--skip');
// Anything else goes to Playwright (`npm run e2e -- --grep @cart --shard 1/2`).
const playwrightArgs = argv.filter((a, i) => !['--only', '--skip'].includes(a) && !['--only', '--skip'].includes(argv[i - 1]));
const want = (step) => (only.length === 0 || only.includes(step)) && !skip.includes(step);

const results = [];
const record = (suite, passed, failed, note = '') => {
  results.push({ suite, passed, failed, note });
  console.log(`\n[test] ${suite}: ${passed} passed, ${failed} failed${note ? ` (${note})` : ''}\n`);
};
const [pnpmBin, ...pnpmPre] = pnpmCommand();
const sh = (cmd, args, opts = {}) => spawnSync(cmd, args, { stdio: 'inherit', cwd: ROOT, ...opts });
const pnpmExec = (args, opts = {}) => sh(pnpmBin, [...pnpmPre, ...args], opts);
const artifacts = join(ROOT, 'test-results');
mkdirSync(artifacts, { recursive: true });

install();

if (want('lint')) {
  const r = pnpmExec(['exec', 'eslint', '--max-warnings=-1', '.']);
  record('lint (eslint)', r.status === 0 ? 1 : 0, r.status === 0 ? 0 : 1);
}

if (want('types')) {
  let passed = 0;
  let failed = 0;
  for (const pkg of ['shared', 'shell', 'mf-catalogue', 'mf-product', 'mf-cart-checkout', 'mf-account', 'api', 'e2e']) {
    if (!existsSync(join(ROOT, pkg, 'tsconfig.json'))) continue;
    console.log(`[test] typecheck ${pkg}`);
    const r = pnpmExec(['exec', 'tsc', '-p', join(pkg, 'tsconfig.json')]);
    if (r.status === 0) passed++;
    else failed++;
  }
  record('typecheck (tsc, one per package)', passed, failed);
}

function vitest(label, args, env = {}) {
  const out = join(artifacts, `vitest-${label.replace(/\W+/g, '-')}.json`);
  rmSync(out, { force: true });
  const r = pnpmExec(['exec', 'vitest', 'run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${out}`], {
    env: { ...process.env, ...env },
  });
  if (!existsSync(out)) return record(label, 0, 1, `vitest exited ${r.status} without results`);
  const j = JSON.parse(readFileSync(out, 'utf8'));
  const failedSuites = (j.testResults ?? []).filter((s) => s.status === 'failed' && (s.assertionResults ?? []).length === 0).length;
  record(label, j.numPassedTests, j.numFailedTests + failedSuites, r.status !== 0 && j.numFailedTests + failedSuites === 0 ? 'vitest failed' : '');
  if (r.status !== 0 && j.numFailedTests + failedSuites === 0) results.at(-1).failed += 1;
}

if (want('unit')) vitest('unit, component and API tests (SQLite)', []);

if (want('pg')) {
  const url = ensurePostgres();
  if (url) vitest('API tests on PostgreSQL 15', ['--project', 'api'], { TEST_DATABASE_URL: url });
  else record('API tests on PostgreSQL 15', 0, 1, 'PostgreSQL could not be installed or started');
}

if (want('e2e')) {
  const chromium = ensureChromium();
  if (!chromium) {
    record('browser tests (Playwright)', 0, 1, 'Chromium could not be installed');
  } else {
    // Against a shop running elsewhere (E2E_BASE_URL) nothing here is built or started.
    if (!process.env.E2E_BASE_URL) buildSlices();
    const out = join(artifacts, 'playwright.json');
    rmSync(out, { force: true });
    const r = pnpmExec(['exec', 'playwright', 'test', '-c', 'e2e/playwright.config.ts', ...playwrightArgs], {
      env: { ...process.env, CHROMIUM_PATH: chromium, PLAYWRIGHT_JSON_OUTPUT_NAME: out },
    });
    if (!existsSync(out)) {
      record('browser tests (Playwright)', 0, 1, `playwright exited ${r.status} without results`);
    } else {
      const j = JSON.parse(readFileSync(out, 'utf8'));
      const s = j.stats ?? {};
      const failed = (s.unexpected ?? 0) + (s.flaky ?? 0) * 0;
      record('browser tests (Playwright)', (s.expected ?? 0) + (s.flaky ?? 0), failed, `${s.flaky ?? 0} flaky, ${s.skipped ?? 0} skipped; traces in test-results/`);
      if (r.status !== 0 && failed === 0) results.at(-1).failed += 1;
    }
  }
}

const passed = results.reduce((n, r) => n + r.passed, 0);
const failed = results.reduce((n, r) => n + r.failed, 0);
console.log('\n[test] summary');
for (const r of results) console.log(`  ${r.suite}: ${r.passed} passed, ${r.failed} failed${r.note ? ` (${r.note})` : ''}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 && passed > 0 ? 0 : 1);
