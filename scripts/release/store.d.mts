export class ReleaseError extends Error {}
export const ROOT: string;
export const RELEASED_SLICES: string[];
export function releasesDir(): string;
export function storeDir(slice: string): string;
export function versionDir(slice: string, version: string): string;
export function envDir(env: string): string;
export function releaseRegistryFile(env: string): string;
export function sliceOf(name: string): string | null;
export function remoteOf(slice: string): string;
export function versions(slice: string): string[];
export function readRelease(slice: string, version: string): ReleaseRecord | null;
export function folderSize(dir: string): number;
export interface ReleaseRecord {
  slice: string;
  version: string;
  commit: string;
  dirty: boolean;
  time: string;
  by: string;
  size: { browser: number; server: number };
  lends: Record<string, Record<string, { optional: boolean; type: string }>>;
  borrows: Record<string, Record<string, { optional: boolean; type: string }>>;
}
