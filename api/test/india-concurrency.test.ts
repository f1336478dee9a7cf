// Money under contention (decisions §7): one single-use coupon raced by 50 orders is used exactly
// once, and invoice serials stay consecutive without gaps however many orders run at once. SQLite,
// and with TEST_DATABASE_URL PostgreSQL, also across two API processes over one database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { totalsWithCoupon, type CouponTerms } from '@storefront/shared/rules';
import { buildApp, type AppInstance } from '../src/app';
import { hashPassword } from '../src/lib/passwords';
import { createTestContext, signIn, type TestContext } from './helpers';
import { fillCart, orderPayload, type Shopper } from './orders-helpers';
import { newId } from '../src/lib/ids';

let t: TestContext;
let shoppers: Shopper[];
let product: { id: string };
const SHOPPERS = 50;
const PASSWORD = 'Racer@12345';

beforeAll(async () => {
  t = await createTestContext();
  const hash = await hashPassword(PASSWORD);
  const now = new Date().toISOString();
  const users = Array.from({ length: SHOPPERS }, (_, i) => ({
    id: newId(), name: `Racer ${i + 1}`, email: `racer-${i + 1}-${newId(6).toLowerCase()}@example.in`, phone: '9000000000',
    password_hash: hash, images: '[]', is_admin: 0, is_verified: 1, google_sub: null, created_at: now, updated_at: now,
  }));
  await t.db.insertInto('users').values(users).execute();
  shoppers = [];
  for (const u of users) shoppers.push(await signIn(t.app, u.email, PASSWORD));
  product = await t.db.selectFrom('products').select('id').orderBy('id').executeTakeFirstOrThrow();
  await t.db.updateTable('products').set({ price: 1000, count_in_stock: 100_000 }).where('id', '=', product.id).execute();
}, 300_000);
afterAll(async () => {
  await t?.close();
});

async function race(code: string, app: (i: number) => AppInstance) {
  await t.db.insertInto('coupons').values({ code, kind: 'flat', value: 100, min_order: 0, expires_at: null, max_uses: 1, per_shopper: null, used_count: 0, created_at: new Date().toISOString() }).execute();
  await Promise.all(shoppers.map((who) => fillCart(t, who, [{ productId: product.id, quantity: 1 }])));
  const terms: CouponTerms = { code, kind: 'flat', value: 100, minOrder: 0 };
  const totals = totalsWithCoupon([{ price: 1000, quantity: 1 }], terms);
  return Promise.all(
    shoppers.map((who, i) =>
      app(i).inject({ method: 'POST', url: '/api/orders/create', headers: who.auth, payload: orderPayload(who, totals, { couponCode: code }) }),
    ),
  );
}

async function expectUsedOnce(code: string, results: Awaited<ReturnType<typeof race>>) {
  const won = results.filter((r) => r.statusCode === 201);
  expect(won).toHaveLength(1);
  for (const r of results.filter((x) => x.statusCode !== 201)) {
    expect(r.statusCode).toBe(400);
    expect(r.json().msg).toBe('This coupon has been fully redeemed');
  }
  const coupon = await t.db.selectFrom('coupons').select('used_count').where('code', '=', code).executeTakeFirstOrThrow();
  expect(Number(coupon.used_count)).toBe(1);
  expect(await t.db.selectFrom('coupon_uses').select('id').where('code', '=', code).execute()).toHaveLength(1);
  expect(await t.db.selectFrom('orders').select('id').where('coupon_code', '=', code).execute()).toHaveLength(1);
}

async function expectSerialsWithoutGaps() {
  const rows = await t.db.selectFrom('orders').select(['invoice_fy', 'invoice_serial']).where('invoice_serial', 'is not', null).execute();
  const byFy = new Map<string, number[]>();
  for (const r of rows) byFy.set(r.invoice_fy!, [...(byFy.get(r.invoice_fy!) ?? []), Number(r.invoice_serial)]);
  for (const serials of byFy.values()) {
    serials.sort((a, b) => a - b);
    expect(serials).toEqual(serials.map((_, i) => i + 1));
  }
}

