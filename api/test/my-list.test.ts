import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, createUser, fetchAllProducts, signIn, type TestContext } from './helpers';

let t: TestContext;
let me: Awaited<ReturnType<typeof signIn>>;
let other: Awaited<ReturnType<typeof signIn>>;
let products: Awaited<ReturnType<typeof fetchAllProducts>>;

beforeAll(async () => {
  t = await createTestContext();
  me = await signIn(t.app);
  await createUser(t.db, { email: 'other@example.in', password: 'Other@123' });
  other = await signIn(t.app, 'other@example.in', 'Other@123');
  products = await fetchAllProducts(t.app);
});
afterAll(async () => {
  await t?.close();
});

const add = (auth: Record<string, string>, payload: object) => t.app.inject({ method: 'POST', url: '/api/my-list/add/', headers: auth, payload });
const list = (auth: Record<string, string>, query: string) => t.app.inject({ method: 'GET', url: `/api/my-list?${query}`, headers: auth });

describe('POST /api/my-list/add/', () => {
  it('adds a product with title, image, rating and price from the products table, not the body', async () => {
    const p = products[0];
    const res = await add(me.auth, { productTitle: 'Free TV', image: 'https://evil.example/x.png', rating: 5, price: 1, productId: p.id, userId: me.userId });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ status: true, msg: 'The product added to My List' });

    const rows = (await list(me.auth, `userId=${me.userId}`)).json();
    expect(rows).toEqual([
      {
        id: expect.any(String),
        _id: rows[0].id,
        productTitle: p.name,
        image: p.images[0],
        rating: p.rating,
        price: p.price,
        productId: p.id,
        userId: me.userId,
      },
    ]);
  });

  it("refuses a second add with status false and 'Product already added in My List'", async () => {
    const res = await add(me.auth, { productId: products[0].id, userId: me.userId });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ status: false, msg: 'Product already added in My List' });
  });

  it("refuses another shopper's userId, an unknown product and a visitor", async () => {
    const foreign = await add(me.auth, { productId: products[1].id, userId: other.userId });
    expect(foreign.statusCode).toBe(403);
    expect((await list(other.auth, `userId=${other.userId}`)).json()).toEqual([]);

    const unknown = await add(me.auth, { productId: 'noSuchProduct01', userId: me.userId });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ status: false, msg: 'Product not found' });

    const missing = await add(me.auth, { userId: me.userId });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ status: false, msg: 'productId is required' });

    expect((await add({}, { productId: products[1].id })).statusCode).toBe(401);
  });
});

describe('GET /api/my-list', () => {
  it('with productId: non-empty when saved, empty otherwise (the card heart)', async () => {
    const saved = await list(me.auth, `productId=${products[0].id}&userId=${me.userId}`);
    expect(saved.json()).toHaveLength(1);
    const notSaved = await list(me.auth, `productId=${products[2].id}&userId=${me.userId}`);
    expect(notSaved.json()).toEqual([]);
  });

  it("refuses another shopper's list (403) and a visitor (401)", async () => {
    const res = await list(me.auth, `userId=${other.userId}`);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: true, msg: 'You can only access your own data' });
    expect((await t.app.inject({ method: 'GET', url: `/api/my-list?userId=${me.userId}` })).statusCode).toBe(401);
  });
});

describe('DELETE /api/my-list/:id', () => {
  it("refuses another shopper's entry, removes one's own once", async () => {
    await add(other.auth, { productId: products[3].id, userId: other.userId });
    const theirs = (await list(other.auth, `userId=${other.userId}`)).json<{ id: string }[]>()[0];
    const stolen = await t.app.inject({ method: 'DELETE', url: `/api/my-list/${theirs.id}`, headers: me.auth });
    expect(stolen.statusCode).toBe(403);
    expect((await list(other.auth, `userId=${other.userId}`)).json()).toHaveLength(1);

    const mine = (await list(me.auth, `userId=${me.userId}`)).json<{ id: string }[]>()[0];
    const res = await t.app.inject({ method: 'DELETE', url: `/api/my-list/${mine.id}`, headers: me.auth });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, msg: 'item removed from My List!' });
    expect((await list(me.auth, `userId=${me.userId}`)).json()).toEqual([]);

    const again = await t.app.inject({ method: 'DELETE', url: `/api/my-list/${mine.id}`, headers: me.auth });
    expect(again.statusCode).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/my-list/${theirs.id}` })).statusCode).toBe(401);
  });

  it('two adds of the same product at once leave one row', async () => {
    const p = products[4].id;
    const [a, b] = await Promise.all([add(me.auth, { productId: p, userId: me.userId }), add(me.auth, { productId: p, userId: me.userId })]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
    expect((await list(me.auth, `productId=${p}&userId=${me.userId}`)).json()).toHaveLength(1);
  });
});

describe('GET /api/my-list?productIds= (a page of product cards in one call)', () => {
  it('answers the entries among the listed products only, for the shopper asking', async () => {
    const [a, b, c, d] = products.slice(5, 9);
    for (const p of [a, c]) expect((await add(me.auth, { productId: p.id, userId: me.userId })).statusCode).toBe(201);
    expect((await add(other.auth, { productId: b.id, userId: other.userId })).statusCode).toBe(201);

    const res = await list(me.auth, `userId=${me.userId}&productIds=${[a.id, b.id, c.id, d.id].join(',')}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const rows = res.json<{ productId: string; userId: string }[]>();
    expect(rows.map((r) => r.productId).sort()).toEqual([a.id, c.id].sort());
    expect(rows.every((r) => r.userId === me.userId)).toBe(true);
    // The same entries as the single form, one product at a time.
    for (const p of [a, b, c, d]) {
      const single = (await list(me.auth, `productId=${p.id}`)).json<unknown[]>();
      expect(single).toEqual(rows.filter((r) => r.productId === p.id));
    }
  });

  it.each([
    ['productIds=', /productIds must list at least one id/],
    ['productIds=%2C%2C', /productIds must list at least one id/],
    ['productIds=abc,no%20such', /productIds is not a valid id/],
    [`productIds=${Array.from({ length: 101 }, (_, i) => `p${i}`).join(',')}`, /at most 100 ids/],
    ['productId=abc&productIds=abc', /productId or productIds, not both/],
  ])('answers %s with 400 and a message', async (query, msg) => {
    const res = await list(me.auth, query);
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toMatch(msg);
  });

  it('needs a token', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/my-list?productIds=${products[0].id}` });
    expect(res.statusCode).toBe(401);
  });
});
