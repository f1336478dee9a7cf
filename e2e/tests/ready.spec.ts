// Ready when it looks ready: the server knows a signed-in shopper from their session cookie, so the
// first paint already shows their name and cart, before any script has run.
import type { Page } from '@playwright/test';
import { addToCartByApi, freshShopper, simpleProducts, type Shopper } from '../support/checkout-pages';
import { expect, test } from '../support/fixtures';
import { baseURL } from '../support/ports';

const HOLD_MS = 3000;

/** Holds every script of the page back for HOLD_MS: what the shopper sees meanwhile is the server's HTML. */
async function holdScripts(page: Page): Promise<{ released: () => boolean }> {
  const started = Date.now();
  await page.route(
    (url) => url.pathname.endsWith('.js'),
    async (route) => {
      const left = HOLD_MS - (Date.now() - started);
      if (left > 0) await new Promise((r) => setTimeout(r, left));
      await route.continue().catch(() => undefined);
    },
  );
  return { released: () => Date.now() - started >= HOLD_MS };
}

/** Signs the shopper in as the sign-in form does: their token in storage and the session cookie. */
async function signInWithCookie(page: Page, s: Shopper) {
  await page.context().addCookies([{ name: 'sf_session', value: s.token, url: baseURL, httpOnly: true, sameSite: 'Lax' }]);
  await page.addInitScript(
    ([token, user]) => {
      localStorage.setItem('token', token);
      localStorage.setItem('user', user);
    },
    [s.token, JSON.stringify({ name: s.name, email: s.email, userId: s.userId, image: '' })] as const,
  );
}

test.describe('a signed-in shopper', { tag: '@shell' }, () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('sees their name and cart in the first paint, before any script runs, and no Sign In', async ({ page }) => {
    const shopper = await freshShopper('firstpaint');
    const [first, second] = await simpleProducts(2);
    await addToCartByApi(shopper, first, 2);
    await addToCartByApi(shopper, second, 1);
    await signInWithCookie(page, shopper);
    const hold = await holdScripts(page);

    for (const path of ['/', `/products/${first.id}`]) {
      const response = await page.goto(path, { waitUntil: 'commit' });
      expect(response?.headers()['cache-control']).toBe('private, no-store');
      const header = page.getByRole('banner');
      await expect(header.getByRole('button', { name: /^Hello, Kavya\s*, account menu$/ })).toBeVisible();
      await expect(header.getByRole('link', { name: /^Cart, ₹[\d,]+\s*, 2 items$/ })).toBeVisible();
      await expect(header.getByTestId('cart-count')).toHaveText('2');
      await expect(header.getByRole('link', { name: 'Sign In' })).toHaveCount(0);
      if (path === '/') expect(hold.released(), 'seen while the scripts were held back').toBe(false);
    }
  });

  test('a page for nobody in particular stays public, and a forged cookie renders signed out', async ({ page, request }) => {
    const anonymous = await request.get('/');
    expect(anonymous.headers()['cache-control']).not.toContain('private');
    await page.context().addCookies([{ name: 'sf_session', value: 'forged.token.value', url: baseURL }]);
    const res = await page.goto('/');
    expect(res?.headers()['cache-control']).not.toContain('private');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
  });
});
