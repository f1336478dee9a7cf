// This slice's render and store helpers: the common ones from tooling (the real shared store, a
// memory router with a probe of the current address) and a demo shopper.
import type { ReactElement } from 'react';
import type { StoredUser } from '@storefront/shared';
import { lastAlert, renderInShop, signInForTest } from '@storefront/tooling/test-utils';

export { resetStore } from '@storefront/tooling/test-utils';

/** Renders `page` at `path` inside the shared store and a router; other paths show only the location. */
export function renderPage(page: ReactElement, path: string) {
  return renderInShop(page, { route: path, paths: [path], search: false });
}

export const DEMO_USER: StoredUser = { name: 'Demo Shopper', email: 'demo@storefront.in', userId: 'demoShopper00001', image: '' };

export function signedIn(user: StoredUser = DEMO_USER): void {
  signInForTest(user, 'test-token');
}

export const alert = lastAlert;
export const location = () => document.querySelector('[data-testid="location"]')?.textContent;
