// The payment providers: the signature rule, Razorpay's order call (paise, basic auth, failures)
// and the order calls running on Razorpay when its keys are configured.
import { createHmac } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { paymentOrderSchema } from '@storefront/shared/contract';
import { createRazorpayProvider } from '../src/lib/payments/razorpay';
import { createSandboxProvider, sandboxSecret, SANDBOX_KEY_ID } from '../src/lib/payments/sandbox';
import { createPaymentProvider } from '../src/lib/payments/select-provider';
import { isValidPaymentSignature, paymentSignature } from '../src/lib/payments/signature';
import { PaymentProviderError } from '../src/lib/payments/provider';
import { retryRefund, sweepUnusedPayments, unsettledRefunds } from '../src/repositories/refunds';
import { webhookSignature } from '../src/routes/payment-webhook';
import { createTestContext, type TestContext } from './helpers';
import { fillCart, newShopper, orderPayload, post } from './orders-helpers';

describe('payment signature', () => {
  it('is the hex HMAC-SHA256 of order_id|payment_id under the key secret', () => {
    const expected = createHmac('sha256', 'secret').update('order_1|pay_1').digest('hex');
    expect(paymentSignature('secret', 'order_1', 'pay_1')).toBe(expected);
    expect(isValidPaymentSignature('secret', 'order_1', 'pay_1', expected)).toBe(true);
  });

  it('refuses another secret, order, payment, a truncated or a non-hex signature', () => {
    const sig = paymentSignature('secret', 'order_1', 'pay_1');
    expect(isValidPaymentSignature('other', 'order_1', 'pay_1', sig)).toBe(false);
    expect(isValidPaymentSignature('secret', 'order_2', 'pay_1', sig)).toBe(false);
    expect(isValidPaymentSignature('secret', 'order_1', 'pay_2', sig)).toBe(false);
    expect(isValidPaymentSignature('secret', 'order_1', 'pay_1', sig.slice(0, 62))).toBe(false);
    expect(isValidPaymentSignature('secret', 'order_1', 'pay_1', `${sig.slice(0, 63)}z`)).toBe(false);
    expect(isValidPaymentSignature('secret', 'order_1', 'pay_1', '')).toBe(false);
  });
});

describe('provider choice', () => {
  it('is the sandbox without Razorpay keys, with a secret derived from the server secret', () => {
    const p = createPaymentProvider({ razorpay: null, jwtSecret: 'server-secret' });
    expect(p.name).toBe('sandbox');
    expect(p.keyId).toBe(SANDBOX_KEY_ID);
    expect(sandboxSecret('server-secret')).not.toBe(sandboxSecret('another-secret'));
    expect(sandboxSecret('server-secret')).not.toContain('server-secret');
  });

  it('is Razorpay when its keys are set', () => {
    const p = createPaymentProvider({ razorpay: { keyId: 'rzp_test_abc', keySecret: 's' }, jwtSecret: 'x' });
    expect(p.name).toBe('razorpay');
    expect(p.keyId).toBe('rzp_test_abc');
  });

  it('sandbox payments verify only with the sandbox secret', async () => {
    const sandbox = createSandboxProvider('one');
    const order = await sandbox.createOrder({ amountPaise: 100, currency: 'INR', receipt: 'r' });
    const paid = sandbox.pay(order.id);
    expect(sandbox.verifySignature(paid.razorpay_order_id, paid.razorpay_payment_id, paid.razorpay_signature)).toBe(true);
    expect(createSandboxProvider('two').verifySignature(paid.razorpay_order_id, paid.razorpay_payment_id, paid.razorpay_signature)).toBe(false);
    expect(paid.razorpay_payment_id).toMatch(/^pay_[A-Za-z0-9]{14}$/);
  });
});

/**
 * A Razorpay provider (key rzp_test_k, secret sek) whose API answers `answer` with 200, and a check
 * of the one call it made: a POST with basic auth and the given JSON body.
 */
