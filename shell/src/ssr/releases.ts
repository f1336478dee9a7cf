// Which release of each slice one request is rendered with. The environment's release registry
// (written by scripts/release.mjs: each slice's live version, its canary and the canary's percent)
// is read for every request, so a promote, a rollback or a canary change reaches the next response
// with no restart. A shopper is placed in or out of each slice's canary once, by a random bucket
// kept in a cookie (sticky while the percent stays; raising it only adds shoppers). The registry
// the page is rendered with travels in the page, so the browser composes the same versions.
import { randomInt } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Registry } from '../app/remotes';
import type { RemoteName } from '../app/route-table';

export interface SliceVersion {
  version: string;
  /** The version's browser manifest (its Node build lies beside it, server/remoteEntry.js). */
  url: string;
}

export interface SliceReleases {
  live: SliceVersion;
  canary?: (SliceVersion & { percent: number }) | null;
  /** Where this slice's versions are served: `<base><version>/mf-manifest.json`. */
  base?: string;
}

export interface ReleaseRegistry {
  revision?: number;
  slices: Partial<Record<RemoteName, SliceReleases>>;
}

/** The cookie that keeps a shopper's canary buckets. */
export const COHORT_COOKIE = 'sf_cohort';
/** QA only: see one candidate version of one slice inside the environment (`mf-product@<version>`). */
export const CANDIDATE_HEADER = 'sf-candidate';
export const CANDIDATE_COOKIE = 'sf_candidate';
/** Buckets per slice: a percent is 100 of them (a canary of 0.5% is possible). */
const BUCKETS = 10_000;
const VERSION = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;
const SLICE = /^mf[-_][a-z][a-z_-]{0,30}$/;

/** `mf_product` -> `mf-product` (how people and the sf-releases meta name a slice). */
export const sliceName = (remote: string) => remote.replace(/_/g, '-');
const remoteName = (slice: string) => slice.replace(/-/g, '_') as RemoteName;

/** The version a plain manifest URL names: `/releases/<version>/` in its path, else `dist` (the slice's working build). */
export function versionOfUrl(url: string): string {
  return /\/releases\/([^/]+)\/mf-manifest\.json$/.exec(url)?.[1] ?? 'dist';
}

/**
 * Reads both forms: a release registry ({ slices: { name: { live, canary } } }) or a plain
 * remotes.json (name -> manifest URL, the committed default of a fresh clone).
 */
export function parseRegistry(json: unknown): ReleaseRegistry {
  if (typeof json !== 'object' || json === null || Array.isArray(json)) return { slices: {} };
  const raw = json as Record<string, unknown>;
  if (typeof raw.slices === 'object' && raw.slices !== null) {
    const slices: ReleaseRegistry['slices'] = {};
    for (const [name, entry] of Object.entries(raw.slices as Record<string, SliceReleases>)) {
      if (entry?.live?.url && entry.live.version) slices[name as RemoteName] = entry;
    }
    return { revision: typeof raw.revision === 'number' ? raw.revision : undefined, slices };
  }
  const slices: ReleaseRegistry['slices'] = {};
  for (const [name, url] of Object.entries(raw)) {
    if (typeof url === 'string') slices[name as RemoteName] = { live: { version: versionOfUrl(url), url } };
  }
  return { slices };
}

/**
 * The registry as it is now: the release registry when it exists, else the environment's
 * remotes.json. Read on every call (a small file): a change made a millisecond ago counts, and a
 * file being replaced (written beside it, then renamed) is never read half-written.
 */
export function registryReader(releasesFile: string | null, fallbackFile: string): () => ReleaseRegistry {
  let last: ReleaseRegistry = { slices: {} };
  const read = (file: string) => parseRegistry(JSON.parse(readFileSync(file, 'utf8')));
  return () => {
    try {
      if (releasesFile) {
        try {
          last = read(releasesFile);
          return last;
        } catch (err) {
          if ((err as NodeJS.ErrnoException).code !== 'ENOENT') return last;
        }
      }
      last = read(fallbackFile);
    } catch {
      // unreadable: keep the last good one
    }
    return last;
  };
}

/** `mf_product.42-mf_catalogue.9051`: the shopper's bucket (0-9999) for each slice that had a canary. */
export function parseCohort(value: string | null): Map<string, number> {
  const buckets = new Map<string, number>();
  for (const part of (value ?? '').split('-')) {
    const m = /^([a-z_]{1,40})\.(\d{1,4})$/.exec(part);
    if (m) buckets.set(m[1], Number(m[2]));
  }
  return buckets;
}

export function formatCohort(buckets: Map<string, number>): string {
  return [...buckets].map(([name, bucket]) => `${name}.${bucket}`).join('-');
}

/** In the canary when the bucket is below the percent's share of buckets. */
export function inCanary(bucket: number, percent: number): boolean {
  return bucket < Math.round((percent / 100) * BUCKETS);
}

