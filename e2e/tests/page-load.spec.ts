// How the shop's first page arrives: nothing on screen jumps as slices and data come in, the
// shell asks for its startup scripts, its environment's config and registry and the origins it will
// talk to while its entry script downloads.
import { expect, test } from '../support/fixtures';
import { bigCategory, productWithOption } from '../support/catalogue-data';
import { apiURL, E2E } from '../support/ports';

/** Layout shifts since navigation, as Cumulative Layout Shift counts them (no recent input). */
async function layoutShift(page: import('@playwright/test').Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const e of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
            if (!e.hadRecentInput) total += e.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 300);
      }),
  );
}

// A phone says so in its user agent: the server renders the phone's layout.
const PHONE_UA = 'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Mobile Safari/537.36';

for (const [name, viewport] of [
  ['a phone', { width: 390, height: 844 }],
  ['a desktop', { width: 1280, height: 800 }],
] as const) {
  test.describe(() => {
    if (viewport.width < 500) test.use({ userAgent: PHONE_UA });
    test(`home on ${name}: nothing visible jumps while the banner, categories and first products arrive`, { tag: '@shell' }, async ({ page, shop }) => {
      await page.setViewportSize(viewport);
      await page.goto('/');
      await expect(shop.productCards().first()).toBeAttached();
      await expect(page.getByRole('region', { name: 'Offers' }).getByRole('img').first()).toBeVisible();
      await page.waitForTimeout(500);
      expect(await layoutShift(page)).toBeLessThan(0.02);
    });

    test(`home on ${name}: scrolling down it, each list shows in the place held for it and nothing on screen jumps`, { tag: '@catalogue' }, async ({ page, shop }) => {
      await page.setViewportSize(viewport);
      await page.goto('/');
      await expect(shop.productCards().first()).toBeVisible();
      const before = await layoutShift(page);
      // A shopper's scroll: a flick of the wheel, a glance at what came into view, the next flick.
      const picked = page.getByRole('heading', { name: /^Picked for you/ });
      for (let flick = 0; flick < 40 && !(await picked.isVisible()); flick++) {
        await page.mouse.wheel(0, viewport.height * 0.6);
        await page.waitForTimeout(250);
      }
      await expect(picked).toBeVisible();
      // (a list shown in a place of another height moved everything below it: 0.18-0.33 a time)
      expect(await layoutShift(page)).toBeLessThan(before + 0.05);
    });
  });
}

test.describe('on a phone', { tag: '@shell' }, () => {
  test.use({ userAgent: PHONE_UA });
  test('on a phone, a listing, a product page and sign-in arrive without anything visible jumping', async ({ page, shop }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const [category] = await (await fetch(`${apiURL}/api/category`)).json().then((j: { categoryList: Array<{ id: string }> }) => j.categoryList);
    const { products } = (await (await fetch(`${apiURL}/api/products?page=1&perPage=1`)).json()) as { products: Array<{ id: string }> };
    const pages: Array<[string, () => Promise<void>]> = [
      [`/products/category/${category.id}`, () => expect(shop.productCards().filter({ visible: true }).first()).toBeVisible()],
      [`/products/${products[0].id}`, () => expect(page.getByRole('heading', { level: 1 })).toBeVisible()],
      ['/signIn', () => expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible()],
    ];
    for (const [path, ready] of pages) {
      await page.goto(path);
      await ready();
      await page.waitForTimeout(500);
      expect(await layoutShift(page), path).toBeLessThan(0.02);
    }
    // The sign-in screen never showed the site header, not even before its page arrived.
    expect(await page.evaluate(() => document.querySelector('header') === null)).toBe(true);
  });

  test("on a phone, a server-rendered listing's skeletons hold still and then leave the render tree", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const [category] = await (await fetch(`${apiURL}/api/category`)).json().then((j: { categoryList: Array<{ id: string }> }) => j.categoryList);
    await page.goto(`/products/category/${category.id}`, { waitUntil: 'domcontentloaded' });
    // What animates each skeleton the server painted over a card's picture the shopper sees (the
    // sidebar's cards are in the HTML too, hidden on a phone, and a hidden box runs no animation):
    // only its way out, no shimmer restyling the page on every frame while it hydrates.
    // (Animation names are hashed in production builds: each is told by its timing. The way out runs
    // once, after the skeleton's 500 ms; a shimmer would run forever.)
    const animations = await page.evaluate(() =>
      Array.from(document.querySelectorAll('[data-testid="card-skeleton"]'))
        .filter((s) => s.closest('[data-testid="product-card"]')?.getClientRects().length)
        .map((s) => s.getAnimations().map((a) => a.effect?.getTiming() ?? {})),
    );
    expect(animations.length).toBeGreaterThan(0);
    for (const timings of animations) {
      expect(timings.some((t) => t.delay === 500 && t.iterations === 1)).toBe(true);
      expect(timings.filter((t) => t.iterations === Infinity)).toEqual([]);
    }
    // Past the skeleton's 500 ms none is left in the render tree.
    await expect
      .poll(() => page.evaluate(() => Array.from(document.querySelectorAll('[data-testid="card-skeleton"]')).filter((s) => getComputedStyle(s).display !== 'none').length), { timeout: 3000 })
      .toBe(0);
  });
});

