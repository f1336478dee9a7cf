// Buying in India (decisions §7): pincode checks, coupons, cancelling, the address book and the
// GST tax invoice, through the API on a fresh database (SQLite, or PostgreSQL with TEST_DATABASE_URL).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, deliveryByText, financialYear, indiaDate, MAX_ADDRESSES, shareDiscount, totalsWithCoupon } from '@storefront/shared/rules';
import { createTestContext, type TestContext } from './helpers';
import { fillCart, newShopper, orderPayload, post, type Shopper } from './orders-helpers';

let t: TestContext;
let p: { id: string; name: string };
let q: { id: string; name: string };

beforeAll(async () => {
  t = await createTestContext();
  const rows = await t.db.selectFrom('products').select(['id', 'name']).orderBy('id').limit(2).execute();
  [p, q] = rows;
  await t.db.updateTable('products').set({ price: 600, count_in_stock: 50 }).where('id', 'in', [p.id, q.id]).execute();
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const KARNATAKA = { country: 'India', streetAddressLine1: '12 MG Road', streetAddressLine2: 'Flat 4', city: 'Bengaluru', state: 'Karnataka', zipCode: '560001' };
const MAHARASHTRA = { country: 'India', streetAddressLine1: '7 Marine Drive', streetAddressLine2: '', city: 'Mumbai', state: 'Maharashtra', zipCode: '400001' };

const LONDON = { country: 'United Kingdom', streetAddressLine1: '10 Downing Street', streetAddressLine2: '', city: 'London', state: 'Greater London', zipCode: 'SW1A 2AA' };

/** Pays for one of q (₹600) through the sandbox and places the order online with the given extras. */
async function onlineOrder(who: Shopper, extra: Record<string, unknown> = {}) {
  await fillCart(t, who, [{ productId: q.id, quantity: 1 }]);
  const totals = totalsWithCoupon([{ price: 600, quantity: 1 }], null);
  const po = (await post(t, who, '/api/orders/create-razorpay-order', { amount: totals.total })).json();
  const paid = (await post(t, who, '/api/orders/sandbox/pay', { razorpay_order_id: po.id })).json();
  return post(t, who, '/api/orders/create', orderPayload(who, totals, {
    paymentType: 'Online', paymentId: paid.razorpay_payment_id, razorpayOrderId: paid.razorpay_order_id, razorpaySignature: paid.razorpay_signature, ...extra,
  }));
}

async function stockOf(id: string) {
  return Number((await t.db.selectFrom('products').select('count_in_stock').where('id', '=', id).executeTakeFirstOrThrow()).count_in_stock);
}

/** Places an order for `units` of p (priced 600 each) with the given extras; answers the response. */
async function order(who: Shopper, units: number, extra: Record<string, unknown> = {}, coupon?: Parameters<typeof totalsWithCoupon>[1]) {
  await fillCart(t, who, [{ productId: p.id, quantity: units }]);
  const totals = totalsWithCoupon([{ price: 600, quantity: units }], coupon ?? null);
  return post(t, who, '/api/orders/create', orderPayload(who, totals, extra));
}

describe('pincode check', () => {
  it('answers a served pincode with its state, a delivery date and Cash on Delivery', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/pincodes/560001' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ pincode: '560001', serviceable: true, state: 'Karnataka', days: 2, cod: true });
    expect(body.deliveryDate).toBe(addDays(indiaDate(new Date()), 2));
  });

  it('takes longer farther from the seller (Karnataka) and longest to the North-East', async () => {
    const days = async (pin: string) => (await t.app.inject({ method: 'GET', url: `/api/pincodes/${pin}` })).json().days as number;
    const [blr, chennai, mumbai, delhi, guwahati] = await Promise.all(['560001', '600001', '400001', '110001', '781001'].map(days));
    expect(blr).toBeLessThan(chennai);
    expect(chennai).toBeLessThan(delhi);
    expect(mumbai).toBeLessThan(delhi);
    expect(delhi).toBeLessThan(guwahati);
  });

  it('serves Goa, Uttarakhand and Puducherry from their narrower ranges', async () => {
    const state = async (pin: string) => (await t.app.inject({ method: 'GET', url: `/api/pincodes/${pin}` })).json().state;
    expect(await state('403001')).toBe('Goa');
    expect(await state('248001')).toBe('Uttarakhand');
    expect(await state('605001')).toBe('Puducherry');
    expect(await state('605602')).toBe('Tamil Nadu');
  });

  it('delivers to Andaman & Nicobar and Lakshadweep without Cash on Delivery', async () => {
    for (const pin of ['744101', '682555']) {
      const body = (await t.app.inject({ method: 'GET', url: `/api/pincodes/${pin}` })).json();
      expect(body).toMatchObject({ serviceable: true, cod: false });
    }
  });

  it('does not deliver to Army Postal Service pincodes (9xxxxx)', async () => {
    const body = (await t.app.inject({ method: 'GET', url: '/api/pincodes/900001' })).json();
    expect(body).toEqual({ pincode: '900001', serviceable: false, state: null, days: null, deliveryDate: null, cod: false });
  });

  it('refuses a malformed pincode with the message to show', async () => {
    for (const pin of ['56001', 'abcdef', '0560001', '056000']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/pincodes/${pin}` });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: true, msg: 'Please enter a valid 6-digit pincode' });
    }
  });

  it("reads a pincode written as addresses write it ('560 025', '560-025') as its six digits, on the check and on an order", async () => {
    for (const written of ['560%20001', '560-001']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/pincodes/${written}` });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ pincode: '560001', serviceable: true, state: 'Karnataka', cod: true });
    }
    const who = await newShopper(t);
    const res = await order(who, 1, { pincode: '560 001' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ pincode: '560 001' });
  });

  it('formats the answer as the screens show it', () => {
    expect(deliveryByText('2026-12-04')).toBe('Delivery by Friday, 4 December');
  });

  it('refuses at checkout an unserved pincode, COD where it is not offered and a malformed one, keeping the cart', async () => {
    const who = await newShopper(t);
    for (const [pincode, msg] of [
      ['900001', 'Sorry, we do not deliver to this pincode yet.'],
      ['744101', 'Cash on Delivery not available for this pincode'],
      ['5600', 'Please enter a valid 6-digit pincode'],
    ]) {
      const res = await order(who, 1, { pincode });
      expect(res.statusCode, pincode).toBe(400);
      expect(res.json()).toEqual({ error: true, msg });
      expect(await t.db.selectFrom('cart_items').select('id').where('user_id', '=', who.userId).execute()).toHaveLength(1);
    }
    expect(await t.db.selectFrom('orders').select('id').where('user_id', '=', who.userId).execute()).toHaveLength(0);
  });

  it('refuses Cash on Delivery abroad (any spelling of the country but India), creating nothing and keeping the cart', async () => {
    const who = await newShopper(t);
    const before = await stockOf(p.id);
    for (const country of ['United Kingdom', 'Nepal', 'Indiana']) {
      const res = await order(who, 1, { pincode: 'SW1A 2AA', billingAddress: { ...LONDON, country } });
      expect([res.statusCode, res.json()], country).toEqual([400, { error: true, msg: 'Cash on Delivery is available only for addresses in India' }]);
    }
    expect(await t.db.selectFrom('orders').select('id').where('user_id', '=', who.userId).execute()).toHaveLength(0);
    expect(await t.db.selectFrom('cart_items').select('id').where('user_id', '=', who.userId).execute()).toHaveLength(1);
    expect(await stockOf(p.id)).toBe(before);
    // India in any case is India: Cash on Delivery to Bengaluru stays accepted.
    expect((await order(who, 1, { billingAddress: { ...KARNATAKA, country: ' india ' } })).statusCode).toBe(201);
  });

  it('takes an order abroad paid online (the pincode is a foreign postal code)', async () => {
    const who = await newShopper(t);
    const res = await onlineOrder(who, { pincode: 'SW1A 2AA', billingAddress: LONDON });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ country: 'United Kingdom', state: 'Greater London', status: 'paid' });
  });
});

