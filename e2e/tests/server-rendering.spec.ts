// The public pages come from the shell's rendering server: their HTML (no JavaScript) holds what
// the page shows and what a chat app or a search engine reads; the browser hydrates them without a
// second render; a remote that is down gets its fallback; each request renders its own shopper's
// location.
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, request as httpRequest, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { categories, products, type SeedProduct } from '../support/catalogue-data';
import { expect, HYDRATION_TROUBLE, test } from '../support/fixtures';
import { apiURL, E2E } from '../support/ports';
import { closeServer, defaultRemotes, ROOT, serveRemote, writeShellEnv } from '../support/servers';
import { startShellServer } from '../../scripts/shell-server.mjs';

const decode = (html: string) =>
  html
    .replace(/<!-- -->/g, '')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** The page's HTML as the server sends it, and its visible text. */
async function raw(request: APIRequestContext, path: string, headers: Record<string, string> = {}) {
  const res = await request.get(path, { headers });
  const html = await res.text();
  const body = html.slice(html.indexOf('<body'), html.indexOf('<script id="storefront-server-data"'));
  return { status: res.status(), html, text: decode(body.replace(/<[^>]+>/g, ' ')).replace(/\s+/g, ' ') };
}

function meta(html: string, key: string): string | null {
  const m = html.match(new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`));
  return m ? decode(m[1]) : null;
}

function jsonLd(html: string): Array<Record<string, unknown>> {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]));
}

/**
 * What the page shows in the browser: each card's name and price, or the product's. Not the
 * listing's sidebar featured products: extra matter a wide screen brings in after hydration.
 */
async function shownCards(page: Page): Promise<Array<{ name: string; price: string }>> {
  const cards = page.locator('[data-testid="product-card"]:not(aside [data-testid="product-card"])');
  await expect(cards.first()).toBeVisible();
  return cards.evaluateAll((els) =>
    els.slice(0, 8).map((el) => ({
      name: (el.querySelector('h3, h2, [class*="name"]')?.textContent ?? '').trim(),
      price: (Array.from(el.querySelectorAll('p, span')).find((p) => /^Price\s/.test(p.textContent ?? ''))?.textContent ?? '').replace(/^Price\s*/, '').trim(),
    })),
  );
}

let product: SeedProduct;
let category: { id: string; name: string };

test.beforeAll(async () => {
  const [cats, all] = await Promise.all([categories(), products()]);
  category = cats.find((c) => all.some((p) => p.catId === c.id))!;
  product = all.find((p) => p.catId === category.id && p.countInStock > 0)!;
});

test('the HTML of home, a category and a product holds the names and prices the page shows, and the share and search tags', { tag: ['@shell', '@local'] }, async ({ page, request }) => {
  for (const path of ['/', `/products/category/${category.id}`]) {
    const { status, html, text } = await raw(request, path);
    expect(status, path).toBe(200);
    await page.goto(path);
    const cards = await shownCards(page);
    expect(cards.length, path).toBeGreaterThan(0);
    for (const c of cards) {
      expect(c.name, `${path}: a card name`).not.toBe('');
      expect(text, `${path}: ${c.name}`).toContain(c.name);
      expect(text, `${path}: ${c.name}'s price`).toContain(c.price);
    }
    expect(meta(html, 'og:title'), path).toBeTruthy();
    expect(html).toMatch(/<link rel="canonical" href="http:\/\/localhost:\d+\//);
  }

  const listing = await raw(request, `/products/category/${category.id}`);
  expect(listing.html).toContain(`<title>${category.name}`);
  expect(jsonLd(listing.html).some((d) => d['@type'] === 'BreadcrumbList')).toBe(true);

  const { html, text } = await raw(request, `/product/${product.id}`);
  await page.goto(`/products/${product.id}`);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  const price = `₹${product.price.toLocaleString('en-IN')}`;
  expect(text).toContain(product.name);
  expect(text).toContain(price);
  expect(meta(html, 'og:title')).toContain(product.name);
  expect(meta(html, 'og:type')).toBe('product');
  expect(meta(html, 'og:image')).toMatch(/^http:\/\/localhost:\d+\/.+\.(jpg|webp)$/);
  expect(meta(html, 'twitter:card')).toBe('summary_large_image');
  expect(meta(html, 'description')).toBeTruthy();
  expect(html).toContain(`<link rel="canonical" href="http://localhost:${E2E.shell}/products/${product.id}"`);
  const ld = jsonLd(html).find((d) => d['@type'] === 'Product') as { name: string; offers: { priceCurrency: string; price: number; availability: string } };
  expect(ld.name).toBe(product.name);
  expect(ld.offers).toMatchObject({ priceCurrency: 'INR', price: product.price, availability: 'https://schema.org/InStock' });
  // The largest picture is asked for first.
  expect(html).toMatch(/<img[^>]*fetchpriority="high"/i);
});

