// One typed client for every call of spec section 7: base URL from the runtime config, the
// bearer token from storage, JSON in and out, and failures as values the screens can show.
import { getConfig } from './config';
import { STORAGE_KEYS } from './constants';
import { readStorage } from './storage';

export type ApiResult<T> =
  | { ok: true; status: number; data: T }
  | { ok: false; status: number; msg: string; data: unknown };

export type Query = Record<string, string | number | boolean | null | undefined>;

export const NETWORK_ERROR_MSG = 'Cannot reach the shop right now. Please check your connection and try again.';

/** Gets the bearer token the refused call carried (null: it went with the cookie alone). */
type UnauthorizedListener = (sentToken: string | null) => void;
const unauthorizedListeners = new Set<UnauthorizedListener>();

/**
 * Called when the API answers 401 to a shopper's own call (the token or cookie expired or was
 * revoked, or there was none): listeners decide whether somebody was signed in.
 */
export function onUnauthorized(listener: UnauthorizedListener): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

export function buildUrl(path: string, query?: Query): string {
  const base = getConfig().apiBase.replace(/\/$/, '');
  const url = new URL(base + path);
  if (query) {
    for (const [k, v] of Object.entries(query)) {
      if (v !== undefined && v !== null && v !== '') url.searchParams.set(k, String(v));
    }
  }
  return url.toString();
}

function messageOf(body: unknown, status: number): string {
  if (body && typeof body === 'object') {
    const b = body as { msg?: unknown; message?: unknown };
    if (typeof b.msg === 'string' && b.msg) return b.msg;
    if (typeof b.message === 'string' && b.message) return b.message;
  }
  return status >= 500 ? 'Something went wrong. Please try again.' : `Request failed (${status})`;
}

export interface RequestOptions {
  query?: Query;
  body?: unknown;
  signal?: AbortSignal;
}

/** Catalogue reads: the same for everyone, so they go without the token and HTTP caches can keep them. */
const PUBLIC_READ = /^\/api\/(products(\/[^/]+)?|search|category|countries|homeBanner|banners|homeSideBanners|homeBottomBanners)\/?$/;
/** Read once per page load, however many parts of the page ask (categories, countries, banners). */
const READ_ONCE = /^\/api\/(category|countries|homeBanner|banners|homeSideBanners|homeBottomBanners)$/;
export const READ_ONCE_TTL_MS = 5 * 60_000;

let writes = 0;
/** How many writes (POST, PUT, DELETE, ...) this page has sent: a read older than the last write is stale. */
export function writeCount(): number {
  return writes;
}

/**
 * One server request's API reads by URL: a page's head, chrome and regions read each URL once. On a
 * page rendered for the shopper of a session cookie, `bearer` is that session's token: the private
 * reads of the page's data hooks (their orders, their list) go as that shopper.
 */
export type ServerReads = Map<string, Promise<ApiResult<unknown>>> & { bearer?: string };

/** The reads a data hook's call goes through while it is being started (see readingThrough). */
let activeReads: ServerReads | null = null;

/**
 * Runs `start` (a data hook's call, on the server) with every GET it begins before its first await
 * answered from `reads` when that URL was read already, and kept there otherwise. Scoped to the
 * synchronous call, so concurrent requests never see each other's reads.
 */
export function readingThrough<T>(reads: ServerReads, start: () => T): T {
  const outer = activeReads;
  activeReads = reads;
  try {
    return start();
  } finally {
    activeReads = outer;
  }
}

/** A GET of `path` shared through `reads`: the first caller starts it, later ones get its answer. */
export function readThrough<T>(reads: ServerReads, path: string, query?: Query): Promise<ApiResult<T>> {
  const url = buildUrl(path, query);
  let read = reads.get(url);
  if (!read) {
    read = send<unknown>('GET', path, { query, bearer: reads.bearer });
    reads.set(url, read);
  }
  return read as Promise<ApiResult<T>>;
}

