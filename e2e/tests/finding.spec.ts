// Finding things as shoppers expect (issue 29): every sort order of a listing, facet counts that
// equal what a choice then lists, the listing's whole state in its URL (Back, Forward, reload, no
// scripts), forgiving search with its 'Showing results for' line, and a long query kept short.
import { expect, test } from '../support/fixtures';
import { bigCategory, categories, productNotSoldIn, products, type SeedProduct } from '../support/catalogue-data';
import { apiURL } from '../support/ports';
import { countText } from '../support/shop-pages';

interface ListingAnswer {
  products: SeedProduct[];
  totalPosts: number;
}
async function listingApi(query: string): Promise<ListingAnswer> {
  const res = await fetch(`${process.env.E2E_API_URL ?? apiURL}/api/products/listing?${query}`);
  expect(res.status).toBe(200);
  return (await res.json()) as ListingAnswer;
}

test('each sort order lists the category in that order, and the choice is the URL', { tag: '@catalogue' }, async ({ page, listing }) => {
  const { category, inCat } = await bigCategory();
  await page.goto(`/products/category/${category.id}`);
  await expect(listing.sortBy()).toHaveValue('newest');
  const orders: [string, string, (cards: number[]) => number[]][] = [
    ['Price: Low to High', 'price_asc', () => inCat.map((p) => p.price).sort((a, b) => a - b).slice(0, 3)],
    ['Price: High to Low', 'price_desc', () => inCat.map((p) => p.price).sort((a, b) => b - a).slice(0, 3)],
  ];
  for (const [label, value, expected] of orders) {
    await listing.sortBy().selectOption({ label });
    await expect(page).toHaveURL(new RegExp(`[?&]sort=${value}(&|$)`));
    await expect.poll(async () => (await listing.cardPrices()).slice(0, 3)).toEqual(expected([]));
  }

  await listing.sortBy().selectOption({ label: 'Customer Rating' });
  await expect(page).toHaveURL(/[?&]sort=rating(&|$)/);
  const best = inCat.map((p) => p.rating).sort((a, b) => b - a).slice(0, 3);
  await expect.poll(async () => (await listing.cardRatings()).slice(0, 3)).toEqual(best);

  await listing.sortBy().selectOption({ label: 'Popularity' });
  await expect(page).toHaveURL(/[?&]sort=popular(&|$)/);
  const popular = await listingApi(`catId=${category.id}&sort=popular&perPage=10`);
  await expect.poll(async () => (await listing.cards().evaluateAll((els) => els.slice(0, 3).map((e) => e.getAttribute('aria-label'))))).toEqual(
    popular.products.slice(0, 3).map((p) => p.name),
  );

  await listing.sortBy().selectOption({ label: 'Newest' });
  await expect(page).toHaveURL(new RegExp(`/products/category/${category.id}$`));
  const newest = [...inCat].sort((a, b) => ((a as unknown as { dateCreated: string }).dateCreated < (b as unknown as { dateCreated: string }).dateCreated ? 1 : -1));
  await expect(listing.cards().first()).toHaveAttribute('aria-label', newest[0].name);

  // Sorted pages never repeat a product: pages 1 and 2 by price share none.
  await listing.sortBy().selectOption({ label: 'Price: Low to High' });
  await expect(page).toHaveURL(/sort=price_asc/);
  // The address changes before the new list is in: read page 1 once it is the list by price.
  const byPrice = await listingApi(`catId=${category.id}&sort=price_asc&perPage=10`);
  await expect.poll(async () => listing.cards().evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')))).toEqual(byPrice.products.map((p) => p.name));
  const first = await listing.cards().evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));
  await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/sort=price_asc&page=2$/);
  await expect(listing.cards().first()).not.toHaveAttribute('aria-label', first[0] ?? '');
  const second = await listing.cards().evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));
  const prices = await listing.cardPrices();
  expect(prices[0]).toBeGreaterThanOrEqual(Math.max(...inCat.map((p) => p.price).sort((a, b) => a - b).slice(0, 10)));
  expect(second.filter((n) => first.includes(n))).toEqual([]);
});

