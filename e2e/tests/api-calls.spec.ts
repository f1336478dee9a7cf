// How many API calls a page costs (issue 12): a signed-in shopper scrolling the whole home page makes
// at most 30. One My List call covers a page of cards; categories, countries, banners and the cart
// are read once however many parts of the page show them.
import { expect, test } from '../support/fixtures';
import { addToCartByApi, freshShopper, signInAs, simpleProducts } from '../support/checkout-pages';
import { apiURL } from '../support/ports';
import { products } from '../support/catalogue-data';
import { addToMyListByApi } from '../support/shopper-api';

const MAX_CALLS = 30;

test('a signed-in shopper scrolling the whole home page makes at most 30 API calls', { tag: '@catalogue' }, async ({ page, shop }) => {
  const shopper = await freshShopper('calls');
  const [inCart] = await simpleProducts(1);
  await addToCartByApi(shopper, inCart);
  const wished = (await products()).find((p) => p.id !== inCart.id);
  if (!wished) throw new Error('no product to wish for');
  await addToMyListByApi(shopper, wished);
  await signInAs(page, shopper);

  const calls: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.origin === new URL(apiURL).origin && url.pathname.startsWith('/api/') && r.method() !== 'OPTIONS') {
      calls.push(`${r.method()} ${url.pathname}${url.search}`);
    }
  });

  await page.goto('/');
  await expect(shop.productCards().first()).toBeVisible();
  // Down to the footer a screen at a time, letting each lazy section load (the pointer stays off the
  // cards, as a shopper scrolling with the wheel or a finger).
  for (let i = 0; i < 80; i++) {
    const atBottom = await page.evaluate(() => {
      window.scrollBy(0, Math.round(window.innerHeight * 0.8));
      return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
    });
    await page.waitForTimeout(250);
    if (atBottom) break;
  }
  await expect(shop.footer()).toBeInViewport();
  await page.waitForLoadState('networkidle');

  const count = (path: string) => calls.filter((c) => c.split('?')[0] === `GET ${path}`).length;
  console.log(`${calls.length} API calls:\n  ${calls.join('\n  ')}`);
  expect(calls.length).toBeLessThanOrEqual(MAX_CALLS);
  for (const once of ['/api/category', '/api/countries', '/api/homeBanner', '/api/banners', '/api/homeSideBanners', '/api/homeBottomBanners', '/api/cart']) {
    expect(count(once), once).toBeLessThanOrEqual(1);
  }
  // Every card's heart was answered by batched lookups, never one call per card.
  const cards = await shop.productCards().count();
  expect(cards).toBeGreaterThan(20);
  // Batched: on average a call answers at least eight cards' hearts (the server-rendered first screen
  // asks once the shopper's sign-in is back after hydration, the rest as sections scroll in).
  expect(count('/api/my-list')).toBeLessThanOrEqual(Math.ceil(cards / 8));
  expect(calls.filter((c) => c.startsWith('GET /api/my-list?') && c.includes('productId=')).length).toBe(0);

  // ...and they are right: the wished product's heart is filled wherever its card shows.
  const heart = page.getByRole('button', { name: `${wished.name} is in My List` });
  if ((await heart.count()) > 0) await expect(heart.first()).toHaveAttribute('aria-pressed', 'true');
});