export function request<T>(method: string, path: string, opts: RequestOptions = {}): Promise<ApiResult<T>> {
  if (method !== 'GET' || !activeReads) return send<T>(method, path, opts);
  // A shared read is never aborted for everyone: the signal only stops this caller's wait.
  const read = readThrough<T>(activeReads, path, opts.query);
  return opts.signal ? abortable(read, opts.signal) : read;
}

/** `bearer`: the token a server render's private read goes with (ServerReads), instead of the browser's. */
async function send<T>(method: string, path: string, opts: RequestOptions & { bearer?: string }): Promise<ApiResult<T>> {
  if (method !== 'GET') writes++;
  const publicRead = method === 'GET' && PUBLIC_READ.test(path);
  const token = publicRead ? null : (opts.bearer ?? readStorage(STORAGE_KEYS.token));
  const headers: Record<string, string> = {};
  let body: BodyInit | undefined;
  if (opts.body instanceof FormData) {
    body = opts.body;
  } else if (opts.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(opts.body);
  }
  if (token) headers.Authorization = `Bearer ${token}`;
  let res: Response;
  try {
    // The shopper's own calls carry the session cookie too (the API sets it at sign-in): a shopper
    // signed in by a form before the scripts ran has no token, only the cookie.
    res = await fetch(buildUrl(path, opts.query), { method, headers, body, signal: opts.signal, credentials: publicRead ? 'same-origin' : 'include' });
  } catch (err) {
    if ((err as { name?: string })?.name === 'AbortError') throw err;
    return { ok: false, status: 0, msg: NETWORK_ERROR_MSG, data: null };
  }
  let data: unknown = null;
  const text = await res.text().catch(() => '');
  if (text) {
    try {
      data = JSON.parse(text);
    } catch {
      data = text;
    }
  }
  if (res.ok) return { ok: true, status: res.status, data: data as T };
  if (res.status === 401 && !publicRead) unauthorizedListeners.forEach((l) => l(token));
  return { ok: false, status: res.status, msg: messageOf(data, res.status), data };
}

function abortable<T>(result: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(new DOMException('Aborted', 'AbortError'));
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(new DOMException('Aborted', 'AbortError'));
    signal.addEventListener('abort', onAbort, { once: true });
    result.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

interface SharedRead {
  /** The fetch that made it (tests swap fetch per case; a page never does). */
  fetcher: typeof fetch;
  at: number;
  result: Promise<ApiResult<unknown>>;
}
const readOnceCache = new Map<string, SharedRead>();

/**
 * A read shared by every caller for READ_ONCE_TTL_MS (a failed one is not kept). A caller's signal
 * only stops its own wait, never the shared request.
 */
export function sharedGet<T>(path: string, signal?: AbortSignal): Promise<ApiResult<T>> {
  // A server rendering many shoppers' pages keeps nothing between requests.
  if (typeof window === 'undefined') return request<T>('GET', path, { signal });
  const hit = readOnceCache.get(path);
  let result: Promise<ApiResult<unknown>>;
  if (hit && hit.fetcher === globalThis.fetch && Date.now() - hit.at < READ_ONCE_TTL_MS) {
    result = hit.result;
  } else {
    const entry: SharedRead = { fetcher: globalThis.fetch, at: Date.now(), result: request<unknown>('GET', path) };
    const forget = () => {
      if (readOnceCache.get(path) === entry) readOnceCache.delete(path);
    };
    entry.result.then((r) => !r.ok && forget(), forget);
    readOnceCache.set(path, entry);
    result = entry.result;
  }
  const typed = result as Promise<ApiResult<T>>;
  return signal ? abortable(typed, signal) : typed;
}

export const api = {
  get: <T>(path: string, query?: Query, signal?: AbortSignal) =>
    READ_ONCE.test(path) && !query ? sharedGet<T>(path, signal) : request<T>('GET', path, { query, signal }),
  post: <T>(path: string, body?: unknown, query?: Query) => request<T>('POST', path, { body, query }),
  put: <T>(path: string, body?: unknown) => request<T>('PUT', path, { body }),
  del: <T>(path: string, query?: Query) => request<T>('DELETE', path, { query }),
  upload: <T>(path: string, form: FormData) => request<T>('POST', path, { body: form }),
};
