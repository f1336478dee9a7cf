// Stage 2 of a server render (render.tsx): everything the page needs before React renders it, read
// at once: the head's API answers, the categories for the chrome, the region's code and browser
// files, the shopper's session. Every API read of the request goes through one per-request cache
// (its ServerReads), which the page's data hooks read through too: the head and the region share
// one read of a product.
import { readThrough, type Category, type ServerReads, type SlicePages } from '@storefront/shared';
import type { Registry } from '../app/remotes';
import { exposeAssets, inlineStyles, serverPages, type ExposeAssets } from './federation';
import { loadHead, type HeadFetch, type PageHead } from './head';
import type { PageRoute } from './page-route';
import type { PageSession } from './payload';
import { readSession } from './session';

export function withTimeout<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took longer than ${ms} ms`)), ms);
  });
  return Promise.race([work, limit]).finally(() => clearTimeout(timer));
}

export interface RequestReads {
  /** The request's reads by URL: handed to its RenderData, so the data hooks read through them. */
  reads: ServerReads;
  /** A read through them that gives up waiting after the head's time (the read itself goes on). */
  get: HeadFetch;
}

/** `bearer`: the token of the shopper's session cookie, for the private reads of a page rendered for them. */
export function requestReads(timeoutMs: number, bearer?: string | null): RequestReads {
  const reads: ServerReads = bearer ? Object.assign(new Map(), { bearer }) : new Map();
  return { reads, get: (path) => withTimeout(readThrough(reads, path), timeoutMs, path) };
}

export async function readCategories(get: HeadFetch): Promise<Category[]> {
  try {
    const res = await get('/api/category');
    const list = res.ok ? (res.data as { categoryList?: Category[] } | null)?.categoryList : undefined;
    return Array.isArray(list) ? list : [];
  } catch {
    return [];
  }
}

/** How long the server keeps the countries' names (the list of places barely ever changes). */
const COUNTRY_NAMES_MS = 10 * 60_000;
let countryNames: { at: number; names: Promise<Map<string, string>> } | null = null;

/**
 * The name of the place a shopper chose ('India' for 'IN'), for the header's 'Deliver to': read from
 * the API's list once in a while and kept by this process, not read for every page. null for 'All',
 * an unknown code, or when the list cannot be read (the header then shows the code).
 */
export async function readLocationName(get: HeadFetch, code: string, now = Date.now()): Promise<string | null> {
  if (!/^[A-Za-z]{2}$/.test(code)) return null;
  if (!countryNames || now - countryNames.at > COUNTRY_NAMES_MS) {
    const names = get('/api/countries').then((res) => {
      const list = res.ok ? (res.data as { data?: Array<{ country?: unknown; iso2?: unknown }> } | null)?.data : undefined;
      if (!Array.isArray(list)) throw new Error('the countries could not be read');
      return new Map(list.filter((c) => typeof c.iso2 === 'string' && typeof c.country === 'string').map((c) => [(c.iso2 as string).toUpperCase(), c.country as string]));
    });
    const entry = { at: now, names };
    countryNames = entry;
    // A failed read is not kept: the next page asks again.
    names.catch(() => {
      if (countryNames === entry) countryNames = null;
    });
  }
  try {
    return (await countryNames.names).get(code.toUpperCase()) ?? null;
  } catch {
    return null;
  }
}

/** Forgets the kept names (tests). */
export function forgetLocationNames(): void {
  countryNames = null;
}

export interface PageDataRequest {
  origin: string;
  registry: Registry;
  apiBase: string;
  /** The token of the shopper's session cookie, when they sent one. */
  session?: string | null;
  /** How long the page may wait for a remote's code, and for the API. */
  remoteMs: number;
  headMs: number;
  /** The shopper's chosen delivery location (a code), when they chose one. */
  location?: string | null;
}

export interface PageData {
  /** null when the head could not be decided at all (the page still renders). */
  head: PageHead | null;
  categories: Category[];
  /** The region's pages from its remote's server build; null when it is not rendered here or failed to load. */
  pages: SlicePages | null;
  /** The region's browser files (null: no region, or its manifest could not be read). */
  assets: ExposeAssets | null;
  /** The region's stylesheets' text, for the page's head. */
  remoteStyles: { css: string; found: string[]; missing: string[] };
  session: PageSession | null;
  /** The chosen location's name, for the header (null: none chosen, or not known). */
  locationName: string | null;
}

export async function loadPageData(req: PageDataRequest, page: PageRoute, get: HeadFetch): Promise<PageData> {
  const { remote } = page;
  // The browser files of the region's remote, named in the page only when they are there to fetch
  // (a failed preload would be reused by the browser when the shopper retries); its manifest also
  // tells which release the server should run.
  const manifest = remote ? req.registry[remote] : undefined;
  const assetsReady = manifest ? exposeAssets(manifest) : Promise.resolve(null);
  const [head, categories, pages, assets, session, locationName] = await Promise.all([
    loadHead(page.url, req.origin, get, { apiBase: req.apiBase }).catch((): PageHead | null => null),
    readCategories(get),
    page.regionRendered && remote
      ? assetsReady
          .then((a) => withTimeout(serverPages(req.registry, remote, a?.release ?? null), req.remoteMs, `${remote}'s server build`))
          .catch((err: unknown) => {
            console.error(`[shell-server] ${remote} could not be loaded; its region shows its fallback`, err);
            return null;
          })
      : Promise.resolve(null),
    assetsReady,
    req.session ? readSession(req.apiBase, req.session, req.headMs) : Promise.resolve<PageSession | null>(null),
    req.location ? readLocationName(get, req.location) : Promise.resolve(null),
  ]);
  const remoteStyles = await inlineStyles(assets?.css ?? []);
  return { head, categories, pages, assets, remoteStyles, session, locationName };
}
