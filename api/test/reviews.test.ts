import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { productSchema, reviewSchema } from '@storefront/shared/contract';
import type { Product as ProductJson } from '@storefront/shared/types';
import { createTestContext, createUser, fetchAllProducts, signIn, type TestContext } from './helpers';

let t: TestContext;
let products: ProductJson[];
let demo: Awaited<ReturnType<typeof signIn>>;
let asha: Awaited<ReturnType<typeof signIn>>;

beforeAll(async () => {
  // These tests write more reviews per shopper than the hourly limit allows (hardening.test.ts checks it).
  t = await createTestContext({ LIMIT_REVIEWS_PER_HOUR: '100' });
  products = await fetchAllProducts(t.app);
  demo = await signIn(t.app);
  await createUser(t.db, { email: 'asha@example.in', password: 'Asha@1234', name: 'Asha Verma' });
  asha = await signIn(t.app, 'asha@example.in', 'Asha@1234');
});
afterAll(async () => {
  await t?.close();
});

const reviewList = z.array(reviewSchema);
const addedSchema = reviewSchema.extend({ replaced: z.boolean(), msg: z.string() });

async function reviewsOf(productId: string) {
  const res = await t.app.inject({ method: 'GET', url: `/api/productReviews?productId=${productId}` });
  expect(res.statusCode, res.body).toBe(200);
  return reviewList.parse(res.json());
}
async function productOf(id: string) {
  return productSchema.parse((await t.app.inject({ method: 'GET', url: `/api/products/${id}` })).json());
}
function add(body: Record<string, unknown>, headers: Record<string, string> = demo.auth) {
  return t.app.inject({ method: 'POST', url: '/api/productReviews/add', headers, payload: body });
}
const halfRound = (n: number) => Math.round(n * 2) / 2;