test('the page names its styles, scripts, the remote of its route and the origins it will talk to, and the browser uses them all', { tag: ['@shell', '@local'] }, async ({ page, shop }) => {
  const unused: string[] = [];
  page.on('console', (m) => {
    if (/preloaded using link preload but not used/.test(m.text())) unused.push(m.text());
  });
  await page.goto('/');
  await expect(shop.productCards().first()).toBeAttached();

  const preloads = await page.locator('link[rel=preload]').evaluateAll((links) => links.map((l) => (l as HTMLLinkElement).href));
  expect(preloads.some((h) => /\/bootstrap\.[0-9a-f]+\.js$/.test(h))).toBe(true);
  // The route's remote: its entry and the chunks of its pages, from its manifest (which the server
  // reads; the browser registers the remote by its entry, so it never asks for the manifest).
  const catalogue = `http://localhost:${E2E.remotes.mf_catalogue}/`;
  expect(preloads).not.toContain(`${catalogue}mf-manifest.json`);
  expect(preloads).toContain(`${catalogue}remoteEntry.js`);
  expect(preloads.some((h) => h.startsWith(catalogue) && /__federation_expose_routes\.[0-9a-f]+\.js$/.test(h))).toBe(true);
  const styles = await page.locator('head link[rel=stylesheet]').evaluateAll((links) => links.map((l) => (l as HTMLLinkElement).href));
  expect(styles.some((h) => /\/bootstrap\.[0-9a-f]+\.css$/.test(h))).toBe(true);
  // The remote's styles travel in the page itself: no round trip to its origin before the first paint.
  expect(await page.locator('head style[data-remote-styles="mf_catalogue"]').count()).toBe(1);

  const timing = await page.evaluate(() =>
    (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map((e) => ({ name: e.name, start: e.startTime, end: e.responseEnd })),
  );
  // The page carries its config and registry: nothing to ask for before the shop can start.
  expect(timing.filter((e) => /\/(runtime-config|remotes)\.json$/.test(e.name))).toEqual([]);
  // Every preloaded file is one the page went on to load (no double download, no waste).
  for (const href of preloads) expect(timing.filter((e) => e.name === href).length, href).toBeGreaterThanOrEqual(1);
  // Bootstrap's sheet comes in parts, each parsed in a task of its own; the first names the whole
  // file, so the scripts' style loader finds it in and never fetches the whole file as well. Home's
  // first list is a lazily loaded part whose chunk has the product slider's styles: a second link
  // to that file names the chunk's own.
  const parts = styles.filter((h) => /\/[0-9a-z]+\.[0-9a-f]+\.part\d+\.css$/.test(h));
  expect(parts.length).toBeGreaterThanOrEqual(4);
  const whole = parts[0].replace(/\.part1\.css$/, '.css');
  expect(await page.locator('head link[rel=stylesheet][data-href]').evaluateAll((links) => links.map((l) => [(l as HTMLLinkElement).href, l.getAttribute('data-href')]))).toEqual([
    [parts[0], new URL(whole).pathname],
    [expect.stringMatching(/\/__federation_expose_ProductSlider\.[0-9a-f]+\.css$/), expect.stringMatching(/\/lazy-home-popular\.[0-9a-f]+\.css$/)],
  ]);
  expect(timing.filter((e) => e.name === whole)).toEqual([]);

  const preconnects = await page.locator('link[rel=preconnect]').evaluateAll((links) => links.map((l) => (l as HTMLLinkElement).href));
  expect(preconnects).toContain(`${apiURL}/`);
  expect(preconnects).toContain(catalogue);

  await page.waitForTimeout(3500);
  expect(unused).toEqual([]);
  // With every sheet on (the sliders' included), none declares a font: the shop shows the system's own,
  // and a declared one would have every text of the page laid out again when its sheet switched on.
  expect(await page.locator('link[rel=stylesheet][media=print]').count()).toBe(0);
  expect(await page.evaluate(() => (document.fonts as unknown as { size: number }).size)).toBe(0);
});

// A listing and a search page come in a chunk of their own (the catalogue's './routes' loads them
// when first shown), as does home's first list: the server names the files of those it rendered in
// the head, so hydrating them waits for no second round trip to the remote. On a phone every script
// the page runs was named there.
test.describe('on a phone, a page with parts whose code comes in a chunk of their own', { tag: ['@catalogue', '@local'] }, () => {
  test.use({ viewport: { width: 412, height: 823 } });

  for (const [name, path] of [
    ['home (its first list of products)', async () => '/'],
    ['a category listing', async () => `/products/category/${(await bigCategory()).category.id}`],
    ['a search', async () => `/search?q=${encodeURIComponent((await productWithOption('size')).word)}`],
  ] as const) {
    test(`${name}: every script it runs was preloaded from the head, and is compiled as it downloads`, async ({ page, shop }) => {
      const unused: string[] = [];
      page.on('console', (m) => {
        if (/preloaded using link preload but not used/.test(m.text())) unused.push(m.text());
      });
      await page.goto(await path());
      await expect(shop.productCards().first().getByRole('button', { name: / My List$/ })).toBeEnabled();
      const preloads = await page.locator('head link[rel=preload][as=script]').evaluateAll((links) => links.map((l) => (l as HTMLLinkElement).href));
      const scripts = await page.evaluate(() =>
        (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter((e) => /\.js(\?|$)/.test(e.name)).map((e) => e.name),
      );
      const catalogue = `http://localhost:${E2E.remotes.mf_catalogue}/`;
      expect(preloads.some((h) => h.startsWith(catalogue) && /\/lazy-(home-popular|listing|search)\.[0-9a-f]+\.js$/.test(h))).toBe(true);
      expect(scripts.filter((s) => !preloads.includes(s))).toEqual([]);
      // Each is compiled while it downloads, off the main thread (V8's explicit compile hint,
      // tooling/compile-hints.mjs): its first line says so.
      for (const url of scripts) expect((await (await page.request.get(url)).text()).split('\n', 1)[0], url).toBe('//# allFunctionsCalledOnLoad');
      await page.waitForTimeout(3500);
      expect(unused).toEqual([]);
    });

    test(`${name}: on a slow line its whole stylesheets are fetched only once its scripts are in`, async ({ page, shop }) => {
      // The page's first paint has its styles inline: the whole sheets can wait, and on a slow line
      // their bytes would share it with the scripts, so the page would work later (starter.ts).
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 40, downloadThroughput: 200 * 1024, uploadThroughput: 100 * 1024 });
      await page.goto(await path());
      await expect(shop.productCards().first().getByRole('button', { name: / My List$/ })).toBeEnabled();
      await expect.poll(() => page.evaluate(() => performance.getEntriesByType('resource').filter((e) => /\.css(\?|$)/.test(e.name)).length)).toBeGreaterThan(0);
      const { scriptsIn, firstSheet } = await page.evaluate(() => {
        const preloaded = new Set(Array.from(document.querySelectorAll<HTMLLinkElement>('head link[rel=preload][as=script]'), (l) => l.href));
        const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
        return {
          scriptsIn: Math.max(...entries.filter((e) => preloaded.has(e.name)).map((e) => e.responseEnd)),
          firstSheet: Math.min(...entries.filter((e) => /\.css(\?|$)/.test(e.name)).map((e) => e.startTime)),
        };
      });
      expect(firstSheet).toBeGreaterThanOrEqual(scriptsIn);
    });

    test(`${name}: its parts find their styles on the page, none fetched twice under another name`, async ({ page, shop }) => {
      await page.goto(await path());
      await expect(shop.productCards().first().getByRole('button', { name: / My List$/ })).toBeEnabled();
      const sheets = await page.evaluate(() =>
        (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map((e) => e.name).filter((n) => /\.css(\?|$)/.test(n)),
      );
      // Chunks with the same styles share a content hash: a lazily loaded part that did not find
      // its chunk's file named on the page fetched the same styles again while it hydrated (a round
      // trip before home's first list worked: 0.2-0.25 s on a slow phone).
      const byStyles = new Map<string, string[]>();
      for (const url of sheets) {
        const hash = /\.([0-9a-f]{8})(\.part\d+)?\.css/.exec(url)?.[0] ?? url;
        byStyles.set(hash, [...(byStyles.get(hash) ?? []), url]);
      }
      expect([...byStyles.values()].filter((urls) => new Set(urls).size > 1)).toEqual([]);
    });
  }
});

test.describe('security headers', { tag: '@shell' }, () => {
  test.use({ cspViolationsAllowed: true });

  test("the shell's page carries a Content Security Policy the shop lives within, and which stops injected scripts", async ({ page, shop }) => {
    await page.addInitScript(() => {
      const w = window as unknown as { __csp: string[] };
      w.__csp = [];
      document.addEventListener('securitypolicyviolation', (e) => w.__csp.push(`${e.violatedDirective} ${e.blockedURI}`));
    });
    const response = await page.goto('/');
    const policy = response!.headers()['content-security-policy'] ?? '';
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
    // A public page is the same for everybody (kept, and fit for a CDN): its inline scripts and style
    // blocks run by hash, no nonce is handed out, and nothing else inline runs.
    expect(policy).toMatch(/script-src 'self' [^;]*'sha256-[A-Za-z0-9+/=]+'/);
    expect(policy).not.toContain("'nonce-");
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-(inline|eval|hashes)'/);
    expect(policy).toMatch(/style-src 'self' [^;]*'sha256-[A-Za-z0-9+/=]+'/);
    expect(policy).not.toMatch(/style-src [^;]*'unsafe-inline'/);
    // Style attributes are allowed (they run no code).
    expect(policy).toContain("style-src-attr 'unsafe-inline'");
    // A page rendered for one shopper runs its inline scripts by that response's nonce; the next has another.
    const signedIn = { cookie: 'sf_session=not-a-real-session' };
    const own = (await fetch(response!.url(), { headers: signedIn })).headers.get('content-security-policy') ?? '';
    const nonce = own.match(/script-src 'self' [^;]*'nonce-([A-Za-z0-9+/=]+)'/)?.[1];
    expect(nonce).toBeTruthy();
    const next = (await fetch(response!.url(), { headers: signedIn })).headers.get('content-security-policy') ?? '';
    expect(next).not.toContain(nonce);
    expect(response!.headers()['x-frame-options']).toBe('DENY');
    await expect(shop.productCards().first()).toBeAttached();

    // A walk through every slice breaks no rule.
    const [category] = await (await fetch(`${apiURL}/api/category`)).json().then((j: { categoryList: Array<{ id: string }> }) => j.categoryList);
    await page.goto(`/products/category/${category.id}`);
    await expect(shop.productCards().first()).toBeVisible();
    await shop.productCards().first().getByRole('link').first().click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.goto('/signIn');
    await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __csp: string[] }).__csp)).toEqual([]);

    // Script that found its way into the page (say, through a stored text) does not run.
    const ran = await page.evaluate(() => {
      const s = document.createElement('script');
      s.textContent = 'window.__injected = true';
      document.head.appendChild(s);
      return (window as unknown as { __injected?: boolean }).__injected === true;
    });
    expect(ran).toBe(false);
    expect(await page.evaluate(() => (window as unknown as { __csp: string[] }).__csp)).toEqual([expect.stringMatching(/^script-src/)]);
  });
});
