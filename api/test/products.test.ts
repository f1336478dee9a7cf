import { CompiledQuery, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { searchQuery } from '../src/repositories/products';
import { searchTerms } from '../src/lib/search';
import { categoryListSchema, productPageSchema, productSchema } from '@storefront/shared/contract';
import type { Category as CategoryJson, Product as ProductJson } from '@storefront/shared/types';
import { createTestContext, fetchAllProducts, type TestContext } from './helpers';

let t: TestContext;
let all: ProductJson[];
let categories: CategoryJson[];

beforeAll(async () => {
  t = await createTestContext();
  all = await fetchAllProducts(t.app);
  categories = categoryListSchema.parse((await t.app.inject({ method: 'GET', url: '/api/category' })).json()).categoryList;
});
afterAll(async () => {
  await t?.close();
});

async function get(url: string) {
  return t.app.inject({ method: 'GET', url });
}
async function getPage(url: string) {
  const res = await get(url);
  expect(res.statusCode, res.body).toBe(200);
  return productPageSchema.parse(res.json());
}
async function getList(url: string) {
  const res = await get(url);
  expect(res.statusCode, res.body).toBe(200);
  return z.array(productSchema).parse(res.json());
}
/** Walks all pages of a list call and returns every product id. */
async function allIds(url: string, perPage = 7): Promise<string[]> {
  const first = await getPage(`${url}&perPage=${perPage}&page=1`);
  const ids = first.products.map((p) => p.id);
  for (let page = 2; page <= first.totalPages; page++) {
    const body = await getPage(`${url}&perPage=${perPage}&page=${page}`);
    if (page < first.totalPages) expect(body.products).toHaveLength(perPage);
    ids.push(...body.products.map((p) => p.id));
  }
  expect(new Set(ids).size).toBe(ids.length);
  expect(ids).toHaveLength(first.totalPosts);
  return ids;
}
const idsOf = (ps: ProductJson[]) => ps.map((p) => p.id).sort();
const offeredIn = (code: string) => (p: ProductJson) => p.location.length === 0 || p.location.includes(code);
const category = (name: string) => {
  const c = categories.find((x) => x.name === name);
  if (!c) throw new Error(`no category ${name}`);
  return c;
};
const sub = (cat: string, name: string) => {
  const s = category(cat).children.find((x) => x.name === name);
  if (!s) throw new Error(`no sub-category ${name}`);
  return s;
};
/** A category with location-limited products, so location filters have something to remove. */
function locatedCategory(code: string) {
  const c = categories.find((cat) => all.some((p) => p.catId === cat.id && !offeredIn(code)(p)));
  if (!c) throw new Error('no category with location-limited products');
  return c;
}

async function expect400(url: string, msg: RegExp) {
  const res = await get(url);
  expect(res.statusCode, res.body).toBe(400);
  const body = res.json<{ error: boolean; msg: string }>();
  expect(body.error).toBe(true);
  expect(body.msg).toMatch(msg);
}

describe('GET /api/products/featured', () => {
  it('lists only featured products as an array', async () => {
    const list = await getList('/api/products/featured');
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((p) => p.isFeatured)).toBe(true);
    expect(idsOf(list)).toEqual(idsOf(all.filter((p) => p.isFeatured)));
  });

  it('honours location', async () => {
    const list = await getList('/api/products/featured?location=AE');
    expect(idsOf(list)).toEqual(idsOf(all.filter((p) => p.isFeatured && offeredIn('AE')(p))));
    expect(await getList('/api/products/featured?location=All')).toHaveLength(all.filter((p) => p.isFeatured).length);
  });

  it('answers a bad location with 400', async () => {
    await expect400('/api/products/featured?location=India', /location must be a two-letter country code/);
  });
});

describe('GET /api/products/catId', () => {
  it('lists the products of a category, paged without gaps', async () => {
    const cat = category('Electronics');
    const expected = all.filter((p) => p.catId === cat.id);
    const ids = await allIds(`/api/products/catId?catId=${cat.id}`);
    expect(ids.sort()).toEqual(idsOf(expected));
    const first = await getPage(`/api/products/catId?catId=${cat.id}`);
    expect(first).toMatchObject({ page: 1, perPage: 10, totalPosts: expected.length, totalPages: Math.ceil(expected.length / 10) });
  });

  it('filters by location in the query (totals count matches only)', async () => {
    const cat = locatedCategory('IN');
    const expected = all.filter((p) => p.catId === cat.id && offeredIn('IN')(p));
    expect(expected.length).toBeLessThan(all.filter((p) => p.catId === cat.id).length);
    const first = await getPage(`/api/products/catId?catId=${cat.id}&location=IN&perPage=3`);
    expect(first.totalPosts).toBe(expected.length);
    expect(first.totalPages).toBe(Math.ceil(expected.length / 3));
    expect((await allIds(`/api/products/catId?catId=${cat.id}&location=IN`, 3)).sort()).toEqual(idsOf(expected));
  });

  it('answers an unknown category with an empty page', async () => {
    const body = await getPage('/api/products/catId?catId=unknownCategory0');
    expect(body).toEqual({ products: [], totalPages: 0, page: 1, perPage: 10, totalPosts: 0 });
  });

  it.each([
    ['/api/products/catId', /catId is required/],
    ['/api/products/catId?catId=', /catId is required/],
    ['/api/products/catId?catId=a%20b', /catId is not a valid id/],
    ['/api/products/catId?catId=abc&page=0', /page must be/],
    ['/api/products/catId?catId=abc&perPage=1000', /perPage must be/],
    ['/api/products/catId?catId=abc&location=XYZ', /location must be/],
  ])('answers %s with 400', async (url, msg) => {
    await expect400(url, msg);
  });
});

