// Lists, featured and search send products as JSON the database writes (PRODUCT_JSON in
// repositories/products.ts); one product is still mapped in JavaScript (toProductJson). Both must
// say the same thing about every product, on either engine, whatever its text holds.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { productPageSchema, productSchema } from '@storefront/shared/contract';
import type { Product as ProductJson } from '@storefront/shared/types';
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
});
