import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { Provider } from 'jotai';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { alertAtom, chromeHiddenAtom, store, tokenAtom, userAtom, type StoredUser } from '@storefront/shared';

function Where() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname}</output>;
}

/** Renders `page` at `path` inside the shared store and a router; other paths show only the location. */
export function renderPage(page: ReactElement, path: string) {
  return render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]} future={{ v7_startTransition: true, v7_relativeSplatPath: true }}>
        <Routes>
          <Route path={path} element={page} />
          <Route path="*" element={null} />
        </Routes>
        <Where />
      </MemoryRouter>
    </Provider>,
  );
}

export const DEMO_USER: StoredUser = { name: 'Demo Shopper', email: 'demo@storefront.in', userId: 'demoShopper00001', image: '' };

export function signedIn(user: StoredUser = DEMO_USER): void {
  localStorage.setItem('token', 'test-token');
  localStorage.setItem('user', JSON.stringify(user));
  store.set(tokenAtom, 'test-token');
  store.set(userAtom, user);
}

export function resetStore(): void {
  store.set(tokenAtom, null);
  store.set(userAtom, null);
  store.set(chromeHiddenAtom, false);
  store.set(alertAtom, { open: false, msg: '', error: false, key: 0 });
}

export const alert = () => store.get(alertAtom);
export const location = () => document.querySelector('[data-testid="location"]')?.textContent;
