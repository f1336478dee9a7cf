// Checkout on the server: totals from our own prices, tampered amounts, COD and online orders
// through the sandbox provider, bad signatures, replayed payments and other shoppers' ids.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { paymentSignature } from '../src/lib/payments/signature';
import { sandboxSecret } from '../src/lib/payments/sandbox';
import { createPaymentProvider } from '../src/lib/payments/select-provider';
import { sweepUnusedPayments } from '../src/repositories/refunds';
import { orderSchema, paymentOrderSchema, signedPaymentSchema } from '@storefront/shared/contract';
import { cartItemSchema } from '@storefront/shared/contract';
import { createTestContext, TEST_JWT_SECRET, type TestContext } from './helpers';
import { BILLING, fillCart, newShopper, orderPayload, post, type Shopper } from './orders-helpers';

let t: TestContext;
/** Three products with plenty of stock, priced so that the tax needs rounding. */
let p1: { id: string; price: number; stock: number };
let p2: { id: string; price: number; stock: number };

beforeAll(async () => {
  t = await createTestContext();
  const rows = await t.db.selectFrom('products').select(['id', 'price', 'count_in_stock']).orderBy('id').limit(2).execute();
  await t.db.updateTable('products').set({ price: 1249, count_in_stock: 50 }).where('id', '=', rows[0].id).execute();
  await t.db.updateTable('products').set({ price: 333, count_in_stock: 50 }).where('id', '=', rows[1].id).execute();
  p1 = { id: rows[0].id, price: 1249, stock: 50 };
  p2 = { id: rows[1].id, price: 333, stock: 50 };
});
afterAll(async () => {
  await t?.close();
});

// 1249 * 2 + 333 = 2831; 18% = 509.58 -> 510; total 3341.
const EXPECTED = { subtotal: 2831, tax: 510, total: 3341 };
const CART = () => [{ productId: p1.id, quantity: 2 }, { productId: p2.id, quantity: 1 }];

