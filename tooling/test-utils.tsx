// What every slice's component tests need, written once: the real shared store reset between
// tests, a signed-in shopper, a window width, a product fixture, and rendering inside the store and
// a memory router with a probe of the current address. Each slice's src/lib/test-utils.tsx adds
// only its own fixtures and fetch stub. Only test files import this module.
import { act, Suspense, type ReactElement, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { Provider } from 'jotai';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { render, type RenderResult } from '@testing-library/react';
import {
  alertAtom,
  cartErrorAtom,
  cartItemsAtom,
  categoriesAtom,
  chromeHiddenAtom,
  codeFlowAtom,
  configure,
  countriesAtom,
  filterPanelOpenAtom,
  formDraftAtom,
  locationAtom,
  locationChosenAtom,
  RenderDataContext,
  store,
  tokenAtom,
  userAtom,
  type Product,
  type RenderData,
  type StoredUser,
} from '@storefront/shared';

export const TEST_API = 'http://api.test';
export const TEST_USER: StoredUser = { name: 'Asha Rao', email: 'asha@example.in', userId: 'u1', image: '' };

/** Every atom several slices read back to a visitor's first visit, and the API at TEST_API. */
export function resetStore(): void {
  configure({ apiBase: TEST_API });
  store.set(tokenAtom, null);
  store.set(userAtom, null);
  store.set(cartItemsAtom, []);
  store.set(cartErrorAtom, null);
  store.set(alertAtom, { open: false, msg: '', error: false, key: 0 });
  store.set(chromeHiddenAtom, false);
  store.set(filterPanelOpenAtom, false);
  store.set(categoriesAtom, []);
  store.set(countriesAtom, []);
  store.set(locationAtom, 'All');
  store.set(locationChosenAtom, false);
  // The account screens' code flow, in the store and its cookie.
  store.set(codeFlowAtom, null);
  store.set(formDraftAtom, null);
  if (typeof document !== 'undefined') document.cookie = 'sf_code_flow=; Path=/; Max-Age=0';
}

/** Puts a signed-in shopper in storage and the store without any network call. */
export function signInForTest(user: StoredUser = TEST_USER, token = 'tok'): void {
  localStorage.setItem('token', token);
  localStorage.setItem('user', JSON.stringify(user));
  store.set(tokenAtom, token);
  store.set(userAtom, user);
}

export const lastAlert = () => store.get(alertAtom);

export function setWindowWidth(width: number): void {
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: width });
  window.dispatchEvent(new Event('resize'));
}

/** A catalogue product; `over` replaces any field. */
export function makeProduct(over: Partial<Product> = {}): Product {
  const id = over.id ?? 'p1';
  return {
    id, _id: id, name: 'Rangrez Crew Neck T-Shirt', description: 'A breathable shirt.', brand: 'Rangrez',
    images: [`/uploads/${id}-1.svg`, `/uploads/${id}-2.svg`], price: 1599, oldPrice: 2299, discount: 30, countInStock: 5,
    rating: 3.5, numReviews: 2, catId: 'c1', catName: 'Fashion', subCatId: 's1', subCat: 'Men',
    productRam: [], size: [], productWeight: [], location: [], isFeatured: false, dateCreated: '2025-01-01T00:00:00.000Z',
    ...over,
  };
}

/** Shows the current address (`data-testid="location"`) so tests can assert where a click went. */
function LocationProbe({ search }: { search: boolean }) {
  const loc = useLocation();
  return <div data-testid="location">{search ? loc.pathname + loc.search : loc.pathname}</div>;
}

export interface RenderInShopOptions {
  /** The address the test starts at. */
  route?: string;
  /** The paths `ui` answers (navigating between them keeps it); '*' by default. */
  paths?: string[];
  /** What any other path shows (nothing by default). */
  elsewhere?: ReactNode;
  /** Whether the probe shows the query string too (default true). */
  search?: boolean;
}

/** Renders `ui` inside the shared store and a memory router, as the shell does. */
export function renderInShop(ui: ReactElement, { route = '/', paths = ['*'], elsewhere = null, search = true }: RenderInShopOptions = {}): RenderResult {
  return render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[route]} future={{ v7_startTransition: true, v7_relativeSplatPath: true }}>
        <Routes>
          {paths.map((p) => <Route key={p} path={p} element={ui} />)}
          {!paths.includes('*') && <Route path="*" element={elsewhere} />}
        </Routes>
        <LocationProbe search={search} />
      </MemoryRouter>
    </Provider>,
  );
}

function pageOf(ui: ReactElement, data: RenderData, route: string) {
  return (
    <RenderDataContext.Provider value={data}>
      <Provider store={store}>
        <MemoryRouter initialEntries={[route]} future={{ v7_startTransition: true, v7_relativeSplatPath: true }}>
          <Suspense fallback={null}>{ui}</Suspense>
        </MemoryRouter>
      </Provider>
    </RenderDataContext.Provider>
  );
}

/**
 * Renders `ui` as the shop's rendering server does a page it holds whole: its data hooks
 * (useServerData) read first, then the HTML is made with their answers. The HTML goes into the
 * document; the records are what the browser is handed with it.
 */
export async function renderOnServer(ui: ReactElement, route = '/'): Promise<{ container: HTMLElement; records: RenderData['records'] }> {
  const data: RenderData = { server: true, hydrating: false, records: {}, pending: new Map(), failed: new Set() };
  // As the server's stream does: render again while a pass starts a read (a part shown only once
  // an earlier read has answered asks for its own data then).
  for (let started = -1; started !== data.pending?.size; ) {
    started = data.pending?.size ?? 0;
    renderToString(pageOf(ui, data, route));
    await Promise.all(data.pending?.values() ?? []);
  }
  const container = document.createElement('div');
  container.innerHTML = renderToString(pageOf(ui, data, route));
  document.body.appendChild(container);
  return { container, records: data.records };
}

/** Hydrates the server's HTML with its records, as the browser does; answers React's recoverable errors (a mismatch). */
export async function hydrateInShop(container: HTMLElement, ui: ReactElement, route: string, records: RenderData['records']): Promise<unknown[]> {
  const errors: unknown[] = [];
  await act(async () => {
    hydrateRoot(container, pageOf(ui, { server: false, hydrating: true, records }, route), { onRecoverableError: (e) => errors.push(e) });
  });
  return errors;
}
