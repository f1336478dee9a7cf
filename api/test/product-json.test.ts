// Lists, featured and search send products as JSON the database writes (PRODUCT_JSON in
// repositories/products.ts); one product is still mapped in JavaScript (toProductJson). Both must
// say the same thing about every product, on either engine, whatever its text holds.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { productPageSchema, productSchema } from '@storefront/shared/contract';
import type { Product as ProductJson } from '@storefront/shared/types';
import { type KyselyPlugin } from 'kysely';
import { readCatalogueVersion } from '../src/lib/catalogue-version';
import { KeptStock, keptStockOf, productListJson, productsInOrder, splitAtStock, STOCK_TTL_MS, stockQuery } from '../src/repositories/product-json';
import { listProductPage, selectProductJson } from '../src/repositories/products';
import { createTestContext, fetchAllProducts, type TestContext } from './helpers';

let t: TestContext;

beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => {
  await t?.close();
});

async function one(id: string): Promise<ProductJson> {
  const res = await t.app.inject({ method: 'GET', url: `/api/products/${id}` });
  expect(res.statusCode, res.body).toBe(200);
  return productSchema.parse(res.json());
}

describe('products written as JSON by the database', () => {
  it('every product of every list page equals the product read alone, field for field', async () => {
    const listed = await fetchAllProducts(t.app);
    expect(listed.length).toBeGreaterThan(200);
    for (const product of listed) expect(product).toStrictEqual(await one(product.id));
  });

  it('odd text, a missing sub-category, empty lists and half stars come out as the single read says', async () => {
    const [target] = await t.db.selectFrom('products').select('id').orderBy('date_created', 'desc').limit(1).execute();
    await t.db
      .updateTable('products')
      .set({
        name: 'Kurta "Tara" \\ ₹ 1,299 — naïve',
        description: 'Line one\nline two\ttabbed \u2028 and \u0001 control, </script> 🙂',
        brand: '',
        sub_cat_id: null,
        rating: 4.5,
        is_featured: 1,
        images: '[]',
        product_ram: '[]',
        size: '["S","M","XL \\"wide\\""]',
        product_weight: '[]',
        location: '["IN","GB"]',
      })
      .where('id', '=', target.id)
      .execute();
    const alone = await one(target.id);
    expect(alone).toMatchObject({ subCatId: null, subCat: '', rating: 4.5, isFeatured: true, images: [], size: ['S', 'M', 'XL "wide"'] });

    const page = await t.app.inject({ method: 'GET', url: '/api/products?page=1&perPage=5&location=IN' });
    expect(page.headers['content-type']).toMatch(/^application\/json/);
    const body = productPageSchema.parse(page.json());
    expect(body.products[0]).toStrictEqual(alone);
    expect(body).toMatchObject({ page: 1, perPage: 5 });

    const featured = z.array(productSchema).parse((await t.app.inject({ method: 'GET', url: '/api/products/featured?location=GB' })).json());
    expect(featured.find((p) => p.id === target.id)).toStrictEqual(alone);

    const found = z.array(productSchema).parse((await t.app.inject({ method: 'GET', url: '/api/search?q=tara%20kurta' })).json());
    expect(found.map((p) => p.id)).toContain(target.id);
    expect(found.find((p) => p.id === target.id)).toStrictEqual(alone);
  });

  it('an empty page and a search with no words are still well-formed JSON', async () => {
    const past = productPageSchema.parse((await t.app.inject({ method: 'GET', url: '/api/products?page=999&perPage=40' })).json());
    expect(past.products).toEqual([]);
    expect(past.totalPosts).toBeGreaterThan(0);
    const none = await t.app.inject({ method: 'GET', url: '/api/search?q=%2B%2B' });
    expect(none.statusCode, none.body).toBe(200);
    expect(none.json()).toEqual([]);
  });

  it('a product cut around its stock is whole again with it, whatever its text holds', async () => {
    const rows = await selectProductJson(t.db, t.dialect).execute();
    for (const r of rows) {
      const parts = splitAtStock(r.json);
      expect(parts, r.json).toBeDefined();
      const { countInStock } = JSON.parse(r.json) as ProductJson;
      expect(`${parts!.head}${countInStock}${parts!.tail}`).toBe(r.json);
    }
    expect(splitAtStock('{"id":"x"}')).toBeUndefined();
  });

  /** Counts the reads of products' JSON (PRODUCT_JSON) a handle makes. */
  function countJsonReads(into: { n: number }): KyselyPlugin {
    return {
      transformQuery({ node }) {
        if (JSON.stringify(node).includes('countInStock')) into.n++;
        return node;
      },
      transformResult: async ({ result }) => result,
    };
  }

  it("lists keep each product's JSON while the catalogue version holds, but show a stock change (which does not move it) at once", async () => {
    const reads = { n: 0 };
    const db = t.db.withPlugin(countJsonReads(reads));
    const first = productPageSchema.parse(JSON.parse((await listProductPage(db, t.dialect, {}, { page: 1, perPage: 5 })).text));
    expect(reads.n).toBe(1);
    const target = first.products[2];
    const version = await readCatalogueVersion(t.db);
    await t.db.updateTable('products').set({ count_in_stock: target.countInStock + 17 }).where('id', '=', target.id).execute();
    expect(await readCatalogueVersion(t.db)).toBe(version);
    const again = productPageSchema.parse(JSON.parse((await listProductPage(db, t.dialect, {}, { page: 1, perPage: 5 })).text));
    expect(reads.n).toBe(1);
    expect(again.products[2]).toStrictEqual({ ...target, countInStock: target.countInStock + 17 });
    expect(again.products[2]).toStrictEqual(await one(target.id));
    // A product deleted since its id was read is left out; one not kept is read.
    expect(await productListJson(db, t.dialect, [{ id: 'no-such-product', count_in_stock: 1 }, { id: target.id, count_in_stock: 3 }], version)).toBe(
      JSON.stringify([{ ...target, countInStock: 3 }]),
    );
    // Full: keeping a page's new products pushes out the oldest kept ones, this page's own among them,
    // and the page still lists every one of its products.
    const full = t.db.withPlugin(countJsonReads({ n: 0 }));
    const ids = first.products.map((p) => ({ id: p.id, count_in_stock: p.countInStock }));
    await productListJson(full, t.dialect, ids.slice(0, 2), version, 2);
    expect(JSON.parse(await productListJson(full, t.dialect, [ids[0], ids[3], ids[4]], version, 2)).map((p: { id: string }) => p.id)).toEqual([ids[0].id, ids[3].id, ids[4].id]);
    // A change the version moves on is read again (another handle's write: this one's kept version is not told).
    await t.db.updateTable('products').set({ name: `${target.name} II` }).where('id', '=', target.id).execute();
    const renamed = productPageSchema.parse(JSON.parse((await listProductPage(db, t.dialect, {}, { page: 1, perPage: 5 })).text));
    expect(renamed.products[2]).toStrictEqual(await one(target.id));
    expect(renamed.products[2].name).toBe(`${target.name} II`);
  });

  it('the stock read, compiled once per count of ids, gives each call its own ids and the stock of now', async () => {
    const rows = await t.db.selectFrom('products').select(['id', 'count_in_stock']).orderBy('id').limit(4).execute();
    const [a, b, c, d] = rows.map((r) => r.id);
    expect(stockQuery(t.db, t.dialect, [a, b]).sql).toBe(stockQuery(t.db, t.dialect, [c, d]).sql);
    expect(stockQuery(t.db, t.dialect, [c, d]).parameters).toEqual([c, d]);
    const version = await readCatalogueVersion(t.db);
    const stockOf = async (ids: string[]) => (JSON.parse(await productsInOrder(t.db, t.dialect, ids, version)) as ProductJson[]).map((p) => [p.id, p.countInStock]);
    expect(await stockOf([b, a])).toEqual([b, a].map((id) => [id, Number(rows.find((r) => r.id === id)!.count_in_stock)]));
    await t.db.updateTable('products').set({ count_in_stock: 41 }).where('id', '=', d).execute();
    try {
      expect(await stockOf([d, c])).toEqual([
        [d, 41],
        [c, Number(rows[2].count_in_stock)],
      ]);
    } finally {
      await t.db.updateTable('products').set({ count_in_stock: rows[3].count_in_stock }).where('id', '=', d).execute();
    }
  });
});

