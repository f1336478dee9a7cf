// The catalogue grown to 5,000 products (seed/scale.ts): every page, count and filter equals what a
// plain reading of the whole table says; counts follow writes; the listing plans read the covering
// indexes (EXPLAIN on the engine under test); public reads carry ETag and Cache-Control.
import { CompiledQuery, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { growCatalogue, productsFlag } from '../src/db/seed/scale';
import { countProducts, knownPageStart, pageIdsQuery, searchQuery, type ProductFilter } from '../src/repositories/products';
import { searchTerms } from '../src/lib/search';
import { stockQuery } from '../src/repositories/product-json';
import { productPageSchema } from '@storefront/shared/contract';
import { createTestContext, signIn, type TestContext } from './helpers';

const SIZE = 5000;
let t: TestContext;

interface Row {
  id: string;
  name: string;
  cat_id: string;
  sub_cat_id: string | null;
  price: number;
  rating: number;
  location: string;
  is_featured: number;
  date_created: string;
}
let rows: Row[];
let catId: string;
let catName: string;
let subCatId: string;

async function readAll(): Promise<Row[]> {
  const all = await t.db
    .selectFrom('products')
    .select(['id', 'name', 'cat_id', 'sub_cat_id', 'price', 'rating', 'location', 'is_featured', 'date_created'])
    .execute();
  return all.map((r) => ({ ...r, price: Number(r.price), rating: Number(r.rating), is_featured: Number(r.is_featured) }));
}

/** The answer by hand: filter in JavaScript, newest first, ties by id (descending). */
function expected(f: ProductFilter): Row[] {
  return rows
    .filter((r) => {
      if (f.location) {
        const codes = JSON.parse(r.location) as string[];
        if (codes.length > 0 && !codes.includes(f.location)) return false;
      }
      if (f.catId !== undefined && r.cat_id !== f.catId) return false;
      if (f.subCatId !== undefined && r.sub_cat_id !== f.subCatId) return false;
      if (f.minPrice !== undefined && r.price < f.minPrice) return false;
      if (f.maxPrice !== undefined && r.price > f.maxPrice) return false;
      if (f.minRating !== undefined && r.rating < f.minRating) return false;
      return true;
    })
    .sort((a, b) => (a.date_created === b.date_created ? (a.id < b.id ? 1 : -1) : a.date_created < b.date_created ? 1 : -1));
}

const get = async (url: string) => {
  const res = await t.app.inject({ method: 'GET', url });
  expect(res.statusCode, res.body).toBe(200);
  return productPageSchema.parse(res.json());
};

beforeAll(async () => {
  t = await createTestContext();
  const grown = await growCatalogue(t.db, t.dialect, SIZE);
  expect(grown).toMatchObject({ before: 208, added: SIZE - 208, total: SIZE });
  rows = await readAll();
  const cat = await t.db.selectFrom('categories').select(['id', 'name']).where('parent_id', 'is', null).orderBy('position').executeTakeFirstOrThrow();
  catId = cat.id;
  catName = cat.name;
  subCatId = (await t.db.selectFrom('categories').select('id').where('parent_id', '=', catId).orderBy('position').executeTakeFirstOrThrow()).id;
}, 120_000);
afterAll(async () => {
  await t?.close();
});

describe('the scale seed', () => {
  it('grows the demo catalogue believably: distinct names, spread over categories, prices, stock, ratings, dates and places', () => {
    expect(rows).toHaveLength(SIZE);
    expect(new Set(rows.map((r) => r.id)).size).toBe(SIZE);
    expect(new Set(rows.map((r) => r.name)).size).toBe(SIZE);
    expect(new Set(rows.map((r) => r.cat_id)).size).toBe(9);
    expect(new Set(rows.map((r) => r.price)).size).toBeGreaterThan(100);
    expect(new Set(rows.map((r) => r.rating)).size).toBeGreaterThan(5);
    expect(new Set(rows.map((r) => r.date_created.slice(0, 7))).size).toBeGreaterThan(20);
    const local = rows.filter((r) => r.location !== '[]').length / SIZE;
    expect(local).toBeGreaterThan(0.1);
    expect(local).toBeLessThan(0.3);
    expect(rows.every((r) => r.price > 0)).toBe(true);
  });

  it('keeps every product consistent with its reviews, and reuses the demo pictures', async () => {
    const mismatched = await t.db
      .selectFrom('products as p')
      .leftJoin('reviews as r', 'r.product_id', 'p.id')
      .select(['p.id', 'p.num_reviews', (eb) => eb.fn.count('r.id').as('n')])
      .groupBy(['p.id', 'p.num_reviews'])
      .having((eb) => eb(eb.fn.count('r.id'), '!=', eb.ref('p.num_reviews')))
      .execute();
    expect(mismatched).toEqual([]);
    const pictures = await t.db.selectFrom('products').select('images').distinct().execute();
    expect(pictures.length).toBeLessThanOrEqual(208);
  });

  it('does nothing when the catalogue is already that big; --products must be a whole number', async () => {
    expect(await growCatalogue(t.db, t.dialect, 100)).toMatchObject({ before: SIZE, added: 0 });
    expect(productsFlag(['--products', '50000'])).toBe(50000);
    expect(productsFlag(['--products=12'])).toBe(12);
    expect(productsFlag([])).toBeUndefined();
    expect(() => productsFlag(['--products', 'many'])).toThrow(/whole number/);
    expect(() => productsFlag(['--products', '0'])).toThrow(/whole number/);
  });
});

describe('pages, counts and filters on 5,000 products', () => {
  const cases: [string, () => string, () => ProductFilter, number][] = [
    ['home, every location', () => '/api/products?', () => ({}), 16],
    ['home, IN', () => '/api/products?location=IN&', () => ({ location: 'IN' }), 16],
    ['home, GB', () => '/api/products?location=GB&', () => ({ location: 'GB' }), 40],
    ['category, IN', () => `/api/products/catId?catId=${catId}&location=IN&`, () => ({ catId, location: 'IN' }), 40],
    ['sub-category', () => `/api/products/subCatId?subCatId=${subCatId}&`, () => ({ subCatId }), 20],
    ['category name', () => `/api/products/catName?catName=${encodeURIComponent(catName.toLowerCase())}&`, () => ({ catId }), 10],
    [
      'price range, IN',
      () => `/api/products/fiterByPrice?catId=${catId}&minPrice=500&maxPrice=5000&location=IN&`,
      () => ({ catId, minPrice: 500, maxPrice: 5000, location: 'IN' }),
      40,
    ],
    ['rating', () => `/api/products/rating?catId=${catId}&rating=4&`, () => ({ catId, minRating: 4 }), 40],
    ['home with a price and a rating', () => '/api/products?minPrice=1000&rating=3.5&', () => ({ minPrice: 1000, minRating: 3.5 }), 16],
  ];

  it.each(cases)('%s: first, middle, last and past-the-end pages', async (_name, url, filter, perPage) => {
    const want = expected(filter());
    const pages = Math.ceil(want.length / perPage);
    expect(pages).toBeGreaterThan(2);
    for (const page of [1, Math.ceil(pages / 2), pages, pages + 1]) {
      const body = await get(`${url()}page=${page}&perPage=${perPage}`);
      expect(body.totalPosts).toBe(want.length);
      expect(body.totalPages).toBe(pages);
      expect(body.page).toBe(page);
      expect(body.products.map((p) => p.id)).toEqual(want.slice((page - 1) * perPage, page * perPage).map((r) => r.id));
    }
  });

  it('a shopper scrolling on: each page starts where the one before ended (a seek, not a skip), and every page equals the plain reading', async () => {
    const filter: ProductFilter = { catId, location: 'IN' };
    const url = `/api/products/catId?catId=${catId}&location=IN&`;
    const want = expected(filter);
    const perPage = 24;
    const pages = Math.ceil(want.length / perPage);
    expect(pages).toBeGreaterThan(10);
    for (let page = 1; page <= 10; page++) {
      if (page > 1) {
        // Where this page starts is known from the page before: right after its last row.
        const prev = want[(page - 1) * perPage - 1];
        expect(await knownPageStart(t.db, filter, (page - 1) * perPage)).toEqual({
          offset: (page - 1) * perPage,
          date: prev.date_created,
          id: prev.id,
          inclusive: false,
        });
      }
      const body = await get(`${url}page=${page}&perPage=${perPage}&scroll=1`);
      expect(body.products.map((p) => p.id)).toEqual(want.slice((page - 1) * perPage, page * perPage).map((r) => r.id));
    }
    // The first page is always read from the top: nothing to seek to.
    expect(await knownPageStart(t.db, filter, 0)).toBeUndefined();
    // A deep page read once is remembered at its first row; pages near known starts, another page
    // size, and the last page seek from the nearest start before them and skip the rest.
    const deep = Math.ceil(pages / 2);
    await get(`${url}page=${deep}&perPage=${perPage}`);
    expect(await knownPageStart(t.db, filter, (deep - 1) * perPage)).toMatchObject({ id: want[(deep - 1) * perPage].id, inclusive: true });
    for (const [page, size] of [[deep, perPage], [deep + 1, perPage], [3, 7], [2 * deep - 1, 16], [pages, perPage], [13, 40]] as const) {
      const body = await get(`${url}page=${page}&perPage=${size}&again=1`);
      expect(body.products.map((p) => p.id)).toEqual(want.slice((page - 1) * size, page * size).map((r) => r.id));
    }
    // A write that moves a row makes every remembered start unknown (a new catalogue version).
    const moved = want[5];
    await t.db.updateTable('products').set({ date_created: '1999-01-01T00:00:00.000Z' }).where('id', '=', moved.id).execute();
    rows = await readAll();
    expect(await knownPageStart(t.db, filter, (deep - 1) * perPage)).toBeUndefined();
    const now = expected(filter);
    for (const page of [2, deep, pages]) {
      const body = await get(`${url}page=${page}&perPage=${perPage}&after=1`);
      expect(body.products.map((p) => p.id)).toEqual(now.slice((page - 1) * perPage, page * perPage).map((r) => r.id));
    }
  });

  it('counts follow writes: a new rating, place or product changes the totals at once', async () => {
    const filter: ProductFilter = { catId, minRating: 4.5, location: 'SG' };
    const before = expected(filter).length;
    expect(await countProducts(t.db, filter)).toBe(before);
    const target = rows.find((r) => r.cat_id === catId && r.rating < 4.5 && r.location === '[]');
    if (!target) throw new Error('no product to change');
    await t.db.updateTable('products').set({ rating: 5 }).where('id', '=', target.id).execute();
    expect(await countProducts(t.db, filter)).toBe(before + 1);
    // Sold only in the UAE now: gone from Singapore's list, in the UAE's.
    await t.db.updateTable('products').set({ location: '["AE"]' }).where('id', '=', target.id).execute();
    expect(await countProducts(t.db, filter)).toBe(before);
    expect(await countProducts(t.db, { ...filter, location: 'AE' })).toBe(expected({ ...filter, location: 'AE' }).length + 1);
    const page = await get(`/api/products/rating?catId=${catId}&rating=4.5&location=AE&page=1&perPage=100`);
    expect(page.products.map((p) => p.id)).toContain(target.id);
    rows = await readAll();
  });
});

describe('plans (EXPLAIN on the engine under test)', () => {
  const filters: [string, () => ProductFilter, number][] = [
    ['home, IN', () => ({ location: 'IN' }), 1],
    ['home, page 100', () => ({}), 100],
    ['category, IN, page 100', () => ({ catId, location: 'IN' }), 100],
    ['sub-category', () => ({ subCatId }), 1],
    ['price range', () => ({ catId, minPrice: 500, maxPrice: 5000, location: 'IN' }), 1],
    ['rating', () => ({ catId, minRating: 4 }), 1],
    ['featured', () => ({ featured: true, location: 'IN' }), 1],
  ];

  async function plan(compiled: CompiledQuery): Promise<string> {
    if (t.dialect === 'sqlite') {
      const res = await t.db.executeQuery<{ detail: string }>(CompiledQuery.raw(`explain query plan ${compiled.sql}`, [...compiled.parameters]));
      return res.rows.map((r) => r.detail).join('\n');
    }
    const res = await t.db.executeQuery<{ 'QUERY PLAN': string }>(CompiledQuery.raw(`explain ${compiled.sql}`, [...compiled.parameters]));
    return res.rows.map((r) => r['QUERY PLAN']).join('\n');
  }

  it.each(filters)('%s: the page ids come from a covering listing index, in order, without a sort', async (_name, filter, page) => {
    const text = await plan(pageIdsQuery(t.db, filter(), { page, perPage: 40 }).compile());
    if (t.dialect === 'sqlite') {
      expect(text).toMatch(/USING COVERING INDEX products_(list|cat_list|sub_list|featured_list)_idx/);
      expect(text).not.toMatch(/TEMP B-TREE/);
      expect(text).not.toMatch(/SCAN p\b(?! USING COVERING)/);
    } else {
      expect(text).toMatch(/Index Only Scan (Backward )?using products_(list|cat_list|sub_list|featured_list)_idx/);
      expect(text).not.toMatch(/Sort|Seq Scan on products/);
    }
  });

  it.each(filters)('%s, from a known page start: a seek into the same covering index, still without a sort', async (_name, filter, page) => {
    const start = { offset: (page - 1) * 40 - 40, date: '2025-06-01T00:00:00.000Z', id: 'zzzz', inclusive: false };
    const text = await plan(pageIdsQuery(t.db, filter(), { page, perPage: 40 }, page > 1 ? start : { ...start, offset: 0 }).compile());
    if (t.dialect === 'sqlite') {
      expect(text).toMatch(/SEARCH p USING COVERING INDEX products_(list|cat_list|sub_list|featured_list)_idx \(.*date_created<\?\)/);
      expect(text).not.toMatch(/TEMP B-TREE/);
    } else {
      expect(text).toMatch(/Index Only Scan (Backward )?using products_(list|cat_list|sub_list|featured_list)_idx[\s\S]*Index Cond: .*date_created <= /);
      expect(text).not.toMatch(/Sort|Seq Scan on products/);
    }
  });

  it('a location is looked up in product_locations by its key', async () => {
    const text = await plan(pageIdsQuery(t.db, { location: 'IN' }, { page: 1, perPage: 16 }).compile());
    expect(text).toMatch(t.dialect === 'sqlite' ? /SEARCH pl USING (COVERING INDEX|PRIMARY KEY)/ : /product_locations_pkey/);
  });

  it("a page looks each row's place up by key, never hashing every product of the place first", async () => {
    for (const [filter, page] of [[{ location: 'IN' }, 1], [{ catId, location: 'IN' }, 1], [{ catId, location: 'IN' }, 100]] as const) {
      const text = await plan(pageIdsQuery(t.db, filter, { page, perPage: 40 }).compile());
      expect(text).toMatch(t.dialect === 'sqlite' ? /CORRELATED SCALAR SUBQUERY|SEARCH pl USING/ : /SubPlan/);
      expect(text).not.toMatch(/hashed SubPlan/);
    }
    // A count reads the whole filter: there the planner may hash the place's products.
    expect(await countProducts(t.db, { catId, location: 'IN' })).toBe(expected({ catId, location: 'IN' }).length);
  });

  it("the stock of a page's products is read from an index alone (migration 2026112701), never the rows", async () => {
    const ids = (await t.db.selectFrom('products').select('id').orderBy('name').limit(60).execute()).map((r) => r.id);
    const text = await plan(stockQuery(t.db, t.dialect, ids));
    if (t.dialect === 'sqlite') expect(text).toMatch(/SEARCH products USING COVERING INDEX products_stock_idx \(id=\?\)/);
    else expect(text).not.toMatch(/Seq Scan on products/);
  });

  it('search ranks a bounded candidate set read from the full-text index', async () => {
    const text = await plan(searchQuery(t.db, t.dialect, searchTerms('sa'), { location: 'IN' }, 60).compile());
    if (t.dialect === 'sqlite') {
      expect(text).toMatch(/SCAN product_search VIRTUAL TABLE INDEX \d+:M/);
      expect(text).toMatch(/SEARCH p USING INDEX sqlite_autoindex_products_1 \(id=\?\)/);
    } else {
      // The candidates' LIMIT sits under the ranking: at most SEARCH_CANDIDATES rows are ranked.
      expect(text).toMatch(/Limit[\s\S]*Limit/);
      expect(text).not.toMatch(/Seq Scan on products p\b/);
    }
  });

  it('search gives the same answer on every call: on PostgreSQL a sequential scan starts at the first page', async () => {
    // Search's candidates for a common prefix are the first SEARCH_CANDIDATES matches a scan finds.
    // With synchronized scans (PostgreSQL's default) a scan of a table over a quarter of
    // shared_buffers (50,000 products) starts where the last one stopped: another answer each call.
    if (t.dialect === 'postgres') {
      const { rows } = await sql<{ synchronize_seqscans: string }>`show synchronize_seqscans`.execute(t.db);
      expect(rows[0].synchronize_seqscans).toBe('off');
    }
    const url = `/api/search?q=sa`;
    const first = (await t.app.inject({ method: 'GET', url: `${url}&nc=1` })).body;
    expect(JSON.parse(first).length).toBeGreaterThan(0);
    expect((await t.app.inject({ method: 'GET', url: `${url}&nc=2` })).body).toBe(first);
  });
});

describe('HTTP caching of public reads', () => {
  it('catalogue answers carry an ETag and Cache-Control public; the same ETag gets 304 without a body', async () => {
    const url = `/api/products/catId?catId=${catId}&page=2&perPage=10`;
    const first = await t.app.inject({ method: 'GET', url });
    expect(first.headers['cache-control']).toBe('public, max-age=10, stale-while-revalidate=50');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/".+"$/);
    const again = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    const other = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': 'W/"something-else"' } });
    expect(other.statusCode).toBe(200);
    expect(other.body).toBe(first.body);
  });

  it('one product: ETag, and browsers revalidate every time (its stock must be current)', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/products/${rows[0].id}` });
    expect(res.headers['cache-control']).toBe('public, no-cache');
    const again = await t.app.inject({ method: 'GET', url: `/api/products/${rows[0].id}`, headers: { 'if-none-match': String(res.headers.etag) } });
    expect(again.statusCode).toBe(304);
  });

  it('a product write shows at once: the kept answer is dropped and the ETag changes', async () => {
    const url = `/api/products/catId?catId=${catId}&page=1&perPage=5`;
    const before = await t.app.inject({ method: 'GET', url });
    const top = productPageSchema.parse(before.json()).products[0];
    await t.db.updateTable('products').set({ price: top.price + 1 }).where('id', '=', top.id).execute();
    const after = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': String(before.headers.etag) } });
    expect(after.statusCode).toBe(200);
    expect(productPageSchema.parse(after.json()).products[0].price).toBe(top.price + 1);
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });

  it("nothing asked for with a shopper's token is kept by a shared cache; errors are not cached", async () => {
    const me = await signIn(t.app);
    const withToken = await t.app.inject({ method: 'GET', url: '/api/category', headers: me.auth });
    expect(withToken.statusCode).toBe(200);
    expect(withToken.headers['cache-control']).toBe('no-store');
    const cart = await t.app.inject({ method: 'GET', url: `/api/cart?userId=${me.userId}`, headers: me.auth });
    expect(cart.headers['cache-control']).toBe('no-store');
    expect(cart.headers.etag).toBeUndefined();
    const bad = await t.app.inject({ method: 'GET', url: '/api/products?page=0' });
    expect(bad.statusCode).toBe(400);
    expect(bad.headers['cache-control']).toBeUndefined();
    expect(bad.headers.etag).toBeUndefined();
  });
});

describe('the catalogue version', () => {
  it('moves on product, category and banner writes (any column a product shows but its stock), not on a stock change', async () => {
    const version = async () => String((await t.db.selectFrom('catalogue_state').select('version').executeTakeFirstOrThrow()).version);
    let v = await version();
    await t.db.updateTable('products').set({ count_in_stock: 7 }).where('id', '=', rows[0].id).execute();
    expect(await version()).toBe(v);
    for (const write of [
      () => t.db.updateTable('products').set({ rating: 1 }).where('id', '=', rows[1].id).execute(),
      // (a column a list shows or search reads, not a filter: migration 2026112650)
      () => t.db.updateTable('products').set({ name: 'Renamed for the version test' }).where('id', '=', rows[1].id).execute(),
      () => t.db.updateTable('products').set({ description: 'Described anew' }).where('id', '=', rows[1].id).execute(),
      () => t.db.updateTable('categories').set({ name: sql`name` }).where('id', '=', catId).execute(),
      () => t.db.updateTable('banners').set({ position: sql`position` }).execute(),
    ]) {
      await write();
      const next = await version();
      expect(next).not.toBe(v);
      v = next;
    }
  });
});