test('a facet count equals the products that choice then lists, with the other filters applied', { tag: '@catalogue' }, async ({ page, listing }) => {
  const { category, inCat } = await bigCategory();
  await page.goto(`/products/category/${category.id}`);
  const four = listing.ratingRow(4);
  const n = await listing.facetCount(four);
  expect(n).toBe(inCat.filter((p) => p.rating >= 4).length);
  await four.click();
  await expect(page).toHaveURL(/[?&]rating=4(&|$)/);
  await expect(listing.resultCount()).toHaveText(countText(n));

  // A sub-category's count is with the rating applied, and is what its page then lists.
  const sub = category.children.find((s) => inCat.some((p) => p.subCatId === s.id && p.rating >= 4))!;
  const link = listing.subCategory(sub.name);
  const m = await listing.facetCount(link);
  expect(m).toBe(inCat.filter((p) => p.subCatId === sub.id && p.rating >= 4).length);
  await link.click();
  await expect(page).toHaveURL(new RegExp(`/products/subCat/${sub.id}\\?rating=4$`));
  await expect(listing.resultCount()).toHaveText(countText(m));

  // A price band's count likewise.
  const band = listing.sidebar().getByRole('link', { name: /^(₹|Under ₹)[\d,]+ (– ₹[\d,]+ )?\((\d+)\)$/ }).filter({ hasNotText: '(0)' }).first();
  const k = await listing.facetCount(band);
  await band.click();
  await expect(page).toHaveURL(/minPrice=\d+/);
  await expect(listing.resultCount()).toHaveText(countText(k));
});

test('the listing state is in its URL: Back and Forward step through pages and filters, a reload keeps them, Show starts at page 1', { tag: '@catalogue' }, async ({ page, listing }) => {
  const { category } = await bigCategory();
  const sub = category.children[1];
  const pages = page.getByRole('navigation', { name: 'Pages' });
  await page.goto(`/products/category/${category.id}`);
  await listing.subCategory(sub.name).click();
  await expect(page).toHaveURL(new RegExp(`/products/subCat/${sub.id}$`));
  await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: category.name }).click();
  await expect(page).toHaveURL(new RegExp(`/products/category/${category.id}$`));
  const pageOne = await listing.cards().first().getAttribute('aria-label');
  await pages.getByRole('link', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/\?page=2$/);
  const pageTwo = await listing.cards().first().getAttribute('aria-label');
  await pages.getByRole('link', { name: 'Page 3' }).click();
  await expect(page).toHaveURL(/\?page=3$/);

  await page.goBack();
  await expect(page).toHaveURL(/\?page=2$/);
  await expect(pages.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  await expect(listing.cards().first()).toHaveAttribute('aria-label', pageTwo ?? '');
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/products/category/${category.id}$`));
  await expect(listing.cards().first()).toHaveAttribute('aria-label', pageOne ?? '');
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/products/subCat/${sub.id}$`));
  await page.goForward();
  await page.goForward();
  await expect(page).toHaveURL(/\?page=2$/);

  // Rating, price and page size are in the URL too, and a reload keeps them.
  await listing.ratingRow(3).click();
  await expect(page).toHaveURL(/\?rating=3$/);
  await listing.slice().getByRole('combobox', { name: 'Show', exact: true }).selectOption('20');
  await expect(page).toHaveURL(/\?rating=3&perPage=20$/);
  const shown = await listing.resultCount().innerText();
  await page.reload();
  await expect(listing.resultCount()).toHaveText(shown);
  await expect(listing.ratingRow(3)).toHaveAttribute('aria-current', 'true');
  await expect(listing.slice().getByRole('combobox', { name: 'Show', exact: true })).toHaveValue('20');

  // Show on page 2 lists page 1 of the new size, in order.
  await page.goto(`/products/category/${category.id}?page=2`);
  await expect(pages.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  await listing.slice().getByRole('combobox', { name: 'Show', exact: true }).selectOption('20');
  await expect(page).toHaveURL(/\?perPage=20$/);
  const want = (await listingApi(`catId=${category.id}&perPage=20`)).products.map((p) => p.name);
  await expect.poll(() => listing.cards().evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')))).toEqual(want);
});

