#!/usr/bin/env node
// Runs the pinned pnpm, installing it into .tools/ first when the machine has no pnpm 10.
// Only Node and npm are assumed on a fresh machine.
import { spawnSync, execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const PNPM_VERSION = '10.34.9';
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const local = join(root, '.tools', 'node_modules', 'pnpm', 'bin', 'pnpm.cjs');

export function pnpmCommand() {
  if (existsSync(local)) return [process.execPath, local];
  try {
    const v = execFileSync('pnpm', ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    if (v.startsWith('10.')) return ['pnpm'];
  } catch {
    // no pnpm on PATH: install the pinned one below
  }
  console.log(`[pnpm] installing pnpm@${PNPM_VERSION} into .tools/`);
  const r = spawnSync('npm', ['install', '--no-save', '--no-audit', '--no-fund', '--prefix', join(root, '.tools'), `pnpm@${PNPM_VERSION}`], { stdio: 'inherit' });
  if (r.status !== 0) throw new Error('could not install pnpm');
  return [process.execPath, local];
}

export function pnpm(args, opts = {}) {
  const [cmd, ...pre] = pnpmCommand();
  return spawnSync(cmd, [...pre, ...args], { stdio: 'inherit', cwd: root, ...opts });
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const r = pnpm(process.argv.slice(2));
  process.exit(r.status ?? 1);
}