test('public pages hydrate without a warning and without asking the API again for what the server sent', { tag: '@shell' }, async ({ page }) => {
  const troubles: string[] = [];
  page.on('console', (m) => {
    if (HYDRATION_TROUBLE.test(m.text())) troubles.push(m.text());
  });
  page.on('pageerror', (e) => troubles.push(e.message));
  const sub = (await categories()).find((c) => c.id === category.id)!.children[0];
  const pages: Array<[string, RegExp]> = [
    ['/', /\/api\/(homeBanner|banners|category|products\/catName)\b/],
    [`/products/category/${category.id}`, /\/api\/(category|products\/catId)\b/],
    [`/products/subCat/${sub.id}`, /\/api\/(category|products\/subCatId)\b/],
    [`/products/${product.id}`, new RegExp(`/api/(category|products/${product.id})\\b`)],
    [`/product/${product.id}`, new RegExp(`/api/(category|products/${product.id})\\b`)],
    ['/search?q=cotton', /\/api\/(category|search)\b/],
    ['/about-us', /\/api\/category\b/],
    ['/no-such-page', /\/api\/category\b/],
  ];
  for (const [path, served] of pages) {
    const again: string[] = [];
    const onRequest = (r: { url(): string }) => {
      const u = r.url();
      if (u.startsWith(apiURL) && served.test(u)) again.push(u);
    };
    page.on('request', onRequest);
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    page.off('request', onRequest);
    expect(again, `${path}: asked again for what the server sent`).toEqual([]);
  }
  expect(troubles).toEqual([]);
});

test('a desktop browser narrower than the server took it for hydrates without rendering a region again, then takes the narrow layout', { tag: '@shell' }, async ({ browser }) => {
  // The server reads a desktop browser as a wide screen; a window half a 1920 px display wide is
  // below the wide breakpoint. The width's readers hydrate with the server's answer and move to the
  // window's as a transition, which React holds until every part below them has hydrated.
  const context = await browser.newContext({ viewport: { width: 960, height: 900 } });
  const tab = await context.newPage();
  const troubles: string[] = [];
  tab.on('console', (m) => {
    if (HYDRATION_TROUBLE.test(m.text())) troubles.push(m.text());
  });
  tab.on('pageerror', (e) => troubles.push(e.message));
  for (const path of ['/', `/products/category/${category.id}`, `/products/${product.id}`]) {
    await tab.goto(path);
    // The narrow layout once hydrated (what the shopper sees change): the shortcuts bar at the bottom.
    await expect(tab.getByRole('navigation', { name: 'Shortcuts' }), path).toBeVisible();
    await tab.waitForLoadState('networkidle');
  }
  expect(troubles).toEqual([]);
  await context.close();
});