test('with JavaScript off the listing sorts, filters by the price slider and rating, and pages from its URL and its forms', { tag: '@catalogue' }, async ({ browser }) => {
  const { category, inCat } = await bigCategory();
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`/products/category/${category.id}`);
  const formOf = (control: ReturnType<typeof page.getByRole>) => page.locator('form').filter({ has: control });
  const sortBy = page.getByRole('combobox', { name: 'Sort by' });
  await sortBy.selectOption({ label: 'Price: Low to High' });
  await formOf(sortBy).getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/sort=price_asc/);
  const cheapest = inCat.map((p) => p.price).sort((a, b) => a - b).slice(0, 3);
  // The URL changes when the new document commits; its cards may still be arriving (polled, not read once).
  const prices = page.getByTestId('product-grid').getByTestId('product-card').locator('p').filter({ hasText: /Price / });
  await expect
    .poll(async () => (await prices.allInnerTexts()).slice(0, 3).map((t) => Number((t.split('\n').pop() ?? t).replace(/[^\d]/g, ''))))
    .toEqual(cheapest);
  // The price slider: its handles move without scripts, and Apply sends them with the order kept.
  const maxPrice = page.getByRole('slider', { name: 'Maximum price' });
  await maxPrice.fill('2000');
  await formOf(maxPrice).getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/\?sort=price_asc&minPrice=100&maxPrice=2000$/);
  // The lower handle at its minimum (₹100) is no lower limit: a ₹99 product stays listed.
  const inRange = inCat.filter((p) => p.price <= 2000);
  await expect(page.getByText(countText(inRange.length))).toBeVisible();
  await expect(page.getByRole('slider', { name: 'Maximum price' })).toHaveValue('2000');
  await page.getByRole('link', { name: /^Rated 4 stars and up \(\d+\)$/ }).click();
  await expect(page).toHaveURL(/sort=price_asc&maxPrice=2000&rating=4$/);
  const rated = inRange.filter((p) => p.rating >= 4).length;
  await expect(page.getByText(rated ? countText(rated) : 'No products found.')).toBeVisible();
  await context.close();
});

test('moving only the upper price handle keeps the products under ₹100 (the lower handle at ₹100 is no lower limit)', { tag: '@catalogue' }, async ({ page, listing }) => {
  const all = await products();
  const cheapest = [...all].sort((a, b) => a.price - b.price)[0];
  expect(cheapest.price).toBeLessThan(100);
  const inCat = all.filter((p) => p.catId === cheapest.catId);
  await page.goto(`/products/category/${cheapest.catId}?sort=price_asc`);
  await expect(listing.resultCount()).toHaveText(countText(inCat.length));
  await listing.sidebar().getByRole('slider', { name: 'Maximum price' }).fill('2000');
  await expect(page).toHaveURL(/\?sort=price_asc&maxPrice=2000$/);
  await expect(listing.resultCount()).toHaveText(countText(inCat.filter((p) => p.price <= 2000).length));
  const under100 = inCat.filter((p) => p.price === cheapest.price).map((p) => p.name);
  expect(under100).toContain(await page.getByTestId('product-grid').getByTestId('product-card').first().getAttribute('aria-label'));
});