async function stock(id: string) {
  return Number((await t.db.selectFrom('products').select('count_in_stock').where('id', '=', id).executeTakeFirstOrThrow()).count_in_stock);
}
async function cartOf(who: Shopper) {
  return z.array(cartItemSchema).parse((await t.app.inject({ method: 'GET', url: '/api/cart', headers: who.auth })).json());
}
async function ordersOf(who: Shopper) {
  return z.array(orderSchema).parse((await t.app.inject({ method: 'GET', url: `/api/orders?userid=${who.userId}`, headers: who.auth })).json());
}
async function orderCount() {
  return Number((await t.db.selectFrom('orders').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
}
async function refundsOf(providerOrderId: string) {
  return t.db
    .selectFrom('refunds')
    .innerJoin('payment_orders', 'payment_orders.id', 'refunds.payment_order_id')
    .selectAll('refunds')
    .where('payment_orders.provider_order_id', '=', providerOrderId)
    .execute();
}
async function paymentOrder(who: Shopper, amount = EXPECTED.total) {
  const res = await post(t, who, '/api/orders/create-razorpay-order', { amount, currency: 'INR' });
  expect(res.statusCode).toBe(200);
  return paymentOrderSchema.parse(res.json());
}
async function sandboxPay(who: Shopper, orderId: string) {
  const res = await post(t, who, '/api/orders/sandbox/pay', { razorpay_order_id: orderId });
  expect(res.statusCode).toBe(200);
  return signedPaymentSchema.parse(res.json());
}
/** A new shopper with CART() in the cart, a payment order for it, and the sandbox's payment of that order. */
async function paidShopper() {
  const who = await newShopper(t);
  await fillCart(t, who, CART());
  const po = await paymentOrder(who);
  return { who, po, paid: await sandboxPay(who, po.id) };
}

function onlinePayload(who: Shopper, paid: z.infer<typeof signedPaymentSchema>, extra: Record<string, unknown> = {}) {
  return orderPayload(who, EXPECTED, {
    paymentType: 'Online',
    paymentId: paid.razorpay_payment_id,
    razorpayOrderId: paid.razorpay_order_id,
    razorpaySignature: paid.razorpay_signature,
    ...extra,
  });
}

describe('cash on delivery', () => {
  it('creates a pending COD order priced by the server, decrements stock and empties the cart in one go', async () => {
    const who = await newShopper(t);
    await fillCart(t, who, CART());
    const before = [await stock(p1.id), await stock(p2.id)];
    const res = await post(t, who, '/api/orders/create', orderPayload(who, EXPECTED));
    expect(res.statusCode).toBe(201);
    const order = orderSchema.parse(res.json());
    expect(order).toMatchObject({
      ...BILLING,
      amount: 3341,
      subtotal: 2831,
      tax: 510,
      paymentType: 'COD',
      paymentId: 'None',
      status: 'pending',
    });
    expect(order._id).toBe(order.id);
    expect(order.orderId).toBe(order.id);
    expect(order.products).toHaveLength(2);
    expect(order.products.find((p) => p.productId === p1.id)).toMatchObject({ price: 1249, quantity: 2, subTotal: 2498 });
    expect([await stock(p1.id), await stock(p2.id)]).toEqual([before[0] - 2, before[1] - 1]);
    expect(await cartOf(who)).toEqual([]);
    const listed = await ordersOf(who);
    expect(listed.map((o) => o.id)).toEqual([order.id]);
    expect(listed[0]).toEqual(order);
  });

  it('prices the order from the catalogue, not from the lines the client sends', async () => {
    const who = await newShopper(t);
    await fillCart(t, who, [{ productId: p2.id, quantity: 3 }]);
    // 999 + 180 (179.82 rounded) = 1179
    const res = await post(t, who, '/api/orders/create', orderPayload(who, { subtotal: 999, tax: 180, total: 1179 }, {
      products: [{ productId: p2.id, productTitle: 'Anything', price: 1, quantity: 3, subTotal: 3 }],
    }));
    expect(res.statusCode).toBe(201);
    expect(orderSchema.parse(res.json()).products[0]).toMatchObject({ price: 333, subTotal: 999 });
  });

  it('refuses an amount, subtotal or tax that disagrees with the cart, and changes nothing', async () => {
    const who = await newShopper(t);
    await fillCart(t, who, CART());
    const before = [await stock(p1.id), await stock(p2.id), await orderCount()];
    for (const tampered of [
      { amount: 1 },
      { amount: EXPECTED.total - 1 },
      { amount: EXPECTED.total + 1 },
      { subtotal: 1 },
      { tax: 0 },
    ]) {
      const res = await post(t, who, '/api/orders/create', orderPayload(who, EXPECTED, tampered));
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ error: true, msg: 'The amount does not match your cart. Please review your cart and try again.', amount: 3341 });
    }
    expect([await stock(p1.id), await stock(p2.id), await orderCount()]).toEqual(before);
    expect(await cartOf(who)).toHaveLength(2);
  });

  it("answers 'Please fill …' for missing billing fields and bad money with 400", async () => {
    const who = await newShopper(t);
    await fillCart(t, who, CART());
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ name: '  ' }, 'Please fill Full Name'],
      [{ phoneNumber: '' }, 'Please fill Phone Number'],
      [{ address: undefined }, 'Please fill Street address'],
      [{ pincode: '' }, 'Please fill ZIP Code'],
      [{ email: '' }, 'Please fill Email Address'],
      [{ amount: 3341.5 }, 'amount must be a whole number of rupees'],
      [{ amount: '3341' }, 'amount must be a whole number of rupees'],
      [{ paymentType: 'Card' }, 'paymentType must be COD or Online'],
    ];
    for (const [change, msg] of cases) {
      const res = await post(t, who, '/api/orders/create', orderPayload(who, EXPECTED, change));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: true, msg });
    }
    expect(await cartOf(who)).toHaveLength(2);
  });

  it('refuses an empty cart', async () => {
    const who = await newShopper(t);
    const res = await post(t, who, '/api/orders/create', orderPayload(who, { subtotal: 0, tax: 0, total: 0 }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: true, msg: 'Your cart is empty' });
    const pay = await post(t, who, '/api/orders/create-razorpay-order', { amount: 0, currency: 'INR' });
    expect(pay.statusCode).toBe(400);
  });

  it('refuses more than the stock with an out-of-stock message and leaves stock, cart and orders as they were', async () => {
    const who = await newShopper(t);
    await fillCart(t, who, CART());
    await t.db.updateTable('products').set({ count_in_stock: 1 }).where('id', '=', p1.id).execute();
    const before = [await stock(p2.id), await orderCount()];
    const res = await post(t, who, '/api/orders/create', orderPayload(who, EXPECTED));
    expect(res.statusCode).toBe(409);
    expect(res.json().msg).toMatch(/^Sorry, only 1 of .+ is left in stock$/);
    expect([await stock(p1.id), await stock(p2.id), await orderCount()]).toEqual([1, ...before]);
    expect(await cartOf(who)).toHaveLength(2);
    await t.db.updateTable('products').set({ count_in_stock: 50 }).where('id', '=', p1.id).execute();
  });

  it('creates one order when the same shopper submits twice at once', async () => {
    const who = await newShopper(t);
    await fillCart(t, who, CART());
    const results = await Promise.all([1, 2, 3].map(() => post(t, who, '/api/orders/create', orderPayload(who, EXPECTED))));
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 400, 400]);
    expect(await ordersOf(who)).toHaveLength(1);
  });
});