function razorpayAnswering(answer: Record<string, unknown>) {
  const fetchMock = vi.fn(async (_url: string | URL | Request, _init?: RequestInit) => new Response(JSON.stringify(answer), { status: 200 }));
  return {
    provider: createRazorpayProvider({ keyId: 'rzp_test_k', keySecret: 'sek', fetch: fetchMock as unknown as typeof fetch }),
    expectPosted(url: string, body: Record<string, unknown>) {
      expect(fetchMock).toHaveBeenCalledTimes(1);
      const [sentTo, init] = fetchMock.mock.calls[0];
      expect(String(sentTo)).toBe(url);
      expect(init?.method).toBe('POST');
      expect((init?.headers as Record<string, string>).Authorization).toBe(`Basic ${Buffer.from('rzp_test_k:sek').toString('base64')}`);
      expect(JSON.parse(String(init?.body))).toEqual(body);
    },
  };
}

describe('Razorpay orders', () => {
  it('creates the order in paise with basic auth', async () => {
    const razorpay = razorpayAnswering({ id: 'order_RZP123', amount: 334100, currency: 'INR', status: 'created' });
    const order = await razorpay.provider.createOrder({ amountPaise: 334100, currency: 'INR', receipt: 'r1' });
    expect(order).toEqual({ id: 'order_RZP123', amountPaise: 334100, currency: 'INR' });
    razorpay.expectPosted('https://api.razorpay.com/v1/orders', { amount: 334100, currency: 'INR', receipt: 'r1' });
  });

  it('turns a refusal, a network failure or another amount into a PaymentProviderError', async () => {
    const answers: Array<() => Promise<Response>> = [
      async () => new Response(JSON.stringify({ error: { description: 'Authentication failed' } }), { status: 401 }),
      async () => {
        throw new TypeError('fetch failed');
      },
      async () => new Response(JSON.stringify({ id: 'order_X', amount: 1, currency: 'INR' }), { status: 200 }),
      async () => new Response('<html>', { status: 502 }),
    ];
    for (const answer of answers) {
      const p = createRazorpayProvider({ keyId: 'k', keySecret: 's', fetch: answer as unknown as typeof fetch });
      await expect(p.createOrder({ amountPaise: 500, currency: 'INR', receipt: 'r' })).rejects.toBeInstanceOf(PaymentProviderError);
    }
  });
});

describe('Razorpay refunds', () => {
  it('refunds the payment in paise with basic auth and a receipt', async () => {
    const razorpay = razorpayAnswering({ id: 'rfnd_RZP1', entity: 'refund', amount: 118000, status: 'pending' });
    expect(await razorpay.provider.refund({ paymentId: 'pay_ABC', amountPaise: 118000, receipt: 'ref1' })).toEqual({ id: 'rfnd_RZP1', status: 'pending' });
    razorpay.expectPosted('https://api.razorpay.com/v1/payments/pay_ABC/refund', { amount: 118000, speed: 'normal', receipt: 'ref1' });
  });

  it('turns a refusal or a network failure into a PaymentProviderError naming the reason', async () => {
    const refused = createRazorpayProvider({
      keyId: 'k',
      keySecret: 's',
      fetch: (async () => new Response(JSON.stringify({ error: { description: 'The payment has not been captured' } }), { status: 400 })) as unknown as typeof fetch,
    });
    await expect(refused.refund({ paymentId: 'pay_X', amountPaise: 100, receipt: 'r' })).rejects.toThrow('Razorpay refused the refund: The payment has not been captured');
    const down = createRazorpayProvider({
      keyId: 'k',
      keySecret: 's',
      fetch: (async () => {
        throw new TypeError('fetch failed');
      }) as unknown as typeof fetch,
    });
    await expect(down.refund({ paymentId: 'pay_X', amountPaise: 100, receipt: 'r' })).rejects.toBeInstanceOf(PaymentProviderError);
  });
});

