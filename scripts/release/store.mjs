// Where releases live: every published version of a slice, whole and never overwritten, under
// `<RELEASES_DIR>/store/<slice>/<version>/` (its browser build, its Node build in server/, and
// release.json: commit, time, size, who, what it lends and borrows), and each environment's
// registry under `<RELEASES_DIR>/envs/<env>/` (registry.json, history.jsonl). RELEASES_DIR
// defaults to `.releases/` at the repository's root (runtime data: not in git).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** A refusal or a mistake of the one releasing: printed as a message, never a stack. */
export class ReleaseError extends Error {}

export const ROOT = resolve(fileURLToPath(new URL('.', import.meta.url)), '..', '..');

/** The slices that are released alone (the shell is not: it follows the registry). */
export const RELEASED_SLICES = ['mf-catalogue', 'mf-product', 'mf-cart-checkout', 'mf-account'];

export const releasesDir = () => resolve(process.env.RELEASES_DIR || join(ROOT, '.releases'));
export const storeDir = (slice) => join(releasesDir(), 'store', slice);
export const versionDir = (slice, version) => join(storeDir(slice), version);
export const envDir = (env) => join(releasesDir(), 'envs', env);
export const releaseRegistryFile = (env) => join(envDir(env), 'registry.json');

/** `mf_product` or `mf-product` -> `mf-product`; null for anything that is not a released slice. */
export function sliceOf(name) {
  const slice = String(name ?? '').replace(/_/g, '-');
  return RELEASED_SLICES.includes(slice) ? slice : null;
}
export const remoteOf = (slice) => slice.replace(/-/g, '_');

export const VERSION = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;

/** The versions stored for a slice, oldest first (by their sequence number). */
export function versions(slice) {
  const dir = storeDir(slice);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((v) => VERSION.test(v) && existsSync(join(dir, v, 'release.json')))
    .sort((a, b) => (parseInt(a, 10) || 0) - (parseInt(b, 10) || 0) || a.localeCompare(b));
}

/** A stored version's record, or null when the slice has no such version. */
export function readRelease(slice, version) {
  if (!VERSION.test(String(version))) return null;
  try {
    return JSON.parse(readFileSync(join(versionDir(slice, version), 'release.json'), 'utf8'));
  } catch {
    return null;
  }
}

/** Bytes of every file under a folder. */
export function folderSize(dir) {
  let bytes = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, entry.name);
    if (entry.isDirectory()) bytes += folderSize(p);
    else bytes += statSync(p).size;
  }
  return bytes;
}