export interface Candidate {
  remote: RemoteName;
  version: string;
}

/** `mf-product@7-153b170` -> the slice and version, or null when it is not one. */
export function parseCandidate(value: string | null | undefined): Candidate | null {
  if (!value) return null;
  const at = value.lastIndexOf('@');
  const slice = value.slice(0, at).trim();
  const version = value.slice(at + 1).trim();
  if (at <= 0 || !SLICE.test(slice) || !VERSION.test(version)) return null;
  return { remote: remoteName(slice), version };
}

export interface Chosen {
  /** Name -> manifest URL: what this page is rendered and hydrated with. */
  registry: Registry;
  /** `mf-catalogue@<v>,mf-product@<v>,...` in the registry's order. */
  releases: string;
  /** The cohort cookie's new value when a bucket was drawn for this shopper, else null. */
  cohort: string | null;
  /** The candidate this page shows (QA), if any. */
  candidate: Candidate | null;
}

/**
 * The versions for one request: each slice's live version, or its canary for a shopper whose
 * bucket falls in it, or (QA, when allowed by the caller) a candidate named by header or cookie.
 */
export function chooseReleases(reg: ReleaseRegistry, cohortCookie: string | null, candidate: Candidate | null = null, draw: () => number = () => randomInt(BUCKETS)): Chosen {
  const buckets = parseCohort(cohortCookie);
  let drawn = false;
  const registry: Registry = {};
  const releases: string[] = [];
  for (const [name, entry] of Object.entries(reg.slices) as Array<[RemoteName, SliceReleases]>) {
    let pick: SliceVersion = entry.live;
    const canary = entry.canary;
    if (canary && canary.percent > 0 && canary.url && canary.version) {
      let bucket = buckets.get(name);
      if (bucket === undefined) {
        bucket = draw();
        buckets.set(name, bucket);
        drawn = true;
      }
      if (inCanary(bucket, canary.percent)) pick = canary;
    }
    if (candidate?.remote === name) pick = { version: candidate.version, url: versionUrl(entry, candidate.version) };
    registry[name] = pick.url;
    releases.push(`${sliceName(name)}@${pick.version}`);
  }
  return { registry, releases: releases.join(','), cohort: drawn ? formatCohort(buckets) : null, candidate: candidate && reg.slices[candidate.remote] ? candidate : null };
}

/** Where a version of the slice is served. */
export function versionUrl(entry: SliceReleases, version: string): string {
  const base = entry.base ?? new URL('/releases/', entry.live.url).href;
  return new URL(`${encodeURIComponent(version)}/mf-manifest.json`, base).href;
}

function cookieValue(header: string | undefined, name: string): string | null {
  for (const part of String(header ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return null;
}

export interface RoutingOptions {
  /** The release registry scripts/release.mjs writes (may not exist yet). */
  releasesFile: string | null;
  /** The environment's plain remotes.json, used until a release registry exists. */
  fallbackFile: string;
  /** Whether a request may ask for a candidate version (QA). Off in production unless enabled. */
  allowCandidates: boolean;
  /** Secure cookies (behind HTTPS). */
  secure?: boolean;
}

export type Routed =
  | { ok: true; chosen: Chosen; setCookie: string[] }
  | { ok: false; status: 403; message: string; setCookie: string[] };

/** Reads the registry and decides one request's versions (the rendering server calls it for every page). */
export function releaseRouting(o: RoutingOptions) {
  const read = registryReader(o.releasesFile, o.fallbackFile);
  const secure = o.secure ? '; Secure' : '';
  return {
    read,
    forRequest(headers: { cookie?: string; [name: string]: string | string[] | undefined }): Routed {
      const asked = headers[CANDIDATE_HEADER];
      const fromHeader = Array.isArray(asked) ? asked[0] : asked;
      const fromCookie = cookieValue(headers.cookie, CANDIDATE_COOKIE);
      const wanted = fromHeader ?? (fromCookie ? decodeURIComponentSafe(fromCookie) : null);
      if (wanted && !o.allowCandidates) {
        return {
          ok: false,
          status: 403,
          message: 'Candidate versions are not allowed in this environment (set SF_ALLOW_CANDIDATES=1 to allow them).',
          // A stale QA cookie must not lock a browser out.
          setCookie: fromCookie ? [`${CANDIDATE_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax${secure}`] : [],
        };
      }
      const candidate = parseCandidate(wanted);
      const chosen = chooseReleases(read(), cookieValue(headers.cookie, COHORT_COOKIE), candidate);
      const setCookie = chosen.cohort ? [`${COHORT_COOKIE}=${chosen.cohort}; Path=/; Max-Age=31536000; HttpOnly; SameSite=Lax${secure}`] : [];
      return { ok: true, chosen, setCookie };
    },
  };
}

function decodeURIComponentSafe(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}
