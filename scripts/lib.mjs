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
