// POST /api/cart/add, PUT /api/cart/{id}, DELETE /api/cart/{id}: own cart only, prices from the
// database, quantities within stock.
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { cartAddResponseSchema } from '@storefront/shared/contract';
import { cartItemSchema } from '@storefront/shared/contract';
import { useShopper, useTestContext } from './helpers';

const t = useTestContext();
const shopper = useShopper(t, { email: 'cart-a@example.in', password: 'Shopper@123', name: 'Cart A' });
const other = useShopper(t, { email: 'cart-b@example.in', password: 'Shopper@123', name: 'Cart B' });
let product: { id: string; name: string; price: number; images: string; count_in_stock: number };
let second: { id: string; count_in_stock: number };

beforeAll(async () => {
  const rows = await t.db
    .selectFrom('products')
    .select(['id', 'name', 'price', 'images', 'count_in_stock'])
    .where('count_in_stock', '>=', 5)
    // Products without RAM, size or weight lists: no choice needed (line-variants.test.ts has those).
    .where('product_ram', '=', '[]')
    .where('size', '=', '[]')
    .where('product_weight', '=', '[]')
    .orderBy('id')
    .limit(2)
    .execute();
  product = rows[0];
  second = rows[1];
});
beforeEach(async () => {
  await t.db.deleteFrom('cart_items').where('user_id', 'in', [shopper.userId, other.userId]).execute();
});

function add(who: { auth: Record<string, string> }, body: Record<string, unknown>) {
  return t.app.inject({ method: 'POST', url: '/api/cart/add', headers: who.auth, payload: body });
}
async function cartOf(who: { auth: Record<string, string> }) {
  return z.array(cartItemSchema).parse((await t.app.inject({ method: 'GET', url: '/api/cart', headers: who.auth })).json());
}

