// mf-catalogue in the composed shop: a visitor walks home -> category -> sub-category -> filters ->
// product (and is asked to sign in when adding to cart), and search goes from live suggestions to
// the results page with its filters.
import { expect, test } from '../support/fixtures';
import { products, richSubCategory, searchApi } from '../support/catalogue-data';
import { countText, escapeRegExp, snackbar } from '../support/shop-pages';


test('a visitor walks home -> category -> sub-category -> price and rating filters -> product, and is asked to sign in to add it', { tag: '@catalogue' }, async ({
  page,
  header,
  listing,
  productPage,
}) => {
  const { category, sub, products: inSub } = await richSubCategory(6);

  await test.step('home: Popular Products is dimmed while a tab loads', async () => {
    // Home reached through the running shop (a listing's layout buttons, greyed until its scripts
    // run, have come alive): a tab switches the list in place (before the scripts it is a link to
    // home with that list).
    await page.goto(`/products/category/${category.id}`);
    await expect(page.getByRole('button', { name: 'Show one product per row' })).toBeEnabled({ timeout: 15_000 });
    await page.getByRole('banner').getByRole('link', { name: 'Storefront home' }).click();
    await expect(page.getByTestId('product-card').first()).toBeVisible();
    const tabs = page.getByRole('tablist', { name: 'Popular products by category' });
    await tabs.scrollIntoViewIfNeeded();
    const panel = page.locator('#mf-catalogue-popular-panel');
    await expect(panel.getByTestId('product-card').first()).toBeVisible();
    const tab = tabs.getByRole('tab').nth(1);
    let release: () => void = () => {};
    const held = new Promise<void>((r) => (release = r));
    await page.route('**/api/products/catName**', async (route) => {
      await held;
      await route.continue();
    });
    await tab.click();
    const busy = panel.locator('[aria-busy="true"]');
    await expect(busy).toHaveCount(1);
    await page.waitForTimeout(60);
    expect(Number(await busy.evaluate((el) => getComputedStyle(el).opacity))).toBeLessThan(0.6);
    release();
    await expect(panel.locator('[aria-busy="true"]')).toHaveCount(0);
    await page.unroute('**/api/products/catName**');
  });

  await test.step('home: the top bar leads to the category listing', async () => {
    await page.evaluate(() => window.scrollTo(0, 0));
    const topBar = page.getByRole('navigation', { name: 'Categories' });
    await topBar.getByRole('link', { name: category.name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/products/category/${category.id}$`));
    await expect(listing.title()).toHaveText(category.name);
    // The tab names the page moved to (the browser moved, no page was loaded).
    await expect(page).toHaveTitle(`${category.name} | Storefront`);
    // The followed category's menu does not stay open over the page title.
    await expect(topBar.getByRole('list', { name: `${category.name} sub-categories` })).toBeHidden();
    await expect(listing.cards().first()).toBeVisible();
    await expect(listing.spinner()).toHaveCount(0);
  });

  await test.step('the listing pages by Show N and switches its grid', async () => {
    const total = (await products()).filter((p) => p.catId === category.id).length;
    await expect(listing.resultCount()).toHaveText(countText(total));
    await expect(listing.cards()).toHaveCount(Math.min(10, total));
    await listing.slice().getByRole('combobox', { name: 'Show', exact: true }).selectOption('20');
    await expect(listing.cards()).toHaveCount(Math.min(20, total));
    // A tall sidebar stays within the window beside the grid (no long blank under the products).
    const sidebar = await listing.sidebar().evaluate((el) => ({ height: el.getBoundingClientRect().height, window: window.innerHeight, position: getComputedStyle(el).position }));
    expect(sidebar.position).toBe('sticky');
    expect(sidebar.height).toBeLessThanOrEqual(sidebar.window);
    // Names cut before the ellipsis (never a lone '…' line); prices line up across each row.
    for (const row of await listing.cardRows()) {
      expect(row.priceSpread, `prices of ${row.names.join(' | ')}`).toBeLessThanOrEqual(1);
      for (const name of row.names) expect(name).not.toMatch(/\s…$/);
    }
    await expect(listing.slice().getByRole('button', { name: 'Show four products per row' })).toHaveAttribute('aria-pressed', 'true');
    await listing.slice().getByRole('button', { name: 'Show one product per row' }).click();
    await expect(listing.grid()).toHaveAttribute('data-columns', '1');
  });

  await test.step('PRODUCT CATEGORIES: a sub-category with its count opens its listing (page size kept)', async () => {
    await expect(listing.subCategory(sub.name)).toHaveAccessibleName(`${sub.name} (${inSub.length})`);
    await listing.subCategory(sub.name).click();
    await expect(page).toHaveURL(new RegExp(`/products/subCat/${sub.id}\\?perPage=20$`));
    await expect(page).toHaveTitle(`${sub.name} | Storefront`);
    await expect(listing.title()).toHaveText(sub.name);
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: category.name })).toBeVisible();
    await expect(listing.subCategory(sub.name)).toHaveAttribute('aria-current', 'true');
    await expect(listing.resultCount()).toHaveText(countText(inSub.length));
  });

  const prices = inSub.map((p) => p.price).sort((a, b) => a - b);
  const cap = prices[Math.floor(prices.length / 2)];
  await test.step(`FILTER BY PRICE: an upper bound of ${cap} keeps only cheaper products`, async () => {
    await listing.setRange(listing.maxPrice(), cap);
    const expected = inSub.filter((p) => p.price <= cap).length;
    await expect(listing.resultCount()).toHaveText(countText(expected));
    await expect(listing.cards()).toHaveCount(Math.min(20, expected));
    for (const price of await listing.cardPrices()) expect(price).toBeLessThanOrEqual(cap);
    // Both handles sit on the bar's centre line.
    const handles = await listing.priceHandles();
    expect(handles.map((h) => h.name)).toEqual(['Minimum price', 'Maximum price']);
    for (const h of handles) {
      expect(h.onTrack, `${h.name} handle on the bar`).toBe(true);
      expect(h.offCentre, `${h.name} centre line`).toBeLessThanOrEqual(1);
    }
  });

  await test.step('FILTER BY RATING: 4 stars and up keeps only products rated 4 or more, with the price filter', async () => {
    const cheap = inSub.filter((p) => p.price <= cap);
    const expected = cheap.filter((p) => p.rating >= 4).length;
    await expect(listing.ratingRow(4)).toHaveAccessibleName(`Rated 4 stars and up (${expected})`);
    await listing.ratingRow(4).click();
    await expect(listing.ratingRow(4)).toHaveAttribute('aria-current', 'true');
    await expect(listing.resultCount()).toHaveText(countText(expected));
    // The filters combine: the price range stays.
    await expect(listing.maxPrice()).not.toHaveValue('60000');
    if (expected > 0) for (const r of await listing.cardRatings()) expect(r).toBeGreaterThanOrEqual(4);
    await listing.ratingRow(4).click();
    await expect(listing.resultCount()).toHaveText(countText(cheap.length));
  });

  await test.step('a card opens the product page; adding to cart or My List asks the visitor to sign in', async () => {
    const card = listing.cards().first();
    const name = (await card.getAttribute('aria-label')) ?? '';
    await card.getByRole('heading').getByRole('link').click();
    await expect(productPage.heading(name)).toBeVisible();
    await expect(page).toHaveTitle(`${name} | Storefront`);
    const product = inSub.find((p) => p.name === name)!;
    for (const [kind, label] of [['productRam', 'RAM'], ['size', 'Size'], ['productWeight', 'Weight']] as const) {
      if (product[kind].length) await productPage.options(label).getByRole('radio').first().click();
    }
    await productPage.addToCart().click();
    await expect(snackbar(page, 'Please login first')).toBeVisible();
    await productPage.wishlist().click();
    await expect(snackbar(page, 'Please Login to continue')).toBeVisible();
    await expect(header.cartCount()).toHaveText('0');
    await header.cartLink().click();
    await expect(page).toHaveURL(/\/signIn$/);
    await expect(page).toHaveTitle('Sign In | Storefront');
  });
});

test('search: live suggestions -> a suggestion opens its product; Enter -> results with filters and an empty state', { tag: '@catalogue' }, async ({
  page,
  header,
  listing,
  productPage,
}) => {
  const word = 'Laptop';
  // Search is full text (names and descriptions): the API's answer is what the page must show.
  const matching = await searchApi(word);
  expect(matching.length).toBeGreaterThan(2);

  await page.goto('/');
  await test.step('typing shows suggestions; clearing the text clears them', async () => {
    await header.searchBox().fill(word.toLowerCase());
    await expect(header.suggestions().first()).toBeVisible();
    await expect(header.searchBox()).toHaveAttribute('aria-expanded', 'true');
    const names = matching.map((p) => p.name.slice(0, 20));
    for (const text of await header.suggestions().allInnerTexts()) expect(names).toContain(text.slice(0, 20));
    await header.searchBox().fill('');
    await expect(header.suggestions()).toHaveCount(0);
    await expect(header.searchBox()).toHaveAttribute('aria-expanded', 'false');
  });

  await test.step('empty text does nothing', async () => {
    await header.searchBox().press('Enter');
    await expect(page).toHaveURL(/\/$/);
  });

  await test.step('a suggestion opens its product', async () => {
    await header.searchBox().fill(word.toLowerCase());
    const first = header.suggestions().first();
    await expect(first).toBeVisible();
    const target = (await first.innerText()).split('₹')[0].trim();
    await header.searchBox().press('ArrowDown');
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await header.searchBox().press('Enter');
    await expect(page).toHaveURL(/\/products\/[^/]+$/);
    await expect(page.getByRole('heading', { level: 1, name: new RegExp(`^${escapeRegExp(target.replace(/…$/, ''))}`) })).toBeVisible();
    await expect(productPage.slice()).toBeVisible();
  });

  await test.step('Enter goes to /search with every match; the sidebar filters narrow them', async () => {
    await header.searchBox().fill(word);
    await header.searchBox().press('Enter');
    await expect(page).toHaveURL(new RegExp(`/search\\?q=${word}$`));
    await expect(page.getByRole('heading', { level: 1, name: `Search results for "${word}"` })).toBeVisible();
    await expect(listing.cards()).toHaveCount(matching.length);
    await expect(page.getByText(`${matching.length} products`, { exact: true })).toBeVisible();
    const cap = Math.min(...matching.map((p) => p.price)) + 1000;
    await listing.setRange(listing.maxPrice(), cap);
    const cheap = matching.filter((p) => p.price <= cap).length;
    await expect(page.getByText(`${cheap} products`, { exact: true })).toBeVisible();
    await expect(listing.cards()).toHaveCount(cheap);
    for (const price of await listing.cardPrices()) expect(price).toBeLessThanOrEqual(cap);
  });

  await test.step('a search with no match says so', async () => {
    await header.searchBox().fill('zzqxnomatch');
    await header.searchBox().press('Enter');
    await expect(page.getByText('No products found for "zzqxnomatch"')).toBeVisible();
    await expect(listing.cards()).toHaveCount(0);
  });
});

test('with JavaScript off, home shows no carousel arrows or Pause that could never work (with scripts they work)', { tag: '@catalogue' }, async ({ browser }) => {
  for (const javaScriptEnabled of [false, true]) {
    const context = await browser.newContext({ javaScriptEnabled, viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Featured Categories' })).toBeVisible();
    const controls = [
      page.getByRole('button', { name: 'Previous banner' }),
      page.getByRole('button', { name: 'Next banner' }),
      page.getByRole('button', { name: /^(Pause|Play) banner rotation$/ }),
      page.getByRole('button', { name: 'Next categories' }),
    ];
    for (const control of controls) {
      if (javaScriptEnabled) await expect(control.first()).toBeEnabled();
      else await expect(control.first()).toBeHidden();
    }
    await context.close();
  }
});