describe('GET /api/products/catName', () => {
  it('lists a category by name, in any case, with location', async () => {
    const cat = category('Groceries');
    const body = await getPage('/api/products/catName?catName=groceries&perPage=100');
    expect(idsOf(body.products)).toEqual(idsOf(all.filter((p) => p.catId === cat.id)));
    expect(body.products.every((p) => p.catName === 'Groceries')).toBe(true);

    const named = locatedCategory('GB');
    const gb = await getPage(`/api/products/catName?catName=${encodeURIComponent(named.name)}&location=GB&perPage=100`);
    expect(idsOf(gb.products)).toEqual(idsOf(all.filter((p) => p.catId === named.id && offeredIn('GB')(p))));
  });

  it('pages', async () => {
    const ids = await allIds('/api/products/catName?catName=Fashion', 4);
    expect(ids.sort()).toEqual(idsOf(all.filter((p) => p.catName === 'Fashion')));
  });

  it('does not match a sub-category name or a partial name', async () => {
    expect((await getPage('/api/products/catName?catName=Mobiles')).totalPosts).toBe(0);
    expect((await getPage('/api/products/catName?catName=Electro')).totalPosts).toBe(0);
  });

  it('answers a missing name with 400', async () => {
    await expect400('/api/products/catName', /catName is required/);
    await expect400('/api/products/catName?catName=%20%20', /catName is required/);
  });
});

describe('GET /api/products/subCatId', () => {
  it('lists a sub-category, paged, with location', async () => {
    const s = sub('Electronics', 'Mobiles');
    const ids = await allIds(`/api/products/subCatId?subCatId=${s.id}`, 2);
    expect(ids.sort()).toEqual(idsOf(all.filter((p) => p.subCatId === s.id)));
    const us = await getPage(`/api/products/subCatId?subCatId=${s.id}&location=US&perPage=100`);
    expect(idsOf(us.products)).toEqual(idsOf(all.filter((p) => p.subCatId === s.id && offeredIn('US')(p))));
  });

  it('answers missing or malformed subCatId with 400', async () => {
    await expect400('/api/products/subCatId', /subCatId is required/);
    await expect400('/api/products/subCatId?subCatId=%3Cscript%3E', /subCatId is not a valid id/);
  });
});

describe('GET /api/products/fiterByPrice', () => {
  it('keeps prices within the range for a sub-category', async () => {
    const s = sub('Electronics', 'Mobiles');
    const body = await getPage(`/api/products/fiterByPrice?minPrice=10000&maxPrice=30000&subCatId=${s.id}&perPage=100`);
    const expected = all.filter((p) => p.subCatId === s.id && p.price >= 10000 && p.price <= 30000);
    expect(idsOf(body.products)).toEqual(idsOf(expected));
    expect(body.totalPosts).toBe(expected.length);
  });

  it('works for a category, with paging and location', async () => {
    const cat = locatedCategory('IN');
    const expected = all.filter((p) => p.catId === cat.id && p.price >= 100 && p.price <= 2000 && offeredIn('IN')(p));
    const ids = await allIds(`/api/products/fiterByPrice?minPrice=100&maxPrice=2000&catId=${cat.id}&location=IN`, 3);
    expect(ids.sort()).toEqual(idsOf(expected));
  });

  it('treats a missing bound as open', async () => {
    const cat = category('Bags');
    const body = await getPage(`/api/products/fiterByPrice?minPrice=2000&catId=${cat.id}&perPage=100`);
    expect(idsOf(body.products)).toEqual(idsOf(all.filter((p) => p.catId === cat.id && p.price >= 2000)));
  });

  it.each([
    ['/api/products/fiterByPrice?minPrice=100&maxPrice=200', /catId or subCatId is required/],
    ['/api/products/fiterByPrice?minPrice=500&maxPrice=100&catId=abc', /minPrice cannot be more than maxPrice/],
    ['/api/products/fiterByPrice?minPrice=cheap&catId=abc', /minPrice must be a number/],
    ['/api/products/fiterByPrice?maxPrice=-5&catId=abc', /maxPrice must be a number between 0/],
  ])('answers %s with 400', async (url, msg) => {
    await expect400(url, msg);
  });
});