describe("search answers' stock, kept a moment", () => {
  it('is read again after STOCK_TTL_MS, at once after a write through the handle, and a read begun before a write is not kept', () => {
    let now = 1000;
    const kept = new KeptStock(STOCK_TTL_MS, 3, () => now);
    const read = kept.begin();
    kept.keep(read, 'a', 5);
    expect(kept.get('a')).toBe(5);
    now += STOCK_TTL_MS - 1;
    expect(kept.get('a')).toBe(5);
    now += 1;
    expect(kept.get('a')).toBeUndefined();
    // A write (an order) clears it; a read that began before the write keeps nothing.
    const before = kept.begin();
    kept.keep(kept.begin(), 'b', 7);
    kept.clear();
    expect(kept.get('b')).toBeUndefined();
    kept.keep(before, 'c', 9);
    expect(kept.get('c')).toBeUndefined();
    // Bounded: the oldest kept leave first.
    const r = kept.begin();
    for (const id of ['d', 'e', 'f', 'g']) kept.keep(r, id, 1);
    expect(['d', 'e', 'f', 'g'].map((id) => kept.get(id))).toEqual([undefined, 1, 1, 1]);
  });

  it("a search answer reads its products' stock once a moment, and shows an order's change at once", async () => {
    const rows = await t.db.selectFrom('products').select(['id', 'count_in_stock']).orderBy('id').limit(3).execute();
    const ids = rows.map((r) => r.id);
    const version = await readCatalogueVersion(t.db);
    keptStockOf(t.db)!.clear();
    const spy = vi.spyOn(t.db, 'executeQuery');
    const stockReads = () => spy.mock.calls.filter(([q]) => /count_in_stock/.test((q as { sql: string }).sql)).length;
    try {
      const stockOf = async () => (JSON.parse(await productsInOrder(t.db, t.dialect, ids, version)) as ProductJson[]).map((p) => p.countInStock);
      expect(await stockOf()).toEqual(rows.map((r) => Number(r.count_in_stock)));
      expect(stockReads()).toBe(1);
      expect(await stockOf()).toEqual(rows.map((r) => Number(r.count_in_stock)));
      expect(stockReads()).toBe(1);
      await t.db.updateTable('products').set({ count_in_stock: 33 }).where('id', '=', ids[1]).execute();
      expect(await stockOf()).toEqual([Number(rows[0].count_in_stock), 33, Number(rows[2].count_in_stock)]);
      expect(stockReads()).toBe(2);
    } finally {
      spy.mockRestore();
      await t.db.updateTable('products').set({ count_in_stock: rows[1].count_in_stock }).where('id', '=', ids[1]).execute();
    }
  });
});