test('one HTML for every device: a phone and a desktop get the same bytes (but the nonce), and CSS alone lays the chrome out', { tag: '@shell' }, async ({ browser, request }) => {
  const PHONE_UA = 'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Mobile Safari/537.36';
  const DESKTOP_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';
  const paths = ['/', `/products/category/${category.id}`, `/product/${product.id}`];
  const page = async (path: string, headers: Record<string, string>) => {
    const res = await request.get(path, { headers });
    expect(res.status(), path).toBe(200);
    expect(res.headers()['vary'] ?? '', path).not.toMatch(/User-Agent|Sec-CH-UA-Mobile/i);
    return (await res.text()).replace(/nonce="[^"]*"/g, 'nonce=""');
  };
  for (const path of paths) {
    const desktop = await page(path, { 'User-Agent': DESKTOP_UA });
    expect(await page(path, { 'User-Agent': PHONE_UA, 'Sec-CH-UA-Mobile': '?1' }), path).toBe(desktop);
  }

  for (const [width, wide] of [[390, false], [1280, true]] as const) {
    const context = await browser.newContext({ viewport: { width, height: 900 }, javaScriptEnabled: false, userAgent: wide ? PHONE_UA : DESKTOP_UA });
    const tab = await context.newPage();
    for (const path of paths) {
      await tab.goto(path, { waitUntil: 'load' });
      const at = `${path} at ${width} px`;
      const total = tab.getByTestId('cart-total');
      await expect(total, at).toHaveCount(1);
      if (wide) await expect(total, at).toBeVisible();
      else await expect(total, at).toBeHidden();
      const bar = tab.getByRole('navigation', { name: 'Shortcuts' });
      if (wide) await expect(bar, at).toBeHidden();
      else await expect(bar, at).toBeVisible();
      await expect(tab.getByRole('button', { name: 'Open menu' }), at).toBeVisible({ visible: !wide });
      // Nothing sticks out sideways on a phone.
      expect(await tab.evaluate(() => document.documentElement.scrollWidth), at).toBeLessThanOrEqual(width);
    }
    await context.close();
  }
});

