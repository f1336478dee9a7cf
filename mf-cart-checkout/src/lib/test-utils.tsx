// Helpers for this slice's component tests: the common ones from tooling (the real shared store, a
// memory router with a probe of the current address, a signed-in shopper), cart lines, and a fetch
// stub that answers by method and path. Only test files import this module.
import type { ReactElement } from 'react';
import type { RenderResult } from '@testing-library/react';
import { vi } from 'vitest';
import type { CartItem } from '@storefront/shared';
import { renderInShop, TEST_USER } from '@storefront/tooling/test-utils';

export { hydrateInShop, renderOnServer, resetStore, signInForTest, TEST_API, TEST_USER } from '@storefront/tooling/test-utils';

export function cartItem(over: Partial<CartItem> & Pick<CartItem, 'id' | 'price' | 'quantity'>): CartItem {
  return {
    _id: over.id,
    productTitle: `Product ${over.id}`,
    image: '/uploads/seed/x.svg',
    rating: 4.5,
    subTotal: over.price * over.quantity,
    productId: `p-${over.id}`,
    variant: '',
    countInStock: 10,
    userId: TEST_USER.userId,
    ...over,
  };
}

export function renderPage(ui: ReactElement, { route = '/' }: { route?: string } = {}): RenderResult {
  return renderInShop(ui, { route, search: false });
}

export interface StubAnswer {
  status?: number;
  body: unknown;
}
/** Key: 'GET /api/cart', 'PUT /api/cart/:id' ... (`:id` matches one path segment). */
export type FetchRoutes = Record<string, (url: URL, body: unknown) => unknown | StubAnswer>;

const isAnswer = (v: unknown): v is StubAnswer =>
  !!v && typeof v === 'object' && 'body' in v && Object.keys(v).every((k) => k === 'body' || k === 'status');

/** Stubs fetch. Unknown calls answer 404 so a test notices a call it did not expect. */
export function stubFetch(routes: FetchRoutes) {
  const matchers = Object.entries(routes).map(([key, handler]) => {
    const [method, path] = key.split(' ');
    const re = new RegExp(`^${path.replace(/:[a-zA-Z]+/g, '[^/]+')}$`);
    return { method, re, handler };
  });
  const mock = vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    const method = (init?.method ?? 'GET').toUpperCase();
    const m = matchers.find((x) => x.method === method && x.re.test(url.pathname));
    if (!m) return new Response(JSON.stringify({ error: true, msg: 'Not found' }), { status: 404 });
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const out = m.handler(url, body);
    const answer = isAnswer(out) ? out : { status: 200, body: out };
    return new Response(JSON.stringify(answer.body), { status: answer.status ?? 200, headers: { 'Content-Type': 'application/json' } });
  });
  vi.stubGlobal('fetch', mock);
  return mock;
}

/** The calls made to one method and path, with their JSON bodies. */
export function callsTo(mock: ReturnType<typeof stubFetch>, method: string, pathname: string | RegExp) {
  return mock.mock.calls
    .filter(([input, init]) => {
      const url = new URL(String(input));
      const m = (init?.method ?? 'GET').toUpperCase();
      return m === method && (typeof pathname === 'string' ? url.pathname === pathname : pathname.test(url.pathname));
    })
    .map(([input, init]) => ({ url: new URL(String(input)), body: typeof init?.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : undefined }));
}
