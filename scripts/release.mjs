#!/usr/bin/env node
// Releasing one slice: immutable versions, a registry per environment, canaries, rollbacks.
//
//   node scripts/release.mjs publish <slice> [--dry-run]         build and store a new version (last line: the version)
//   node scripts/release.mjs promote <slice> <version>           make it live
//   node scripts/release.mjs rollback <slice>                    back to the version before
//   node scripts/release.mjs canary <slice> <version> <percent>  show it to a share of shoppers (0 ends it)
//   node scripts/release.mjs status                              JSON: live and canary versions, last changes
//   node scripts/release.mjs prune [--keep 10] [--days 7]        remove old versions no environment uses
//
// Every command takes --env <name> (default `local`). Versions are stored under RELEASES_DIR
// (default .releases/), served by each slice's server at /releases/<version>/; see README
// "Releasing one slice".
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gate, readContract } from './release/contract.mjs';
import { canary, changeRegistry, history, promote, readRegistry, rollback, summary, whoAmI } from './release/registry.mjs';
import { folderSize, readRelease, ReleaseError, RELEASED_SLICES, releasesDir, remoteOf, ROOT, sliceOf, storeDir, versionDir, versions } from './release/store.mjs';
import { pnpm } from './pnpm.mjs';

export { ReleaseError };

function git(args) {
  const r = spawnSync('git', args, { cwd: ROOT, encoding: 'utf8' });
  return r.status === 0 ? r.stdout.trim() : '';
}

function needSlice(name) {
  const slice = sliceOf(name);
  if (!slice) throw new ReleaseError(`"${name ?? ''}" is not a slice that is released alone (${RELEASED_SLICES.join(', ')}).`);
  return slice;
}

function needVersion(slice, version) {
  const record = readRelease(slice, version);
  if (!record) throw new ReleaseError(`${slice}@${version ?? ''} is not a stored version (stored: ${versions(slice).slice(-5).join(', ') || 'none'}).`);
  return record;
}

