import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { bannerSchema, categoryListSchema, countriesSchema, productPageSchema, productSchema } from '@storefront/shared/contract';
import { createTestContext, fetchAllProducts, type TestContext } from './helpers';

type Product = z.infer<typeof productSchema>;

let t: TestContext;
let allProducts: Product[];

beforeAll(async () => {
  t = await createTestContext();
  allProducts = await fetchAllProducts(t.app);
});
afterAll(async () => {
  await t?.close();
});

async function get(url: string) {
  return t.app.inject({ method: 'GET', url });
}

describe('GET /api/category', () => {
  it('lists the categories with colour, images and their sub-categories as children', async () => {
    const res = await get('/api/category');
    expect(res.statusCode).toBe(200);
    const body = categoryListSchema.parse(res.json());
    expect(body.categoryList.length).toBeGreaterThanOrEqual(8);
    expect(body.categoryList.map((c) => c.name)).toEqual(
      expect.arrayContaining(['Fashion', 'Electronics', 'Bags', 'Footwear', 'Groceries', 'Beauty', 'Wellness', 'Jewellery']),
    );
    for (const c of body.categoryList) {
      expect(c._id).toBe(c.id);
      expect(c.color).toMatch(/^#[0-9a-f]{6}$/i);
      expect(c.images[0]).toMatch(/^\/uploads\/seed\/c-[A-Za-z0-9]+-[0-9a-f]{10}-160\.jpg$/);
      expect(c.children.length).toBeGreaterThanOrEqual(3);
      expect(c.children.length).toBeLessThanOrEqual(5);
      for (const child of c.children) {
        expect(child.parentId).toBe(c.id);
        expect(child._id).toBe(child.id);
      }
    }
  });
});

describe('banners', () => {
  it.each([
    ['/api/homeBanner', 1600, 520],
    ['/api/banners', 960, 480],
    ['/api/homeSideBanners', 640, 1024],
    ['/api/homeBottomBanners', 1280, 384],
  ])('%s lists banners of its kind, linked to real categories', async (url, width, height) => {
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    const banners = z.array(bannerSchema).parse(res.json());
    expect(banners.length).toBeGreaterThanOrEqual(2);
    const { categoryList } = categoryListSchema.parse((await get('/api/category')).json());
    for (const b of banners) {
      expect(b._id).toBe(b.id);
      const cat = categoryList.find((c) => c.id === b.catId);
      expect(cat).toBeDefined();
      if (b.subCatId !== null) expect(cat?.children.map((s) => s.id)).toContain(b.subCatId);
      const image = await get(b.images[0]);
      expect(image.statusCode).toBe(200);
      expect(await sharp(image.rawPayload).metadata()).toMatchObject({ format: 'jpeg', width, height });
    }
  });

  it('has at least one banner linking to a sub-category and one to a category only', async () => {
    const all = (
      await Promise.all(['/api/homeBanner', '/api/banners', '/api/homeSideBanners', '/api/homeBottomBanners'].map(get))
    ).flatMap((r) => z.array(bannerSchema).parse(r.json()));
    expect(all.some((b) => b.subCatId === null)).toBe(true);
    expect(all.some((b) => b.subCatId !== null)).toBe(true);
  });
});

describe('GET /api/products', () => {
  it('pages with defaults page 1 and perPage 10, newest first', async () => {
    const res = await get('/api/products');
    expect(res.statusCode).toBe(200);
    const body = productPageSchema.parse(res.json());
    expect(body.page).toBe(1);
    expect(body.perPage).toBe(10);
    expect(body.products).toHaveLength(10);
    expect(body.totalPosts).toBe(t.seeded.products);
    expect(body.totalPages).toBe(Math.ceil(t.seeded.products / 10));
    const dates = body.products.map((p) => p.dateCreated);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('walks every page without gaps or repeats', async () => {
    const ids = allProducts.map((p) => p.id);
    expect(ids).toHaveLength(t.seeded.products);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('answers the home call page=1&perPage=16', async () => {
    const body = productPageSchema.parse((await get('/api/products?page=1&perPage=16')).json());
    expect(body.products).toHaveLength(16);
    expect(body.totalPages).toBe(Math.ceil(t.seeded.products / 16));
  });

  it('returns an empty page past the end', async () => {
    const body = productPageSchema.parse((await get('/api/products?page=999&perPage=10')).json());
    expect(body.products).toEqual([]);
    expect(body.page).toBe(999);
    expect(body.totalPosts).toBe(t.seeded.products);
  });

  it('filters by location inside the query: full pages, totals count only matches', async () => {
    const matchesUS = allProducts.filter((p) => p.location.length === 0 || p.location.includes('US'));
    expect(matchesUS.length).toBeLessThan(allProducts.length);

    const first = productPageSchema.parse((await get('/api/products?location=US&perPage=10')).json());
    expect(first.totalPosts).toBe(matchesUS.length);
    expect(first.totalPages).toBe(Math.ceil(matchesUS.length / 10));
    expect(first.products).toHaveLength(10);

    const seen: string[] = [];
    for (let page = 1; page <= first.totalPages; page++) {
      const body = productPageSchema.parse((await get(`/api/products?location=us&perPage=10&page=${page}`)).json());
      if (page < first.totalPages) expect(body.products).toHaveLength(10);
      for (const p of body.products) {
        expect(p.location.length === 0 || p.location.includes('US')).toBe(true);
        seen.push(p.id);
      }
    }
    expect(seen.sort()).toEqual(matchesUS.map((p) => p.id).sort());
  });

  it("treats location 'All', blank or missing as no filter", async () => {
    for (const q of ['location=All', 'location=all', 'location=', '']) {
      const body = productPageSchema.parse((await get(`/api/products?${q}`)).json());
      expect(body.totalPosts).toBe(t.seeded.products);
    }
  });

  it('hides products offered only elsewhere', async () => {
    const onlyGB = allProducts.find((p) => p.location.length > 0 && !p.location.includes('IN'));
    expect(onlyGB).toBeDefined();
    const pages = productPageSchema.parse((await get('/api/products?location=IN&perPage=100')).json());
    const more = productPageSchema.parse((await get('/api/products?location=IN&perPage=100&page=2')).json());
    const ids = [...pages.products, ...more.products].map((p) => p.id);
    expect(ids).not.toContain(onlyGB?.id);
  });

  it.each([
    ['page=0', /page must be a whole number between 1 and/],
    ['page=abc', /page must be a whole number/],
    ['page=1.5', /page must be a whole number/],
    ['perPage=101', /perPage must be a whole number between 1 and 100/],
    ['perPage=-1', /perPage must be/],
    ['location=India', /location must be a two-letter country code/],
    ['location=I1', /location must be a two-letter country code/],
    ['location=%25', /location must be a two-letter country code/],
  ])('answers bad input %s with 400 and a clear msg', async (query, msg) => {
    const res = await get(`/api/products?${query}`);
    expect(res.statusCode).toBe(400);
    const body = res.json<{ error: boolean; msg: string }>();
    expect(body.error).toBe(true);
    expect(body.msg).toMatch(msg);
  });
});

describe('product data', () => {
  it('every product has the full shape, two images and consistent prices', () => {
    for (const p of allProducts) {
      productSchema.parse(p);
      expect(p._id).toBe(p.id);
      expect(p.images).toHaveLength(2);
      expect(p.oldPrice).toBeGreaterThan(p.price);
      expect(p.discount).toBe(Math.round(((p.oldPrice - p.price) / p.oldPrice) * 100));
      expect(p.rating * 2).toBe(Math.round(p.rating * 2));
      expect(p.rating).toBeGreaterThanOrEqual(0);
      expect(p.rating).toBeLessThanOrEqual(5);
      expect(p.catName).not.toBe('');
      expect(p.subCat).not.toBe('');
      expect(Number.isNaN(Date.parse(p.dateCreated))).toBe(false);
    }
  });

  it('has options where they fit: RAM for phones and laptops, sizes for fashion and footwear, weights for groceries', () => {
    const bySub = (name: string) => allProducts.filter((p) => p.subCat === name);
    for (const p of [...bySub('Mobiles'), ...bySub('Laptops')]) expect(p.productRam.length).toBeGreaterThan(0);
    for (const p of allProducts.filter((x) => x.catName === 'Fashion' || x.catName === 'Footwear')) {
      expect(p.size.length).toBeGreaterThan(0);
    }
    for (const p of allProducts.filter((x) => x.catName === 'Groceries')) expect(p.productWeight.length).toBeGreaterThan(0);
    for (const p of bySub('Headphones')) {
      expect(p.productRam).toEqual([]);
      expect(p.size).toEqual([]);
      expect(p.productWeight).toEqual([]);
    }
  });

  it('has some featured, some out-of-stock and some location-limited products', () => {
    expect(allProducts.filter((p) => p.isFeatured).length).toBeGreaterThan(5);
    expect(allProducts.filter((p) => p.countInStock === 0).length).toBeGreaterThan(0);
    expect(allProducts.filter((p) => p.location.length > 0).length).toBeGreaterThan(5);
    expect(allProducts.filter((p) => p.location.length === 0).length).toBeGreaterThan(allProducts.length / 2);
  });
});

describe('GET /api/products/:id', () => {
  it('answers one product with its category names', async () => {
    const sample = allProducts[7];
    const res = await get(`/api/products/${sample.id}`);
    expect(res.statusCode).toBe(200);
    const p = productSchema.parse(res.json());
    expect(p).toEqual(sample);
    const { categoryList } = categoryListSchema.parse((await get('/api/category')).json());
    const cat = categoryList.find((c) => c.id === p.catId);
    expect(p.catName).toBe(cat?.name);
    expect(p.subCat).toBe(cat?.children.find((s) => s.id === p.subCatId)?.name);
  });

  it.each(['unknownProduct00', 'x'.repeat(65), "1' or '1'='1", '%F0%9F%98%80'])(
    'answers 404 Product not found for unknown or malformed id %s',
    async (id) => {
      const res = await get(`/api/products/${encodeURIComponent(id)}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: true, msg: 'Product not found' });
    },
  );
});

describe('GET /api/countries', () => {
  it('lists every country with name and iso2, including India', async () => {
    const res = await get('/api/countries');
    expect(res.statusCode).toBe(200);
    const body = countriesSchema.parse(res.json());
    expect(body.error).toBe(false);
    expect(body.data.length).toBeGreaterThanOrEqual(240);
    expect(body.data).toContainEqual({ country: 'India', iso2: 'IN' });
    expect(body.data).toContainEqual({ country: 'United Arab Emirates', iso2: 'AE' });
    for (const c of body.data) expect(c.iso2).toMatch(/^[A-Z]{2}$/);
    expect(new Set(body.data.map((c) => c.iso2)).size).toBe(body.data.length);
  });
});
