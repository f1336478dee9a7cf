// Smoke tests of the foundation: the shell composes the four remotes at runtime over the API.
import type { Server } from 'node:http';
import { DEMO, countReactRenderersScript, expect, test } from '../support/fixtures';
import { E2E } from '../support/ports';
import { closeServer, defaultRemotes, remoteUrl, serveRemote, serveShell } from '../support/servers';

test('home lists products from the API as cards rendered by mf-catalogue', { tag: '@shell' }, async ({ page, shop }) => {
  await page.goto('/');
  await expect(shop.slice('mf-catalogue').first()).toBeVisible();
  await expect(shop.productCards().first()).toBeVisible();
  expect(await shop.productCards().count()).toBeGreaterThanOrEqual(4);
  await expect(shop.productCards().first().getByText(/₹/).first()).toBeVisible();
});

test('clicking a product opens its detail page rendered by mf-product', { tag: '@shell' }, async ({ page, shop }) => {
  await page.goto('/');
  const card = shop.productCards().first();
  await expect(card).toBeVisible();
  const name = (await card.getAttribute('aria-label')) ?? '';
  await card.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/products?\/[^/]+$/);
  await expect(shop.slice('mf-product').first()).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText(/IN STOCK|OUT OF STOCK/).first()).toBeVisible();
});

test('the cart without a token sends the visitor to sign in', { tag: '@shell' }, async ({ page }) => {
  await page.goto('/cart');
  await expect(page).toHaveURL(/\/signIn$/);
  await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();
});

test('signing in inside mf-account is seen at once by the shell header, with one React in the page', { tag: '@shell' }, async ({ page, signInPage, shop }) => {
  await page.addInitScript(countReactRenderersScript);
  await signInPage.goto();
  await signInPage.signIn('', '');
  await expect(page.getByText('Email cannot be blank!')).toBeVisible();
  await signInPage.signIn(DEMO.email, 'wrong-password');
  await expect(page.getByText('Invalid credentials')).toBeVisible();
  await signInPage.signIn(DEMO.email, DEMO.password);
  await expect(page).toHaveURL(/\/$/, { timeout: 10_000 });
  const menu = shop.header().getByRole('button', { name: /account menu/ });
  await expect(menu).toContainText('Demo');
  await menu.click();
  // The name is also in the menu button's label for screen readers (visually hidden): the one a shopper sees.
  await expect(shop.header().getByText(DEMO.name).filter({ visible: true }).first()).toBeVisible();
  await expect(shop.header().getByText(DEMO.email).filter({ visible: true }).first()).toBeVisible();
  await page.goto('/cart');
  await expect(page.getByRole('heading', { name: 'CART TOTALS' })).toBeVisible();
  await expect(page.getByText('Tax (18%)')).toBeVisible();
  const renderers = await page.evaluate(
    () => ((window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: { renderers: Map<number, unknown> } }).__REACT_DEVTOOLS_GLOBAL_HOOK__.renderers.size),
  );
  expect(renderers).toBe(1);
});

test.describe('a remote that is down', { tag: ['@shell', '@local'] }, () => {
  const shellPort = E2E.spare(0);
  const deadPort = E2E.spare(9);
  let shell: Server;
  let revived: Server | undefined;

  test.beforeAll(async () => {
    shell = await serveShell(shellPort, { ...defaultRemotes(), mf_cart_checkout: remoteUrl(deadPort) });
  });
  test.afterAll(async () => {
    await closeServer(shell);
    if (revived) await closeServer(revived);
  });

  test('shows its fallback with a retry that works once it is back, while the rest of the shop works', async ({ page, shop }) => {
    await page.goto(`http://localhost:${shellPort}/cart`);
    const fallback = page.getByRole('alert').filter({ hasText: 'unavailable right now' });
    await expect(fallback).toBeVisible();
    await expect(shop.header()).toBeVisible();
    await expect(shop.footer()).toBeVisible();
    // Another slice still works in the same page.
    await page.getByRole('link', { name: /storefront/i }).first().click();
    await expect(shop.productCards().first()).toBeVisible();
    // Bring the remote back and retry.
    await page.goto(`http://localhost:${shellPort}/cart`);
    await expect(fallback).toBeVisible();
    revived = await serveRemote('mf_cart_checkout', deadPort);
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page).toHaveURL(/\/signIn$/);
  });
});
