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

type UnauthorizedListener = () => void;
const unauthorizedListeners = new Set<UnauthorizedListener>();

/** Called when the API answers 401 to a request that carried a token (it expired or was revoked). */
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

export async function request<T>(method: string, path: string, opts: RequestOptions = {}): Promise<ApiResult<T>> {
  const token = readStorage(STORAGE_KEYS.token);
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
    res = await fetch(buildUrl(path, opts.query), { method, headers, body, signal: opts.signal });
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
  if (res.status === 401 && token) unauthorizedListeners.forEach((l) => l());
  return { ok: false, status: res.status, msg: messageOf(data, res.status), data };
}

export const api = {
  get: <T>(path: string, query?: Query, signal?: AbortSignal) => request<T>('GET', path, { query, signal }),
  post: <T>(path: string, body?: unknown, query?: Query) => request<T>('POST', path, { body, query }),
  put: <T>(path: string, body?: unknown) => request<T>('PUT', path, { body }),
  del: <T>(path: string, query?: Query) => request<T>('DELETE', path, { query }),
  upload: <T>(path: string, form: FormData) => request<T>('POST', path, { body: form }),
};
