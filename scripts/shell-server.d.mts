// The types of shell/server/app.ts's entry points, written out so that callers (browser tests,
// benches) need not typecheck the shell's whole render tree.
import type { Server } from 'node:http';

export interface ShellServerOptions {
  port: number;
  host?: string;
  registryFile: string;
  configFile: string;
  dist?: string;
  serverBuild?: string;
  publicOrigin?: string;
  timing?: { remoteMs: number; headMs: number; waitMs: number; abortMs: number };
  releasesFile?: string | null;
  allowCandidates?: boolean;
  pageCache?: { maxEntries: number; maxBytes: number };
  log?: boolean;
}

export function startShellServer(o: ShellServerOptions): Promise<Server>;
export function shellAssets(dist: string): { icon: string | null; css: string[]; cssText: string[]; sheets: Array<[string, string?]>; preload: string[]; js: string[] };
