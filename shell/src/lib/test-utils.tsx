// Helpers for the shell's component tests: the common ones from tooling (the real shared store, a
// memory router, a window width) and a fetch stub answering by path. Only test files import this module.
import type { ReactElement } from 'react';
import type { RenderResult } from '@testing-library/react';
import { vi } from 'vitest';
import { renderInShop } from '@storefront/tooling/test-utils';

export { resetStore, setWindowWidth, signInForTest, TEST_API, TEST_USER } from '@storefront/tooling/test-utils';

export function renderWithShell(ui: ReactElement, { route = '/' }: { route?: string } = {}): RenderResult {
  return renderInShop(ui, { route });
}

export type FetchRoutes = Record<string, (url: URL, init?: RequestInit) => unknown>;

/**
 * Stubs fetch: each key is an API path; its function returns the JSON body. Unknown paths answer
 * 404, so a test notices a call it did not expect. Returns the mock for call assertions.
 */
export function stubFetch(routes: FetchRoutes) {
  const mock = vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    const handler = routes[url.pathname];
    if (init?.signal?.aborted) throw new DOMException('The operation was aborted.', 'AbortError');
    if (!handler) return new Response(JSON.stringify({ error: true, msg: 'Not found' }), { status: 404 });
    return new Response(JSON.stringify(handler(url, init)), { status: 200, headers: { 'Content-Type': 'application/json' } });
  });
  vi.stubGlobal('fetch', mock);
  return mock;
}