describe('the order calls on Razorpay', () => {
  let t: TestContext;
  const KEY_SECRET = 'rzp-secret-for-tests';
  const HOOK_SECRET = 'rzp-webhook-secret-for-tests';
  const fetchMock = vi.fn();

  beforeAll(async () => {
    t = await createTestContext({ RAZORPAY_KEY_ID: 'rzp_test_configured', RAZORPAY_KEY_SECRET: KEY_SECRET, RAZORPAY_WEBHOOK_SECRET: HOOK_SECRET });
  });
  afterAll(async () => {
    await t?.close();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  async function shopperWithCart() {
    const who = await newShopper(t);
    const p = await t.db.selectFrom('products').select('id').orderBy('id').executeTakeFirstOrThrow();
    await t.db.updateTable('products').set({ price: 1000, count_in_stock: 100 }).where('id', '=', p.id).execute();
    await fillCart(t, who, [{ productId: p.id, quantity: 1 }]);
    return who;
  }

  it('opens the order with Razorpay in paise and answers rupees with the public key', async () => {
    fetchMock.mockImplementation(async () => new Response(JSON.stringify({ id: 'order_LIVE0001', amount: 118000, currency: 'INR' }), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    const who = await shopperWithCart();
    const res = await post(t, who, '/api/orders/create-razorpay-order', { amount: 1180, currency: 'INR' });
    expect(res.statusCode).toBe(200);
    expect(paymentOrderSchema.parse(res.json())).toEqual({ id: 'order_LIVE0001', amount: 1180, currency: 'INR', provider: 'razorpay', key: 'rzp_test_configured' });
    expect(JSON.parse(String(fetchMock.mock.calls[0][1].body))).toMatchObject({ amount: 118000, currency: 'INR' });

    // A payment signed with the key secret verifies and creates a paid order.
    const paymentId = 'pay_LIVE0001';
    const signature = paymentSignature(KEY_SECRET, 'order_LIVE0001', paymentId);
    expect((await post(t, who, '/api/orders/verify-payment', { razorpay_order_id: 'order_LIVE0001', razorpay_payment_id: paymentId, razorpay_signature: signature })).json()).toEqual({ success: true });
    const order = await post(t, who, '/api/orders/create', orderPayload(who, { subtotal: 1000, tax: 180, total: 1180 }, {
      paymentType: 'Online', paymentId, razorpayOrderId: 'order_LIVE0001', razorpaySignature: signature,
    }));
    expect(order.statusCode).toBe(201);
    expect(order.json()).toMatchObject({ status: 'paid', paymentType: 'Online', paymentId });
  });

  it("answers the spec's provider failure message with 502 when Razorpay refuses, and stores nothing", async () => {
    fetchMock.mockImplementation(async () => new Response(JSON.stringify({ error: { description: 'Bad key' } }), { status: 401 }));
    vi.stubGlobal('fetch', fetchMock);
    const who = await shopperWithCart();
    const res = await post(t, who, '/api/orders/create-razorpay-order', { amount: 1180, currency: 'INR' });
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({ error: true, msg: 'Order creation with the payment provider failed. Please try again.' });
    expect(await t.db.selectFrom('payment_orders').select('id').where('user_id', '=', who.userId).execute()).toEqual([]);
  });

  async function paidThenSoldOut(orderId: string, paymentId: string) {
    const who = await shopperWithCart();
    expect((await post(t, who, '/api/orders/create-razorpay-order', { amount: 1180, currency: 'INR' })).statusCode).toBe(200);
    const signature = paymentSignature(KEY_SECRET, orderId, paymentId);
    const p = await t.db.selectFrom('products').select('id').orderBy('id').executeTakeFirstOrThrow();
    await t.db.updateTable('products').set({ count_in_stock: 0 }).where('id', '=', p.id).execute();
    const res = await post(t, who, '/api/orders/create', orderPayload(who, { subtotal: 1000, tax: 180, total: 1180 }, {
      paymentType: 'Online', paymentId, razorpayOrderId: orderId, razorpaySignature: signature,
    }));
    await t.db.updateTable('products').set({ count_in_stock: 100 }).where('id', '=', p.id).execute();
    const refund = await t.db.selectFrom('refunds').selectAll().where('payment_id', '=', paymentId).executeTakeFirst();
    return { res, refund };
  }

  it('asks Razorpay to refund a verified payment whose item sold out, and keeps its refund id', async () => {
    fetchMock.mockImplementation(async (url: string) =>
      String(url).endsWith('/v1/orders')
        ? new Response(JSON.stringify({ id: 'order_LIVE0003', amount: 118000, currency: 'INR' }), { status: 200 })
        : new Response(JSON.stringify({ id: 'rfnd_LIVE0003', amount: 118000, status: 'pending' }), { status: 200 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const { res, refund } = await paidThenSoldOut('order_LIVE0003', 'pay_LIVE0003');
    expect(res.statusCode).toBe(409);
    expect(res.json().msg).toMatch(/is out of stock\. Your payment was not used and will be refunded\.$/);
    expect(String(fetchMock.mock.calls[1][0])).toBe('https://api.razorpay.com/v1/payments/pay_LIVE0003/refund');
    expect(JSON.parse(String(fetchMock.mock.calls[1][1].body))).toMatchObject({ amount: 118000 });
    expect(refund).toMatchObject({ provider: 'razorpay', amount: 1180, status: 'requested', provider_refund_id: 'rfnd_LIVE0003', provider_status: 'pending', error: null });
  });

  it('keeps a refund Razorpay refused as failed with the reason, for an operator to settle', async () => {
    fetchMock.mockImplementation(async (url: string) =>
      String(url).endsWith('/v1/orders')
        ? new Response(JSON.stringify({ id: 'order_LIVE0004', amount: 118000, currency: 'INR' }), { status: 200 })
        : new Response(JSON.stringify({ error: { description: 'Server error' } }), { status: 500 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const { res, refund } = await paidThenSoldOut('order_LIVE0004', 'pay_LIVE0004');
    expect(res.statusCode).toBe(409);
    expect(res.json().msg).toMatch(/will be refunded\.$/);
    expect(refund).toMatchObject({ status: 'failed', provider_refund_id: null, error: 'Razorpay refused the refund: Server error' });

    // The operator's list shows it; a retry once Razorpay answers settles it, and only once.
    expect((await unsettledRefunds(t.db)).map((r) => r.payment_id)).toContain('pay_LIVE0004');
    fetchMock.mockImplementation(async () => new Response(JSON.stringify({ id: 'rfnd_LIVE0004', status: 'processed' }), { status: 200 }));
    const provider = createPaymentProvider({ razorpay: { keyId: 'rzp_test_configured', keySecret: KEY_SECRET }, jwtSecret: 'x' });
    const quiet = { warn: () => {}, error: () => {} };
    expect(await retryRefund(t.db, provider, refund!.id, quiet)).toBe('requested');
    expect(await retryRefund(t.db, provider, refund!.id, quiet)).toBe('already-requested');
    expect(await retryRefund(t.db, provider, 'noSuchRefund', quiet)).toBe('not-found');
    expect(await retryRefund(t.db, createSandboxProvider('s'), refund!.id, quiet)).toBe('already-requested');
    const settled = await t.db.selectFrom('refunds').selectAll().where('id', '=', refund!.id).executeTakeFirstOrThrow();
    expect(settled).toMatchObject({ status: 'requested', provider_refund_id: 'rfnd_LIVE0004', provider_status: 'processed', error: null });
    expect((await unsettledRefunds(t.db)).map((r) => r.payment_id)).not.toContain('pay_LIVE0004');
  });

  /** signature: undefined signs correctly, null sends none. */
  function hook(body: object, signature?: string | null) {
    const raw = JSON.stringify(body);
    return t.app.inject({
      method: 'POST',
      url: '/api/payments/razorpay/webhook',
      headers: { 'content-type': 'application/json', ...(signature !== null ? { 'x-razorpay-signature': signature ?? webhookSignature(HOOK_SECRET, raw) } : {}) },
      payload: raw,
    });
  }
  const captured = (orderId: string, paymentId: string) => ({
    entity: 'event',
    event: 'payment.captured',
    payload: { payment: { entity: { id: paymentId, order_id: orderId, amount: 118000, currency: 'INR', status: 'captured' } } },
  });

  it("records a payment Razorpay's signed webhook reports, though the shopper never came back; a sweep 30 minutes on refunds it", async () => {
    fetchMock.mockImplementation(async (url: string) =>
      String(url).endsWith('/v1/orders')
        ? new Response(JSON.stringify({ id: 'order_HOOK0001', amount: 118000, currency: 'INR' }), { status: 200 })
        : new Response(JSON.stringify({ id: 'rfnd_HOOK0001', status: 'processed' }), { status: 200 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const who = await shopperWithCart();
    expect((await post(t, who, '/api/orders/create-razorpay-order', { amount: 1180, currency: 'INR' })).statusCode).toBe(200);

    // Forged, unsigned or re-signed with another secret: nothing recorded.
    const forged = captured('order_HOOK0001', 'pay_FORGED');
    for (const bad of [await hook(forged, 'f'.repeat(64)), await hook(forged, webhookSignature('guess', JSON.stringify(forged))), await hook(forged, null)]) {
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toEqual({ error: true, msg: 'Webhook signature verification failed' });
    }
    const before = await t.db.selectFrom('payment_orders').selectAll().where('provider_order_id', '=', 'order_HOOK0001').executeTakeFirstOrThrow();
    expect(before).toMatchObject({ status: 'created', paid_payment_id: null });

    const ok = await hook(captured('order_HOOK0001', 'pay_HOOK0001'));
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ ok: true, handled: true });
    // Delivered twice (Razorpay retries): the first payment stays.
    expect((await hook(captured('order_HOOK0001', 'pay_HOOK0001'))).statusCode).toBe(200);
    const row = await t.db.selectFrom('payment_orders').selectAll().where('provider_order_id', '=', 'order_HOOK0001').executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'paid', paid_payment_id: 'pay_HOOK0001', used_payment_id: null });

    // Other events and unknown orders are acknowledged and ignored.
    expect((await hook({ event: 'refund.processed', payload: {} })).json()).toEqual({ ok: true, handled: false });
    expect((await hook({ event: 'refund.processed', payload: { refund: { entity: { id: 'rfnd_NOBODY', status: 'processed' } } } })).json()).toEqual({ ok: true, handled: false });
    expect((await hook(captured('order_UNKNOWN', 'pay_X'))).json()).toEqual({ ok: true, handled: false });

    const quiet = { warn: () => {}, error: () => {} };
    const provider = createPaymentProvider({ razorpay: { keyId: 'rzp_test_configured', keySecret: KEY_SECRET }, jwtSecret: 'x' });
    expect(await sweepUnusedPayments(t.db, provider, quiet)).toBe(0);
    await t.db.updateTable('payment_orders').set({ paid_at: new Date(Date.now() - 31 * 60_000).toISOString() }).where('id', '=', row.id).execute();
    expect(await sweepUnusedPayments(t.db, provider, quiet)).toBe(1);
    expect(fetchMock.mock.calls.map(([u]) => String(u))).toContain('https://api.razorpay.com/v1/payments/pay_HOOK0001/refund');
    expect(await t.db.selectFrom('refunds').selectAll().where('payment_id', '=', 'pay_HOOK0001').executeTakeFirstOrThrow()).toMatchObject({
      status: 'requested',
      provider_refund_id: 'rfnd_HOOK0001',
      amount: 1180,
    });
  });

  it("keeps how a refund ended from the signed webhook: pending until Razorpay says processed, failed when it says so", async () => {
    const quiet = { warn: () => {}, error: () => {} };
    const provider = createPaymentProvider({ razorpay: { keyId: 'rzp_test_configured', keySecret: KEY_SECRET }, jwtSecret: 'x' });
    fetchMock.mockImplementation(async (url: string) =>
      String(url).endsWith('/v1/orders')
        ? new Response(JSON.stringify({ id: `order_${String(url).length}R`, amount: 118000, currency: 'INR' }), { status: 200 })
        : new Response(JSON.stringify({ id: String(url).includes('pay_R1') ? 'rfnd_R1' : 'rfnd_R2', status: 'pending' }), { status: 200 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    for (const [orderId, paymentId] of [['order_R1', 'pay_R1'], ['order_R2', 'pay_R2']]) {
      fetchMock.mockImplementationOnce(async () => new Response(JSON.stringify({ id: orderId, amount: 118000, currency: 'INR' }), { status: 200 }));
      const who = await shopperWithCart();
      expect((await post(t, who, '/api/orders/create-razorpay-order', { amount: 1180, currency: 'INR' })).statusCode).toBe(200);
      expect((await hook(captured(orderId, paymentId))).json()).toEqual({ ok: true, handled: true });
      await t.db.updateTable('payment_orders').set({ paid_at: new Date(Date.now() - 31 * 60_000).toISOString() }).where('provider_order_id', '=', orderId).execute();
    }
    expect(await sweepUnusedPayments(t.db, provider, quiet)).toBe(2);
    const refundOf = (paymentId: string) => t.db.selectFrom('refunds').select(['status', 'provider_status']).where('payment_id', '=', paymentId).executeTakeFirstOrThrow();
    expect(await refundOf('pay_R1')).toEqual({ status: 'requested', provider_status: 'pending' });

    const refundEvent = (event: string, id: string, status: string) => ({ entity: 'event', event, payload: { refund: { entity: { id, payment_id: 'x', amount: 118000, status } } } });
    // Forged: nothing changes.
    expect((await hook(refundEvent('refund.processed', 'rfnd_R1', 'processed'), 'f'.repeat(64))).statusCode).toBe(400);
    expect(await refundOf('pay_R1')).toEqual({ status: 'requested', provider_status: 'pending' });
    expect((await hook(refundEvent('refund.processed', 'rfnd_R1', 'processed'))).json()).toEqual({ ok: true, handled: true });
    expect(await refundOf('pay_R1')).toEqual({ status: 'requested', provider_status: 'processed' });
    expect((await hook(refundEvent('refund.failed', 'rfnd_R2', 'failed'))).json()).toEqual({ ok: true, handled: true });
    expect(await refundOf('pay_R2')).toEqual({ status: 'failed', provider_status: 'failed' });
  });

  it('has no sandbox: nothing can sign a payment for the shopper', async () => {
    fetchMock.mockImplementation(async () => new Response(JSON.stringify({ id: 'order_LIVE0002', amount: 118000, currency: 'INR' }), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    const who = await shopperWithCart();
    await post(t, who, '/api/orders/create-razorpay-order', { amount: 1180, currency: 'INR' });
    const res = await post(t, who, '/api/orders/sandbox/pay', { razorpay_order_id: 'order_LIVE0002' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: true, msg: 'The sandbox payment provider is not active' });
  });
});

describe('the Razorpay webhook without its secret', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext({ RAZORPAY_KEY_ID: 'rzp_test_k', RAZORPAY_KEY_SECRET: 's' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('is not there (404) until RAZORPAY_WEBHOOK_SECRET is set', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/payments/razorpay/webhook', headers: { 'content-type': 'application/json' }, payload: '{}' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: true, msg: 'The Razorpay webhook is not configured' });
  });
});

