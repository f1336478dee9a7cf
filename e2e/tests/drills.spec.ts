// Failure drills (issue 7): a remote page that throws while rendering, a remote that asks for
// another React than the shell's, and the API down or slow. (A remote whose server is down is
// drilled in foundation.spec.ts.) Each drill fails when its protection is removed: run with
// E2E_DRILL_UNPROTECT=boundary, =singleton, =api-errors or =remote-fallback (support/drills.ts).
import { expect, reactRenderers, countReactRenderersScript, test } from '../support/fixtures';
import { apiBack, apiDown, apiSlow, heal, makeRemotePageThrow, shareOtherReact } from '../support/drills';
import { productWithOption, richSubCategory } from '../support/catalogue-data';
import { inr } from '../support/checkout-pages';
import { addToCartByApi, cartOf } from '../support/shopper-api';
import { snackbar, spaNavigate } from '../support/shop-pages';

const NETWORK_MSG = 'Cannot reach the shop right now. Please check your connection and try again.';

test('a remote page that throws while rendering shows the shell\'s fallback, not a white page; the rest of the shop works and Try again recovers', { tag: ['@shell', '@local'] }, async ({
  page,
  shop,
  header,
  productPage,
}) => {
  const { product, word } = await productWithOption('size');
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  await makeRemotePageThrow(page, 'mf_product', 'ProductDetail', 'drill: the product page broke');
  const fallback = page.getByRole('alert').filter({ hasText: 'Product page is unavailable right now' });

  await test.step('the broken page is replaced by its fallback; header and footer stay', async () => {
    await page.goto(`/search?q=${encodeURIComponent(word)}`);
    // Inside the shop: the drill breaks the browser's copy of the product page, so the link must be
    // followed by the scripts (a click before they ran loads the server's page, which is not broken).
    // The shopper sees the card come alive: its Quick view button is greyed until then.
    const card = page.getByRole('article', { name: product.name, exact: true });
    await expect(card.getByRole('button', { name: `Quick view: ${product.name}` })).toBeEnabled();
    await card.getByRole('heading').getByRole('link').click();
    await expect(fallback).toBeVisible();
    await expect(fallback.getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(shop.header()).toBeVisible();
    await expect(header.searchBox()).toBeEditable();
    await expect(shop.footer()).toBeVisible();
    expect(errors.some((e) => e.includes('[shell] mf_product failed while rendering'))).toBe(true);
  });

  await test.step('other slices, and the same slice\'s quick view, keep working', async () => {
    await header.root().getByRole('link', { name: 'Storefront home' }).click();
    await expect(page.getByTestId('product-card').first()).toBeVisible();
    await spaNavigate(page, `/search?q=${encodeURIComponent(word)}`);
    const card = page.getByRole('article', { name: product.name, exact: true });
    await card.hover();
    await card.getByRole('button', { name: `Quick view: ${product.name}` }).click();
    const dialog = page.getByRole('dialog', { name: product.name });
    await expect(dialog.getByText(inr(product.price)).first()).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
  });

  await test.step('once the slice is fixed, Try again shows the page', async () => {
    await spaNavigate(page, `/products/${product.id}`);
    await expect(fallback).toBeVisible();
    await heal(page);
    await fallback.getByRole('button', { name: 'Try again' }).click();
    await expect(productPage.heading(product.name)).toBeVisible();
    await expect(fallback).toHaveCount(0);
  });
});

test('a remote whose manifest and entry ask for another React still renders, with exactly one React in the page', { tag: ['@shell', '@local'] }, async ({ page, shop, productPage }) => {
  const console: string[] = [];
  page.on('console', (m) => console.push(m.text()));
  await page.addInitScript(countReactRenderersScript);
  await shareOtherReact(page, 'mf_catalogue', '19.0.0');
  await shareOtherReact(page, 'mf_product', '17.0.2');

  await page.goto('/');
  await expect(shop.productCards().first()).toBeVisible();
  const card = shop.productCards().first();
  const name = (await card.getAttribute('aria-label')) ?? '';
  await card.getByRole('heading').getByRole('link').click();
  await expect(productPage.heading(name)).toBeVisible();
  await page.getByRole('tab', { name: /^Reviews/ }).click();
  await expect(page.getByRole('textbox', { name: 'Write a Review' })).toBeVisible();
  // The federation runtime saw the other versions (the drill is live) and kept the shell's React.
  expect(console.some((t) => /18\.3\.1 from shell .* react does not satisfy the requirement of mf_catalogue which needs \^19\.0\.0/.test(t))).toBe(true);
  expect(console.some((t) => /18\.3\.1 from shell .* react-dom does not satisfy the requirement of mf_product which needs \^17\.0\.2/.test(t))).toBe(true);
  expect(await reactRenderers(page)).toBe(1);
});

test('the API down: clear messages, spinners end, the cart is kept, and Try again works once it is back', { tag: ['@shell', '@local'] }, async ({
  page,
  shopper,
  header,
  listing,
  productPage,
}) => {
  const first = await productWithOption('size');
  const second = await productWithOption('productWeight');
  const { category } = await richSubCategory(6);
  await addToCartByApi(shopper, first.product, 1);
  await addToCartByApi(shopper, second.product, 2);

  await page.goto('/cart');
  await expect(page.getByTestId('cart-row')).toHaveCount(2);
  await expect(header.cartCount()).toHaveText('2');

  await apiDown(page);

  await test.step('a cart change fails with a clear message; the overlay ends; nothing is lost', async () => {
    const row = page.getByTestId('cart-row').filter({ hasText: first.product.name.slice(0, 20) });
    await row.getByRole('button', { name: 'Increase quantity' }).click();
    await expect(snackbar(page, NETWORK_MSG)).toBeVisible();
    await expect(page.getByRole('status', { name: 'Updating your cart' })).toHaveCount(0);
    await expect(row.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue('1');
    await expect(page.getByTestId('cart-row')).toHaveCount(2);
    await expect(header.cartCount()).toHaveText('2');
  });

  await test.step('a listing says it cannot reach the shop and stops spinning', async () => {
    await page.getByRole('navigation', { name: 'Categories' }).getByRole('link', { name: category.name, exact: true }).click();
    await expect(listing.slice().getByRole('alert')).toHaveText(NETWORK_MSG);
    await expect(listing.spinner()).toHaveCount(0);
    await expect(listing.slice().getByRole('button', { name: 'Try again' })).toBeVisible();
  });

  await test.step('the product page says it could not load, with Try again', async () => {
    await spaNavigate(page, `/products/${first.product.id}`);
    await expect(page.getByRole('heading', { name: 'The product could not be loaded' })).toBeVisible();
    await expect(productPage.slice().getByText(NETWORK_MSG)).toBeVisible();
    await expect(productPage.slice().getByRole('status')).toHaveCount(0);
  });

  await test.step('home shows what it can, and no section spins for ever', async () => {
    await header.root().getByRole('link', { name: 'Storefront home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator('[data-boundary="mf-catalogue"]')).toBeVisible();
    await expect(page.locator('[data-boundary="mf-catalogue"] .spinner-border')).toHaveCount(0, { timeout: 15_000 });
  });

  await test.step('a fresh load of home still shows the catalogue the shop server rendered; the chrome stays', async () => {
    await page.reload();
    // The browser cannot reach the API, but the shop's server can: the page arrives rendered.
    await expect(page.getByTestId('product-card').first()).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(page.locator('[data-boundary="mf-catalogue"] .spinner-border')).toHaveCount(0);
  });

  await test.step('the API is back: Try again loads, and the cart is intact', async () => {
    await spaNavigate(page, `/products/${first.product.id}`);
    await expect(page.getByRole('heading', { name: 'The product could not be loaded' })).toBeVisible();
    await apiBack(page);
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(productPage.heading(first.product.name)).toBeVisible();
    await spaNavigate(page, '/cart');
    await expect(page.getByTestId('cart-row')).toHaveCount(2);
    const lines = await cartOf(shopper);
    expect(lines.map((l) => l.quantity).sort()).toEqual([1, 2]);
  });
});

test('a cart opened while the API is down says so instead of showing an empty cart', { tag: ['@shell', '@local'] }, async ({ page, shopper, header }) => {
  const { product } = await productWithOption('size');
  await addToCartByApi(shopper, product, 1);
  // The drill stops the API for the browser alone: the page's server still reaches it and would
  // render the cart from the session cookie. Without the cookie (a shopper signed in before it
  // existed) the browser reads the cart itself, and that read fails.
  await page.context().clearCookies({ name: 'sf_session' });
  await apiDown(page);
  await page.goto('/cart');
  await expect(page.locator('[data-boundary="mf-cart-checkout"]').getByText(NETWORK_MSG)).toBeVisible({ timeout: 4_000 });
  await expect(page.getByRole('heading', { name: 'Your Cart is currently empty' })).toHaveCount(0);
  await expect(page.locator('[data-boundary="mf-cart-checkout"]').getByRole('button', { name: 'Try again' })).toBeVisible();
  await expect(header.cartCount()).toBeVisible();
});

test('the API slow: spinners show while waiting and end with the content; adding to cart waits and then updates the badge', { tag: ['@shell', '@local'] }, async ({
  page,
  shopper: _signedIn,
  header,
  listing,
  productPage,
}) => {
  const { category } = await richSubCategory(6);
  const { product } = await productWithOption('size');
  await page.goto('/');
  await expect(page.getByTestId('product-card').first()).toBeVisible();
  await apiSlow(page, 2_000);

  await page.getByRole('navigation', { name: 'Categories' }).getByRole('link', { name: category.name, exact: true }).click();
  await expect(listing.spinner()).toBeVisible();
  await expect(listing.cards().first()).toBeVisible({ timeout: 15_000 });
  await expect(listing.spinner()).toHaveCount(0);

  await spaNavigate(page, `/products/${product.id}`);
  await expect(productPage.slice().getByRole('status').filter({ hasText: 'Loading product' })).toBeVisible();
  await expect(productPage.heading(product.name)).toBeVisible({ timeout: 15_000 });

  await productPage.options('Size').getByRole('radio').first().click();
  await productPage.addToCart().click();
  await expect(page.getByRole('button', { name: 'adding...' })).toBeDisabled();
  await expect(header.cartCount()).toHaveText('0');
  await expect(snackbar(page, 'Item is added in the cart')).toBeVisible({ timeout: 15_000 });
  await expect(header.cartCount()).toHaveText('1', { timeout: 15_000 });
  await expect(productPage.addToCart()).toHaveText('Add to cart');
});