test('with JavaScript off the pages read and their links work', { tag: '@shell' }, async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`/products/category/${category.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(category.name);
  const card = page.getByTestId('product-card').first();
  await card.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/products?\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1 })).not.toBeEmpty();
  await expect(page.getByText(/₹[\d,]+/).first()).toBeVisible();
  await page.getByRole('link', { name: /About/ }).first().click();
  await expect(page).toHaveURL(/\/about-us$/);
  await context.close();
});

test('the first paint waits for no stylesheet: the page lays out from its inline styles as it does with the whole sheets', { tag: '@shell' }, async ({ browser, page, request }) => {
  const phone = { viewport: { width: 412, height: 823 }, userAgent: 'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Mobile Safari/537.36' };
  const desktop = { viewport: { width: 1280, height: 900 } };
  for (const path of ['/', `/products/category/${category.id}`, `/product/${product.id}`]) {
    const { html } = await raw(request, path);
    const head = html.slice(0, html.indexOf('</head>'));
    // No stylesheet in the page's head holds its paint (with JavaScript off, they come from <noscript>).
    expect(head, path).toMatch(/<style( nonce="[^"]+")? data-critical>/);
    expect(head.replace(/<noscript>[\s\S]*?<\/noscript>/g, ''), path).not.toMatch(/<link rel="stylesheet"/);

    for (const device of [phone, desktop]) {
      const layout = async (sheets: boolean) => {
        const context = await browser.newContext({ ...device, javaScriptEnabled: false });
        const tab = await context.newPage();
        if (!sheets) await tab.route(/\/[^/]+\.css$/, (route) => route.abort());
        await tab.goto(path, { waitUntil: 'load' });
        // A card's skeleton leaves the render tree 500 ms after the first paint (by CSS, JavaScript
        // or not): both layouts are read once none is left, not one before and one after.
        // (Polled from here: a page with JavaScript off runs no polling of its own.) A card inside a
        // part this screen's CSS hides (a wide screen's sidebar card on a phone) runs no animation:
        // its skeleton was never painted and counts as gone.
        await expect
          .poll(() => tab.evaluate(() => Array.from(document.querySelectorAll('[data-testid="card-skeleton"]')).every((s) => getComputedStyle(s).display === 'none' || !s.checkVisibility())))
          .toBe(true);
        // Where every element of the first two screens stands, and how its text looks.
        const boxes = await tab.evaluate(() => Array.from(document.querySelectorAll('body *')).flatMap((el) => {
          const r = el.getBoundingClientRect();
          if (r.top > 2 * innerHeight || !r.width) return [];
          const s = getComputedStyle(el);
          return [`${el.tagName}.${el.getAttribute('class') ?? ''} ${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}x${Math.round(r.height)} ${s.color} ${s.fontSize} ${s.backgroundColor} ${s.display}`];
        }));
        await context.close();
        return boxes;
      };
      const inlineOnly = await layout(false);
      expect(inlineOnly.length, path).toBeGreaterThan(20);
      expect(inlineOnly, `${path} at ${device.viewport.width} px`).toEqual(await layout(true));
    }
  }

  // With JavaScript, the whole sheets arrive after the first paint, each where the cascade had it:
  // the shell's before the region's styles, the region's after them; then the scripts run.
  await page.goto('/');
  await expect(page.getByTestId('product-card').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  const order = await page.evaluate(() => Array.from(document.head.querySelectorAll('style[data-critical], style[data-remote-styles], link[rel=stylesheet]')).map((el) =>
    el.tagName === 'LINK' ? (new URL((el as HTMLLinkElement).href).port === location.port ? 'shell sheet' : 'region sheet') : el.hasAttribute('data-critical') ? 'critical' : 'region styles'));
  // They came in as print sheets and were switched on together before the scripts ran.
  expect(await page.evaluate(() => Array.from(document.querySelectorAll('link[rel=stylesheet]'), (l) => (l as HTMLLinkElement).media))).not.toContain('print');
  const firstRegion = order.indexOf('region styles');
  expect(order[0]).toBe('critical');
  expect(order.slice(1, firstRegion).every((o) => o === 'shell sheet') && firstRegion > 1).toBe(true);
  expect(order.slice(firstRegion + 1).filter((o) => o === 'shell sheet')).toEqual([]);
  expect(order.slice(firstRegion + 1)).toContain('region sheet');
});

test('a page that arrives whole is painted once, after all of it is parsed, not header first', { tag: '@shell' }, async ({ browser }) => {
  // A phone's slower CPU (4x) makes the parser pause on the way; left alone, the browser paints the
  // header at the first pause and lays out the rest in one long task after that first paint.
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
  const tab = await context.newPage();
  await (await context.newCDPSession(tab)).send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await tab.addInitScript(() => {
    const seen: Record<string, number> = {};
    (window as unknown as { seen: typeof seen }).seen = seen;
    new MutationObserver(() => {
      for (const [part, selector] of [['header', 'header'], ['footer', 'footer'], ['page data', '#storefront-server-data']]) {
        if (!(part in seen) && document.querySelector(selector)) seen[part] = performance.now();
      }
    }).observe(document, { childList: true, subtree: true });
  });
  for (const path of ['/', `/products/category/${category.id}`, `/products/${product.id}`]) {
    const response = await tab.goto(path, { waitUntil: 'load' });
    expect((await response!.text()).slice(0, 20000), path).toMatch(/<link rel="expect" href="#storefront-server-data" blocking="render" \/>/);
    await tab.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);
    const { seen, paint } = await tab.evaluate(() => ({
      seen: (window as unknown as { seen: Record<string, number> }).seen,
      paint: performance.getEntriesByName('first-contentful-paint')[0].startTime,
    }));
    expect(Object.keys(seen), path).toEqual(['header', 'footer', 'page data']);
    expect(seen['page data'], `${path}: the first paint came before the end of the page was parsed`).toBeLessThanOrEqual(paint);
  }
  await context.close();
});

test("the server's style attributes apply under the page's policy, with scripts and without", { tag: '@shell' }, async ({ browser, page }) => {
  const path = `/products/category/${category.id}`;
  // Each card's stars show its rating: a gold row over a grey one, cut to the rating's share.
  const stars = (tab: Page) =>
    tab.locator('[data-rating]').first().evaluate((fill) => {
      const box = fill.parentElement!.getBoundingClientRect();
      const s = getComputedStyle(fill);
      return { rating: Number(fill.getAttribute('data-rating')), share: fill.getBoundingClientRect().width / box.width, position: s.position, painted: s.backgroundImage.startsWith('url("data:image/svg') };
    });

  // With JavaScript off the style attributes React wrote apply as they are (the policy allows style
  // attributes, never inline scripts), and the browser refuses nothing.
  const context = await browser.newContext({ javaScriptEnabled: false });
  const tab = await context.newPage();
  const refused: string[] = [];
  tab.on('console', (m) => { if (/Content Security Policy/.test(m.text())) refused.push(m.text()); });
  const response = await tab.goto(path, { waitUntil: 'load' });
  const policy = response!.headers()['content-security-policy'];
  expect(policy).toContain("style-src-attr 'unsafe-inline'");
  expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  expect(await tab.locator('#root [style]').count()).toBeGreaterThan(0);
  const off = await stars(tab);
  expect(off.position).toBe('absolute');
  expect(off.painted).toBe(true);
  expect(off.share).toBeCloseTo(off.rating / 5, 2);
  await context.close();
  expect(refused).toEqual([]);

  // With JavaScript React takes the same attributes over; the fixture fails the test on any refusal.
  await page.goto(path);
  const on = await stars(page);
  expect(on.position).toBe('absolute');
  expect(on.painted).toBe(true);
  expect(on.share).toBeCloseTo(on.rating / 5, 2);
});

test('two requests at once with different locations each get their own shopper\'s listing', { tag: '@shell' }, async ({ request }) => {
  const path = `/products/category/${category.id}`;
  const expectedFor = async (location: string) => {
    const res = await fetch(`${apiURL}/api/products/catId?catId=${category.id}&location=${location}&page=1&perPage=10`);
    return ((await res.json()) as { products: SeedProduct[] }).products.map((p) => p.id);
  };
  const servedFor = (html: string) => {
    const payload = JSON.parse(html.match(/<script id="storefront-server-data" type="application\/json">([\s\S]*?)<\/script>/)![1]) as {
      location: string;
      records: Record<string, { value: { data?: { products?: Array<{ id: string }> } } }>;
    };
    const listing = Object.values(payload.records).find((r) => Array.isArray(r.value?.data?.products));
    return { location: payload.location, ids: listing?.value.data?.products?.map((p) => p.id) ?? [] };
  };
  const [india, all] = await Promise.all([
    raw(request, path, { Cookie: 'sf_location=IN' }),
    raw(request, path, { Cookie: 'sf_location=All' }),
  ]);
  const [wantIndia, wantAll] = await Promise.all([expectedFor('IN'), expectedFor('All')]);
  expect(wantIndia).not.toEqual(wantAll);
  expect(servedFor(india.html)).toEqual({ location: 'IN', ids: wantIndia });
  expect(servedFor(all.html)).toEqual({ location: 'All', ids: wantAll });
});

test.describe('a remote that is down when the page renders', { tag: ['@shell', '@local'] }, () => {
  let server: Server;
  const port = E2E.spare(7);

  test.beforeAll(async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sf-down-'));
    // Nothing listens at spare(8): the catalogue's release cannot be fetched.
    const files = writeShellEnv(dir, { ...defaultRemotes(), mf_catalogue: `http://localhost:${E2E.spare(8)}/mf-manifest.json` });
    server = await startShellServer({ port, registryFile: files['/remotes.json'], configFile: files['/runtime-config.json'] });
  });

  test.afterAll(async () => {
    await closeServer(server);
  });

  test('gets its region\'s fallback in the HTML and the rest of the page', async ({ request }) => {
    const { status, text } = await raw(request, `http://localhost:${port}/`);
    expect(status).toBe(200);
    expect(text).toContain('Product catalogue is unavailable right now');
    expect(text).toContain('Try again');
    // The chrome is all there: header, navigation and footer.
    expect(text).toContain('Search for products');
    expect(text).toContain(category.name);
    expect(text).toMatch(/About Us/);

    // Once the remote is back, the next page has it: the running server tries again, no restart.
    const back = await serveRemote('mf_catalogue', E2E.spare(8));
    try {
      const again = await raw(request, `http://localhost:${port}/`);
      expect(again.text).not.toContain('Product catalogue is unavailable right now');
      expect(again.text).toContain('Popular Products');
    } finally {
      await closeServer(back);
    }
  });
});