describe('online payment through the sandbox', () => {
  it('opens a payment order for the server-computed amount with the sandbox key', async () => {
    const who = await newShopper(t);
    await fillCart(t, who, CART());
    const po = await paymentOrder(who);
    expect(po).toMatchObject({ amount: 3341, currency: 'INR', provider: 'sandbox', key: 'rzp_test_sandbox' });
    expect(po.id).toMatch(/^order_[A-Za-z0-9]{14}$/);
    const row = await t.db.selectFrom('payment_orders').selectAll().where('provider_order_id', '=', po.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ user_id: who.userId, amount: 3341, currency: 'INR', status: 'created', provider: 'sandbox', used_payment_id: null });
  });

  it('refuses to open a payment order for an amount that disagrees with the cart', async () => {
    const who = await newShopper(t);
    await fillCart(t, who, CART());
    for (const amount of [1, 3340, 334100]) {
      const res = await post(t, who, '/api/orders/create-razorpay-order', { amount, currency: 'INR' });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ msg: 'The amount does not match your cart. Please review your cart and try again.', amount: 3341 });
    }
    const usd = await post(t, who, '/api/orders/create-razorpay-order', { amount: 3341, currency: 'USD' });
    expect(usd.statusCode).toBe(400);
    expect(await t.db.selectFrom('payment_orders').select('id').where('user_id', '=', who.userId).execute()).toEqual([]);
  });

  it('verifies the sandbox signature and creates a paid online order once', async () => {
    const { who, po, paid } = await paidShopper();
    expect(paid.razorpay_order_id).toBe(po.id);
    expect(paid.razorpay_signature).toBe(paymentSignature(sandboxSecret(TEST_JWT_SECRET), po.id, paid.razorpay_payment_id));

    const verified = await post(t, who, '/api/orders/verify-payment', paid);
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toEqual({ success: true });

    const res = await post(t, who, '/api/orders/create', onlinePayload(who, paid));
    expect(res.statusCode).toBe(201);
    const order = orderSchema.parse(res.json());
    expect(order).toMatchObject({ paymentType: 'Online', paymentId: paid.razorpay_payment_id, status: 'paid', amount: 3341 });
    expect(await cartOf(who)).toEqual([]);
    const row = await t.db.selectFrom('payment_orders').selectAll().where('provider_order_id', '=', po.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'paid', used_payment_id: paid.razorpay_payment_id });
  });

  it('creates nothing new when the same payment is replayed, even with a refilled cart', async () => {
    const { who, po, paid } = await paidShopper();
    expect((await post(t, who, '/api/orders/create', onlinePayload(who, paid))).statusCode).toBe(201);

    await fillCart(t, who, CART());
    const stockBefore = [await stock(p1.id), await stock(p2.id)];
    const replay = await post(t, who, '/api/orders/create', onlinePayload(who, paid));
    expect(replay.statusCode).toBe(409);
    expect(replay.json()).toEqual({ error: true, msg: 'This payment has already been used for an order' });
    // Replayed at once, in parallel: still nothing.
    const burst = await Promise.all([1, 2, 3].map(() => post(t, who, '/api/orders/create', onlinePayload(who, paid))));
    expect(burst.every((r) => r.statusCode === 409)).toBe(true);
    expect(await ordersOf(who)).toHaveLength(1);
    expect([await stock(p1.id), await stock(p2.id)]).toEqual(stockBefore);
    expect(await cartOf(who)).toHaveLength(2);
    // The sandbox will not sign a second payment for a used payment order either.
    expect((await post(t, who, '/api/orders/sandbox/pay', { razorpay_order_id: po.id })).statusCode).toBe(409);
  });

  it('creates one order when two different payments race for the same payment order', async () => {
    const { who, po, paid: a } = await paidShopper();
    // The sandbox pays a payment order once; a second, different payment is signed as the provider would.
    const secondId = 'pay_SecondPayment0001';
    const b = { razorpay_order_id: po.id, razorpay_payment_id: secondId, razorpay_signature: paymentSignature(sandboxSecret(TEST_JWT_SECRET), po.id, secondId) };
    const results = await Promise.all([a, b].map((paid) => post(t, who, '/api/orders/create', onlinePayload(who, paid))));
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, expect.any(Number)]);
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(1);
    expect(await ordersOf(who)).toHaveLength(1);
  });

  it('refuses bad signatures: verify answers success false and no order is created', async () => {
    const { who, po, paid } = await paidShopper();
    const forged = [
      { ...paid, razorpay_signature: paymentSignature('guessed-secret', po.id, paid.razorpay_payment_id) },
      { ...paid, razorpay_signature: paid.razorpay_signature.replace(/.$/, (c) => (c === '0' ? '1' : '0')) },
      { ...paid, razorpay_payment_id: 'pay_SomethingElse01' },
      { ...paid, razorpay_signature: 'abc' },
      { ...paid, razorpay_signature: paid.razorpay_signature.toUpperCase() + 'ff' },
    ];
    for (const bad of forged) {
      const v = await post(t, who, '/api/orders/verify-payment', bad);
      expect(v.statusCode).toBe(400);
      expect(v.json()).toEqual({ error: true, msg: 'Payment verification failed', success: false });
      const c = await post(t, who, '/api/orders/create', onlinePayload(who, bad));
      expect(c.statusCode).toBe(400);
      expect(c.json()).toEqual({ error: true, msg: 'Payment verification failed' });
    }
    const noPayment = await post(t, who, '/api/orders/create', orderPayload(who, EXPECTED, { paymentType: 'Online', paymentId: 'pay_x' }));
    expect(noPayment.statusCode).toBe(400);
    expect(noPayment.json().msg).toBe('A verified payment is required for an online order');
    expect(await ordersOf(who)).toEqual([]);
    expect(await cartOf(who)).toHaveLength(2);
  });

  it('refuses a payment made for another amount than the cart now totals', async () => {
    const { who, po, paid } = await paidShopper();
    // The shopper adds one more item after paying: the cart total no longer matches the payment.
    await fillCart(t, who, [{ productId: p1.id, quantity: 3 }, { productId: p2.id, quantity: 1 }]);
    const newTotals = { subtotal: 4080, tax: 734, total: 4814 };
    const res = await post(t, who, '/api/orders/create', onlinePayload(who, paid, { amount: newTotals.total, subtotal: newTotals.subtotal, tax: newTotals.tax }));
    expect(res.statusCode).toBe(409);
    expect(res.json().msg).toBe('The amount does not match your cart. Please review your cart and try again. Your payment was not used and will be refunded.');
    expect(await ordersOf(who)).toEqual([]);
    expect(await cartOf(who)).toHaveLength(2);
    // The payment is given back in full, and can no longer pay for an order.
    expect(await refundsOf(po.id)).toEqual([
      expect.objectContaining({ payment_id: paid.razorpay_payment_id, amount: 3341, status: 'requested', provider: 'sandbox', provider_status: 'processed' }),
    ]);
    expect((await refundsOf(po.id))[0].provider_refund_id).toMatch(/^rfnd_/);
    await fillCart(t, who, CART());
    const retry = await post(t, who, '/api/orders/create', onlinePayload(who, paid));
    expect(retry.statusCode).toBe(409);
    expect(retry.json().msg).toBe('This payment has already been used for an order');
    expect(await ordersOf(who)).toEqual([]);
    expect(await refundsOf(po.id)).toHaveLength(1);
  });

  it('refunds a payment whose item sold out before the order was placed, and leaves stock and cart as they were', async () => {
    const { who, po, paid } = await paidShopper();
    await t.db.updateTable('products').set({ count_in_stock: 1 }).where('id', '=', p1.id).execute();
    try {
      const res = await post(t, who, '/api/orders/create', onlinePayload(who, paid));
      expect(res.statusCode).toBe(409);
      expect(res.json().msg).toMatch(/^Sorry, only 1 of .+ is left in stock\. Your payment was not used and will be refunded\.$/);
      expect(await stock(p1.id)).toBe(1);
      expect(await ordersOf(who)).toEqual([]);
      expect(await cartOf(who)).toHaveLength(2);
      expect(await refundsOf(po.id)).toEqual([expect.objectContaining({ amount: 3341, status: 'requested', reason: expect.stringMatching(/left in stock/) })]);
      const row = await t.db.selectFrom('payment_orders').selectAll().where('provider_order_id', '=', po.id).executeTakeFirstOrThrow();
      expect(row.used_payment_id).toBe(paid.razorpay_payment_id);
    } finally {
      await t.db.updateTable('products').set({ count_in_stock: 50 }).where('id', '=', p1.id).execute();
    }
  });

  it('refunds a payment whose cart was emptied elsewhere before the order', async () => {
    const { who, po, paid } = await paidShopper();
    await t.db.deleteFrom('cart_items').where('user_id', '=', who.userId).execute();
    const res = await post(t, who, '/api/orders/create', onlinePayload(who, paid));
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe('Your cart is empty. Your payment was not used and will be refunded.');
    expect(await refundsOf(po.id)).toHaveLength(1);
  });

  it('does not refund a payment that already paid for an order, however often it is replayed', async () => {
    const { who, po, paid } = await paidShopper();
    expect((await post(t, who, '/api/orders/create', onlinePayload(who, paid))).statusCode).toBe(201);
    // The cart is empty now and then refilled with another total: neither answer refunds the used payment.
    const empty = await post(t, who, '/api/orders/create', onlinePayload(who, paid));
    expect(empty.statusCode).toBe(400);
    expect(empty.json().msg).toBe('Your cart is empty');
    await fillCart(t, who, [{ productId: p2.id, quantity: 1 }]);
    const other = await post(t, who, '/api/orders/create', onlinePayload(who, paid));
    expect(other.statusCode).toBe(409);
    expect(other.json().msg).not.toMatch(/refunded/);
    expect(await refundsOf(po.id)).toEqual([]);
  });

  it('a cash on delivery order refused for stock refunds nothing', async () => {
    const who = await newShopper(t);
    await fillCart(t, who, CART());
    const before = (await t.db.selectFrom('refunds').select('id').execute()).length;
    await t.db.updateTable('products').set({ count_in_stock: 1 }).where('id', '=', p1.id).execute();
    try {
      const res = await post(t, who, '/api/orders/create', orderPayload(who, EXPECTED));
      expect(res.statusCode).toBe(409);
      expect(res.json().msg).toMatch(/^Sorry, only 1 of .+ is left in stock$/);
    } finally {
      await t.db.updateTable('products').set({ count_in_stock: 50 }).where('id', '=', p1.id).execute();
    }
    expect((await t.db.selectFrom('refunds').select('id').execute()).length).toBe(before);
  });
});

