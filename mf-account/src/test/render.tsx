// This slice's render and store helpers: the common ones from tooling (the real shared store, a
// memory router with a probe of the current address) and a demo shopper.
import type { ReactElement } from 'react';
import { afterEach, beforeEach, expect, vi } from 'vitest';
import type { StoredUser } from '@storefront/shared';
import { lastAlert, renderInShop, resetStore, signInForTest } from '@storefront/tooling/test-utils';
import { mockApi } from './api-mock';

export { resetStore };

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

/** Registers the hooks of a signed-in page's tests: the demo shopper in a fresh store, no fetch stub left over. */
export function setUpSignedInTests(): void {
  beforeEach(() => {
    resetStore();
    signedIn();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });
}

/** A visitor without a token is sent to /signIn before the page asks the API anything. */
export function expectVisitorSentToSignIn(page: ReactElement, path: string): void {
  resetStore();
  const api = mockApi({});
  renderPage(page, path);
  expect(location()).toBe('/signIn');
  expect(api.calls).toHaveLength(0);
}