test('at exactly 992 px, where the sidebar is already the Filters panel, the list takes the whole width (no blank column beside it)', { tag: '@catalogue' }, async ({ page }) => {
  const { category } = await bigCategory();
  await page.setViewportSize({ width: 992, height: 900 });
  for (const path of [`/products/category/${category.id}`, '/search?q=cotton']) {
    await page.goto(path);
    const grid = page.getByTestId('product-grid');
    await expect(grid.getByTestId('product-card').first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Filters', exact: true }).first()).toBeVisible();
    const list = (await grid.boundingBox())!;
    // The list starts at the container's edge and fills the width (beside a blank quarter it was 700 px wide).
    expect(list.x, path).toBeLessThan(40);
    expect(list.width, path).toBeGreaterThan(900);
  }
});

test.describe('forgiving search', { tag: '@catalogue' }, () => {
  for (const [typed, corrected, name] of [
    ['hedphones', 'headphones', 'Headphones'],
    ['chromebok', 'chromebook', 'Chromebook'],
  ] as const) {
    test(`"${typed}" finds ${name} and says it searched for "${corrected}"`, async ({ page, header, listing }) => {
      await page.goto('/');
      await header.searchBox().fill(typed);
      // Suggestions forgive the same way.
      await expect(header.suggestions().filter({ hasText: new RegExp(name.slice(0, 6)) }).first()).toBeVisible();
      await header.searchBox().press('Enter');
      await expect(page).toHaveURL(new RegExp(`/search\\?q=${typed}$`));
      await expect(page.getByText(`Showing results for ${corrected}`)).toBeVisible();
      await expect(listing.grid().getByRole('article', { name: new RegExp(name) }).first()).toBeVisible();
      await page.getByRole('link', { name: `Search instead for ${typed}` }).click();
      await expect(page.getByText(`No products found for "${typed}"`)).toBeVisible();
      await expect(page.getByText(`Showing results for ${corrected}`)).toHaveCount(0);
    });
  }

  test('"mangalsutr" finds the Mangalsutra', async ({ page, listing }) => {
    await page.goto('/search?q=mangalsutr');
    await expect(listing.grid().getByRole('article', { name: /Mangalsutra/ }).first()).toBeVisible();
  });

  test('"phone" finds the smartphones too (a word inside a compound), in the suggestions and on the results page', async ({ page, header, listing }) => {
    await page.goto('/');
    await header.searchBox().fill('phone');
    await expect(header.suggestions().filter({ hasText: /Smartphone/ }).first()).toBeVisible();
    await header.searchBox().press('Enter');
    await expect(page).toHaveURL(/\/search\?q=phone$/);
    await expect(listing.grid().getByRole('article', { name: /Zentro 5G Smartphone/ })).toBeVisible();
    await expect(listing.grid().getByRole('article', { name: /Zentro Lite 4G Phone/ })).toBeVisible();
    await expect(page.getByText('Showing results for')).toHaveCount(0);
  });

  test('"चावल" (rice, typed in Hindi) finds the rice and "smartwatch" the smart watches, each saying what it searched', async ({ page, header, listing }) => {
    await page.goto('/');
    await header.searchBox().fill('चावल');
    await expect(header.suggestions().filter({ hasText: /Rice/ }).first()).toBeVisible();
    await header.searchBox().press('Enter');
    await expect(page.getByText('Showing results for rice')).toBeVisible();
    await expect(listing.grid().getByRole('article', { name: /Basmati Rice/ }).first()).toBeVisible();
    await page.goto('/search?q=smartwatch');
    await expect(page.getByText('Showing results for smart watch')).toBeVisible();
    await expect(listing.grid().getByRole('article', { name: /Smart Watch/ }).first()).toBeVisible();
  });

  test('the results sort by price and a very long query is cut in the heading', async ({ page, listing }) => {
    await page.goto('/search?q=cotton');
    await listing.sortBy().selectOption({ label: 'Price: Low to High' });
    await expect(page).toHaveURL(/\/search\?q=cotton&sort=price_asc$/);
    await expect.poll(async () => {
      const prices = (await listing.cardPrices()).slice(0, 3);
      return prices.length === 3 && prices.every((p, i) => i === 0 || p >= prices[i - 1]);
    }).toBe(true);
    await page.goto(`/search?q=${'cotton'.repeat(500)}`);
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toContainText('Search results for');
    expect((await heading.innerText()).length).toBeLessThan(100);
  });
});

test('robots.txt and the sitemaps: every public page listed with its lastmod, private pages disallowed', { tag: '@catalogue' }, async ({ page, request, baseURL }) => {
  const robots = await request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  expect(robots.headers()['content-type']).toMatch(/^text\/plain/);
  expect(robots.headers()['cache-control']).toMatch(/max-age=\d+/);
  const rules = await robots.text();
  for (const path of ['/cart', '/checkout', '/my-account', '/my-list', '/search']) expect(rules).toContain(`Disallow: ${path}\n`);
  expect(rules).toContain('Allow: /\n');
  expect(rules).toContain(`Sitemap: ${baseURL}/sitemap.xml`);

  /** A sitemap file parsed as XML in the browser: its locs and lastmods, failing on any parse error. */
  const parse = async (xml: string) =>
    page.evaluate((text) => {
      const doc = new DOMParser().parseFromString(text, 'application/xml');
      if (doc.querySelector('parsererror')) throw new Error('not well-formed XML');
      const root = doc.documentElement;
      return {
        root: root.localName,
        ns: root.namespaceURI,
        entries: Array.from(root.children).map((e) => ({
          name: e.localName,
          loc: e.getElementsByTagName('loc')[0]?.textContent ?? '',
          lastmod: e.getElementsByTagName('lastmod')[0]?.textContent ?? null,
        })),
      };
    }, xml);
  await page.goto('/about-us');
  const indexRes = await request.get('/sitemap.xml', { headers: { 'accept-encoding': 'gzip' } });
  expect(indexRes.status()).toBe(200);
  expect(indexRes.headers()['content-type']).toMatch(/^application\/xml/);
  expect(indexRes.headers()['content-encoding']).toBe('gzip');
  const index = await parse(await indexRes.text());
  expect(index.root).toBe('sitemapindex');
  expect(index.ns).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
  const W3C_DATE = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2}))?$/;
  const locs: string[] = [];
  for (const map of index.entries) {
    expect(map.name).toBe('sitemap');
    expect(map.lastmod).toMatch(W3C_DATE);
    const file = await parse(await (await request.get(new URL(map.loc).pathname)).text());
    expect(file.root).toBe('urlset');
    expect(file.entries.length).toBeLessThanOrEqual(50_000);
    for (const e of file.entries) {
      expect(e.loc.startsWith(`${baseURL}/`), e.loc).toBe(true);
      if (e.lastmod !== null) expect(e.lastmod).toMatch(W3C_DATE);
    }
    locs.push(...file.entries.map((e) => e.loc));
  }
  const all = await products();
  const cats = await categories();
  for (const p of all) expect(locs).toContain(`${baseURL}/products/${p.id}`);
  for (const c of cats) {
    expect(locs).toContain(`${baseURL}/products/category/${c.id}`);
    for (const s of c.children) expect(locs).toContain(`${baseURL}/products/subCat/${s.id}`);
  }
  expect(locs).toContain(`${baseURL}/about-us`);
  expect(locs.some((l) => /\/(cart|checkout|search|my-account)/.test(l))).toBe(false);
  // Each listed page answers.
  expect((await request.get(new URL(locs[locs.length - 1]).pathname)).status()).toBe(200);
  // The gzip form of a sitemap file.
  const gz = await request.get('/sitemap-pages.xml.gz');
  expect(gz.headers()['content-type']).toBe('application/gzip');
});

