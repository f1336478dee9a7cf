// A fake API for component tests: `fetch` is replaced by a table of 'METHOD /path' handlers, and
// every call is recorded so a test can check what the screen sent.
import { vi } from 'vitest';

export interface ApiCall {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
  headers: Record<string, string>;
}

export type Reply = { status?: number; body?: unknown } | Promise<{ status?: number; body?: unknown }>;
export type Handler = (call: ApiCall) => Reply;

export function mockApi(handlers: Record<string, Handler | { status?: number; body?: unknown }>) {
  const calls: ApiCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input));
    const method = (init.method ?? 'GET').toUpperCase();
    let body: unknown = init.body;
    if (typeof init.body === 'string') body = JSON.parse(init.body);
    const call: ApiCall = {
      method,
      path: url.pathname,
      query: url.searchParams,
      body,
      headers: (init.headers ?? {}) as Record<string, string>,
    };
    calls.push(call);
    const handler = handlers[`${method} ${url.pathname}`];
    if (!handler) return new Response(JSON.stringify({ error: true, msg: `no mock for ${method} ${url.pathname}` }), { status: 404 });
    const reply = await (typeof handler === 'function' ? handler(call) : handler);
    return new Response(reply.body === undefined ? '' : JSON.stringify(reply.body), {
      status: reply.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    fetchMock,
    callsTo: (method: string, path: string) => calls.filter((c) => c.method === method && c.path === path),
  };
}

/** The API's answer when Google sign-in has no client id (the sign-in and sign-up screens ask). */
export const NO_GOOGLE_CLIENT = { 'GET /api/user/auth-config': { body: { googleClientId: null } } };

/** A promise the test resolves when it wants the server to answer (to see in-flight states). */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}
