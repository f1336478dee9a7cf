// Test helpers: the common ones from tooling (the real shared store, a signed-in shopper, rendering
// inside the router and the store like the shell does), this slice's product fixture, and a fetch
// stub answering by route.
import type { ReactElement } from 'react';
import { useLocation } from 'react-router-dom';
import type { screen } from '@testing-library/react';
import { expect, vi } from 'vitest';
import type { Product } from '@storefront/shared';
import { makeProduct as baseProduct, renderInShop, signInForTest, TEST_USER } from '@storefront/tooling/test-utils';

export { lastAlert, resetStore, TEST_API as API } from '@storefront/tooling/test-utils';

/** A phone with two pictures, three in stock. */
export function makeProduct(over: Partial<Product> = {}): Product {
  return baseProduct({
    name: 'Redmi Note 13 Pro 5G', description: 'A bright 6.67 inch display and a 5000 mAh battery.', brand: 'Xiaomi',
    images: ['/uploads/p1-a.svg', '/uploads/p1-b.svg'], price: 23999, oldPrice: 27999, discount: 14, countInStock: 3,
    rating: 4.5, catName: 'Electronics', subCat: 'Mobiles', location: ['All'], dateCreated: '2025-01-01T10:00:00.000Z',
    ...over,
  });
}

/** What every view of the fixture phone shows: brand, rating, old and new price, stock and description. */
export function expectPhoneFacts(view: Pick<typeof screen, 'getByText' | 'getByRole'>) {
  expect(view.getByText('Xiaomi')).toBeInTheDocument();
  expect(view.getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeInTheDocument();
  expect(view.getByText('₹27,999')).toBeInTheDocument();
  expect(view.getByText('₹23,999')).toBeInTheDocument();
  expect(view.getByText('IN STOCK')).toBeInTheDocument();
  expect(view.getByText(/bright 6.67 inch display/)).toBeInTheDocument();
}

export const SHOPPER = { ...TEST_USER, name: 'Asha Verma' };

export function signInShopper() {
  signInForTest(SHOPPER);
}

type Handler = (url: URL, init: RequestInit | undefined) => unknown;
export type Routes = Record<string, Handler | unknown>;

/** Stubs fetch; keys are 'METHOD /path'. A handler's return value is the JSON body; `reply()` sets a status. */
export function stubApi(routes: Routes) {
  const fetchMock = vi.fn(async (input: string, init?: RequestInit) => {
    const url = new URL(input);
    const key = `${init?.method ?? 'GET'} ${url.pathname}`;
    if (!(key in routes)) return new Response(JSON.stringify({ error: true, msg: `no stub for ${key}` }), { status: 404 });
    const h = routes[key];
    const out = typeof h === 'function' ? await (h as Handler)(url, init) : h;
    if (out instanceof Response) return out;
    return new Response(JSON.stringify(out), { status: 200 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

export function reply(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status });
}

/** Calls of one route, with parsed URL and JSON body. */
export function callsTo(fetchMock: ReturnType<typeof stubApi>, key: string) {
  return fetchMock.mock.calls
    .filter(([u, i]) => `${i?.method ?? 'GET'} ${new URL(u).pathname}` === key)
    .map(([u, i]) => ({ url: new URL(u), body: i?.body ? JSON.parse(String(i.body)) : undefined }));
}

/** Renders `ui` at `path` (any path by default); other paths show 'Elsewhere: <path>'. */
export function renderWithShop(ui: ReactElement, { path = '*', route = '/' }: { path?: string; route?: string } = {}) {
  return renderInShop(ui, { paths: [path], route, elsewhere: <Elsewhere /> });
}

function Elsewhere() {
  return <p>Elsewhere: {useLocation().pathname}</p>;
}