test('a stored location the API would not take (a hand-made "India") lists as All, with scripts and without', { tag: '@catalogue' }, async ({ page, baseURL, browser }) => {
  const [category] = await categories();
  await page.context().addCookies([{ name: 'sf_location', value: 'India', url: baseURL! }]);
  await page.addInitScript(() => window.localStorage.setItem('location', 'India'));
  await page.goto(`/products/category/${category!.id}`);
  await expect(page.getByTestId('product-card').first()).toBeVisible();
  await expect(page.getByText('two-letter country code')).toHaveCount(0);
  await page.getByRole('combobox', { name: 'Sort by' }).selectOption('price_asc');
  await expect(page).toHaveURL(/sort=price_asc/);
  await expect(page.getByTestId('product-card').first()).toBeVisible();
  await expect(page.getByText('two-letter country code')).toHaveCount(0);

  const context = await browser.newContext({ javaScriptEnabled: false });
  await context.addCookies([{ name: 'sf_location', value: 'India', url: baseURL! }]);
  const noScripts = await context.newPage();
  await noScripts.goto(`${baseURL}/products/category/${category!.id}`);
  await expect(noScripts.getByTestId('product-card').first()).toBeVisible();
  await context.close();
});

test('with JavaScript off the delivery location is chosen on its page: back on the same list, made for that place', { tag: '@shell' }, async ({ browser }) => {
  const abroad = await productNotSoldIn('IN');
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const results = `/search?q=${abroad.word}`;
  await page.goto(results);
  await expect(page.getByTestId('product-card').filter({ hasText: abroad.product.name.slice(0, 20) })).toBeVisible();
  await page.getByRole('banner').getByRole('button', { name: /Your Location/ }).click();
  await expect(page).toHaveURL(`/location?back=${encodeURIComponent(results)}`);
  await expect(page.getByRole('heading', { name: 'Choose your Delivery Location' })).toBeVisible();
  await page.getByRole('list', { name: 'Delivery locations' }).getByRole('button', { name: 'India', exact: true }).click();
  await expect(page).toHaveURL(results);
  await expect(page.getByRole('banner').getByRole('button', { name: /Your Location/ })).toContainText('India');
  await expect(page.getByText(`No products found for "${abroad.word}"`).or(page.getByTestId('product-card').first())).toBeVisible();
  await expect(page.getByTestId('product-card').filter({ hasText: abroad.product.name.slice(0, 20) })).toHaveCount(0);
  // the page marks the place chosen
  await page.getByRole('banner').getByRole('button', { name: /Your Location/ }).click();
  await expect(page.getByRole('button', { name: 'India', exact: true })).toHaveAttribute('aria-current', 'true');
  await context.close();
});

