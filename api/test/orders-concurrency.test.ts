// Many shoppers race for little stock: exactly the stock is sold, never more, and every loser gets
// a clear out-of-stock answer with their cart intact. Runs on SQLite and, with TEST_DATABASE_URL,
// on PostgreSQL (where the requests really run in parallel on a pool of connections).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type AppInstance } from '../src/app';
import { createTestContext, type TestContext } from './helpers';
import { fillCart, newShopper, orderPayload, type Shopper } from './orders-helpers';

let t: TestContext;
let buyers: Shopper[];
let a: { id: string; name: string };
let b: { id: string; name: string };
const BUYERS = 16;

beforeAll(async () => {
  t = await createTestContext();
  buyers = await Promise.all(Array.from({ length: BUYERS }, (_, i) => newShopper(t, `Buyer ${i + 1}`)));
  const rows = await t.db.selectFrom('products').select(['id', 'name']).orderBy('id', 'desc').limit(2).execute();
  [a, b] = rows;
  await t.db.updateTable('products').set({ price: 500 }).where('id', 'in', [a.id, b.id]).execute();
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const totalsFor = (units: number) => {
  const subtotal = 500 * units;
  const tax = Math.round((subtotal * 18) / 100);
  return { subtotal, tax, total: subtotal + tax };
};

async function setStock(id: string, n: number) {
  await t.db.updateTable('products').set({ count_in_stock: n }).where('id', '=', id).execute();
}
async function stock(id: string) {
  return Number((await t.db.selectFrom('products').select('count_in_stock').where('id', '=', id).executeTakeFirstOrThrow()).count_in_stock);
}
async function ordersOf(ids: string[]) {
  return t.db.selectFrom('orders').select(['id', 'user_id']).where('user_id', 'in', ids).execute();
}
async function unitsSold(productId: string, userIds: string[]) {
  const rows = await t.db
    .selectFrom('order_items as oi')
    .innerJoin('orders as o', 'o.id', 'oi.order_id')
    .select('oi.quantity')
    .where('oi.product_id', '=', productId)
    .where('o.user_id', 'in', userIds)
    .execute();
  return rows.reduce((s, r) => s + Number(r.quantity), 0);
}

async function race(app: (i: number) => AppInstance, carts: Array<Array<{ productId: string; quantity: number }>>) {
  await Promise.all(buyers.map((who, i) => fillCart(t, who, carts[i])));
  return Promise.all(
    buyers.map((who, i) => {
      const units = carts[i].reduce((s, l) => s + l.quantity, 0);
      return app(i).inject({ method: 'POST', url: '/api/orders/create', headers: who.auth, payload: orderPayload(who, totalsFor(units)) });
    }),
  );
}

async function cleanUp() {
  const ids = buyers.map((x) => x.userId);
  await t.db.deleteFrom('orders').where('user_id', 'in', ids).execute();
  await t.db.deleteFrom('cart_items').where('user_id', 'in', ids).execute();
}

describe('racing for the last items', () => {
  it(`sells exactly 3 when ${BUYERS} shoppers each buy 1 of 3 at once`, async () => {
    await cleanUp();
    await setStock(a.id, 3);
    const results = await race(() => t.app, buyers.map(() => [{ productId: a.id, quantity: 1 }]));
    const won = results.filter((r) => r.statusCode === 201);
    const lost = results.filter((r) => r.statusCode !== 201);
    expect(won).toHaveLength(3);
    expect(lost).toHaveLength(BUYERS - 3);
    for (const r of lost) {
      expect(r.statusCode).toBe(409);
      expect(r.json()).toEqual({ error: true, msg: `Sorry, ${a.name} is out of stock` });
    }
    expect(await stock(a.id)).toBe(0);
    const ids = buyers.map((x) => x.userId);
    expect(await ordersOf(ids)).toHaveLength(3);
    expect(await unitsSold(a.id, ids)).toBe(3);
    // Losers keep their carts; winners' carts are empty.
    const carts = await t.db.selectFrom('cart_items').select('user_id').where('user_id', 'in', ids).execute();
    expect(carts).toHaveLength(BUYERS - 3);
  });

  it('never oversells with mixed quantities and two products taken in different orders', async () => {
    await cleanUp();
    await setStock(a.id, 7);
    await setStock(b.id, 5);
    // Even buyers want 2 of a and 1 of b; odd buyers want 1 of b and 2 of a listed the other way round.
    const carts = buyers.map((_, i) =>
      i % 2 === 0
        ? [{ productId: a.id, quantity: 2 }, { productId: b.id, quantity: 1 }]
        : [{ productId: b.id, quantity: 1 }, { productId: a.id, quantity: 2 }],
    );
    const results = await race(() => t.app, carts);
    const winners = results.filter((r) => r.statusCode === 201).length;
    expect(results.every((r) => r.statusCode === 201 || r.statusCode === 409)).toBe(true);
    // 7 of a in pairs: 3 orders; then 1 of a is left, which nobody can take in a pair.
    expect(winners).toBe(3);
    const ids = buyers.map((x) => x.userId);
    expect(await unitsSold(a.id, ids)).toBe(6);
    expect(await unitsSold(b.id, ids)).toBe(3);
    expect(await stock(a.id)).toBe(1);
    expect(await stock(b.id)).toBe(2);
  });

  it.runIf(process.env.TEST_DATABASE_URL)('sells exactly the stock across two API processes over one PostgreSQL', async () => {
    await cleanUp();
    await setStock(a.id, 4);
    const second = await buildApp({ config: t.config, logger: false });
    try {
      const results = await race((i) => (i % 2 === 0 ? t.app : second), buyers.map(() => [{ productId: a.id, quantity: 1 }]));
      expect(results.filter((r) => r.statusCode === 201)).toHaveLength(4);
      expect(await stock(a.id)).toBe(0);
      expect(await unitsSold(a.id, buyers.map((x) => x.userId))).toBe(4);
    } finally {
      await second.close();
    }
  });
});
