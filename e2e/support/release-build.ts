// A second version of mf-product (browser and Node builds, with a visible release label), published
// through the release script into the suite's own release store before any test runs: building it
// inside a test made webpack compete for the machine's cores with the other worker's pages.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defaultRemotes, ROOT } from './servers';

/** The environment the suite's releases are registered in (its registry starts from defaultRemotes()). */
export const RELEASE_ENV = 'e2e';

export interface ReleaseBuild {
  label: string;
  version: string;
  /** The stored version's folder (its browser build; server/ its Node build). */
  dir: string;
  releasesDir: string;
}

/** Where the suite keeps its releases (RELEASES_DIR), and the plain registry its environment starts from. */
export function releaseStore(): { releasesDir: string; remotesFile: string } {
  const releasesDir = mkdtempSync(join(tmpdir(), 'sf-releases-'));
  const remotesFile = join(releasesDir, 'remotes.json');
  writeFileSync(remotesFile, JSON.stringify(defaultRemotes(), null, 2));
  return { releasesDir, remotesFile };
}

/** Runs scripts/release.mjs with the suite's store and environment; its output's last line. */
export function releaseScript(args: string[], env: Record<string, string> = {}): string {
  const r = spawnSync(process.execPath, [join(ROOT, 'scripts', 'release.mjs'), ...args, '--env', RELEASE_ENV], {
    cwd: ROOT,
    env: { ...process.env, RELEASE_BY: 'e2e', ...env },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  if (r.status !== 0) throw new Error(`release.mjs ${args.join(' ')} failed (exit ${r.status}): ${r.stderr}`);
  return r.stdout.trim().split('\n').at(-1) ?? '';
}

export function publishLabelledProductRelease(): ReleaseBuild {
  const label = `qa-${Date.now().toString(36)}`;
  const version = releaseScript(['publish', 'mf-product'], { SLICE_RELEASE_LABEL: label });
  const releasesDir = process.env.RELEASES_DIR as string;
  return { label, version, dir: join(releasesDir, 'store', 'mf-product', version), releasesDir };
}

export function removeReleases(dir: string) {
  rmSync(dir, { recursive: true, force: true });
}