describe('POST /api/cart/add', () => {
  it('adds the product with price, title, image and subTotal from the database, whatever the body says', async () => {
    const res = await add(shopper, {
      productId: product.id,
      quantity: 2,
      productTitle: 'Free TV',
      image: 'http://evil.example/x.png',
      rating: 5,
      price: 1,
      subTotal: 2,
      countInStock: 9999,
      userId: shopper.userId,
    });
    expect(res.statusCode).toBe(201);
    const body = cartAddResponseSchema.parse(res.json());
    expect(body).toMatchObject({ status: true, msg: 'Item is added in the cart' });
    expect(body.cartItem).toMatchObject({ productId: product.id, productTitle: product.name, price: product.price, quantity: 2, subTotal: product.price * 2 });
    expect(body.cartItem.image).toBe(JSON.parse(product.images)[0]);
    const [line] = await cartOf(shopper);
    expect(line).toMatchObject({ productId: product.id, price: product.price, quantity: 2, subTotal: product.price * 2, userId: shopper.userId });
  });

  it("refuses a product that is already in the cart with { status: false, msg: 'Product already added in the cart' }", async () => {
    expect((await add(shopper, { productId: product.id, quantity: 1 })).statusCode).toBe(201);
    const again = await add(shopper, { productId: product.id, quantity: 1 });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ status: false, msg: 'Product already added in the cart' });
    expect(await cartOf(shopper)).toHaveLength(1);
  });

  it('lets only one of two simultaneous adds of the same product through', async () => {
    const results = await Promise.all([1, 2, 3].map(() => add(shopper, { productId: product.id, quantity: 1 })));
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
    expect(await cartOf(shopper)).toHaveLength(1);
  });

  it('keeps the quantity within 1 and the stock', async () => {
    const tooMany = await add(shopper, { productId: product.id, quantity: product.count_in_stock + 1 });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toMatchObject({ status: false, msg: 'The quantity is greater than product count in stock' });
    for (const quantity of [0, -1, 1.5, '2', null]) {
      const res = await add(shopper, { productId: product.id, quantity });
      expect(res.statusCode).toBe(400);
    }
    expect(await cartOf(shopper)).toHaveLength(0);
  });

  it('refuses a product that is out of stock, and one that does not exist', async () => {
    await t.db.updateTable('products').set({ count_in_stock: 0 }).where('id', '=', second.id).execute();
    const out = await add(shopper, { productId: second.id, quantity: 1 });
    expect(out.statusCode).toBe(400);
    expect(out.json()).toMatchObject({ status: false, msg: 'This product is out of stock' });
    await t.db.updateTable('products').set({ count_in_stock: second.count_in_stock }).where('id', '=', second.id).execute();
    const missing = await add(shopper, { productId: 'noSuchProduct123', quantity: 1 });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ status: false, msg: 'Product not found' });
  });

  it("refuses to add to another shopper's cart (403) and needs a token (401)", async () => {
    const res = await add(shopper, { productId: product.id, quantity: 1, userId: other.userId });
    expect(res.statusCode).toBe(403);
    expect(await cartOf(other)).toHaveLength(0);
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/cart/add', payload: { productId: product.id, quantity: 1 } });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('PUT /api/cart/{id}', () => {
  it('changes the quantity and re-prices the line from the database', async () => {
    await add(shopper, { productId: product.id, quantity: 1 });
    const [line] = await cartOf(shopper);
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/cart/${line.id}`,
      headers: shopper.auth,
      payload: { ...line, quantity: 3, price: 1, subTotal: 3 },
    });
    expect(res.statusCode).toBe(200);
    expect(cartItemSchema.parse(res.json())).toMatchObject({ id: line.id, quantity: 3, price: product.price, subTotal: product.price * 3 });
    expect((await cartOf(shopper))[0].quantity).toBe(3);
  });

  it('keeps the quantity between 1 and the stock', async () => {
    await add(shopper, { productId: product.id, quantity: 2 });
    const [line] = await cartOf(shopper);
    const over = await t.app.inject({ method: 'PUT', url: `/api/cart/${line.id}`, headers: shopper.auth, payload: { quantity: line.countInStock + 1 } });
    expect(over.statusCode).toBe(400);
    expect(over.json()).toEqual({ error: true, msg: 'The quantity is greater than product count in stock' });
    for (const quantity of [0, -2, 2.5]) {
      const res = await t.app.inject({ method: 'PUT', url: `/api/cart/${line.id}`, headers: shopper.auth, payload: { quantity } });
      expect(res.statusCode).toBe(400);
    }
    const atStock = await t.app.inject({ method: 'PUT', url: `/api/cart/${line.id}`, headers: shopper.auth, payload: { quantity: line.countInStock } });
    expect(atStock.statusCode).toBe(200);
  });

  it("cannot touch another shopper's line: 404, and the line is unchanged", async () => {
    await add(other, { productId: product.id, quantity: 1 });
    const [theirs] = await cartOf(other);
    const res = await t.app.inject({ method: 'PUT', url: `/api/cart/${theirs.id}`, headers: shopper.auth, payload: { quantity: 2 } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: true, msg: 'Cart item not found' });
    const forged = await t.app.inject({ method: 'PUT', url: `/api/cart/${theirs.id}`, headers: shopper.auth, payload: { quantity: 2, userId: other.userId } });
    expect(forged.statusCode).toBe(403);
    expect((await cartOf(other))[0].quantity).toBe(1);
  });
});

describe('DELETE /api/cart/{id}', () => {
  it('removes the shopper\'s own line', async () => {
    await add(shopper, { productId: product.id, quantity: 1 });
    await add(shopper, { productId: second.id, quantity: 1 });
    const [first] = await cartOf(shopper);
    const res = await t.app.inject({ method: 'DELETE', url: `/api/cart/${first.id}`, headers: shopper.auth });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, msg: 'item removed from cart!' });
    expect((await cartOf(shopper)).map((l) => l.id)).not.toContain(first.id);
    const again = await t.app.inject({ method: 'DELETE', url: `/api/cart/${first.id}`, headers: shopper.auth });
    expect(again.statusCode).toBe(404);
  });

  it("cannot remove another shopper's line", async () => {
    await add(other, { productId: product.id, quantity: 1 });
    const [theirs] = await cartOf(other);
    const res = await t.app.inject({ method: 'DELETE', url: `/api/cart/${theirs.id}`, headers: shopper.auth });
    expect(res.statusCode).toBe(404);
    expect(await cartOf(other)).toHaveLength(1);
    const anonymous = await t.app.inject({ method: 'DELETE', url: `/api/cart/${theirs.id}` });
    expect(anonymous.statusCode).toBe(401);
  });
});