describe('coupons', () => {
  it('applies WELCOME10 to a cart of ₹999 or more, with tax on the discounted amount', async () => {
    const who = await newShopper(t);
    await fillCart(t, who, [{ productId: p.id, quantity: 2 }]);
    const res = await post(t, who, '/api/coupons/apply', { code: ' welcome10 ' });
    expect(res.statusCode).toBe(200);
    // 1200 - 120 = 1080; 18% of 1080 = 194.4 -> 194.
    expect(res.json()).toEqual({ code: 'WELCOME10', kind: 'percent', value: 10, minOrder: 999, subtotal: 1200, discount: 120, tax: 194, total: 1274 });
  });

  it('refuses each way with its message', async () => {
    const who = await newShopper(t);
    await fillCart(t, who, [{ productId: p.id, quantity: 1 }]);
    const apply = async (code: string) => (await post(t, who, '/api/coupons/apply', { code })).json().msg;
    expect(await apply('NOPE')).toBe('Invalid coupon code');
    expect(await apply('WELCOME10')).toBe('This coupon needs a minimum order of ₹999');
    expect(await apply('FLAT200')).toBe('This coupon needs a minimum order of ₹1,499');
    await t.db.insertInto('coupons').values({ code: 'OLD50', kind: 'flat', value: 50, min_order: 0, expires_at: '2020-01-01T00:00:00.000Z', max_uses: null, per_shopper: null, used_count: 0, created_at: '2019-01-01T00:00:00.000Z' }).execute();
    expect(await apply('OLD50')).toBe('This coupon has expired');
  });

  it('prices the order with the coupon, records its use, and refuses a second use by the same shopper', async () => {
    const who = await newShopper(t);
    const terms = { code: 'WELCOME10', kind: 'percent' as const, value: 10, minOrder: 999 };
    const first = await order(who, 2, { couponCode: 'WELCOME10' }, terms);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ subtotal: 1200, discount: 120, tax: 194, amount: 1274, couponCode: 'WELCOME10' });
    const again = await order(who, 2, { couponCode: 'WELCOME10' }, terms);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ error: true, msg: 'You have already used this coupon' });
    const coupon = await t.db.selectFrom('coupons').select('used_count').where('code', '=', 'WELCOME10').executeTakeFirstOrThrow();
    expect(Number(coupon.used_count)).toBeGreaterThanOrEqual(1);
  });

  it('takes FLAT200 off a ₹1,499+ order and refuses an amount that ignores it', async () => {
    const who = await newShopper(t);
    const wrong = await order(who, 3, { couponCode: 'FLAT200' });
    expect(wrong.statusCode).toBe(409);
    const res = await order(who, 3, { couponCode: 'FLAT200' }, { code: 'FLAT200', kind: 'flat', value: 200, minOrder: 1499 });
    expect(res.statusCode).toBe(201);
    // 1800 - 200 = 1600; tax 288; total 1888.
    expect(res.json()).toMatchObject({ subtotal: 1800, discount: 200, tax: 288, amount: 1888 });
  });

  it('prices an online payment with the coupon, and the paid order carries it', async () => {
    const who = await newShopper(t);
    await fillCart(t, who, [{ productId: q.id, quantity: 3 }]);
    const totals = totalsWithCoupon([{ price: 600, quantity: 3 }], { code: 'FLAT200', kind: 'flat', value: 200, minOrder: 1499 });
    const withoutCoupon = await post(t, who, '/api/orders/create-razorpay-order', { amount: totals.total });
    expect(withoutCoupon.statusCode).toBe(409);
    const po = await post(t, who, '/api/orders/create-razorpay-order', { amount: totals.total, couponCode: 'FLAT200', pincode: '560001' });
    expect(po.statusCode).toBe(200);
    expect(po.json().amount).toBe(1888);
    const paid = (await post(t, who, '/api/orders/sandbox/pay', { razorpay_order_id: po.json().id })).json();
    const created = await post(t, who, '/api/orders/create', orderPayload(who, totals, {
      couponCode: 'FLAT200', paymentType: 'Online', paymentId: paid.razorpay_payment_id, razorpayOrderId: paid.razorpay_order_id, razorpaySignature: paid.razorpay_signature,
    }));
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ amount: 1888, discount: 200, couponCode: 'FLAT200', status: 'paid' });
  });

  it('refuses to open a payment to an unserved pincode, before the shopper pays', async () => {
    const who = await newShopper(t);
    await fillCart(t, who, [{ productId: q.id, quantity: 1 }]);
    const res = await post(t, who, '/api/orders/create-razorpay-order', { amount: 708, pincode: '900001' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: true, msg: 'Sorry, we do not deliver to this pincode yet.' });
  });

  it('leaves an order without a coupon priced as before', async () => {
    const who = await newShopper(t);
    const res = await order(who, 1);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ subtotal: 600, discount: 0, tax: 108, amount: 708, couponCode: null });
  });
});

