import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { cartItemSchema, productSchema } from '@storefront/shared/contract';
import { createTestContext, createUser, signIn, type TestContext } from './helpers';

let t: TestContext;
let demo: Awaited<ReturnType<typeof signIn>>;
let other: Awaited<ReturnType<typeof signIn>>;

beforeAll(async () => {
  t = await createTestContext();
  demo = await signIn(t.app);
  await createUser(t.db, { email: 'other@example.in', password: 'Other@123', name: 'Other Shopper' });
  other = await signIn(t.app, 'other@example.in', 'Other@123');
  // The other shopper has one line of their own.
  const product = await t.db.selectFrom('products').select('id').orderBy('id').executeTakeFirstOrThrow();
  await t.db
    .insertInto('cart_items')
    .values({ id: 'otherCartItem001', user_id: other.userId, product_id: product.id, quantity: 3, created_at: new Date().toISOString(), updated_at: new Date().toISOString() })
    .execute();
});
afterAll(async () => {
  await t?.close();
});

describe('GET /api/cart', () => {
  it("lists the demo shopper's two seeded items with prices from the products table", async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/cart?userId=${demo.userId}`, headers: demo.auth });
    expect(res.statusCode).toBe(200);
    const items = z.array(cartItemSchema).parse(res.json());
    expect(items).toHaveLength(2);
    for (const item of items) {
      expect(item._id).toBe(item.id);
      expect(item.userId).toBe(demo.userId);
      const product = productSchema.parse((await t.app.inject({ method: 'GET', url: `/api/products/${item.productId}` })).json());
      expect(item.productTitle).toBe(product.name);
      expect(item.image).toBe(product.images[0]);
      expect(item.price).toBe(product.price);
      expect(item.rating).toBe(product.rating);
      expect(item.countInStock).toBe(product.countInStock);
      expect(item.subTotal).toBe(product.price * item.quantity);
    }
  });

  it('follows a price change in the catalogue', async () => {
    const [first] = z.array(cartItemSchema).parse((await t.app.inject({ method: 'GET', url: '/api/cart', headers: demo.auth })).json());
    await t.db.updateTable('products').set({ price: 1234 }).where('id', '=', first.productId).execute();
    const [after] = z.array(cartItemSchema).parse((await t.app.inject({ method: 'GET', url: '/api/cart', headers: demo.auth })).json());
    expect(after.price).toBe(1234);
    expect(after.subTotal).toBe(1234 * after.quantity);
  });

  it("shows each shopper only their own cart (the token decides, not the query)", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/cart', headers: other.auth });
    const items = z.array(cartItemSchema).parse(res.json());
    expect(items.map((i) => i.id)).toEqual(['otherCartItem001']);
  });

  it("refuses another shopper's userId with 403", async () => {
    for (const key of ['userId', 'userid']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/cart?${key}=${other.userId}`, headers: demo.auth });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ error: true, msg: 'You can only access your own data' });
    }
  });

  it('answers 401 without a token, even with a userId', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/cart?userId=${demo.userId}` });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: true, msg: 'Please login first' });
  });

  it('refuses any userId that is not the shopper\'s own, malformed or repeated ones included', async () => {
    for (const query of [`userId=${encodeURIComponent("x' or 1=1")}`, `userId=${demo.userId}&userId=${other.userId}`]) {
      const res = await t.app.inject({ method: 'GET', url: `/api/cart?${query}`, headers: demo.auth });
      // 403 (not yours) or 400 (not an id): refused either way, never served.
      expect([400, 403]).toContain(res.statusCode);
      expect(res.json()).toMatchObject({ error: true });
    }
  });
});
