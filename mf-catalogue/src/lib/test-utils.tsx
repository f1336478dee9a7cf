// Helpers for this slice's component tests: the common ones from tooling (the real shared store, a
// memory router, a window width, a product) and the catalogue's fixtures and fetch stub by path.
// Only test files import this module.
import type { ReactElement } from 'react';
import type { RenderResult } from '@testing-library/react';
import { afterEach, beforeEach, vi, type Mock } from 'vitest';
import { categoriesAtom, store, type Category, type Product } from '@storefront/shared';
import { renderInShop, resetStore, setWindowWidth } from '@storefront/tooling/test-utils';

export { makeProduct, resetStore, setWindowWidth, signInForTest, TEST_API, TEST_USER } from '@storefront/tooling/test-utils';

export const CATEGORIES: Category[] = [
  {
    id: 'c1',
    _id: 'c1',
    name: 'Fashion',
    color: '#fdf0e6',
    images: ['/uploads/c1.svg'],
    children: [
      { id: 's1', _id: 's1', name: 'Men', parentId: 'c1' },
      { id: 's2', _id: 's2', name: 'Women', parentId: 'c1' },
    ],
  },
  {
    id: 'c2',
    _id: 'c2',
    name: 'Electronics',
    color: '#e6eefd',
    images: ['/uploads/c2.svg'],
    children: [{ id: 's3', _id: 's3', name: 'Mobiles', parentId: 'c2' }],
  },
];

/** Each test of the file starts as a visitor on a 1280 px screen with CATEGORIES loaded; its fetch stub is undone after. */
export function startOnWideScreenWithCategories(): void {
  beforeEach(() => {
    resetStore();
    store.set(categoriesAtom, CATEGORIES);
    setWindowWidth(1280);
  });
  afterEach(() => vi.unstubAllGlobals());
}

export function page(products: Product[], extra: { totalPages?: number; page?: number; perPage?: number } = {}) {
  return { products, totalPages: extra.totalPages ?? 1, page: extra.page ?? 1, perPage: extra.perPage ?? 10, totalPosts: products.length };
}

export type Responder = (url: URL, init?: RequestInit) => unknown;

/**
 * Stubs fetch: `routes` maps a path (exact) to a JSON body or a function of the request. Unknown
 * paths answer 404. Returns the mock; `calls(path)` lists the URLs asked for on a path.
 */
export function stubApi(routes: Record<string, unknown | Responder>) {
  const mock: Mock = vi.fn(async (input: string, init?: RequestInit) => {
    const url = new URL(input);
    const route = routes[url.pathname];
    if (route === undefined) return new Response(JSON.stringify({ error: true, msg: 'Not found' }), { status: 404 });
    const body = typeof route === 'function' ? await (route as Responder)(url, init) : route;
    if (body instanceof Response) return body;
    return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
  });
  vi.stubGlobal('fetch', mock);
  const calls = (path: string) =>
    mock.mock.calls.map(([u]) => new URL(u as string)).filter((u) => u.pathname === path);
  return { mock, calls };
}

/** Renders `ui` at `route`, matched by each of `paths` (so navigating between them keeps it). */
export function renderAt(ui: ReactElement, { paths = ['/'], route = '/' }: { paths?: string[]; route?: string } = {}): RenderResult {
  return renderInShop(ui, { paths, route });
}
