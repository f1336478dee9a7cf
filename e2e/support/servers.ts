// Starts what `npm start` starts, from the production builds, on the test ports: the API on a
// fresh database with its own outbox and uploads, the shell's rendering server and the remotes' files.
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serveStatic } from '../../scripts/serve-static.mjs';
import { startShellServer } from '../../scripts/shell-server.mjs';
import { localOrigins, startApi as startApiProcess } from '../../scripts/lib.mjs';
import { E2E, SLICE_DIRS, type RemoteKey } from './ports';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

export function remoteUrl(port: number): string {
  return `http://localhost:${port}/mf-manifest.json`;
}

export function writeShellEnv(dir: string, remotes: Partial<Record<RemoteKey, string>>, apiBase = `http://localhost:${E2E.api}`) {
  writeFileSync(join(dir, 'remotes.json'), JSON.stringify(remotes, null, 2));
  writeFileSync(join(dir, 'runtime-config.json'), JSON.stringify({ apiBase }));
  return { '/remotes.json': join(dir, 'remotes.json'), '/runtime-config.json': join(dir, 'runtime-config.json') };
}

export function defaultRemotes(): Record<RemoteKey, string> {
  return Object.fromEntries(
    Object.entries(E2E.remotes).map(([k, port]) => [k, remoteUrl(port)]),
  ) as Record<RemoteKey, string>;
}

/**
 * The shell's rendering server, as `npm start` runs it, with its own registry (returned: rewrite it
 * to release), or following a release registry (`releasesFile`, written by scripts/release.mjs).
 */
export async function serveShell(port: number, remotes: Partial<Record<RemoteKey, string>>, releasesFile: string | null = null): Promise<Server & { registryFile: string }> {
  const dir = mkdtempSync(join(tmpdir(), 'sf-shell-env-'));
  const files = writeShellEnv(dir, remotes);
  const server = await startShellServer({ port, registryFile: files['/remotes.json'], configFile: files['/runtime-config.json'], releasesFile });
  return Object.assign(server, { registryFile: files['/remotes.json'] });
}

/** A remote's files, and its stored versions at /releases/<version>/ (the suite's RELEASES_DIR). */
export async function serveRemote(key: RemoteKey, port: number, distDir = join(ROOT, SLICE_DIRS[key], 'dist')): Promise<Server> {
  const mounts: Record<string, string> = process.env.RELEASES_DIR ? { '/releases/': join(process.env.RELEASES_DIR, 'store', SLICE_DIRS[key]) } : {};
  return serveStatic({ dir: distDir, port, mounts });
}

export function closeServer(server: Server): Promise<void> {
  return new Promise((res) => {
    server.closeAllConnections?.();
    server.close(() => res());
  });
}

export interface ApiProcess {
  child: ChildProcess;
  outboxDir: string;
  dataDir: string;
}

export async function startApi(port = E2E.api, extraEnv: Record<string, string> = {}): Promise<ApiProcess> {
  const ports = [E2E.shell, ...Object.values(E2E.remotes), ...Array.from({ length: 10 }, (_, i) => E2E.spare(i))];
  // Every browser test signs shoppers up from this one machine, and the demo shopper orders and
  // reviews again and again: the per-address limits on sign-ups and e-mailed codes and the
  // per-shopper limits on orders and reviews (a real shop's defaults: 10, 20, 10 and 10 an hour)
  // would stop the suite itself.
  const limits = {
    LIMIT_SIGNUPS_PER_HOUR: '100000',
    LIMIT_CODES_PER_HOUR: '100000',
    LIMIT_ORDERS_PER_HOUR: '100000',
    LIMIT_REVIEWS_PER_HOUR: '100000',
    // The journeys pay cash for two phones or laptops at a time (the shop's default ceiling: ₹50,000).
    COD_MAX_RUPEES: '100000000',
  };
  return startApiProcess({ port, corsOrigins: localOrigins(ports), env: { ...limits, ...extraEnv } });
}