test.describe('a slow API when the page renders', { tag: ['@shell', '@local'] }, () => {
  const servers: Server[] = [];
  const shellPort = E2E.spare(6);
  const proxyPort = E2E.spare(9);
  const DELAY_MS = 3500;

  test.beforeAll(async () => {
    // The API, except that product lists answer 3.5 s late.
    const api = new URL(apiURL);
    const proxy = createServer((req, res) => {
      const forward = () => {
        const out = httpRequest({ host: api.hostname, port: api.port, path: req.url, method: req.method, headers: { ...req.headers, host: api.host } }, (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        });
        req.pipe(out);
      };
      if (/^\/api\/products\/(catName|catId|listing)\b/.test(req.url ?? '')) setTimeout(forward, DELAY_MS);
      else forward();
    });
    await new Promise<void>((done) => proxy.listen(proxyPort, '127.0.0.1', done));
    servers.push(proxy);
    const dir = mkdtempSync(join(tmpdir(), 'sf-slow-'));
    const files = writeShellEnv(dir, defaultRemotes(), `http://localhost:${proxyPort}`);
    servers.push(await startShellServer({ port: shellPort, registryFile: files['/remotes.json'], configFile: files['/runtime-config.json'] }));
    // A server that has run a while: the catalogue's Node build loaded once (a search page asks for
    // no product list), so what is timed below is the page, not the remote's first load (which took
    // the chrome past 3.5 s once under the whole suite's load).
    expect((await fetch(`http://localhost:${shellPort}/search?q=cotton`)).status).toBe(200);
  });

  test.afterAll(async () => {
    await Promise.all(servers.map(closeServer));
  });

  test('delays only its region: the chrome streams first, the region follows with its data', async () => {
    const started = Date.now();
    const res = await fetch(`http://localhost:${shellPort}/products/category/${category.id}`, { headers: { 'Accept-Encoding': 'identity' } });
    expect(res.status).toBe(200);
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    let html = '';
    let chromeAt = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      html += decoder.decode(value, { stream: true });
      if (!chromeAt && html.includes('Search for products')) chromeAt = Date.now() - started;
    }
    const endAt = Date.now() - started;
    // A page that streams in parts holds no paint until its end: the chrome paints as it arrives.
    expect(html).not.toContain('rel="expect"');
    // The header, navigation and footer arrive while the listing's call is still out...
    expect(chromeAt).toBeGreaterThan(0);
    expect(chromeAt).toBeLessThan(DELAY_MS);
    // ...and the listing streams in afterwards, rendered with its products.
    expect(endAt).toBeGreaterThanOrEqual(DELAY_MS);
    const listing = await (await fetch(`${apiURL}/api/products/catId?catId=${category.id}&location=All&page=1&perPage=10`)).json() as { products: SeedProduct[] };
    expect(decode(html)).toContain(listing.products[0].name.slice(0, 20));
    // A page that went out in parts is nobody's to keep.
    expect(res.headers.get('cache-control')).toBe('no-cache');
  });
});