test('a location chosen on the location page (its cookie) wins over another this browser had stored, once the scripts run', { tag: '@shell' }, async ({ page, baseURL, header }) => {
  await page.context().addCookies([{ name: 'sf_location', value: 'IN', url: baseURL! }]);
  await page.addInitScript(() => {
    if (!window.sessionStorage.getItem('stored-once')) {
      window.localStorage.setItem('location', 'NP');
      window.sessionStorage.setItem('stored-once', '1');
    }
  });
  await page.goto('/');
  await expect(header.locationButton()).toContainText('India');
  await expect.poll(() => page.evaluate(() => localStorage.getItem('location'))).toBe('IN');
  await page.reload();
  await expect(header.locationButton()).toContainText('India');
  expect((await page.context().cookies()).find((c) => c.name === 'sf_location')?.value).toBe('IN');
});

test('a shopper who chose All areas gets the page the server rendered, without a second render', { tag: '@catalogue' }, async ({ page, baseURL }) => {
  const [category] = await categories();
  await page.context().addCookies([{ name: 'sf_location', value: 'All', url: baseURL! }]);
  await page.addInitScript(() => window.localStorage.setItem('location', 'All'));
  await page.goto(`/products/category/${category!.id}`);
  await expect(page.getByTestId('product-card').first()).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: /Deliver to|Your Location/ }).first()).toContainText('All');
});

test("words that each find products but none together list the products holding any of them, and the page says so, with scripts and without", { tag: '@catalogue' }, async ({ page, browser }) => {
  await page.goto('/search?q=cotton+headphones');
  await expect(page.getByText('Showing results for cotton or headphones')).toBeVisible();
  await expect(page.getByText('No product matches all the words cotton headphones.')).toBeVisible();
  // The products holding either word, as the API lists them.
  const res = await fetch(`${process.env.E2E_API_URL ?? apiURL}/api/search/results?q=cotton%20headphones&perPage=60`);
  const answer = (await res.json()) as { products: Array<{ name: string; subCat?: string }>; anyOf: string[] };
  expect(answer.anyOf).toEqual(['cotton', 'headphones']);
  expect(answer.products.some((p) => /cotton/i.test(p.name))).toBe(true);
  expect(answer.products.some((p) => /headphones/i.test(`${p.name} ${p.subCat}`))).toBe(true);
  await expect(page.getByTestId('product-grid').getByTestId('product-card')).toHaveCount(answer.products.length);
  // As typed, every word required: nothing.
  await page.getByRole('link', { name: 'Search instead for cotton headphones' }).click();
  await expect(page).toHaveURL(/exact=1/);
  await expect(page.getByText('No products found for "cotton headphones"')).toBeVisible();

  // The server's page says the same before any script.
  const context = await browser.newContext({ javaScriptEnabled: false });
  const bare = await context.newPage();
  await bare.goto('/search?q=cotton+headphones');
  await expect(bare.getByText('Showing results for cotton or headphones')).toBeVisible();
  await expect(bare.getByTestId('product-grid').getByTestId('product-card').first()).toBeVisible();
  await context.close();
});