describe('cancelling an order', () => {
  it('cancels a pending order once: stock back, coupon use given back', async () => {
    const who = await newShopper(t);
    const terms = { code: 'WELCOME10', kind: 'percent' as const, value: 10, minOrder: 999 };
    const before = await stockOf(p.id);
    const placed = (await order(who, 2, { couponCode: 'WELCOME10' }, terms)).json();
    expect(await stockOf(p.id)).toBe(before - 2);

    const res = await post(t, who, `/api/orders/${placed.id}/cancel`, {});
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: placed.id, status: 'Cancelled' });
    expect(await stockOf(p.id)).toBe(before);

    const again = await post(t, who, `/api/orders/${placed.id}/cancel`, {});
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: true, msg: 'This order is already cancelled' });
    expect(await stockOf(p.id)).toBe(before);

    // The coupon's use came back: the shopper may use WELCOME10 again.
    expect((await order(who, 2, { couponCode: 'WELCOME10' }, terms)).statusCode).toBe(201);
  });

  it('cancels once when asked ten times at once', async () => {
    const who = await newShopper(t);
    const before = await stockOf(p.id);
    const placed = (await order(who, 3)).json();
    const results = await Promise.all(Array.from({ length: 10 }, () => post(t, who, `/api/orders/${placed.id}/cancel`, {})));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(9);
    expect(await stockOf(p.id)).toBe(before);
  });

  it("refuses a shipped order, and someone else's order is not found", async () => {
    const who = await newShopper(t);
    const other = await newShopper(t);
    const placed = (await order(who, 1)).json();
    expect((await post(t, other, `/api/orders/${placed.id}/cancel`, {})).statusCode).toBe(404);
    await t.db.updateTable('orders').set({ status: 'shipped' }).where('id', '=', placed.id).execute();
    const res = await post(t, who, `/api/orders/${placed.id}/cancel`, {});
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: true, msg: 'This order has already shipped and can no longer be cancelled' });
  });

  it('refunds an online order through the provider, recorded like other refunds', async () => {
    const who = await newShopper(t);
    await fillCart(t, who, [{ productId: q.id, quantity: 1 }]);
    const totals = totalsWithCoupon([{ price: 600, quantity: 1 }], null);
    const po = (await post(t, who, '/api/orders/create-razorpay-order', { amount: totals.total, pincode: '560001' })).json();
    const paid = (await post(t, who, '/api/orders/sandbox/pay', { razorpay_order_id: po.id })).json();
    const created = await post(t, who, '/api/orders/create', orderPayload(who, totals, {
      paymentType: 'Online', paymentId: paid.razorpay_payment_id, razorpayOrderId: paid.razorpay_order_id, razorpaySignature: paid.razorpay_signature,
    }));
    expect(created.statusCode).toBe(201);
    const res = await post(t, who, `/api/orders/${created.json().id}/cancel`, {});
    expect(res.statusCode).toBe(200);
    const refund = await t.db.selectFrom('refunds').selectAll().where('payment_id', '=', paid.razorpay_payment_id).executeTakeFirstOrThrow();
    expect(refund).toMatchObject({ status: 'requested', reason: 'The shopper cancelled the order' });
    expect(Number(refund.amount)).toBe(totals.total);
    // The shopper sees it: in the cancel's answer, in the orders list and on the invoice.
    expect(res.json().refund).toEqual({ amount: 708, status: 'refunded' });
  });

  it('shows each order its refund: none for COD or an uncancelled order, and where a cancelled one stands', async () => {
    const who = await newShopper(t);
    const cod = (await order(who, 1)).json();
    await post(t, who, `/api/orders/${cod.id}/cancel`, {});
    const kept = (await onlineOrder(who)).json();
    const cancelled = (await onlineOrder(who)).json();
    expect((await post(t, who, `/api/orders/${cancelled.id}/cancel`, {})).statusCode).toBe(200);
    const refundOf = async (id: string) => {
      const list = (await t.app.inject({ method: 'GET', url: `/api/orders?userid=${who.userId}`, headers: who.auth })).json() as Array<{ id: string; refund: unknown }>;
      return list.find((o) => o.id === id)!.refund;
    };
    expect(await refundOf(cod.id)).toBeNull();
    expect(await refundOf(kept.id)).toBeNull();
    expect(await refundOf(cancelled.id)).toEqual({ amount: 708, status: 'refunded' });
    const invoice = async () => (await t.app.inject({ method: 'GET', url: `/api/orders/${cancelled.id}/invoice`, headers: who.auth })).json().refund;
    expect(await invoice()).toEqual({ amount: 708, status: 'refunded' });

    const set = (v: { status: 'pending' | 'requested' | 'failed'; provider_status: string | null }) =>
      t.db.updateTable('refunds').set(v).where('payment_id', '=', cancelled.paymentId).execute();
    await set({ status: 'requested', provider_status: 'pending' });
    expect(await refundOf(cancelled.id)).toEqual({ amount: 708, status: 'pending' });
    await set({ status: 'pending', provider_status: null });
    expect(await refundOf(cancelled.id)).toEqual({ amount: 708, status: 'pending' });
    await set({ status: 'failed', provider_status: null });
    expect(await refundOf(cancelled.id)).toEqual({ amount: 708, status: 'failed' });
    expect(await invoice()).toEqual({ amount: 708, status: 'failed' });
  });
});