describe('GET /api/products/rating', () => {
  it('lists products rated at least the given stars in a sub-category or category', async () => {
    const cat = category('Fashion');
    const body = await getPage(`/api/products/rating?rating=4&catId=${cat.id}&perPage=100`);
    const expected = all.filter((p) => p.catId === cat.id && p.rating >= 4);
    expect(expected.length).toBeGreaterThan(0);
    expect(idsOf(body.products)).toEqual(idsOf(expected));
    expect(body.products.every((p) => p.rating >= 4)).toBe(true);

    const s = sub('Fashion', 'Women');
    const bySub = await getPage(`/api/products/rating?rating=3&subCatId=${s.id}&perPage=100`);
    expect(idsOf(bySub.products)).toEqual(idsOf(all.filter((p) => p.subCatId === s.id && p.rating >= 3)));
  });

  it('pages and honours location', async () => {
    const cat = locatedCategory('US');
    const expected = all.filter((p) => p.catId === cat.id && p.rating >= 3 && offeredIn('US')(p));
    const ids = await allIds(`/api/products/rating?rating=3&catId=${cat.id}&location=US`, 2);
    expect(ids.sort()).toEqual(idsOf(expected));
  });

  it.each([
    ['/api/products/rating?catId=abc', /rating is required/],
    ['/api/products/rating?rating=6&catId=abc', /rating must be a number between 0 and 5/],
    ['/api/products/rating?rating=four&catId=abc', /rating must be a number/],
    ['/api/products/rating?rating=4', /catId or subCatId is required/],
  ])('answers %s with 400', async (url, msg) => {
    await expect400(url, msg);
  });
});

describe('GET /api/products (search sidebar variants)', () => {
  it('filters by subCatId alone, with a price range, or with a rating', async () => {
    const s = sub('Footwear', 'Sports Shoes');
    const plain = await getPage(`/api/products?subCatId=${s.id}&perPage=100`);
    expect(idsOf(plain.products)).toEqual(idsOf(all.filter((p) => p.subCatId === s.id)));

    const priced = await getPage(`/api/products?subCatId=${s.id}&minPrice=1000&maxPrice=4000&perPage=100`);
    expect(idsOf(priced.products)).toEqual(idsOf(all.filter((p) => p.subCatId === s.id && p.price >= 1000 && p.price <= 4000)));

    const rated = await getPage(`/api/products?subCatId=${s.id}&rating=4&perPage=100`);
    expect(idsOf(rated.products)).toEqual(idsOf(all.filter((p) => p.subCatId === s.id && p.rating >= 4)));
  });

  it('answers bad filters with 400', async () => {
    await expect400('/api/products?subCatId=a%2Fb', /subCatId is not a valid id/);
    await expect400('/api/products?minPrice=9&maxPrice=1', /minPrice cannot be more than maxPrice/);
    await expect400('/api/products?rating=-1', /rating must be a number between 0 and 5/);
  });
});

