// Where a page opens scrolled to (spec §2: every route change scrolls to the top): a new page at the
// top; Back returns to where the shopper was on that page, or to its top when what they saw there is
// gone (a checkout emptied by the order placed), never wherever the page coming back happened to
// reach while it loaded (the footer).
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { addToCartByApi, CheckoutPage, simpleProducts } from '../support/checkout-pages';

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));
const maxScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);

async function scrollTo(page: Page, y: number) {
  await page.mouse.wheel(0, y - (await scrollY(page)));
  await expect.poll(() => scrollY(page)).toBeGreaterThan(y - 150);
  return scrollY(page);
}

// A phone: its stacked checkout puts the pay buttons far down, and its footer is long.
test.use({ viewport: { width: 390, height: 844 } });

test('checkout -> orders -> Back: orders open at the top, checkout where the shopper was; after an order, Back finds checkout at the top', { tag: '@cart' }, async ({ page, shopper }) => {
  const [product] = await simpleProducts(1);
  await addToCartByApi(shopper, product, 1);
  const checkout = new CheckoutPage(page);
  await page.goto('/checkout');
  await expect(page.getByRole('heading', { name: 'BILLING DETAILS' })).toBeVisible();
  await expect(checkout.cashOnDelivery()).toBeVisible();
  expect(await maxScroll(page)).toBeGreaterThan(1200);
  const where = await scrollTo(page, 900);

  await test.step('a new page starts at the top', async () => {
    await page.getByRole('navigation', { name: 'Shortcuts' }).getByRole('link', { name: 'Orders' }).click();
    await expect(page.getByRole('heading', { name: 'My Orders' })).toBeVisible();
    await expect.poll(() => scrollY(page)).toBe(0);
  });

  await test.step('Back: checkout where the shopper left it, not at the footer', async () => {
    await page.goBack();
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(checkout.cashOnDelivery()).toBeVisible();
    await expect.poll(async () => Math.abs((await scrollY(page)) - where), 'back where the shopper was, to a pixel').toBeLessThanOrEqual(1);
    expect(await scrollY(page)).toBeLessThan(await maxScroll(page));
  });

  await test.step('Forward to orders: where the shopper was there (the top)', async () => {
    await page.goForward();
    await expect(page.getByRole('heading', { name: 'My Orders' })).toBeVisible();
    await expect.poll(() => scrollY(page)).toBe(0);
    await page.goBack();
    await expect.poll(async () => Math.abs((await scrollY(page)) - where), 'back where the shopper was, to a pixel').toBeLessThanOrEqual(1);
  });

  await test.step('an order placed: Back to the emptied checkout opens at its top, not its footer', async () => {
    await checkout.fillBilling();
    await checkout.cashOnDelivery().scrollIntoViewIfNeeded();
    const placedAt = await scrollY(page);
    expect(placedAt).toBeGreaterThan(0);
    await checkout.cashOnDelivery().click();
    await expect(page).toHaveURL(/\/orders$/, { timeout: 15_000 });
    await expect(page.getByTestId('order-card').first()).toBeVisible();
    await expect.poll(() => scrollY(page)).toBe(0);
    await page.goBack();
    await expect(page).toHaveURL(/\/checkout$/);
    // (waits out the time Back gives a page to grow back to where the shopper was)
    await page.waitForTimeout(3500);
    await expect(page.getByText('Your Cart is currently empty')).toBeVisible();
    // Where the pay buttons were is the emptied page's footer now: the top instead.
    expect(await scrollY(page)).toBe(0);
  });
});
