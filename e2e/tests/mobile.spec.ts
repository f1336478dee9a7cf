// The shop on a 390 px wide phone: the bottom bar, the slide-in navigation, the listing's filter
// panel opened from the bottom bar (with JavaScript off too), and the cart icon (count shown, rupee
// total only above 1000 px); then a shopper's key steps from search to a Cash On Delivery order and a logout from
// the slide-in menu.
import { expect, test } from '../support/fixtures';
import { categories, productWithOption, richSubCategory } from '../support/catalogue-data';
import { CheckoutPage, inr, starFills, totalsOf } from '../support/checkout-pages';
import { addToCartByApi } from '../support/shopper-api';
import { coveredPoints, snackbar } from '../support/shop-pages';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const bottomBar = (page: import('@playwright/test').Page) => page.getByRole('navigation', { name: 'Shortcuts' });

test('a visitor on a phone: bottom bar, slide-in navigation and the filter panel opened from the bottom bar', { tag: '@shell' }, async ({ page, header, listing }) => {
  const { category, sub, products: inSub } = await richSubCategory(6);

  await test.step('home: a bottom bar whose Filters tab is disabled; no wide category bar', async () => {
    await page.goto('/');
    await expect(page.getByTestId('product-card').first()).toBeVisible();
    const bar = bottomBar(page);
    await expect(bar).toBeVisible();
    for (const name of ['Home', 'Wishlist', 'Orders', 'Account']) await expect(bar.getByRole('link', { name })).toBeVisible();
    await expect(bar.getByRole('button', { name: 'Search' })).toBeVisible();
    await expect(bar.getByRole('button', { name: 'Filters' })).toBeDisabled();
    await expect(page.getByRole('navigation', { name: 'Top categories' })).toHaveCount(0);
    await expect(header.signInLink()).toHaveCount(0);
  });

  await test.step('side and bottom banners keep their words readable (offer line at least 11 px)', async () => {
    const side = page.getByRole('complementary', { name: 'Featured offers' });
    const bottom = page.getByRole('region', { name: 'More offers' });
    for (let i = 0; i < 40 && (await bottom.locator('img').count()) === 0; i++) {
      await page.mouse.wheel(0, 700);
      await page.waitForTimeout(120);
    }
    // The seed draws a banner's offer line at 1/20 of a side banner's width, 1/50 of a bottom one's.
    const widths = async (scope: import('@playwright/test').Locator) =>
      scope.locator('img').evaluateAll((imgs) => imgs.map((i) => i.getBoundingClientRect().width));
    const sideWidths = await widths(side);
    const bottomWidths = await widths(bottom);
    expect(sideWidths.length).toBeGreaterThan(0);
    expect(bottomWidths.length).toBeGreaterThan(0);
    for (const w of sideWidths) expect(w / 20, 'side banner offer line (px)').toBeGreaterThanOrEqual(11);
    for (const w of bottomWidths) expect(w / 50, 'bottom banner offer line (px)').toBeGreaterThanOrEqual(11);
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  });

  await test.step('cart icon: the count is shown, the rupee total is not', async () => {
    await expect(header.cartCount()).toBeVisible();
    await expect(header.cartTotal()).toBeHidden(); // in the HTML for every screen; CSS hides it at 1000 px and below
  });

  await test.step('the bottom bar Search focuses the search box', async () => {
    await bottomBar(page).getByRole('button', { name: 'Search' }).click();
    await expect(header.searchBox()).toBeFocused();
  });

  await test.step('the slide-in menu lists categories and sub-categories and closes on navigation', async () => {
    await header.root().getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Sign In' })).toBeVisible();
    const subs = menu.getByRole('button', { name: `${category.name} sub-categories` });
    await expect(subs).toHaveAttribute('aria-expanded', 'false');
    await subs.click();
    await expect(subs).toHaveAttribute('aria-expanded', 'true');
    await menu.getByRole('link', { name: sub.name, exact: true }).click();
    await expect(menu).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`/products/subCat/${sub.id}$`));
    await expect(listing.title()).toHaveText(sub.name);
  });

  await test.step('the listing\'s filters are a panel opened from the bottom bar', async () => {
    await expect(listing.resultCount()).toHaveText(`There are ${inSub.length} products.`);
    const panel = page.getByRole('dialog', { name: 'Filter Products' });
    await expect(panel).toHaveCount(0);
    await bottomBar(page).getByRole('button', { name: 'Filters' }).click();
    await expect(panel).toBeVisible();
    // Once the panel has slid in, with the slider in view.
    await expect(panel).toHaveCSS('transform', 'none');
    await panel.getByRole('slider', { name: 'Minimum price' }).scrollIntoViewIfNeeded();
    const handles = await listing.priceHandles(panel);
    expect(handles).toHaveLength(2);
    for (const h of handles) {
      expect(h.onTrack, `${h.name} handle on the bar`).toBe(true);
      expect(h.offCentre, `${h.name} centre line`).toBeLessThanOrEqual(1);
    }
    await panel.getByRole('link', { name: /^Rated 4 stars and up \(\d+\)$/ }).click();
    await panel.getByRole('button', { name: 'Close filters' }).click();
    await expect(panel).toHaveCount(0);
    await expect(listing.resultCount()).toHaveText(`There are ${inSub.filter((p) => p.rating >= 4).length} products.`);
    // The sidebar's featured products slider is hidden on small screens.
    await bottomBar(page).getByRole('button', { name: 'Filters' }).click();
    await expect(panel).toBeVisible();
    await expect(panel.getByText('FEATURED PRODUCTS')).toBeHidden();
    await page.keyboard.press('Escape');
    await expect(panel).toHaveCount(0);
  });

  await test.step('the bottom bar Wishlist sends a visitor to sign in', async () => {
    await bottomBar(page).getByRole('link', { name: 'Wishlist' }).click();
    await expect(page).toHaveURL(/\/signIn$/);
  });
});

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('the header\'s menu opens, lists every category with the top ones\' sub-categories, leads to them and to Sign In, and closes', { tag: '@shell' }, async ({ page, listing }) => {
    const all = await categories();
    const { sub } = await richSubCategory(4);
    await page.goto('/');
    const menu = page.locator('[data-menu-panel]');
    await expect(menu).toBeHidden();
    await page.getByRole('banner').getByRole('button', { name: 'Open menu' }).click();
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Sign In' })).toBeInViewport();
    for (const c of all) await expect(menu.getByRole('link', { name: c.name, exact: true })).toHaveAttribute('href', `/products/category/${c.id}`);
    await menu.getByRole('link', { name: 'Close menu' }).click();
    await expect(menu).toBeHidden();

    await page.getByRole('banner').getByRole('button', { name: 'Open menu' }).click();
    await menu.getByRole('link', { name: sub.name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/products/subCat/${sub.id}$`));
    await expect(listing.title()).toHaveText(sub.name);
    await expect(menu).toBeHidden();

    await page.getByRole('banner').getByRole('button', { name: 'Open menu' }).click();
    await menu.getByRole('link', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/signIn$/);
    await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
  });

  test('the listing\'s filter panel opens from the bottom bar and from the toolbar, filters, and closes', { tag: '@catalogue' }, async ({ page, listing }) => {
    const { sub, products: inSub } = await richSubCategory(6);
    await page.goto(`/products/subCat/${sub.id}`);
    await expect(listing.resultCount()).toHaveText(`There are ${inSub.length} products.`);
    const panel = listing.sidebar();
    await expect(panel).toBeHidden();

    await bottomBar(page).getByRole('button', { name: 'Filters' }).click();
    await expect(panel).toBeVisible();
    await expect(panel).toHaveCSS('transform', 'none');
    await expect(panel.getByRole('heading', { name: 'Filter Products' })).toBeInViewport();
    await panel.getByRole('button', { name: 'Close filters' }).click();
    await expect(panel).toBeHidden();

    await listing.slice().getByRole('button', { name: 'Filters' }).click();
    await expect(panel).toBeVisible();
    await panel.getByRole('link', { name: /^Rated 4 stars and up \(\d+\)$/ }).click();
    await expect(page).toHaveURL(/\?rating=4$/);
    await expect(listing.resultCount()).toHaveText(`There are ${inSub.filter((p) => p.rating >= 4).length} products.`);
    await expect(panel).toBeHidden();
  });
});

test('a shopper on a phone: search from the bottom bar -> option -> cart -> Cash On Delivery -> logout from the slide-in menu', { tag: '@shell' }, async ({
  page,
  shopper,
  header,
  listing,
  productPage,
}) => {
  const { product, word } = await productWithOption('productWeight');
  const other = await productWithOption('size');
  await addToCartByApi(shopper, other.product, 1);

  await page.goto('/');
  await expect(header.cartCount()).toHaveText('1');
  await expect(header.cartTotal()).toBeHidden(); // in the HTML for every screen; CSS hides it at 1000 px and below

  await bottomBar(page).getByRole('button', { name: 'Search' }).click();
  await page.keyboard.type(word);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=/);
  await listing.card(product.name).getByRole('heading').getByRole('link').click();
  await expect(productPage.heading(product.name)).toBeVisible();
  await productPage.options('Weight').getByRole('radio', { name: product.productWeight[0], exact: true }).click();
  await productPage.addToCart().click();
  await expect(snackbar(page, 'Item is added in the cart')).toBeVisible();
  await expect(header.cartCount()).toHaveText('2');
  await expect(header.cartTotal()).toBeHidden(); // in the HTML for every screen; CSS hides it at 1000 px and below

  await header.cartLink().click();
  await expect(page.getByTestId('cart-row')).toHaveCount(2);
  // The option picked travels with each line: cart, checkout and orders (decisions §6).
  const variants = [`Size: ${other.product.size[0]}`, `Weight: ${product.productWeight[0]}`];
  await expect(page.getByTestId('cart-row').getByTestId('line-variant')).toHaveText(variants);
  for (const f of await starFills(page.getByTestId('cart-row'))) expect(f.filled, `stars of a line rated ${f.rating}`).toBeCloseTo(f.rating / 5, 1);
  const t = totalsOf([{ price: product.price, quantity: 1 }, { price: other.product.price, quantity: 1 }]);
  await expect(page.getByTestId('totals-total')).toHaveText(inr(t.total));
  await page.getByRole('link', { name: 'Checkout' }).click();
  await expect(page.getByTestId('summary-line').getByTestId('line-variant')).toHaveText(variants);
  // Prefilled from the profile, India by default (decisions §6).
  await expect(page.getByLabel(/^Phone Number/)).toHaveValue(shopper.phone);
  await expect(page.getByLabel(/^Country/)).toHaveValue('India');
  const checkout = new CheckoutPage(page);
  await checkout.fillBilling();
  // Each payment button scrolled down to just above the bottom bar (where a floating go-to-top
  // would sit): nothing is on top of it (once the passing 'added' message is dismissed).
  const toast = page.locator('.shell-snackbar');
  if (await toast.getByRole('button', { name: 'Dismiss message' }).isVisible()) await toast.getByRole('button', { name: 'Dismiss message' }).click();
  await expect(toast.getByRole('button', { name: 'Dismiss message' })).toBeHidden();
  for (const pay of [checkout.payOnline(), checkout.cashOnDelivery()]) {
    for (let i = 0; i < 2; i++) {
      await pay.evaluate((el) => {
        const barTop = document.querySelector('nav[aria-label="Shortcuts"]')!.getBoundingClientRect().top;
        window.scrollTo({ top: window.scrollY + el.getBoundingClientRect().bottom - (barTop - 4), behavior: 'instant' });
      });
      await page.waitForTimeout(100);
    }
    await expect(page.getByRole('button', { name: 'Go to top' })).toBeVisible();
    expect(await coveredPoints(pay)).toEqual([]);
  }
  await checkout.cashOnDelivery().click();
  await expect(page).toHaveURL(/\/orders$/);
  await expect(page.getByTestId('order-card')).toContainText(inr(t.total));
  await page.getByTestId('order-card').getByRole('button', { name: 'View Products' }).click();
  for (const v of variants) await expect(page.getByTestId('order-card').getByTestId('line-variant').filter({ hasText: v })).toHaveCount(1);
  await expect(header.cartCount()).toHaveText('0');

  await bottomBar(page).getByRole('link', { name: 'Account' }).click();
  await expect(page.getByRole('heading', { name: 'My Account' })).toBeVisible();
  await header.root().getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/signIn$/);
  await expect(page.getByRole('dialog', { name: 'Menu' })).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});

test('cart icon: the rupee total appears only above 1000 px; the count always', { tag: '@shell' }, async ({ page, shopper, header }) => {
  const { product } = await productWithOption('size');
  await addToCartByApi(shopper, product, 1);
  await page.goto('/');
  for (const [width, total] of [[390, false], [991, false], [1000, false], [1001, true], [1280, true]] as const) {
    await page.setViewportSize({ width, height: 800 });
    await expect(header.cartCount(), `count at ${width} px`).toHaveText('1');
    // Always in the HTML; CSS shows it above 1000 px only.
    if (total) await expect(header.cartTotal(), `total at ${width} px`).toHaveText(inr(totalsOf([{ price: product.price, quantity: 1 }]).total));
    else await expect(header.cartTotal(), `no total at ${width} px`).toBeHidden();
    // The bottom bar is for screens of 992 px and below only (CSS).
    if (width <= 992) await expect(bottomBar(page), `bottom bar at ${width} px`).toBeVisible();
    else await expect(bottomBar(page), `no bottom bar at ${width} px`).toBeHidden();
  }
});

test('My Account on a 360 px phone: its three tabs are whole on screen, none cut at the edge', { tag: '@account' }, async ({ page, shopper }) => {
  void shopper;
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto('/my-account');
  const tabs = page.getByRole('tablist');
  await expect(page.getByRole('tab', { name: 'Addresses' })).toBeVisible();
  const row = (await tabs.boundingBox())!;
  for (const name of ['Edit Profile', 'Change Password', 'Addresses']) {
    const box = (await page.getByRole('tab', { name }).boundingBox())!;
    expect(box.x, `${name} starts inside the row`).toBeGreaterThanOrEqual(row.x - 0.5);
    expect(box.x + box.width, `${name} ends inside the row`).toBeLessThanOrEqual(row.x + row.width + 0.5);
  }
  // Nothing hidden past the row's edge to scroll to.
  expect(await tabs.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
});
