// A second build of mf-product (browser and Node builds, released together) with a release label,
// made once before any test runs: building it inside the test made webpack compete for the
// machine's cores with the other worker's pages.
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './servers';

export interface ReleaseBuild {
  label: string;
  dir: string;
}

export function buildLabelledProductRelease(): ReleaseBuild {
  const label = `qa-${Date.now().toString(36)}`;
  const out = `release-${label}`;
  const r = spawnSync(process.execPath, [join(ROOT, 'scripts', 'pnpm.mjs'), '--filter', 'mf-product', 'run', 'build'], {
    cwd: ROOT,
    env: { ...process.env, SLICE_RELEASE_LABEL: label, MF_OUT_SUBDIR: out },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (r.status !== 0) throw new Error(`the labelled mf-product build failed (exit ${r.status})`);
  return { label, dir: join(ROOT, 'mf-product', 'dist', out) };
}

export function removeRelease(dir: string) {
  rmSync(dir, { recursive: true, force: true });
}
