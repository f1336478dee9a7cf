// Decisions §6: the RAM, size or weight picked is part of the cart line and of the order line (the
// same product in two sizes is two lines; stock stays per product), and checkout's billing
// defaults: the profile's name, e-mail and phone, India, and the address of the last order.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { cartAddResponseSchema, orderSchema } from '@storefront/shared/contract';
import { cartItemSchema } from '@storefront/shared/contract';
import { createTestContext, type TestContext } from './helpers';
import { newShopper, orderPayload, post, type Shopper } from './orders-helpers';

let t: TestContext;
let shopper: Shopper;
let sized: { id: string; name: string; price: number; size: string[] };
let plain: { id: string; price: number };

beforeAll(async () => {
  t = await createTestContext();
  shopper = await newShopper(t, 'Variant Shopper');
  const rows = await t.db.selectFrom('products').select(['id', 'name', 'price', 'size', 'product_ram', 'product_weight']).where('count_in_stock', '>=', 5).orderBy('id').execute();
  const onlySize = rows.find((r) => JSON.parse(r.size).length >= 2 && r.product_ram === '[]' && r.product_weight === '[]');
  const none = rows.find((r) => r.size === '[]' && r.product_ram === '[]' && r.product_weight === '[]');
  if (!onlySize || !none) throw new Error('the seed has no product with sizes only, or none without options');
  sized = { id: onlySize.id, name: onlySize.name, price: Number(onlySize.price), size: JSON.parse(onlySize.size) as string[] };
  plain = { id: none.id, price: Number(none.price) };
});
afterAll(async () => {
  await t?.close();
});
beforeEach(async () => {
  await t.db.deleteFrom('cart_items').where('user_id', '=', shopper.userId).execute();
});

const add = (body: Record<string, unknown>) => post(t, shopper, '/api/cart/add', body);
async function cart() {
  return z.array(cartItemSchema).parse((await t.app.inject({ method: 'GET', url: '/api/cart', headers: shopper.auth })).json());
}

describe('cart lines carry the option picked', () => {
  it('keeps the same product in two sizes as two lines, each labelled, and refuses the same size twice', async () => {
    const [small, large] = sized.size;
    const first = await add({ productId: sized.id, quantity: 1, size: small });
    expect(first.statusCode).toBe(201);
    expect(cartAddResponseSchema.parse(first.json()).cartItem.variant).toBe(`Size: ${small}`);
    expect((await add({ productId: sized.id, quantity: 2, size: large })).statusCode).toBe(201);
    const again = await add({ productId: sized.id, quantity: 1, size: small });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ status: false, msg: 'Product already added in the cart' });
    const lines = await cart();
    expect(lines.map((l) => [l.productId, l.variant, l.quantity])).toEqual([
      [sized.id, `Size: ${small}`, 1],
      [sized.id, `Size: ${large}`, 2],
    ]);
  });

  it('needs a choice from each list the product has, and only values it offers', async () => {
    const missing = await add({ productId: sized.id, quantity: 1 });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ status: false, msg: 'Please select Size' });
    const unknown = await add({ productId: sized.id, quantity: 1, size: 'XXXXL-none' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ msg: 'Size XXXXL-none is not available for this product' });
    const foreign = await add({ productId: sized.id, quantity: 1, size: sized.size[0], productRam: '8GB' });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toMatchObject({ msg: 'This product has no RAM options' });
    const plainLine = await add({ productId: plain.id, quantity: 1 });
    expect(plainLine.statusCode).toBe(201);
    expect(cartAddResponseSchema.parse(plainLine.json()).cartItem.variant).toBe('');
    expect(await cart()).toHaveLength(1);
  });
});