describe('GET /api/search', () => {
  it('finds products by brand, name words and prefixes, in any case', async () => {
    const zentro = await getList('/api/search?q=zentro');
    expect(zentro.length).toBeGreaterThan(0);
    expect(idsOf(zentro)).toEqual(idsOf(all.filter((p) => /zentro/i.test(`${p.name} ${p.brand} ${p.description}`))));

    const prefix = await getList('/api/search?q=ZENT');
    expect(idsOf(prefix)).toEqual(idsOf(zentro));

    const two = await getList(`/api/search?q=${encodeURIComponent('cotton shirt')}`);
    expect(two.length).toBeGreaterThan(0);
    for (const p of two) {
      const text = `${p.name} ${p.brand} ${p.description}`.toLowerCase();
      expect(text).toMatch(/\bcotton/);
      expect(text).toMatch(/\bshirt/);
    }
  });

  it('ranks name matches before description-only matches', async () => {
    const list = await getList('/api/search?q=saree');
    expect(list.length).toBeGreaterThan(0);
    expect(list[0].name.toLowerCase()).toContain('saree');
  });

  it('honours location', async () => {
    const anyLimited = all.find((p) => p.location.length > 0 && !p.location.includes('IN'));
    expect(anyLimited).toBeDefined();
    const word = anyLimited!.brand.split(' ')[0];
    const everywhere = await getList(`/api/search?q=${encodeURIComponent(word)}`);
    const inIndia = await getList(`/api/search?q=${encodeURIComponent(word)}&location=IN`);
    expect(idsOf(everywhere)).toContain(anyLimited!.id);
    expect(idsOf(inIndia)).not.toContain(anyLimited!.id);
    expect(inIndia.every(offeredIn('IN'))).toBe(true);
  });

  it.each(['"', 'shirt OR phone', '*', 'NEAR(kurta saree)', "'; drop table products; --", 'a & b | !c', 'name:zentro', '(((', '\\'])(
    'treats %s as plain words, never as query syntax',
    async (q) => {
      const res = await get(`/api/search?q=${encodeURIComponent(q)}`);
      expect(res.statusCode, res.body).toBe(200);
      z.array(productSchema).parse(res.json());
    },
  );

  it('still has every product after hostile queries', async () => {
    expect((await getPage('/api/products')).totalPosts).toBe(all.length);
  });

  it('stays in sync with product inserts, renames and deletes', async () => {
    const p = all[0];
    await t.db.updateTable('products').set({ name: 'Quetzalcoatl Pressure Cooker' }).where('id', '=', p.id).execute();
    expect(idsOf(await getList('/api/search?q=quetzalcoatl'))).toEqual([p.id]);
    await t.db.updateTable('products').set({ count_in_stock: 3 }).where('id', '=', p.id).execute();
    expect(idsOf(await getList('/api/search?q=quetzalcoatl'))).toEqual([p.id]);

    await t.db
      .insertInto('products')
      .values({
        id: 'searchSyncTest01',
        name: 'Xylophone Deluxe',
        description: 'A test instrument.',
        brand: 'Test Brand',
        images: '[]',
        price: 999,
        old_price: 1299,
        discount: 23,
        count_in_stock: 5,
        rating: 0,
        num_reviews: 0,
        cat_id: all[1].catId,
        sub_cat_id: all[1].subCatId,
        product_ram: '[]',
        size: '[]',
        product_weight: '[]',
        location: '[]',
        is_featured: 0,
        date_created: '2020-01-01T00:00:00.000Z',
      })
      .execute();
    expect(idsOf(await getList('/api/search?q=xylophone'))).toEqual(['searchSyncTest01']);
    await t.db.deleteFrom('products').where('id', '=', 'searchSyncTest01').execute();
    expect(await getList('/api/search?q=xylophone')).toEqual([]);
  });

  it('uses the full-text index, not a table scan', async () => {
    const query = searchQuery(t.db, t.dialect, searchTerms('zentro phone'), { location: 'IN' }, 60);
    if (t.dialect === 'sqlite') {
      const compiled = query.compile();
      const plan = await t.db.executeQuery<{ detail: string }>(
        CompiledQuery.raw(`explain query plan ${compiled.sql}`, [...compiled.parameters]),
      );
      const details = plan.rows.map((r) => r.detail).join('\n');
      expect(details).toMatch(/SCAN product_search VIRTUAL TABLE INDEX \d+:M/);
      expect(details).not.toMatch(/SCAN p\b/);
    } else {
      const lines = await t.db.transaction().execute(async (trx) => {
        // With so few rows PostgreSQL would rightly prefer a scan; forbid it to see that the index serves.
        await sql`set local enable_seqscan = off`.execute(trx);
        const rows = await searchQuery(trx, t.dialect, searchTerms('zentro phone'), { location: 'IN' }, 60).explain();
        return rows.map((r) => String(Object.values(r)[0])).join('\n');
      });
      expect(lines).toMatch(/products_search_document_idx/);
    }
  });

  it.each([
    ['/api/search', /q is required/],
    ['/api/search?q=', /q is required/],
    ['/api/search?q=%20%20', /q is required/],
    [`/api/search?q=${'a'.repeat(201)}`, /q must be at most 200 characters/],
    ['/api/search?q=phone&location=Mars', /location must be/],
    ['/api/search?q=phone&limit=0', /limit must be a whole number between 1 and 60/],
    ['/api/search?q=phone&limit=61', /limit must be a whole number between 1 and 60/],
    ['/api/search?q=phone&limit=two', /limit must be a whole number between 1 and 60/],
  ])('answers %s with 400', async (url, msg) => {
    await expect400(url, msg);
  });

  it('answers only the first `limit` products of the same search (the header asks for the 8 it shows)', async () => {
    const all = (await t.app.inject({ method: 'GET', url: '/api/search?q=a' })).json() as { id: string }[];
    const few = (await t.app.inject({ method: 'GET', url: '/api/search?q=a&limit=3' })).json() as { id: string }[];
    expect(all.length).toBeGreaterThan(3);
    expect(few.map((p) => p.id)).toEqual(all.slice(0, 3).map((p) => p.id));
  });

  it('answers punctuation-only input with an empty list', async () => {
    expect(await getList('/api/search?q=%21%21%21')).toEqual([]);
  });
});
