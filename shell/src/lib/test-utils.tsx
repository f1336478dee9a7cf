// Helpers for the shell's component tests: the real shared store, a memory router, a window
// width, and a fetch stub answering by path. Only test files import this module.
import type { ReactElement } from 'react';
import { Provider } from 'jotai';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { render, type RenderResult } from '@testing-library/react';
import { vi } from 'vitest';
import {
  alertAtom,
  cartItemsAtom,
  categoriesAtom,
  chromeHiddenAtom,
  configure,
  countriesAtom,
  filterPanelOpenAtom,
  filtersEnabledAtom,
  locationAtom,
  store,
  tokenAtom,
  userAtom,
  type StoredUser,
} from '@storefront/shared';

export const TEST_API = 'http://api.test';

export function resetStore(): void {
  configure({ apiBase: TEST_API });
  store.set(tokenAtom, null);
  store.set(userAtom, null);
  store.set(cartItemsAtom, []);
  store.set(alertAtom, { open: false, msg: '', error: false, key: 0 });
  store.set(chromeHiddenAtom, false);
  store.set(filtersEnabledAtom, false);
  store.set(filterPanelOpenAtom, false);
  store.set(categoriesAtom, []);
  store.set(countriesAtom, []);
  store.set(locationAtom, 'All');
}

export const TEST_USER: StoredUser = { name: 'Asha Rao', email: 'asha@example.in', userId: 'u1', image: '' };

/** Puts a signed-in shopper in storage and the store without any network call. */
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

/** Shows the current address so tests can assert where a click navigated to. */
function LocationProbe() {
  const loc = useLocation();
  return <div data-testid="location">{loc.pathname + loc.search}</div>;
}

export function renderWithShell(ui: ReactElement, { route = '/' }: { route?: string } = {}): RenderResult {
  return render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[route]}>
        <Routes>
          <Route path="*" element={<>{ui}<LocationProbe /></>} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
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
