// One environment's registry: for each slice its live version, the versions it replaced (what
// `rollback` returns to) and its canary with the canary's percent. The rendering server reads it
// for every page (shell/src/ssr/releases.ts). Every change is written whole beside the file and
// renamed over it (a reader never sees half of it), under a lock file (two release commands never
// lose each other's change), and recorded in history.jsonl (who, when, from, to).
import { appendFileSync, closeSync, existsSync, mkdirSync, openSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { userInfo } from 'node:os';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { envDir, ReleaseError, releaseRegistryFile, remoteOf, RELEASED_SLICES, ROOT } from './store.mjs';

/** How many replaced versions each slice remembers for rollbacks. */
const PAST_KEPT = 20;

/** The environment's plain remotes.json (the committed default a fresh clone starts with). */
export function defaultRemotesFile(env) {
  return process.env.REMOTES_FILE || join(ROOT, 'shell', 'environments', env, 'remotes.json');
}

const versionOfUrl = (url) => /\/releases\/([^/]+)\/mf-manifest\.json$/.exec(url)?.[1] ?? 'dist';

/** The registry of `env`; a first read starts it from the environment's remotes.json. */
export function readRegistry(env) {
  const file = releaseRegistryFile(env);
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8'));
  const remotesFile = defaultRemotesFile(env);
  if (!existsSync(remotesFile)) throw new ReleaseError(`No registry for the environment "${env}": neither ${file} nor ${remotesFile} exists.`);
  const remotes = JSON.parse(readFileSync(remotesFile, 'utf8'));
  const slices = {};
  for (const [name, url] of Object.entries(remotes)) {
    slices[name] = { live: { version: versionOfUrl(url), url }, past: [], canary: null, base: new URL('/releases/', url).href };
  }
  return { env, revision: 0, slices };
}

/** Who makes a change: RELEASE_BY, else git's user.email, else the login name. */
export function whoAmI() {
  if (process.env.RELEASE_BY) return process.env.RELEASE_BY;
  const git = spawnSync('git', ['config', 'user.email'], { cwd: ROOT, encoding: 'utf8' });
  const email = git.status === 0 ? git.stdout.trim() : '';
  return email || userInfo().username;
}

function withLock(env, work) {
  const dir = envDir(env);
  mkdirSync(dir, { recursive: true });
  const lock = join(dir, 'registry.lock');
  const until = Date.now() + 10_000;
  let fd;
  for (;;) {
    try {
      fd = openSync(lock, 'wx');
      break;
    } catch (err) {
      if (err.code !== 'EEXIST') throw err;
      // A lock left by a command that died is stale after 30 s.
      try {
        if (Date.now() - statSync(lock).mtimeMs > 30_000) rmSync(lock, { force: true });
      } catch {
        // gone meanwhile
      }
      if (Date.now() > until) throw new ReleaseError(`The registry of "${env}" is locked by another release command (${lock}).`);
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 20);
    }
  }
  try {
    return work();
  } finally {
    closeSync(fd);
    rmSync(lock, { force: true });
  }
}

/**
 * Changes the registry of `env`: `change(registry)` edits it and returns the history entry (or
 * throws to refuse). Written atomically; the entry is appended to history.jsonl.
 */
export function changeRegistry(env, change) {
  return withLock(env, () => {
    const registry = readRegistry(env);
    const entry = change(registry);
    registry.revision = (registry.revision ?? 0) + 1;
    const record = { at: new Date().toISOString(), by: whoAmI(), env, revision: registry.revision, ...entry };
    const file = releaseRegistryFile(env);
    const tmp = `${file}.${process.pid}.tmp`;
    writeFileSync(tmp, `${JSON.stringify(registry, null, 2)}\n`);
    renameSync(tmp, file);
    appendFileSync(join(envDir(env), 'history.jsonl'), `${JSON.stringify(record)}\n`);
    return { registry, record };
  });
}

/** The last `n` changes recorded for `env`, newest last. */
export function history(env, n = 20) {
  const file = join(envDir(env), 'history.jsonl');
  if (!existsSync(file)) return [];
  const lines = readFileSync(file, 'utf8').trim().split('\n').filter(Boolean);
  return lines.slice(-n).map((l) => JSON.parse(l));
}

function sliceEntry(registry, slice) {
  const entry = registry.slices[remoteOf(slice)];
  if (!entry) throw new ReleaseError(`${slice} is not in this environment's registry (slices: ${Object.keys(registry.slices).join(', ')}).`);
  entry.past ??= [];
  return entry;
}

export const versionUrl = (entry, version) => new URL(`${encodeURIComponent(version)}/mf-manifest.json`, entry.base ?? new URL('/releases/', entry.live.url).href).href;

/** Makes `version` the slice's live version (a canary of that version ends: everyone has it now). */
export function promote(registry, slice, version) {
  const entry = sliceEntry(registry, slice);
  const from = entry.live.version;
  if (from === version) throw new ReleaseError(`${slice}@${version} is already live.`);
  entry.past = [entry.live, ...entry.past].slice(0, PAST_KEPT);
  entry.live = { version, url: versionUrl(entry, version) };
  if (entry.canary?.version === version) entry.canary = null;
  return { action: 'promote', slice, from, to: version };
}

/** Back to the version the live one replaced. */
export function rollback(registry, slice) {
  const entry = sliceEntry(registry, slice);
  const [previous, ...rest] = entry.past;
  if (!previous) throw new ReleaseError(`${slice} has no version before ${entry.live.version} in this environment: nothing to roll back to.`);
  const from = entry.live.version;
  entry.live = previous;
  entry.past = rest;
  return { action: 'rollback', slice, from, to: previous.version };
}

/** Shows `version` to `percent` of shoppers (0 ends the canary). */
export function canary(registry, slice, version, percent) {
  const entry = sliceEntry(registry, slice);
  const from = entry.canary ? `${entry.canary.version} at ${entry.canary.percent}%` : null;
  if (percent === 0) {
    if (!entry.canary) throw new ReleaseError(`${slice} has no canary to end.`);
    entry.canary = null;
    return { action: 'canary-end', slice, from, to: null };
  }
  if (version === entry.live.version) throw new ReleaseError(`${slice}@${version} is the live version: a canary needs another one.`);
  entry.canary = { version, url: versionUrl(entry, version), percent };
  return { action: 'canary', slice, from, to: `${version} at ${percent}%`, percent };
}

/** Every slice's live and canary version, as `status` prints them. */
export function summary(registry) {
  const slices = {};
  for (const [name, entry] of Object.entries(registry.slices)) {
    slices[name.replace(/_/g, '-')] = {
      live: entry.live.version,
      canary: entry.canary ? { version: entry.canary.version, percent: entry.canary.percent } : null,
      rollbackTo: entry.past?.[0]?.version ?? null,
    };
  }
  return slices;
}

export { RELEASED_SLICES };