describe('GET /api/productReviews', () => {
  it("lists a product's reviews newest first with the spec's fields", async () => {
    const withReviews = products.find((p) => p.numReviews >= 3);
    expect(withReviews).toBeDefined();
    const list = await reviewsOf(withReviews!.id);
    expect(list).toHaveLength(withReviews!.numReviews);
    for (const r of list) {
      expect(r._id).toBe(r.id);
      expect(r.productId).toBe(withReviews!.id);
      expect(r.customerName).not.toBe('');
      expect(r.customerRating * 2).toBe(Math.round(r.customerRating * 2));
    }
    const dates = list.map((r) => r.dateCreated);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('answers an empty list for a product without reviews', async () => {
    const none = products.find((p) => p.numReviews === 0);
    expect(none).toBeDefined();
    expect(await reviewsOf(none!.id)).toEqual([]);
  });

  it('answers 404 for an unknown product and 400 for a missing or malformed productId', async () => {
    const unknown = await t.app.inject({ method: 'GET', url: '/api/productReviews?productId=noSuchProduct000' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: true, msg: 'Product not found' });
    for (const [url, msg] of [
      ['/api/productReviews', 'productId is required'],
      ['/api/productReviews?productId=', 'productId is required'],
      ['/api/productReviews?productId=%27%3B--', 'productId is not a valid id'],
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: true, msg });
    }
  });
});

describe('POST /api/productReviews/add', () => {
  it('adds a review as the signed-in shopper, whatever customer the body names', async () => {
    const product = products.find((p) => p.numReviews === 0)!;
    const res = await add({
      productId: product.id,
      customerName: 'Someone Else',
      customerId: asha.userId,
      review: '  Battery lasts two days  ',
      customerRating: 4.5,
    });
    expect(res.statusCode, res.body).toBe(201);
    const { replaced, msg, ...review } = addedSchema.parse(res.json());
    expect(replaced).toBe(false);
    expect(msg).toBe('Thank you for your review!');
    expect(review).toMatchObject({
      productId: product.id,
      customerName: 'Demo Shopper',
      customerId: demo.userId,
      review: 'Battery lasts two days',
      customerRating: 4.5,
    });
    expect(review._id).toBe(review.id);
    expect((await reviewsOf(product.id))[0]).toEqual(review);
  });

  it("updates the product's rating (average, to the half star) and numReviews with each review", async () => {
    const product = products.find((p) => p.numReviews >= 2)!;
    const before = await reviewsOf(product.id);
    const ratings = [...before.map((r) => r.customerRating), 1, 2];
    await add({ productId: product.id, review: 'Not great', customerRating: 1 }, asha.auth);
    await add({ productId: product.id, review: 'Could be better', customerRating: 2 });
    const after = await productOf(product.id);
    expect(after.numReviews).toBe(before.length + 2);
    expect(after.rating).toBe(halfRound(ratings.reduce((a, b) => a + b, 0) / ratings.length));
    const list = await reviewsOf(product.id);
    expect(list[0].review).toBe('Could be better');
    expect(list[1].review).toBe('Not great');
  });

  it('defaults a missing rating to 1 star and stores text as text', async () => {
    const product = products[3];
    const html = '<img src=x onerror=alert(1)> Nice!';
    const res = await add({ productId: product.id, review: html });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ customerRating: 1, review: html });
  });

  it('drops control characters; a NUL (which PostgreSQL cannot store) is refused on every engine alike', async () => {
    const res = await add({ productId: products[4].id, review: 'Good value\u0007\r\nWould buy again', customerRating: 5 });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ review: 'Good value\nWould buy again' });
    const nul = await add({ productId: products[4].id, review: 'Good\u0000 value', customerRating: 5 });
    expect(nul.statusCode).toBe(400);
    expect(nul.json().msg).toBe('Text cannot contain NUL characters');
  });

  it('keeps concurrent reviews of one product consistent', async () => {
    const product = products[5];
    const before = await reviewsOf(product.id);
    const reviewers = await Promise.all(
      [0, 1, 2, 3].map(async (i) => {
        await createUser(t.db, { email: `parallel${i}@example.in`, password: 'Parallel@123', name: `Parallel ${i}` });
        return signIn(t.app, `parallel${i}@example.in`, 'Parallel@123');
      }),
    );
    // Four shoppers at once, one of them twice: four reviews, the double one replaced, not added.
    const results = await Promise.all(
      [5, 4, 3, 5, 2].map((rating, i) => add({ productId: product.id, review: `Parallel review ${i}`, customerRating: rating }, reviewers[i % 4].auth)),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 201, 201, 201, 201]);
    const list = await reviewsOf(product.id);
    expect(list).toHaveLength(before.length + 4);
    const after = await productOf(product.id);
    expect(after.numReviews).toBe(list.length);
    expect(after.rating).toBe(halfRound(list.reduce((a, r) => a + r.customerRating, 0) / list.length));
  });

  it('answers 401 Please login first without a token, and writes nothing', async () => {
    const product = products[6];
    const res = await add({ productId: product.id, review: 'Sneaky', customerRating: 5 }, {});
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: true, msg: 'Please login first' });
    expect((await reviewsOf(product.id)).some((r) => r.review === 'Sneaky')).toBe(false);
  });

  it('answers 404 for an unknown product', async () => {
    const res = await add({ productId: 'noSuchProduct000', review: 'Hello', customerRating: 3 });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: true, msg: 'Product not found' });
  });

  it.each([
    [{ productId: undefined, review: 'Nice', customerRating: 4 }, 'productId is required'],
    [{ productId: 'bad id!', review: 'Nice' }, 'productId is not a valid id'],
    [{ review: '' }, 'Please add a Review'],
    [{ review: '   \n  ' }, 'Please add a Review'],
    [{}, 'Please add a Review'],
    [{ review: 'x'.repeat(2001) }, 'The review must be at most 2000 characters'],
    [{ review: 'Nice', customerRating: 0 }, 'customerRating must be between 0.5 and 5, in half stars'],
    [{ review: 'Nice', customerRating: 5.5 }, 'customerRating must be between 0.5 and 5, in half stars'],
    [{ review: 'Nice', customerRating: 3.3 }, 'customerRating must be between 0.5 and 5, in half stars'],
    [{ review: 'Nice', customerRating: 'lots' }, 'customerRating must be between 0.5 and 5, in half stars'],
  ])('answers %j with 400 %s and writes nothing', async (body, msg) => {
    const product = products[8];
    const before = await productOf(product.id);
    const res = await add({ productId: product.id, ...body });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: true, msg });
    const after = await productOf(product.id);
    expect(after.numReviews).toBe(before.numReviews);
  });

  it('accepts a review of exactly 2000 characters', async () => {
    const res = await add({ productId: products[9].id, review: 'y'.repeat(2000), customerRating: '3.5' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ customerRating: 3.5 });
  });
});
