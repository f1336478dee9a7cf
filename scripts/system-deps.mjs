// System packages the tests need, from Debian's apt (never a browser download):
// Chromium for Playwright and PostgreSQL 15 for the API's second database.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const quiet = { stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8' };
let aptUpdated = false;

function apt(pkgs) {
  if (process.getuid && process.getuid() !== 0) {
    console.error(`[deps] need root to apt-get install ${pkgs.join(' ')}`);
    return false;
  }
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  if (!aptUpdated) {
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    aptUpdated = true;
  }
  console.log(`[deps] apt-get install ${pkgs.join(' ')}`);
  return spawnSync('apt-get', ['install', '-y', '-qq', ...pkgs], { stdio: 'inherit', env }).status === 0;
}

export function ensureChromium() {
  const path = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
  if (existsSync(path)) return path;
  apt(['chromium']);
  return existsSync(path) ? path : null;
}

/** Returns an admin URL for a running PostgreSQL 15 on loopback, installing/starting it when needed. */
export function ensurePostgres() {
  if (process.env.TEST_DATABASE_URL) return process.env.TEST_DATABASE_URL;
  const ctl = '/usr/bin/pg_ctlcluster';
  if (!existsSync(ctl) || !existsSync('/usr/lib/postgresql/15/bin/postgres')) apt(['postgresql']);
  if (!existsSync(ctl)) return null;
  const status = spawnSync('pg_lsclusters', ['-h'], quiet).stdout ?? '';
  if (!/^15\s+main/m.test(status)) spawnSync('pg_createcluster', ['15', 'main'], { stdio: 'inherit' });
  if (!/online/.test(spawnSync('pg_lsclusters', ['-h'], quiet).stdout ?? '')) {
    const r = spawnSync(ctl, ['15', 'main', 'start'], { stdio: 'inherit' });
    if (r.status !== 0) return null;
  }
  try {
    execFileSync('su', ['postgres', '-c', `psql -q -c "ALTER USER postgres PASSWORD 'postgres'"`], quiet);
  } catch (err) {
    console.error('[deps] could not set the postgres password', err.stderr ?? err);
    return null;
  }
  const port = (spawnSync('pg_lsclusters', ['-h'], quiet).stdout ?? '').match(/^15\s+main\s+(\d+)/m)?.[1] ?? '5432';
  return `postgres://postgres:postgres@127.0.0.1:${port}/postgres`;
}