describe('address book', () => {
  const home = { fullName: 'Asha Rao', phoneNumber: '9876543210', ...KARNATAKA };
  const office = { fullName: 'Asha Rao', phoneNumber: '9876543210', ...MAHARASHTRA };

  it('adds, edits, makes default and deletes, the first one being the default', async () => {
    const who = await newShopper(t);
    const a = await t.app.inject({ method: 'POST', url: '/api/addresses', headers: who.auth, payload: home });
    expect(a.statusCode).toBe(201);
    expect(a.json()).toMatchObject({ ...home, isDefault: true });
    const b = (await t.app.inject({ method: 'POST', url: '/api/addresses', headers: who.auth, payload: office })).json();
    expect(b.isDefault).toBe(false);

    const edited = await t.app.inject({ method: 'PUT', url: `/api/addresses/${b.id}`, headers: who.auth, payload: { ...office, city: 'Pune', zipCode: '411001' } });
    expect(edited.json()).toMatchObject({ city: 'Pune', zipCode: '411001' });
    // A pincode as people write it is kept as its six digits (the list and the checkout show it so);
    // a postal code abroad as written.
    for (const zipCode of ['411 001', '411-001']) {
      const spaced = await t.app.inject({ method: 'PUT', url: `/api/addresses/${b.id}`, headers: who.auth, payload: { ...office, zipCode } });
      expect(spaced.json()).toMatchObject({ zipCode: '411001' });
    }
    const listed = (await t.app.inject({ method: 'GET', url: '/api/addresses', headers: who.auth })).json();
    expect(listed.find((x: { id: string }) => x.id === b.id).zipCode).toBe('411001');
    const abroad = await t.app.inject({ method: 'PUT', url: `/api/addresses/${b.id}`, headers: who.auth, payload: { ...office, country: 'United Kingdom', state: 'London', zipCode: 'SW1A 1AA' } });
    expect(abroad.json()).toMatchObject({ zipCode: 'SW1A 1AA' });

    const list = (await t.app.inject({ method: 'POST', url: `/api/addresses/${b.id}/default`, headers: who.auth })).json();
    expect(list.map((x: { id: string; isDefault: boolean }) => [x.id, x.isDefault])).toEqual([[b.id, true], [a.json().id, false]]);

    const after = (await t.app.inject({ method: 'DELETE', url: `/api/addresses/${b.id}`, headers: who.auth })).json();
    expect(after).toHaveLength(1);
    expect(after[0]).toMatchObject({ id: a.json().id, isDefault: true });
  });

  it("answers 400 for a blank field and 404 for someone else's address", async () => {
    const who = await newShopper(t);
    const other = await newShopper(t);
    const bad = await t.app.inject({ method: 'POST', url: '/api/addresses', headers: who.auth, payload: { ...home, city: ' ' } });
    expect(bad.json()).toEqual({ error: true, msg: 'Please fill City' });
    for (const zipCode of ['12ab', '5600', '0560001']) {
      const pin = await t.app.inject({ method: 'POST', url: '/api/addresses', headers: who.auth, payload: { ...home, zipCode } });
      expect([pin.statusCode, pin.json()]).toEqual([400, { error: true, msg: 'Please enter a valid 6-digit pincode' }]);
    }
    for (const phoneNumber of ['12', 'call me maybe', '98765 43210 98765 4']) {
      const phone = await t.app.inject({ method: 'POST', url: '/api/addresses', headers: who.auth, payload: { ...home, phoneNumber } });
      expect([phone.statusCode, phone.json()]).toEqual([400, { error: true, msg: 'Phone Number must be 7 to 15 digits' }]);
    }
    // In India a phone a courier can call: 10 digits; abroad the general rule.
    const seven = await t.app.inject({ method: 'POST', url: '/api/addresses', headers: who.auth, payload: { ...home, phoneNumber: '1234567' } });
    expect([seven.statusCode, seven.json()]).toEqual([400, { error: true, msg: 'Phone Number must be 10 digits for an address in India' }]);
    const sevenAbroad = await t.app.inject({ method: 'POST', url: '/api/addresses', headers: who.auth, payload: { ...home, country: 'Nepal', state: 'Bagmati', zipCode: '44600', phoneNumber: '1234567' } });
    expect(sevenAbroad.statusCode).toBe(201);
    await t.app.inject({ method: 'DELETE', url: `/api/addresses/${sevenAbroad.json().id}`, headers: who.auth });
    for (const country of ['Bharat', 'Inida']) {
      const listed = await t.app.inject({ method: 'POST', url: '/api/addresses', headers: who.auth, payload: { ...home, country, zipCode: '12' } });
      expect([listed.statusCode, listed.json()]).toEqual([400, { error: true, msg: 'Please choose a Country from the list' }]);
    }
    // As the list writes it; a phone as people write it.
    const lower = await t.app.inject({ method: 'POST', url: '/api/addresses', headers: who.auth, payload: { ...home, country: ' india ', phoneNumber: '+91 98765-43210' } });
    expect([lower.statusCode, lower.json().country, lower.json().phoneNumber]).toEqual([201, 'India', '+91 98765-43210']);
    await t.app.inject({ method: 'DELETE', url: `/api/addresses/${lower.json().id}`, headers: who.auth });
    const abroad = await t.app.inject({ method: 'POST', url: '/api/addresses', headers: who.auth, payload: { ...home, country: 'Nepal', state: 'Bagmati', zipCode: '44600' } });
    expect(abroad.statusCode).toBe(201);
    await t.app.inject({ method: 'DELETE', url: `/api/addresses/${abroad.json().id}`, headers: who.auth });
    const mine = (await t.app.inject({ method: 'POST', url: '/api/addresses', headers: who.auth, payload: home })).json();
    for (const req of [
      { method: 'PUT' as const, url: `/api/addresses/${mine.id}`, payload: home },
      { method: 'DELETE' as const, url: `/api/addresses/${mine.id}` },
      { method: 'POST' as const, url: `/api/addresses/${mine.id}/default` },
    ]) {
      const res = await t.app.inject({ ...req, headers: other.auth });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: true, msg: 'Address not found' });
    }
  });

  it("an order's phone obeys the address book's rule", async () => {
    const who = await newShopper(t);
    const res = await t.app.inject({ method: 'POST', url: '/api/orders/create', headers: who.auth, payload: orderPayload(who, { subtotal: 0, tax: 0, total: 1 }, { phoneNumber: '12' }) });
    expect([res.statusCode, res.json()]).toEqual([400, { error: true, msg: 'Phone Number must be 7 to 15 digits' }]);
    const seven = await t.app.inject({ method: 'POST', url: '/api/orders/create', headers: who.auth, payload: orderPayload(who, { subtotal: 0, tax: 0, total: 1 }, { phoneNumber: '1234567' }) });
    expect([seven.statusCode, seven.json()]).toEqual([400, { error: true, msg: 'Phone Number must be 10 digits for an address in India' }]);
    // and its e-mail is one the confirmation can reach
    const mail = await t.app.inject({ method: 'POST', url: '/api/orders/create', headers: who.auth, payload: { ...orderPayload(who, { subtotal: 0, tax: 0, total: 1 }), email: 'asha' } });
    expect([mail.statusCode, mail.json()]).toEqual([400, { error: true, msg: 'Please enter a valid Email Address' }]);
  });

  it('saves the address used at checkout when asked, once, and orders carry the whole address', async () => {
    const who = await newShopper(t);
    const placed = await order(who, 1, { billingAddress: KARNATAKA, saveAddress: true });
    expect(placed.json()).toMatchObject({ city: 'Bengaluru', state: 'Karnataka', country: 'India' });
    await order(who, 1, { billingAddress: KARNATAKA, saveAddress: true });
    const list = (await t.app.inject({ method: 'GET', url: '/api/addresses', headers: who.auth })).json();
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ fullName: 'Asha Rao', city: 'Bengaluru', zipCode: '560001', isDefault: true });
  });

  it('a full address book never refuses an order (paid online or not): the order is placed, the address left unsaved', async () => {
    const who = await newShopper(t);
    for (let i = 0; i < MAX_ADDRESSES; i++) {
      const res = await t.app.inject({ method: 'POST', url: '/api/addresses', headers: who.auth, payload: { fullName: 'Asha Rao', phoneNumber: '9876543210', ...KARNATAKA, streetAddressLine1: `${i + 1} MG Road` } });
      expect(res.statusCode).toBe(201);
    }
    const cod = await order(who, 1, { billingAddress: MAHARASHTRA, saveAddress: true });
    expect(cod.statusCode).toBe(201);
    const paid = await onlineOrder(who, { billingAddress: MAHARASHTRA, saveAddress: true });
    expect(paid.statusCode).toBe(201);
    expect(paid.json()).toMatchObject({ status: 'paid', city: 'Mumbai' });
    const list = (await t.app.inject({ method: 'GET', url: '/api/addresses', headers: who.auth })).json();
    expect(list).toHaveLength(MAX_ADDRESSES);
    expect(list.some((a: { city: string }) => a.city === 'Mumbai')).toBe(false);
  });
});

