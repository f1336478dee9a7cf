import type { Server } from 'node:http';

export function startShellServer(o: {
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
}): Promise<Server>;
export function shellAssets(dist: string): { icon: string | null; css: string[]; cssText: string[]; sheets: Array<[string, string?]>; preload: string[]; js: string[] };
