// Test helpers: a product fixture, a signed-in or visitor store, a fetch stub answering by route,
// and render inside the router and the shared store like the shell does.
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { Provider } from 'jotai';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { vi } from 'vitest';
import { alertAtom, cartItemsAtom, configure, store, tokenAtom, userAtom, type Product } from '@storefront/shared';

export const API = 'http://api.test';

export function makeProduct(over: Partial<Product> = {}): Product {
  const id = over.id ?? 'p1';
  return {
    id,
    _id: id,
    name: 'Redmi Note 13 Pro 5G',
    description: 'A bright 6.67 inch display and a 5000 mAh battery.',
    brand: 'Xiaomi',
    images: ['/uploads/p1-a.svg', '/uploads/p1-b.svg'],
    price: 23999,
    oldPrice: 27999,
    discount: 14,
    countInStock: 3,
    rating: 4.5,
    numReviews: 2,
    catId: 'c1',
    catName: 'Electronics',
    subCatId: 's1',
    subCat: 'Mobiles',
    productRam: [],
    size: [],
    productWeight: [],
    location: ['All'],
    isFeatured: false,
    dateCreated: '2025-01-01T10:00:00.000Z',
    ...over,
  };
}

export const SHOPPER = { name: 'Asha Verma', email: 'asha@example.in', userId: 'u1', image: '' };

export function signInShopper() {
  localStorage.setItem('token', 'tok');
  store.set(tokenAtom, 'tok');
  store.set(userAtom, SHOPPER);
}

export function resetStore() {
  store.set(tokenAtom, null);
  store.set(userAtom, null);
  store.set(cartItemsAtom, []);
  store.set(alertAtom, { open: false, msg: '', error: false, key: 0 });
  configure({ apiBase: API });
}

export const lastAlert = () => store.get(alertAtom);

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
  return render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[route]} future={{ v7_startTransition: true, v7_relativeSplatPath: true }}>
        <Routes>
          <Route path={path} element={ui} />
          {path !== '*' && <Route path="*" element={<Elsewhere />} />}
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
}

function Elsewhere() {
  return <p>Elsewhere: {useLocation().pathname}</p>;
}