describe('payments nobody ordered with', () => {
  const quiet = { warn: () => {}, error: () => {} };
  const provider = () => createPaymentProvider({ razorpay: null, jwtSecret: TEST_JWT_SECRET });
  async function paidAgo(who: Shopper, minutes: number) {
    await fillCart(t, who, CART());
    const po = await paymentOrder(who);
    const paid = await sandboxPay(who, po.id);
    await t.db
      .updateTable('payment_orders')
      .set({ paid_at: new Date(Date.now() - minutes * 60_000).toISOString() })
      .where('provider_order_id', '=', po.id)
      .execute();
    return { po, paid };
  }

  it('records which payment paid a payment order, once verified or signed by the sandbox', async () => {
    const { who, po, paid } = await paidShopper();
    expect(await post(t, who, '/api/orders/verify-payment', paid).then((r) => r.statusCode)).toBe(200);
    const row = await t.db.selectFrom('payment_orders').selectAll().where('provider_order_id', '=', po.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'paid', paid_payment_id: paid.razorpay_payment_id, used_payment_id: null });
    expect(Date.parse(row.paid_at!)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('refunds a payment no order used within 30 minutes, once, and never one an order used or a recent one', async () => {
    const gone = await paidAgo(await newShopper(t), 31);
    const recent = await paidAgo(await newShopper(t), 10);
    const buyer = await newShopper(t);
    const used = await paidAgo(buyer, 45);
    expect((await post(t, buyer, '/api/orders/create', onlinePayload(buyer, used.paid))).statusCode).toBe(201);

    expect(await sweepUnusedPayments(t.db, provider(), quiet)).toBe(1);
    expect(await refundsOf(gone.po.id)).toEqual([
      expect.objectContaining({ payment_id: gone.paid.razorpay_payment_id, amount: 3341, status: 'requested', reason: 'The order was not placed within 30 minutes of paying' }),
    ]);
    expect(await refundsOf(recent.po.id)).toEqual([]);
    expect(await refundsOf(used.po.id)).toEqual([]);
    // A second sweep (or another API process) finds nothing more to do.
    expect(await sweepUnusedPayments(t.db, provider(), quiet)).toBe(0);
    expect(await refundsOf(gone.po.id)).toHaveLength(1);
  });

  it('a refunded payment can no longer place an order', async () => {
    const who = await newShopper(t);
    const { paid } = await paidAgo(who, 31);
    await sweepUnusedPayments(t.db, provider(), quiet);
    const late = await post(t, who, '/api/orders/create', onlinePayload(who, paid));
    expect(late.statusCode).toBe(409);
    expect(late.json().msg).toBe('This payment has already been used for an order');
    expect(await ordersOf(who)).toEqual([]);
  });
});

describe("another shopper's ids", () => {
  it("cannot verify, pay or order with another shopper's payment order", async () => {
    const owner = await newShopper(t);
    const thief = await newShopper(t);
    await fillCart(t, owner, CART());
    await fillCart(t, thief, CART());
    const po = await paymentOrder(owner);
    const paid = await sandboxPay(owner, po.id);

    expect((await post(t, thief, '/api/orders/sandbox/pay', { razorpay_order_id: po.id })).statusCode).toBe(404);
    expect((await post(t, thief, '/api/orders/verify-payment', paid)).statusCode).toBe(400);
    const stolen = await post(t, thief, '/api/orders/create', onlinePayload(thief, paid));
    expect(stolen.statusCode).toBe(400);
    expect(await ordersOf(thief)).toEqual([]);

    // The owner can still use their payment.
    expect((await post(t, owner, '/api/orders/create', onlinePayload(owner, paid))).statusCode).toBe(201);
  });

  it("refuses another shopper's userid with 403 on every order call", async () => {
    const a = await newShopper(t);
    const b = await newShopper(t);
    await fillCart(t, a, CART());
    await post(t, a, '/api/orders/create', orderPayload(a, EXPECTED));
    const list = await t.app.inject({ method: 'GET', url: `/api/orders?userid=${a.userId}`, headers: b.auth });
    expect(list.statusCode).toBe(403);
    expect(list.json()).toEqual({ error: true, msg: 'You can only access your own data' });
    await fillCart(t, b, CART());
    const forged = await post(t, b, '/api/orders/create', orderPayload(b, EXPECTED, { userid: a.userId }));
    expect(forged.statusCode).toBe(403);
    expect((await post(t, b, '/api/orders/create-razorpay-order', { amount: EXPECTED.total, currency: 'INR', userId: a.userId })).statusCode).toBe(403);
    expect(await ordersOf(b)).toEqual([]);
    expect(await cartOf(b)).toHaveLength(2);
    // And b's own list holds none of a's orders.
    expect((await ordersOf(b)).length).toBe(0);
    expect((await ordersOf(a)).length).toBe(1);
  });

  it('needs a token for every order call', async () => {
    for (const [method, url] of [
      ['GET', '/api/orders'],
      ['POST', '/api/orders/create'],
      ['POST', '/api/orders/create-razorpay-order'],
      ['POST', '/api/orders/verify-payment'],
      ['POST', '/api/orders/sandbox/pay'],
    ] as const) {
      const res = await t.app.inject({ method, url, payload: method === 'POST' ? {} : undefined });
      expect(res.statusCode).toBe(401);
    }
  });
});

describe('GET /api/orders', () => {
  it('lists the shopper\'s orders newest first with their products', async () => {
    const who = await newShopper(t);
    await fillCart(t, who, [{ productId: p1.id, quantity: 1 }]);
    const first = orderSchema.parse((await post(t, who, '/api/orders/create', orderPayload(who, { subtotal: 1249, tax: 225, total: 1474 }))).json());
    await fillCart(t, who, [{ productId: p2.id, quantity: 2 }]);
    const second = orderSchema.parse((await post(t, who, '/api/orders/create', orderPayload(who, { subtotal: 666, tax: 120, total: 786 }))).json());
    const list = await ordersOf(who);
    expect(list.map((o) => o.id)).toEqual([second.id, first.id]);
    expect(list[0].products).toEqual([expect.objectContaining({ productId: p2.id, quantity: 2, subTotal: 666 })]);
    expect(list[0].date).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });
});
