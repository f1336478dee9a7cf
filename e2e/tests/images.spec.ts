// Pictures as a shop serves them to a 390 px wide phone (device pixel ratio 2): banners and cards
// come as WebP at a width close to the box they fill (never more than twice it), the first banner
// and the product page's main picture are fetched first, and the rest waits until it is near.
import type { Locator, Page } from '@playwright/test';
import { products } from '../support/catalogue-data';
import { expect, test } from '../support/fixtures';

// A phone's own user agent (the server sends one HTML to every device; CSS lays it out for the phone).
const PHONE_UA = 'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Mobile Safari/537.36';
// The phone's screen too: the desktop project's 1920 px screen let Chromium's first look at the
// page (before it has read the viewport tag) size the first banner for a 1920 px window.
test.use({ viewport: { width: 390, height: 844 }, screen: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true, userAgent: PHONE_UA });

/** The variant an <img> downloaded (its currentSrc), with the box it fills in device pixels. */
async function chosen(img: Locator): Promise<{ url: string; width: number; format: string; boxPx: number }> {
  await expect(img).toBeVisible();
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0 && el.currentSrc !== '')).toBe(true);
  const { url, box } = await img.evaluate((el: HTMLImageElement) => ({ url: el.currentSrc, box: el.getBoundingClientRect().width * devicePixelRatio }));
  const m = /-(\d+)\.(webp|jpg)$/.exec(url);
  expect(m, `a rendered variant: ${url}`).not.toBeNull();
  return { url, width: Number(m![1]), format: m![2], boxPx: box };
}

function imageRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (req) => {
    if (req.resourceType() === 'image') urls.push(req.url());
  });
  return urls;
}

// Chromium 156 under the suite's load sometimes scans a fresh page's pictures before it has applied
// the page's viewport (the widest banner variants are asked for before the page is parsed, then the
// right ones: seen with this session's server and with the one before it, 3 runs in 12 with two
// workers, never in 24 runs alone; in the last fresh clones it failed twice before passing, and
// opening another page of the shop first did not stop it). A shop that asks for the wide variants
// fails every attempt.
test.describe.configure({ retries: 4 });

test('home on a phone: banners and cards ask for a small WebP variant; the first screen\'s banners come first', { tag: '@catalogue' }, async ({ page }) => {
  const requested = imageRequests(page);
  await page.goto('/');

  const banners = page.getByRole('region', { name: 'Offers' }).or(page.locator('section[aria-label="Offers"]')).first().locator('img');
  const first = banners.first();
  await expect(first).toHaveAttribute('fetchpriority', 'high');
  await expect(first).toHaveAttribute('loading', 'eager');
  await expect(first).toHaveAttribute('width', '1600');
  await expect(first).toHaveAttribute('height', '520');
  const banner = await chosen(first);
  expect(banner.format).toBe('webp');
  // 390 CSS px at DPR 2 is 780 device px: the 960 variant, not the 1600 one.
  expect(banner.width).toBeGreaterThanOrEqual(banner.boxPx);
  expect(banner.width).toBeLessThanOrEqual(2 * banner.boxPx);
  expect(banner.width).toBeLessThan(1600);
  // One HTML serves a phone (banners stacked) and a desktop (a carousel showing the first): the first
  // comes first; the next three share a phone's first screen and are asked for with the page too
  // (eager; a desktop, where they are hidden, takes an empty image instead: the test below), each a
  // small WebP variant.
  const count = await banners.count();
  for (let i = 1; i < Math.min(count, 4); i++) {
    await expect(banners.nth(i)).toHaveAttribute('loading', 'eager');
    const next = await chosen(banners.nth(i));
    expect(next.format).toBe('webp');
    expect(next.width).toBeLessThan(1600);
  }
  for (let i = 4; i < count; i++) {
    await expect(banners.nth(i)).not.toHaveAttribute('fetchpriority', 'high');
    await expect(banners.nth(i)).toHaveAttribute('loading', 'lazy');
  }

  const card = page.getByTestId('product-card').first();
  await card.scrollIntoViewIfNeeded();
  const cardImg = card.locator('img').first();
  await expect(cardImg).toHaveAttribute('loading', 'lazy');
  const picked = await chosen(cardImg);
  expect(picked.format).toBe('webp');
  expect(picked.width).toBeLessThanOrEqual(2 * picked.boxPx);
  expect(picked.width).toBeLessThan(960);

  // Nothing on the page asked for a card picture or a banner at its largest width.
  expect(requested.filter((u) => /\/uploads\/seed\/p-.*-960\.(webp|jpg)$/.test(u))).toEqual([]);
  expect(requested.filter((u) => /\/uploads\/seed\/b-home-.*-1600\.(webp|jpg)$/.test(u))).toEqual([]);
  // Every seed picture fetched is a raster variant, never the old SVG drawings.
  expect(requested.filter((u) => /\/uploads\/seed\/.*\.svg$/.test(u))).toEqual([]);
});

test.describe('on a desktop, without scripts (no carousel ever moves)', () => {
  test.use({ viewport: { width: 1350, height: 900 }, screen: { width: 1350, height: 900 }, deviceScaleFactor: 1, isMobile: false, hasTouch: false, userAgent: undefined, javaScriptEnabled: false });

  test("home fetches only the banner it shows: the phone's first-screen banners are never fetched", { tag: '@catalogue' }, async ({ page }) => {
    const requested = imageRequests(page);
    await page.goto('/');
    const banners = page.locator('section[aria-label="Offers"] img');
    await expect(banners.first()).toBeVisible();
    expect(await banners.count()).toBeGreaterThan(1);
    await expect.poll(() => banners.first().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    for (let i = 1; i < Math.min(await banners.count(), 4); i++) {
      await expect(banners.nth(i)).toBeHidden();
      expect(await banners.nth(i).evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/^data:image\/gif;base64,/);
    }
    expect(requested.filter((u) => /\/uploads\/seed\/b-home-/.test(u))).toHaveLength(1);
  });
});

test("the product page's main picture is fetched first and sized to the phone", { tag: '@catalogue' }, async ({ page }) => {
  const [product] = await products();
  await page.goto(`/product/${product.id}`);
  const main = page.getByRole('img', { name: product.name, exact: true }).first();
  await expect(main).toHaveAttribute('fetchpriority', 'high');
  await expect(main).toHaveAttribute('loading', 'eager');
  const picked = await chosen(main);
  expect(picked.format).toBe('webp');
  expect(picked.width).toBeLessThanOrEqual(2 * picked.boxPx);
  expect(picked.width).toBeGreaterThanOrEqual(Math.min(960, picked.boxPx));
});
