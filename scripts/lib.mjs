// Helpers shared by the start, build, test and bench scripts.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { pnpm } from './pnpm.mjs';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

export const SLICES = [
  { dir: 'shell', port: 3000, spa: true },
  { dir: 'mf-catalogue', port: 3001 },
  { dir: 'mf-product', port: 3002 },
  { dir: 'mf-cart-checkout', port: 3003 },
  { dir: 'mf-account', port: 3004 },
];
export const API_PORT = 4000;

export function run(args, opts = {}) {
  const r = pnpm(args, opts);
  if (r.status !== 0) throw new Error(`pnpm ${args.join(' ')} failed (${r.status})`);
}

export function install() {
  const frozen = existsSync(join(ROOT, 'pnpm-lock.yaml')) ? ['--frozen-lockfile'] : [];
  run(['install', ...frozen, '--reporter=append-only']);
}

function hashTree(dir, hash) {
  if (!existsSync(dir)) return;
  for (const entry of readdirSync(dir).sort()) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    const p = join(dir, entry);
    const st = statSync(p);
    if (st.isDirectory()) hashTree(p, hash);
    else hash.update(p).update(readFileSync(p));
  }
}

/** A slice needs building when its sources, the shared package or the build recipe changed. */
export function sourceHash(slice) {
  const hash = createHash('sha256');
  for (const p of [slice, 'shared/src', 'tooling']) hashTree(join(ROOT, p), hash);
  hash.update(readFileSync(join(ROOT, 'pnpm-lock.yaml')));
  return hash.digest('hex');
}

export function buildSlices({ force = false, only = null } = {}) {
  for (const { dir } of SLICES) {
    if (only && !only.includes(dir)) continue;
    const stamp = join(ROOT, dir, 'dist', '.build-hash');
    const want = sourceHash(dir);
    if (!force && existsSync(stamp) && readFileSync(stamp, 'utf8') === want) {
      console.log(`[build] ${dir} is up to date`);
      continue;
    }
    console.log(`[build] ${dir}`);
    run(['--filter', dir, 'run', 'build'], { env: { ...process.env, NODE_ENV: 'production' } });
    writeFileSync(stamp, want);
  }
}

/**
 * How Node runs the API (`npm start`, the browser tests, the benches; `cd api && npm start` says the
 * same): a young generation of 16-64 MB a half instead of Node's default (up to 16 MB). Under load
 * the answers in flight outlived the small one's collections, so each collection copied and promoted
 * them (about 0.6 MB each time, 40-60 collections a second), pausing 4-6 ms each and forcing a full
 * collection every second or so (10-140 ms pauses): the p99 of uncached lists. Interleaved A/B on 27
 * November, uncached list / facets / typo p99: 50 23 26 / 31 17 25 / 27 25 22 ms with the default,
 * 12 13 17 / 19 14 24 / 6 14 10 with this (docs/perf/2026-11-27/session-1430.md).
 */
export const API_NODE_ARGS = ['--max-semi-space-size=64', '--min-semi-space-size=16', '--import', 'tsx', 'src/server.ts'];

/**
 * Starts the API from source on a fresh temporary SQLite database (seeded on start), with its own
 * uploads and outbox folders, and waits until it answers. Used by the browser tests and the bench.
 * @param {{ port: number, corsOrigins: string[], env?: Record<string,string> }} o
 */
export async function startApi({ port, corsOrigins, env = {} }) {
  const { spawn } = await import('node:child_process');
  const { mkdtempSync } = await import('node:fs');
  const { tmpdir } = await import('node:os');
  const dataDir = mkdtempSync(join(tmpdir(), 'sf-api-'));
  const outboxDir = join(dataDir, 'outbox');
  const child = spawn(process.execPath, API_NODE_ARGS, {
    cwd: join(ROOT, 'api'),
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: join(dataDir, 'shop.sqlite'),
      UPLOAD_DIR: join(dataDir, 'uploads'),
      OUTBOX_DIR: outboxDir,
      CORS_ORIGINS: corsOrigins.join(','),
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  // Generous: the first start on a machine also renders the seed pictures (under a minute alone).
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the API exited with ${child.exitCode} while starting`);
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (res.ok) break;
    } catch (err) {
      if (process.env.DEBUG_START) console.log('[startApi]', err?.cause?.code ?? err);
    }
    if (Date.now() > deadline) {
      child.kill('SIGTERM');
      throw new Error('the API did not start within 180 s');
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  return { child, dataDir, outboxDir };
}

/** Both spellings of each local origin, for CORS. */
export const localOrigins = (ports) => ports.flatMap((p) => [`http://localhost:${p}`, `http://127.0.0.1:${p}`]);