/** Refuses a version that does not fit the slices running in `env` (as lender or borrower). */
function checkGate(record, env) {
  const problems = gate(record, readRegistry(env), readRelease);
  if (problems.length) {
    throw new ReleaseError(`Refused: ${record.slice}@${record.version} does not fit what runs in "${env}":\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

/**
 * Builds the slice (browser and Node builds) and stores it as a new version, after checking that
 * what it lends and borrows still fits every slice live in `env`. `dryRun`: the check alone, nothing
 * built; `overrides`: source files as they would be after a change (a dry run). Returns the record.
 */
export function publish(sliceName, { env = 'local', overrides = {}, dryRun = false, log = console.log } = {}) {
  const slice = needSlice(sliceName);
  const commit = git(['rev-parse', 'HEAD']) || 'unknown';
  const dirty = git(['status', '--porcelain', '--', slice, 'shared', 'tooling', 'pnpm-lock.yaml']) !== '' || Object.keys(overrides).length > 0;
  const next = () => (versions(slice).map((v) => parseInt(v, 10) || 0).reduce((a, b) => Math.max(a, b), 0) + 1);
  let version = `${next()}-${commit.slice(0, 7)}`;
  const contract = readContract(slice, overrides);
  const record = { slice, version, commit, dirty, time: '', by: whoAmI(), size: {}, ...contract };
  checkGate(record, env);
  if (dryRun || Object.keys(overrides).length) {
    log(`[release] ${slice} fits every slice running in "${env}" (nothing built: a dry run)`);
    return record;
  }

  const out = `release-publish-${process.pid}-${Date.now().toString(36)}`;
  const built = join(ROOT, slice, 'dist', out);
  log(`[release] building ${slice} (browser and Node builds)`);
  const r = pnpm(['--filter', slice, 'run', 'build'], {
    env: { ...process.env, NODE_ENV: 'production', MF_OUT_SUBDIR: out },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    if (r.status !== 0) throw new ReleaseError(`The build of ${slice} failed (exit ${r.status}); nothing was stored.`);
    if (!existsSync(join(built, 'mf-manifest.json')) || !existsSync(join(built, 'server', 'remoteEntry.js'))) {
      throw new ReleaseError(`The build of ${slice} left no mf-manifest.json or server/remoteEntry.js; nothing was stored.`);
    }
    record.size = { browser: folderSize(built) - folderSize(join(built, 'server')), server: folderSize(join(built, 'server')) };
    mkdirSync(storeDir(slice), { recursive: true });
    // A version is never overwritten: another publish that took this number first moves us on.
    for (;;) {
      record.time = new Date().toISOString();
      writeFileSync(join(built, 'release.json'), `${JSON.stringify(record, null, 2)}\n`);
      if (!existsSync(versionDir(slice, version))) {
        try {
          renameSync(built, versionDir(slice, version));
          break;
        } catch (err) {
          if (err.code === 'EXDEV') {
            cpSync(built, versionDir(slice, version), { recursive: true, errorOnExist: true, force: false });
            break;
          }
          if (err.code !== 'ENOTEMPTY' && err.code !== 'EEXIST') throw err;
        }
      }
      version = `${next()}-${commit.slice(0, 7)}`;
      record.version = version;
    }
  } finally {
    rmSync(built, { recursive: true, force: true });
  }
  log(`[release] stored ${slice}@${version} (commit ${commit.slice(0, 7)}${dirty ? ', with uncommitted changes' : ''}; ${(record.size.browser / 1024).toFixed(0)} kB browser, ${(record.size.server / 1024).toFixed(0)} kB Node) in ${versionDir(slice, version)}`);
  return record;
}

export function promoteVersion(sliceName, version, { env = 'local', force = false } = {}) {
  const slice = needSlice(sliceName);
  const record = needVersion(slice, version);
  if (!force) checkGate(record, env);
  return changeRegistry(env, (registry) => promote(registry, slice, version)).record;
}

export function rollbackSlice(sliceName, { env = 'local' } = {}) {
  const slice = needSlice(sliceName);
  return changeRegistry(env, (registry) => rollback(registry, slice)).record;
}

export function canaryVersion(sliceName, version, percent, { env = 'local', force = false } = {}) {
  const slice = needSlice(sliceName);
  if (!Number.isFinite(percent) || percent < 0 || percent > 100) throw new ReleaseError(`The canary's percent must be a number from 0 to 100 (got "${percent}").`);
  if (percent > 0) {
    const record = needVersion(slice, version);
    if (!force) checkGate(record, env);
  }
  return changeRegistry(env, (registry) => canary(registry, slice, version, percent)).record;
}

export function status({ env = 'local' } = {}) {
  const registry = readRegistry(env);
  const stored = {};
  for (const slice of RELEASED_SLICES) {
    stored[slice] = versions(slice)
      .slice(-5)
      .map((v) => readRelease(slice, v))
      .map((r) => ({ version: r.version, commit: r.commit.slice(0, 7), time: r.time, by: r.by, bytes: r.size.browser + r.size.server }));
  }
  return { env, revision: registry.revision ?? 0, slices: summary(registry), changes: history(env, 10), releases: stored };
}

/**
 * Removes stored versions no environment runs or could roll back to, beyond the newest `keep` of
 * each slice and older than `days` (an open tab keeps loading its version's files until then).
 */
export function prune({ keep = 10, days = 7, log = console.log } = {}) {
  const used = new Set();
  const envs = join(releasesDir(), 'envs');
  for (const env of existsSync(envs) ? readdirSync(envs) : []) {
    let registry;
    try {
      registry = readRegistry(env);
    } catch {
      continue;
    }
    for (const [remote, entry] of Object.entries(registry.slices)) {
      for (const v of [entry.live, entry.canary, ...(entry.past ?? [])].filter(Boolean)) used.add(`${remote}@${v.version}`);
    }
  }
  const removed = [];
  for (const slice of RELEASED_SLICES) {
    const all = versions(slice);
    for (const v of all.slice(0, Math.max(0, all.length - keep))) {
      const age = Date.now() - statSync(versionDir(slice, v)).mtimeMs;
      if (used.has(`${remoteOf(slice)}@${v}`) || age < days * 86_400_000) continue;
      rmSync(versionDir(slice, v), { recursive: true, force: true });
      removed.push(`${slice}@${v}`);
    }
  }
  log(removed.length ? `[release] removed ${removed.join(', ')}` : '[release] nothing to remove');
  return removed;
}

function main(argv) {
  const flags = {};
  const args = [];
  for (let i = 0; i < argv.length; i++) {
    if (argv[i].startsWith('--')) {
      const [name, value] = argv[i].slice(2).split('=');
      flags[name] = value ?? (argv[i + 1] && !argv[i + 1].startsWith('--') ? argv[++i] : 'true');
    } else args.push(argv[i]);
  }
  const env = flags.env ?? 'local';
  if (!/^[a-z][a-z0-9-]{0,30}$/.test(env)) throw new ReleaseError(`"${env}" is not an environment name.`);
  const force = flags.force === 'true';
  const [command, ...rest] = args;
  const show = (record) => console.log(`[release] ${record.env}: ${record.action} ${record.slice} ${record.from ?? '-'} -> ${record.to ?? '-'} (by ${record.by}, revision ${record.revision})`);
  switch (command) {
    case 'publish':
      console.log(publish(rest[0], { env, dryRun: flags['dry-run'] === 'true' }).version);
      return;
    case 'promote':
      show(promoteVersion(rest[0], rest[1], { env, force }));
      return;
    case 'rollback':
      show(rollbackSlice(rest[0], { env }));
      return;
    case 'canary': {
      // `canary <slice> 0` ends it too.
      const [version, percent] = rest.length === 2 ? [null, rest[1]] : [rest[1], rest[2]];
      show(canaryVersion(rest[0], version, Number(percent), { env, force }));
      return;
    }
    case 'status':
      console.log(JSON.stringify(status({ env }), null, 2));
      return;
    case 'prune':
      prune({ keep: Number(flags.keep ?? 10), days: Number(flags.days ?? 7) });
      return;
    default:
      throw new ReleaseError(`Usage: node scripts/release.mjs <publish|promote|rollback|canary|status|prune> ... [--env <name>] (see the comment at the top of scripts/release.mjs)`);
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === resolve(process.argv[1])) {
  try {
    main(process.argv.slice(2));
  } catch (err) {
    if (!(err instanceof ReleaseError)) throw err;
    console.error(err.message);
    process.exit(1);
  }
}
