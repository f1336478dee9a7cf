// Helpers for this slice's component tests: the real shared store, a memory router, a window
// width, and a fetch stub answering by path. Only test files import this module.
import type { ReactElement } from 'react';
import { Provider } from 'jotai';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { render, type RenderResult } from '@testing-library/react';
import { vi, type Mock } from 'vitest';
import {
  alertAtom,
  categoriesAtom,
  configure,
  filterPanelOpenAtom,
  filtersEnabledAtom,
  locationAtom,
  store,
  tokenAtom,
  userAtom,
  type Category,
  type Product,
  type StoredUser,
} from '@storefront/shared';

export const TEST_API = 'http://api.test';

export function resetStore(): void {
  configure({ apiBase: TEST_API });
  store.set(tokenAtom, null);
  store.set(userAtom, null);
  store.set(alertAtom, { open: false, msg: '', error: false, key: 0 });
  store.set(filtersEnabledAtom, false);
  store.set(filterPanelOpenAtom, false);
  store.set(categoriesAtom, []);
  store.set(locationAtom, 'All');
}

export const TEST_USER: StoredUser = { name: 'Asha Rao', email: 'asha@example.in', userId: 'u1', image: '' };

export function signInForTest(user: StoredUser = TEST_USER): void {
  localStorage.setItem('token', 'tok');
  localStorage.setItem('user', JSON.stringify(user));
  store.set(tokenAtom, 'tok');
  store.set(userAtom, user);
}

export function setWindowWidth(width: number): void {
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: width });
  window.dispatchEvent(new Event('resize'));
}

export function makeProduct(over: Partial<Product> = {}): Product {
  const id = over.id ?? 'p1';
  return {
    id,
    _id: id,
    name: 'Rangrez Crew Neck T-Shirt',
    description: 'A breathable shirt.',
    brand: 'Rangrez',
    images: [`/uploads/${id}-1.svg`, `/uploads/${id}-2.svg`],
    price: 1599,
    oldPrice: 2299,
    discount: 30,
    countInStock: 5,
    rating: 3.5,
    numReviews: 2,
    catId: 'c1',
    catName: 'Fashion',
    subCatId: 's1',
    subCat: 'Men',
    productRam: [],
    size: [],
    productWeight: [],
    location: [],
    isFeatured: false,
    dateCreated: '2025-01-01T00:00:00.000Z',
    ...over,
  };
}

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

/** Shows the current address so tests can assert where a click navigated to. */
function LocationProbe() {
  const loc = useLocation();
  return <output data-testid="location">{loc.pathname + loc.search}</output>;
}

/** Renders `ui` at `route`, matched by each of `paths` (so navigating between them keeps it). */
export function renderAt(ui: ReactElement, { paths = ['/'], route = '/' }: { paths?: string[]; route?: string } = {}): RenderResult {
  return render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[route]} future={{ v7_startTransition: true, v7_relativeSplatPath: true }}>
        <Routes>
          {paths.map((p) => (
            <Route key={p} path={p} element={ui} />
          ))}
          <Route path="*" element={null} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </Provider>,
  );
}