describe('a single-use coupon raced by 50 orders', () => {
  it('is used exactly once, and invoice serials have no gaps', async () => {
    const results = await race('ONCE1', () => t.app);
    await expectUsedOnce('ONCE1', results);
    await expectSerialsWithoutGaps();
  }, 120_000);

  it('mixed with coupon-less orders that all succeed, serials stay consecutive', async () => {
    await Promise.all(shoppers.map((who) => fillCart(t, who, [{ productId: product.id, quantity: 1 }])));
    const totals = totalsWithCoupon([{ price: 1000, quantity: 1 }], null);
    const results = await Promise.all(
      shoppers.map((who) => t.app.inject({ method: 'POST', url: '/api/orders/create', headers: who.auth, payload: orderPayload(who, totals) })),
    );
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(SHOPPERS);
    await expectSerialsWithoutGaps();
  }, 120_000);

  it.runIf(process.env.TEST_DATABASE_URL)('is used exactly once across two API processes over one PostgreSQL', async () => {
    const second = await buildApp({ config: t.config, logger: false });
    try {
      const results = await race('ONCE2', (i) => (i % 2 === 0 ? t.app : second));
      await expectUsedOnce('ONCE2', results);
      await expectSerialsWithoutGaps();
    } finally {
      await second.close();
    }
  }, 120_000);
});

describe('cancels raced in parallel', () => {
  /** Each shopper's newest order not cancelled yet. */
  async function openOrders() {
    const rows = await t.db.selectFrom('orders').select(['id', 'user_id', 'created_at']).where('status', '!=', 'Cancelled').orderBy('created_at', 'desc').execute();
    return shoppers.map((who) => rows.find((r) => r.user_id === who.userId)!).filter(Boolean);
  }

  async function raceCancels(app: (i: number) => AppInstance) {
    // A fresh order for every shopper to cancel.
    await Promise.all(shoppers.map((who) => fillCart(t, who, [{ productId: product.id, quantity: 1 }])));
    const totals = totalsWithCoupon([{ price: 1000, quantity: 1 }], null);
    for (const who of shoppers) expect((await t.app.inject({ method: 'POST', url: '/api/orders/create', headers: who.auth, payload: orderPayload(who, totals) })).statusCode).toBe(201);
    const orders = await openOrders();
    const results = await Promise.all(
      orders.map((o, i) => {
        const who = shoppers.find((s) => s.userId === o.user_id)!;
        // Each order asked twice at once: one cancel, one 409; one credit note.
        return Promise.all([0, 1].map((k) => app(i + k).inject({ method: 'POST', url: `/api/orders/${o.id}/cancel`, headers: who.auth })));
      }),
    );
    for (const pair of results) expect(pair.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const rows = await t.db.selectFrom('orders').select(['credit_note_fy', 'credit_note_serial']).where('credit_note_serial', 'is not', null).execute();
    const byFy = new Map<string, number[]>();
    for (const r of rows) byFy.set(r.credit_note_fy!, [...(byFy.get(r.credit_note_fy!) ?? []), Number(r.credit_note_serial)]);
    for (const serials of byFy.values()) {
      serials.sort((a, b) => a - b);
      expect(serials).toEqual(serials.map((_, i) => i + 1));
    }
    return orders.length;
  }

  it('give each cancelled order one credit note, numbered consecutively without gaps', async () => {
    expect(await raceCancels(() => t.app)).toBe(SHOPPERS);
  }, 120_000);

  it.runIf(process.env.TEST_DATABASE_URL)('do the same across two API processes over one PostgreSQL', async () => {
    const second = await buildApp({ config: t.config, logger: false });
    try {
      expect(await raceCancels((i) => (i % 2 === 0 ? t.app : second))).toBe(SHOPPERS);
    } finally {
      await second.close();
    }
  }, 120_000);
});
