// A public page for a signed-out shopper is the same for everybody at the same address and location:
// the shell's server keeps it and answers it as a CDN can keep it (public Cache-Control, an ETag,
// Vary on what changes the HTML and nothing else); a price change shows on the very next request.
// A signed-in shopper's page is theirs alone.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { freshShopper, inr, simpleProducts } from '../support/checkout-pages';
import { expect, test } from '../support/fixtures';
import { apiURL, baseURL, remoteShop } from '../support/ports';
import { ROOT } from '../support/servers';

test.describe('public pages are kept and cacheable by a CDN', { tag: '@shell' }, () => {
  test('a signed-out page answers public, with an ETag (304 on a match), and varies on no device guess', async ({ request }) => {
    const [product] = await simpleProducts(1);
    for (const path of ['/', `/products/${product.id}`, '/search?q=cotton']) {
      const first = await request.get(path);
      expect(first.status(), path).toBe(200);
      const headers = first.headers();
      expect(headers['cache-control'], path).toMatch(/^public, .*s-maxage=\d+.*stale-while-revalidate=\d+/);
      expect(headers.etag, path).toMatch(/^W\/".+"$/);
      expect(headers.vary, path).toBe('Accept-Encoding, Cookie');
      const again = await request.get(path);
      expect(again.headers()['x-page-cache'], path).toBe('hit');
      expect(again.headers().etag).toBe(headers.etag);
      const conditional = await request.get(path, { headers: { 'If-None-Match': headers.etag } });
      expect(conditional.status(), path).toBe(304);
    }
  });

  test("a product page with a pincode check's answer (a date) is not kept, though its plain address is", async ({ request }) => {
    const [product] = await simpleProducts(1);
    const path = `/products/${product.id}?pincode=560001`;
    await request.get(path);
    const again = await request.get(path);
    expect(again.status()).toBe(200);
    expect(again.headers()['x-page-cache']).toBeUndefined();
    expect(await again.text()).toContain('Delivery by ');
  });

  test("a signed-in shopper's page is private and never kept", async ({ request }) => {
    const shopper = await freshShopper('privatepage');
    const res = await request.get('/', { headers: { cookie: `sf_session=${shopper.token}` } });
    expect(res.headers()['cache-control']).toBe('private, no-store');
    expect(res.headers().etag).toBeUndefined();
    expect(res.headers()['x-page-cache']).toBeUndefined();
  });

  test('a price changed in the catalogue shows on the next request of a page that was kept', { tag: '@local' }, async ({ page, request }) => {
    test.skip(remoteShop || !process.env.E2E_DATABASE_FILE, "changes the suite's own database");
    // The catalogue's oldest product that is not featured: on no first page another journey reads
    // (they compare the prices of home's and listings' first cards); its price is put back after.
    const list = async (page: number) => (await (await fetch(`${apiURL}/api/products?perPage=1&page=${page}`)).json()) as { totalPosts: number; products: Array<{ id: string; name: string; price: number; isFeatured: boolean }> };
    const total = (await list(1)).totalPosts;
    let product = (await list(total)).products[0]!;
    for (let page = total - 1; product.isFeatured && page > 0; page--) product = (await list(page)).products[0]!;
    const path = `/products/${product.id}`;
    await request.get(path);
    expect((await request.get(path)).headers()['x-page-cache']).toBe('hit');
    const price = product.price + 1234;
    // Another process changes the price (an admin tool, a price feed): nothing tells the shell.
    const Database = createRequire(join(ROOT, 'api', 'package.json'))('better-sqlite3') as new (file: string) => { prepare(sql: string): { run(...args: unknown[]): unknown }; close(): void };
    const setPrice = (value: number) => {
      const db = new Database(process.env.E2E_DATABASE_FILE as string);
      try {
        db.prepare('update products set price = ? where id = ?').run(value, product.id);
      } finally {
        db.close();
      }
    };
    setPrice(price);
    try {
      await page.goto(`${baseURL}${path}`);
      await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
      await expect(page.getByRole('main').getByText(inr(price)).first()).toBeVisible();
    } finally {
      setPrice(product.price);
    }
  });
});