describe('two sizes of one product share its stock', () => {
  it('a second size may hold only what the first leaves, when added and when raised', async () => {
    const [small, large] = sized.size;
    await t.db.updateTable('products').set({ count_in_stock: 5 }).where('id', '=', sized.id).execute();
    expect((await add({ productId: sized.id, quantity: 3, size: small })).statusCode).toBe(201);
    const over = await add({ productId: sized.id, quantity: 3, size: large });
    expect(over.statusCode).toBe(400);
    expect(over.json()).toMatchObject({ status: false, msg: 'The quantity is greater than product count in stock' });
    const fits = await add({ productId: sized.id, quantity: 2, size: large });
    expect(fits.statusCode).toBe(201);
    const id = cartAddResponseSchema.parse(fits.json()).cartItem.id;
    const raise = (quantity: number) => t.app.inject({ method: 'PUT', url: `/api/cart/${id}`, headers: shopper.auth, payload: { quantity } });
    const raised = await raise(3);
    expect(raised.statusCode).toBe(400);
    expect(raised.json()).toMatchObject({ msg: 'The quantity is greater than product count in stock' });
    expect((await raise(1)).statusCode).toBe(200);
    expect((await cart()).map((l) => l.quantity)).toEqual([3, 1]);
  });

  it('two sizes added at the same moment cannot both take what only one may; nor can two lines raised at once', async () => {
    const [small, large] = sized.size;
    await t.db.updateTable('products').set({ count_in_stock: 5 }).where('id', '=', sized.id).execute();
    const both = await Promise.all([add({ productId: sized.id, quantity: 3, size: small }), add({ productId: sized.id, quantity: 3, size: large })]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([201, 400]);
    expect((await cart()).reduce((n, l) => n + l.quantity, 0)).toBe(3);
    // Two lines of 1 and 1, each raised to 3 at once: one raise fits (3 + 1), the other is refused.
    await t.db.deleteFrom('cart_items').where('user_id', '=', shopper.userId).execute();
    const ids = [];
    for (const size of [small, large]) ids.push(cartAddResponseSchema.parse((await add({ productId: sized.id, quantity: 1, size })).json()).cartItem.id);
    const raised = await Promise.all(ids.map((id) => t.app.inject({ method: 'PUT', url: `/api/cart/${id}`, headers: shopper.auth, payload: { quantity: 3 } })));
    expect(raised.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    expect((await cart()).reduce((n, l) => n + l.quantity, 0)).toBe(4);
  });

  it('refuses to open a payment, and an order, for lines that together ask more than is left, naming what is left; nothing is taken', async () => {
    const [small, large] = sized.size;
    await t.db.updateTable('products').set({ count_in_stock: 6 }).where('id', '=', sized.id).execute();
    await add({ productId: sized.id, quantity: 3, size: small });
    await add({ productId: sized.id, quantity: 3, size: large });
    // Somebody else bought one meanwhile.
    await t.db.updateTable('products').set({ count_in_stock: 5 }).where('id', '=', sized.id).execute();
    const subtotal = sized.price * 6;
    const tax = Math.round((subtotal * 18) / 100);
    const short = `Sorry, only 5 of ${sized.name} are left in stock`;
    // Before the shopper pays: no payment order for a cart that cannot become an order.
    const payment = await post(t, shopper, '/api/orders/create-razorpay-order', { amount: subtotal + tax, currency: 'INR' });
    expect(payment.statusCode).toBe(409);
    expect(payment.json()).toMatchObject({ error: true, msg: short });
    // Cash on Delivery: the same words (it said 'only 2', the stock left after its first line).
    const cod = await post(t, shopper, '/api/orders/create', orderPayload(shopper, { subtotal, tax, total: subtotal + tax }));
    expect(cod.statusCode).toBe(409);
    expect(cod.json()).toMatchObject({ error: true, msg: short });
    expect(await cart()).toHaveLength(2);
    const row = await t.db.selectFrom('products').select('count_in_stock').where('id', '=', sized.id).executeTakeFirstOrThrow();
    expect(Number(row.count_in_stock)).toBe(5);
  });
});

describe('order lines carry the option; checkout remembers the address', () => {
  it('an order keeps each line\'s size, lists it on the orders page, and remembers the billing address', async () => {
    const before = await t.app.inject({ method: 'GET', url: '/api/orders/billing-defaults', headers: shopper.auth });
    expect(before.statusCode).toBe(200);
    const user = await t.db.selectFrom('users').select(['name', 'email', 'phone']).where('id', '=', shopper.userId).executeTakeFirstOrThrow();
    expect(before.json()).toEqual({
      fullName: user.name,
      email: user.email,
      phoneNumber: user.phone,
      country: 'India',
      streetAddressLine1: '',
      streetAddressLine2: '',
      city: '',
      state: '',
      zipCode: '',
    });

    const [small, large] = sized.size;
    await add({ productId: sized.id, quantity: 1, size: small });
    await add({ productId: sized.id, quantity: 2, size: large });
    const subtotal = sized.price * 3;
    const tax = Math.round((subtotal * 18) / 100);
    const address = { country: 'India', streetAddressLine1: '12 MG Road', streetAddressLine2: 'Flat 4', city: 'Bengaluru', state: 'Karnataka', zipCode: '560001' };
    const res = await post(t, shopper, '/api/orders/create', orderPayload(shopper, { subtotal, tax, total: subtotal + tax }, { billingAddress: address }));
    expect(res.statusCode).toBe(201);
    const order = orderSchema.parse(res.json());
    expect(order.products.map((p) => [p.variant, p.quantity])).toEqual([[`Size: ${small}`, 1], [`Size: ${large}`, 2]]);

    const listed = z.array(orderSchema).parse((await t.app.inject({ method: 'GET', url: '/api/orders', headers: shopper.auth })).json());
    expect(listed[0].products.map((p) => p.variant).sort()).toEqual([`Size: ${large}`, `Size: ${small}`].sort());

    const after = await t.app.inject({ method: 'GET', url: '/api/orders/billing-defaults', headers: shopper.auth });
    expect(after.json()).toEqual({ fullName: user.name, email: user.email, phoneNumber: user.phone, ...address });
  });

  it('refuses a billing address with an empty part and keeps the cart; needs a token for the defaults', async () => {
    await add({ productId: plain.id, quantity: 1 });
    const tax = Math.round((plain.price * 18) / 100);
    const res = await post(t, shopper, '/api/orders/create', orderPayload(shopper, { subtotal: plain.price, tax, total: plain.price + tax }, {
      billingAddress: { country: 'India', streetAddressLine1: '1 Road', city: ' ', state: 'Goa', zipCode: '403001' },
    }));
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toContain('Please fill City');
    expect(await cart()).toHaveLength(1);
    expect((await t.app.inject({ method: 'GET', url: '/api/orders/billing-defaults' })).statusCode).toBe(401);
  });
});
