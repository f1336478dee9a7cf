import { existsSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCatalogue } from '../src/db/seed/catalogue';
import { DEMO_SHOPPER, seedIfEmpty } from '../src/db/seed/index';
import { pictureUrl, renderPictures, seedImageDir } from '../src/db/seed/render';
import { verifyPassword } from '../src/lib/passwords';
import { createTestContext, type TestContext } from './helpers';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => {
  await t?.close();
});

async function count(table: 'categories' | 'products' | 'reviews' | 'banners' | 'countries' | 'users' | 'cart_items') {
  const row = await t.db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

describe('seed', () => {
  it('fills the catalogue: 8+ categories with 3-5 children, 150+ products, reviews, banners of every kind, countries', async () => {
    expect(t.seeded.categories).toBeGreaterThanOrEqual(8);
    expect(t.seeded.products).toBeGreaterThanOrEqual(150);
    expect(await count('products')).toBe(t.seeded.products);
    expect(await count('categories')).toBe(t.seeded.categories + t.seeded.subCategories);
    expect(await count('reviews')).toBe(t.seeded.reviews);
    expect(t.seeded.reviews).toBeGreaterThan(t.seeded.products);
    expect(await count('countries')).toBeGreaterThanOrEqual(240);
    const kinds = await t.db.selectFrom('banners').select('kind').distinct().execute();
    expect(kinds.map((k) => k.kind).sort()).toEqual(['banner', 'bottom', 'home', 'side']);
    const children = await t.db
      .selectFrom('categories')
      .select(['parent_id', (eb) => eb.fn.countAll().as('n')])
      .where('parent_id', 'is not', null)
      .groupBy('parent_id')
      .execute();
    expect(children).toHaveLength(t.seeded.categories);
    for (const c of children) expect(Number(c.n)).toBeGreaterThanOrEqual(3);
  });

  it('keeps product ratings and review counts equal to their reviews', async () => {
    const products = await t.db.selectFrom('products').select(['id', 'rating', 'num_reviews']).execute();
    const reviews = await t.db.selectFrom('reviews').select(['product_id', 'customer_rating']).execute();
    for (const p of products) {
      const mine = reviews.filter((r) => r.product_id === p.id).map((r) => Number(r.customer_rating));
      expect(Number(p.num_reviews)).toBe(mine.length);
      const avg = mine.length ? Math.round((mine.reduce((a, b) => a + b, 0) / mine.length) * 2) / 2 : 0;
      expect(Number(p.rating)).toBe(avg);
    }
  });

  it('renders two raster pictures per product (WebP and JPEG, every width), served under /uploads/seed', async () => {
    const dir = seedImageDir();
    const products = await t.db.selectFrom('products').select('images').execute();
    for (const p of products) {
      const images = JSON.parse(p.images) as string[];
      expect(images).toHaveLength(2);
      for (const url of images) {
        const m = /^\/uploads\/seed\/(p-[A-Za-z0-9]+-[12]-[0-9a-f]{10})-960\.jpg$/.exec(url);
        expect(m).not.toBeNull();
        for (const w of [160, 320, 480, 640, 960]) {
          for (const ext of ['webp', 'jpg']) expect(existsSync(join(dir, `${m![1]}-${w}.${ext}`))).toBe(true);
        }
      }
    }
    const [first] = JSON.parse(products[0].images) as string[];
    const stem = first.slice('/uploads/seed/'.length).replace(/-960\.jpg$/, '');
    const big = await sharp(join(dir, `${stem}-960.webp`)).metadata();
    expect(big).toMatchObject({ format: 'webp', width: 960, height: 960 });
    const small = await sharp(join(dir, `${stem}-320.jpg`)).metadata();
    expect(small).toMatchObject({ format: 'jpeg', width: 320, height: 320 });
    // A photo-like picture, not a flat drawing: many distinct colours (shading, grain).
    const { data } = await sharp(join(dir, `${stem}-320.webp`)).raw().toBuffer({ resolveWithObject: true });
    const colours = new Set<number>();
    for (let i = 0; i < data.length; i += 3) colours.add((data[i] << 16) | (data[i + 1] << 8) | data[i + 2]);
    expect(colours.size).toBeGreaterThan(2000);
  });

  it('names every picture by a hash of what drew it, and a second render reuses the files', async () => {
    const { images } = buildCatalogue();
    const names = images.map((p) => pictureUrl(p, ''));
    expect(new Set(names).size).toBe(names.length);
    const changed = { ...images[0], svg: images[0].svg.replace('</svg>', '<!-- -->\n</svg>') };
    expect(pictureUrl(changed, '')).not.toBe(pictureUrl(images[0], ''));
    const again = await renderPictures(images);
    expect(again.rendered).toBe(0);
  });

  it('creates the verified demo shopper with a hashed password and two cart items', async () => {
    const demo = await t.db.selectFrom('users').selectAll().where('email', '=', DEMO_SHOPPER.email).executeTakeFirstOrThrow();
    expect(demo).toMatchObject({ name: 'Demo Shopper', phone: '9876543210', is_verified: 1, is_admin: 0 });
    expect(demo.password_hash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(demo.password_hash, 'Demo@1234')).toBe(true);
    const cart = await t.db.selectFrom('cart_items').selectAll().where('user_id', '=', demo.id).execute();
    expect(cart).toHaveLength(2);
  });

  it('is deterministic and does nothing on a database that already has products', async () => {
    const a = buildCatalogue();
    const b = buildCatalogue();
    expect(a.products.map((p) => [p.id, p.name, p.price])).toEqual(b.products.map((p) => [p.id, p.name, p.price]));
    const stored = await t.db.selectFrom('products').select('id').orderBy('id').execute();
    expect(stored.map((p) => p.id)).toEqual(a.products.map((p) => p.id).sort());
    expect(await seedIfEmpty(t.db, { uploadDir: t.uploadDir })).toBeNull();
    expect(await count('products')).toBe(t.seeded.products);
  });
});

describe('test database', () => {
  it('runs on PostgreSQL when TEST_DATABASE_URL is set, otherwise on SQLite', () => {
    expect(t.dialect).toBe(process.env.TEST_DATABASE_URL ? 'postgres' : 'sqlite');
    expect(t.config.database.kind).toBe(t.dialect);
  });
});
