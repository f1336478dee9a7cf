import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCatalogue } from '../src/db/seed/catalogue';
import { DEMO_SHOPPER, seedIfEmpty } from '../src/db/seed/index';
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

  it('writes two picture files per product, served under /uploads/seed', async () => {
    const products = await t.db.selectFrom('products').select('images').execute();
    for (const p of products) {
      const images = JSON.parse(p.images) as string[];
      expect(images).toHaveLength(2);
      for (const url of images) {
        expect(url).toMatch(/^\/uploads\/seed\/p-[A-Za-z0-9]+-[12]\.svg$/);
        const file = join(t.uploadDir, url.slice('/uploads/'.length));
        expect(existsSync(file)).toBe(true);
      }
    }
    const sample = JSON.parse(products[0].images) as string[];
    expect(readFileSync(join(t.uploadDir, sample[0].slice(9)), 'utf8')).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
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