describe('GST tax invoice', () => {
  it('splits CGST and SGST within Karnataka, totals equal to the order', async () => {
    const who = await newShopper(t);
    const placed = (await order(who, 3, { couponCode: 'FLAT200', billingAddress: KARNATAKA }, { code: 'FLAT200', kind: 'flat', value: 200, minOrder: 1499 })).json();
    const res = await t.app.inject({ method: 'GET', url: `/api/orders/${placed.id}/invoice`, headers: who.auth });
    expect(res.statusCode).toBe(200);
    const inv = res.json();
    expect(inv.invoiceNumber).toBe(placed.invoiceNumber);
    expect(inv.invoiceNumber).toMatch(new RegExp(`^SF/${financialYear(indiaDate(new Date()))}/\\d{6}$`));
    expect(inv).toMatchObject({ placeOfSupply: 'Karnataka', intraState: true, subtotal: 1800, discount: 200, taxableValue: 1600, cgst: 144, sgst: 144, igst: 0, tax: 288, total: 1888 });
    expect(inv.total).toBe(placed.amount);
    expect(inv.seller).toEqual({ name: 'Storefront Retail Private Limited', address: '3rd Floor, 21 Residency Road, Bengaluru, Karnataka 560025', gstin: '29ABCDE1234F1ZW', state: 'Karnataka' });
    expect(inv.buyer).toMatchObject({ name: 'Asha Rao', city: 'Bengaluru', state: 'Karnataka', pincode: '560001' });
    expect(inv.lines).toHaveLength(1);
    expect(inv.lines[0]).toMatchObject({ quantity: 3, rate: 600, taxableValue: 1600 });
    expect(inv.lines[0].hsn).toMatch(/^\d{4}$/);
  });

  it("prints each line's HSN code by what it is: its sub-category, or in a sub-category of mixed goods a word of its name", async () => {
    const byName = async (name: string) => t.db.selectFrom('products').select(['id', 'price']).where('name', '=', name).executeTakeFirstOrThrow();
    const atta = await byName('Khet Se Chakki Atta');
    const rice = await byName('Khet Se Basmati Rice');
    const laptop = await byName('Zentro Book Student Chromebook');
    const earbuds = await byName('Taal Beats Wireless Earbuds ANC');
    const lines = [atta, rice, laptop, earbuds];
    const who = await newShopper(t);
    await fillCart(t, who, lines.map((l) => ({ productId: l.id, quantity: 1 })));
    const totals = totalsWithCoupon(lines.map((l) => ({ price: Number(l.price), quantity: 1 })), null);
    const placed = await post(t, who, '/api/orders/create', orderPayload(who, totals, { pincode: '400001', billingAddress: MAHARASHTRA }));
    expect(placed.statusCode, placed.body).toBe(201);
    const inv = (await t.app.inject({ method: 'GET', url: `/api/orders/${placed.json().id}/invoice`, headers: who.auth })).json();
    const hsnOf = (start: string) => inv.lines.find((l: { description: string }) => l.description.startsWith(start))?.hsn;
    expect(hsnOf('Khet Se Chakki Atta')).toBe('1101');
    expect(hsnOf('Khet Se Basmati Rice')).toBe('1006');
    expect(hsnOf('Zentro Book Student Chromebook')).toBe('8471');
    expect(hsnOf('Taal Beats Wireless Earbuds ANC')).toBe('8518');
  });

  it('charges IGST to another state', async () => {
    const who = await newShopper(t);
    await fillCart(t, who, [{ productId: p.id, quantity: 1 }, { productId: q.id, quantity: 2 }]);
    const totals = totalsWithCoupon([{ price: 600, quantity: 3 }], null);
    const placed = (await post(t, who, '/api/orders/create', orderPayload(who, totals, { pincode: '400001', billingAddress: MAHARASHTRA }))).json();
    const inv = (await t.app.inject({ method: 'GET', url: `/api/orders/${placed.id}/invoice`, headers: who.auth })).json();
    expect(inv).toMatchObject({ placeOfSupply: 'Maharashtra', intraState: false, cgst: 0, sgst: 0, igst: 324, tax: 324, total: 2124 });
    expect(inv.lines.reduce((s: number, l: { taxableValue: number }) => s + l.taxableValue, 0)).toBe(inv.taxableValue);
  });

  it('gives an order abroad its country as place of supply, not a region as a state, with 18% IGST', async () => {
    const who = await newShopper(t);
    // Greater London would have been the place of supply; Karnataka, the seller's state, must not split the tax either.
    for (const state of ['Greater London', 'Karnataka']) {
      const placed = (await onlineOrder(who, { pincode: 'SW1A 2AA', billingAddress: { ...LONDON, state } })).json();
      const inv = (await t.app.inject({ method: 'GET', url: `/api/orders/${placed.id}/invoice`, headers: who.auth })).json();
      expect(inv, state).toMatchObject({ placeOfSupply: 'Outside India (United Kingdom)', intraState: false, cgst: 0, sgst: 0, igst: 108, tax: 108, total: 708 });
    }
  });

  it('reads an order abroad recorded before exports were told apart as outside India', async () => {
    const who = await newShopper(t);
    const placed = (await onlineOrder(who, { pincode: 'SW1A 2AA', billingAddress: LONDON })).json();
    await t.db.updateTable('orders').set({ place_of_supply: 'Greater London' }).where('id', '=', placed.id).execute();
    const inv = (await t.app.inject({ method: 'GET', url: `/api/orders/${placed.id}/invoice`, headers: who.auth })).json();
    expect(inv).toMatchObject({ placeOfSupply: 'Outside India (United Kingdom)', igst: 108 });
  });

  it("is only the order's shopper's to read", async () => {
    const who = await newShopper(t);
    const other = await newShopper(t);
    const placed = (await order(who, 1)).json();
    const res = await t.app.inject({ method: 'GET', url: `/api/orders/${placed.id}/invoice`, headers: other.auth });
    expect(res.statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/orders/${placed.id}/invoice` })).statusCode).toBe(401);
  });

  it('numbers invoices consecutively, without gaps after refused orders', async () => {
    const who = await newShopper(t);
    const serial = (n: string) => Number(n.split('/')[2]);
    const a = (await order(who, 1)).json();
    expect((await order(who, 1, { pincode: '900001' })).statusCode).toBe(400);
    const b = (await order(who, 1)).json();
    expect(serial(b.invoiceNumber)).toBe(serial(a.invoiceNumber) + 1);
  });

  it("cancelling issues a credit note of the invoices' own series: numbered consecutively, none for a refused cancel, the invoices' series untouched", async () => {
    const who = await newShopper(t);
    const fy = financialYear(indiaDate(new Date()));
    const serial = (n: string) => Number(n.split('/').at(-1));
    const invoiceOf = async (id: string) => (await t.app.inject({ method: 'GET', url: `/api/orders/${id}/invoice`, headers: who.auth })).json();
    const a = (await order(who, 1, { billingAddress: KARNATAKA })).json();
    const b = (await order(who, 1)).json();
    expect((await invoiceOf(a.id)).creditNote).toBeNull();

    expect((await post(t, who, `/api/orders/${a.id}/cancel`, {})).statusCode).toBe(200);
    const noteA = (await invoiceOf(a.id)).creditNote;
    expect(noteA.number).toMatch(new RegExp(`^SF/CN/${fy}/\\d{6}$`));
    expect(Date.now() - Date.parse(noteA.date)).toBeLessThan(60_000);
    // Refused (already cancelled; shipped): no number taken.
    expect((await post(t, who, `/api/orders/${a.id}/cancel`, {})).statusCode).toBe(409);
    const shipped = (await order(who, 1)).json();
    await t.db.updateTable('orders').set({ status: 'shipped' }).where('id', '=', shipped.id).execute();
    expect((await post(t, who, `/api/orders/${shipped.id}/cancel`, {})).statusCode).toBe(409);
    expect((await invoiceOf(shipped.id)).creditNote).toBeNull();

    expect((await post(t, who, `/api/orders/${b.id}/cancel`, {})).statusCode).toBe(200);
    const invB = await invoiceOf(b.id);
    expect(serial(invB.creditNote.number)).toBe(serial(noteA.number) + 1);
    // The invoice it cancels keeps its own number; the next order's invoice follows the invoices' series.
    expect(invB.invoiceNumber).toBe(b.invoiceNumber);
    const c = (await order(who, 1)).json();
    expect(serial(c.invoiceNumber)).toBe(serial(shipped.invoiceNumber) + 1);
  });

  it('an order older than invoices is cancelled without a credit note', async () => {
    const who = await newShopper(t);
    const placed = (await order(who, 1)).json();
    await t.db.updateTable('orders').set({ invoice_fy: null, invoice_serial: null }).where('id', '=', placed.id).execute();
    expect((await post(t, who, `/api/orders/${placed.id}/cancel`, {})).statusCode).toBe(200);
    const row = await t.db.selectFrom('orders').select(['credit_note_fy', 'credit_note_serial']).where('id', '=', placed.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ credit_note_fy: null, credit_note_serial: null });
  });

  it('shares a discount over lines in whole rupees that add up', () => {
    expect(shareDiscount([1000, 500, 500], 200)).toEqual([100, 50, 50]);
    expect(shareDiscount([100, 100, 100], 100)).toEqual([34, 33, 33]);
    expect(shareDiscount([700], 0)).toEqual([0]);
  });
});