test.describe('a remote whose page throws while the server renders it', { tag: ['@shell', '@local'] }, () => {
  const servers: Server[] = [];
  const shellPort = E2E.spare(3);
  const brokenPort = E2E.spare(4);

  test.beforeAll(async () => {
    // A copy of mf-product's release whose Node build throws in the product page.
    const release = mkdtempSync(join(tmpdir(), 'sf-broken-'));
    cpSync(join(ROOT, 'mf-product', 'dist'), release, { recursive: true });
    const entry = join(release, 'server', 'remoteEntry.js');
    const code = readFileSync(entry, 'utf8');
    expect(code).toContain('function ProductDetail() {');
    writeFileSync(entry, code.replace('function ProductDetail() {', 'function ProductDetail() { throw new Error("drill: the product page broke on the server");'));
    servers.push(await serveRemote('mf_product', brokenPort, release));
    const dir = mkdtempSync(join(tmpdir(), 'sf-broken-env-'));
    const files = writeShellEnv(dir, { ...defaultRemotes(), mf_product: `http://localhost:${brokenPort}/mf-manifest.json` });
    servers.push(await startShellServer({ port: shellPort, registryFile: files['/remotes.json'], configFile: files['/runtime-config.json'] }));
  });

  test.afterAll(async () => {
    await Promise.all(servers.map(closeServer));
  });

  test('gets its region\'s fallback in the HTML, with the rest of the page', async ({ request }) => {
    const { status, text } = await raw(request, `http://localhost:${shellPort}/products/${product.id}`);
    expect(status).toBe(200);
    expect(text).toContain('Product page is unavailable right now');
    expect(text).toContain('Search for products');
    expect(text).toMatch(/About Us/);
    expect(text).not.toContain('drill: the product page broke');
  });
});
