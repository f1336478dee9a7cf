// The types of shell/server/app.ts's entry points, written out so that callers (browser tests,
// benches) need not typecheck the shell's whole render tree.
import type { Server } from 'node:http';

export interface ShellServerOptions {
  port: number;
  /** Loopback unless told otherwise. */
  host?: string;
  /** The environment's plain remotes.json (the registry until a release registry exists), and its runtime config. */
  registryFile: string;
  configFile: string;
  dist?: string;
  serverBuild?: string;
  publicOrigin?: string;
  timing?: { remoteMs: number; headMs: number; waitMs: number; abortMs: number };
  /** The environment's release registry (scripts/release.mjs), followed once it exists. */
  releasesFile?: string | null;
  allowCandidates?: boolean;
  /** Pages kept (0: none), and at most this many bytes of them. */
  pageCache?: { maxEntries: number; maxBytes: number };
  /** A readable line per request on the console. */
  log?: boolean;
}

export function startShellServer(o: ShellServerOptions): Promise<Server>;
export function shellAssets(dist: string): { icon: string | null; css: string[]; cssText: string[]; sheets: Array<[string, string?]>; preload: string[]; js: string[] };
