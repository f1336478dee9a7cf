// What a hostile review of the API found (issue 11): each hole, closed, on SQLite and PostgreSQL.
import { describe, expect, it } from 'vitest';
import { connect, type AddressInfo } from 'node:net';
import { SignJWT } from 'jose';
import { buildApp } from '../src/app';
import { ConfigError, loadConfig } from '../src/config';
import { changePassword, latestCode, PNG_1X1 } from './account-helpers';
import { createUser, signIn, TEST_JWT_SECRET, useShopper, useTestContext } from './helpers';

const t = useTestContext();
const me = useShopper(t, { email: 'hard@example.in', password: 'Hard@1234', name: 'Hard Case' });
const other = useShopper(t, { email: 'hard2@example.in', password: 'Hard@1234', name: 'Other Case' });

describe('a userId that is not text (finding 2)', () => {
  it('answers 4xx, never 500, wherever it is sent', async () => {
    const hostile: unknown[] = [{ toString: 1 }, { toString: null, valueOf: 1 }, [1, 2], JSON.parse('{"__proto__":{"toString":1}}')];
    for (const userId of hostile) {
      for (const key of ['userId', 'userid']) {
        const calls = [
          { method: 'POST' as const, url: '/api/user/signin', payload: { email: 'hard@example.in', password: 'Hard@1234', [key]: userId } },
          { method: 'POST' as const, url: '/api/user/signup', payload: { name: 'x', email: 'x@example.in', [key]: userId } },
          { method: 'POST' as const, url: '/api/payments/razorpay/webhook', payload: { [key]: userId } },
          { method: 'POST' as const, url: '/api/cart/add', payload: { productId: 'x', [key]: userId }, headers: me.auth },
          { method: 'POST' as const, url: '/api/orders/create', payload: { [key]: userId }, headers: me.auth },
        ];
        for (const call of calls) {
          const res = await t.app.inject(call);
          expect(res.statusCode, `${call.url} ${JSON.stringify(userId)}`).toBeLessThan(500);
          expect(res.json(), call.url).toBeTypeOf('object');
        }
      }
    }
    const query = await t.app.inject({ method: 'GET', url: '/api/orders?userId[toString]=1', headers: me.auth });
    expect(query.statusCode).toBeLessThan(500);
  });

  it('a signed-in route refuses a userId object as not the shopper\'s own (403)', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/cart/add', headers: me.auth, payload: { productId: 'x', userId: { toString: 1 } } });
    expect(res.statusCode).toBe(403);
  });
});

function rawUpload(body: string | Buffer, contentType: string) {
  return t.app.inject({ method: 'POST', url: '/api/user/upload', headers: { ...me.auth, 'content-type': contentType }, payload: body });
}

describe('malformed multipart uploads (finding 3)', () => {
  it('answer 400 with a clear message and store nothing', async () => {
    const b = 'XyZboundary';
    const part = `--${b}\r\nContent-Disposition: form-data; name="images"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`;
    const cases: [string, string | Buffer, string][] = [
      ['no closing boundary', Buffer.concat([Buffer.from(part), PNG_1X1, Buffer.from('\r\n')]), `multipart/form-data; boundary=${b}`],
      ['no boundary at all', Buffer.concat([Buffer.from(part), PNG_1X1]), 'multipart/form-data'],
      ['a garbage body', 'this is not a form', `multipart/form-data; boundary=${b}`],
      ['garbage part headers', `--${b}\r\n\u0001\u0002 nonsense\r\n\r\nzzz\r\n--${b}--\r\n`, `multipart/form-data; boundary=${b}`],
      ['an empty body', '', `multipart/form-data; boundary=${b}`],
    ];
    for (const [name, body, type] of cases) {
      const res = await rawUpload(body, type);
      expect(res.statusCode, name).toBe(400);
      expect(res.json().msg, name).toMatch(/upload|image|multipart/i);
    }
    const pending = await t.app.inject({ method: 'GET', url: '/api/imageUpload', headers: me.auth });
    expect(pending.json()).toEqual([]);
  });
});

describe('image records name their shopper (finding 11)', () => {
  it("GET /api/imageUpload and DELETE /api/imageUpload/deleteAllImages answer 403 for another shopper's userId", async () => {
    for (const key of ['userId', 'userid']) {
      const list = await t.app.inject({ method: 'GET', url: `/api/imageUpload?${key}=${other.userId}`, headers: me.auth });
      expect(list.statusCode).toBe(403);
      expect(list.json().msg).toBe('You can only access your own data');
      const del = await t.app.inject({ method: 'DELETE', url: `/api/imageUpload/deleteAllImages?${key}=${other.userId}`, headers: me.auth });
      expect(del.statusCode).toBe(403);
    }
    const own = await t.app.inject({ method: 'GET', url: `/api/imageUpload?userId=${me.userId}`, headers: me.auth });
    expect(own.statusCode).toBe(200);
  });
});

describe('sessions end when the password changes (finding 5)', () => {
  const cart = (token: string) => t.app.inject({ method: 'GET', url: '/api/cart', headers: { authorization: `Bearer ${token}` } });

  it('changing the password refuses every earlier token with 401; the changing session goes on with a fresh token', async () => {
    await createUser(t.db, { email: 'changer@example.in', password: 'Change@123' });
    const phone = await signIn(t.app, 'changer@example.in', 'Change@123');
    const laptop = await signIn(t.app, 'changer@example.in', 'Change@123');
    const res = await changePassword(t, laptop, { password: 'Change@123', newPass: 'Changed@456' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const fresh = res.json<{ token: string }>().token;
    expect((await cart(phone.token)).statusCode).toBe(401);
    expect((await cart(laptop.token)).statusCode).toBe(401);
    expect((await cart(fresh)).statusCode).toBe(200);
    expect((await cart((await signIn(t.app, 'changer@example.in', 'Changed@456')).token)).statusCode).toBe(200);
  });

  it('resetting a forgotten password refuses every earlier token with 401', async () => {
    await createUser(t.db, { email: 'forgetful@example.in', password: 'Forget@123' });
    const before = await signIn(t.app, 'forgetful@example.in', 'Forget@123');
    expect((await cart(before.token)).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: '/api/user/forgotPassword/send-otp', payload: { email: 'forgetful@example.in' } })).statusCode).toBe(200);
    const otp = await latestCode(t, 'forgetful@example.in');
    const verified = await t.app.inject({ method: 'POST', url: '/api/user/forgotPassword/verify-otp', payload: { email: 'forgetful@example.in', otp } });
    expect(verified.headers['cache-control']).toBe('no-store');
    const resetToken = verified.json<{ resetToken: string }>().resetToken;
    const reset = await t.app.inject({ method: 'POST', url: '/api/user/forgotPassword/reset', payload: { email: 'forgetful@example.in', resetToken, newPass: 'Remember@456' } });
    expect(reset.statusCode).toBe(200);
    expect((await cart(before.token)).statusCode).toBe(401);
    expect((await cart((await signIn(t.app, 'forgetful@example.in', 'Remember@456')).token)).statusCode).toBe(200);
  });

  it('refuses a token without an expiry', async () => {
    const key = new TextEncoder().encode(TEST_JWT_SECRET);
    const now = Math.floor(Date.now() / 1000);
    const forever = await new SignJWT({ sv: 0 }).setProtectedHeader({ alg: 'HS256' }).setSubject(me.userId).setIssuer('storefront-api').setIssuedAt(now).sign(key);
    expect((await cart(forever)).statusCode).toBe(401);
    const withExpiry = await new SignJWT({ sv: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(me.userId)
      .setIssuer('storefront-api')
      .setIssuedAt(now)
      .setExpirationTime(now + 60)
      .sign(key);
    expect((await cart(withExpiry)).statusCode).toBe(200);
  });
});

describe('smaller holes (finding 11)', () => {
  it('the sign-in answer, which carries the token, is never cached', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/user/signin', payload: { email: 'hard@example.in', password: 'Hard@1234' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('/api/health/ready does not name the database engine', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    expect(res.body).not.toMatch(/sqlite|postgres/i);
  });
});

describe('weak passwords are refused (finding 10)', () => {
  const signup = (email: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/user/signup', payload: { name: 'Weak', email, phone: '9700000001', password }, remoteAddress: '203.0.113.99' });

  it('sign-up refuses six spaces, a common password and the e-mail itself, with clear messages, and creates nothing', async () => {
    const cases: [string, string][] = [
      ['      ', 'Password cannot be blank or only spaces'],
      ['123456', 'This password is too common. Please choose another.'],
      ['Password@123', 'This password is too common. Please choose another.'],
      ['QWERTY123', 'This password is too common. Please choose another.'],
      ['weak@example.in', 'Password cannot be your e-mail address'],
      ['WEAK@example.in', 'Password cannot be your e-mail address'],
    ];
    for (const [password, msg] of cases) {
      const res = await signup('weak@example.in', password);
      expect(res.statusCode, password).toBe(400);
      expect(res.json(), password).toMatchObject({ error: true, status: 'FAILED', msg });
    }
    expect(await t.db.selectFrom('users').select('id').where('email', '=', 'weak@example.in').executeTakeFirst()).toBeUndefined();
    expect((await signup('weak@example.in', 'Strong@2026')).statusCode).toBe(201);
  });

  it('a password change and a reset refuse them too; the demo and test passwords are fine', async () => {
    const res = await changePassword(t, other, { password: 'Hard@1234', newPass: 'iloveyou' });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe('This password is too common. Please choose another.');
    const same = await changePassword(t, other, { password: 'Hard@1234', newPass: 'hard2@example.in' });
    expect(same.json().msg).toBe('Password cannot be your e-mail address');
    const reset = await t.app.inject({ method: 'POST', url: '/api/user/forgotPassword/reset', payload: { email: 'hard2@example.in', resetToken: 'x'.repeat(40), newPass: '111111' } });
    expect(reset.statusCode).toBe(400);
    expect(reset.json()).toMatchObject({ success: false, msg: 'This password is too common. Please choose another.' });
    const { passwordProblem } = await import('@storefront/shared/rules');
    for (const fine of ['Demo@1234', 'Secret@123', 'Fresh@123', 'Journey@123', 'Reset@123', 'Shopper@123', 'Wrong@123']) {
      expect(passwordProblem(fine, 'someone@example.in'), fine).toBeNull();
    }
  });
});

async function productWith(price: number, stock = 100000) {
  // One without sizes, RAM or weights to pick.
  const row = await t.db
    .selectFrom('products')
    .select(['id'])
    .where('size', '=', '[]')
    .where('product_ram', '=', '[]')
    .where('product_weight', '=', '[]')
    .orderBy('id')
    .offset(3)
    .limit(1)
    .executeTakeFirstOrThrow();
  await t.db.updateTable('products').set({ price, count_in_stock: stock }).where('id', '=', row.id).execute();
  return row.id;
}

/** Orders the cart as COD, with the totals the server asks for. */
async function orderCod(who: typeof me) {
  const payload = { name: 'Hard Case', phoneNumber: '9876543210', address: '1 MG Road', pincode: '560001', email: 'hard@example.in', amount: 1, paymentType: 'COD' };
  const first = await t.app.inject({ method: 'POST', url: '/api/orders/create', headers: who.auth, payload });
  if (first.statusCode !== 409) return first;
  const { amount, subtotal, tax } = first.json<{ amount: number; subtotal: number; tax: number }>();
  return t.app.inject({ method: 'POST', url: '/api/orders/create', headers: who.auth, payload: { ...payload, amount, subtotal, tax } });
}

async function cartOf(who: typeof me, productId: string, quantity: number) {
  await t.db.deleteFrom('cart_items').where('user_id', '=', who.userId).execute();
  const res = await t.app.inject({ method: 'POST', url: '/api/cart/add', headers: who.auth, payload: { productId, quantity } });
  expect(res.statusCode, res.body).toBeLessThan(300);
  if (quantity > 1) {
    await t.db.updateTable('cart_items').set({ quantity }).where('user_id', '=', who.userId).execute();
  }
}

describe('reviews cannot be flooded (finding 8)', () => {
  it('one review per shopper per product: 20 half-star reviews leave one, the rating moves once, and a second submission says it replaced the first', async () => {
    await createUser(t.db, { email: 'flooder@example.in', password: 'Flood@2026' });
    const flooder = await signIn(t.app, 'flooder@example.in', 'Flood@2026');
    const product = await t.db.selectFrom('products').select(['id', 'num_reviews']).where('num_reviews', '>=', 2).orderBy('id').limit(1).executeTakeFirstOrThrow();
    const before = await t.db.selectFrom('reviews').select('customer_rating').where('product_id', '=', product.id).execute();
    const results = [];
    for (let i = 0; i < 20; i++) {
      results.push(await t.app.inject({ method: 'POST', url: '/api/productReviews/add', headers: flooder.auth, payload: { productId: product.id, review: `Bad ${i}`, customerRating: 0.5 } }));
    }
    expect(results[0].statusCode).toBe(201);
    expect(results[1].statusCode).toBe(200);
    expect(results[1].json()).toMatchObject({ replaced: true, msg: 'Your earlier review of this product was replaced by this one.' });
    // The hourly limit (10 by default) stops the rest.
    expect(results.filter((r) => r.statusCode === 429)).toHaveLength(10);
    expect(results[19].json().msg).toMatch(/^You have written many reviews in a short time\. Please try again in \d+ minutes?\.$/);
    const mine = await t.db.selectFrom('reviews').selectAll().where('product_id', '=', product.id).where('customer_id', '=', flooder.userId).execute();
    expect(mine).toHaveLength(1);
    expect(mine[0].review).toBe('Bad 9');
    const after = await t.db.selectFrom('products').select(['rating', 'num_reviews']).where('id', '=', product.id).executeTakeFirstOrThrow();
    expect(Number(after.num_reviews)).toBe(before.length + 1);
    const ratings = [...before.map((r) => Number(r.customer_rating)), 0.5];
    expect(Number(after.rating)).toBe(Math.round((ratings.reduce((a, b) => a + b, 0) / ratings.length) * 2) / 2);
  });

  it("marks the reviews of shoppers who ordered the product 'Verified purchase'", async () => {
    await createUser(t.db, { email: 'buyer@example.in', password: 'Buyer@2026' });
    const buyer = await signIn(t.app, 'buyer@example.in', 'Buyer@2026');
    const productId = await productWith(100);
    await cartOf(buyer, productId, 1);
    expect((await orderCod(buyer)).statusCode).toBe(201);
    const bought = await t.app.inject({ method: 'POST', url: '/api/productReviews/add', headers: buyer.auth, payload: { productId, review: 'Bought it', customerRating: 4 } });
    expect(bought.json().verifiedPurchase).toBe(true);
    const browsed = await t.app.inject({ method: 'POST', url: '/api/productReviews/add', headers: other.auth, payload: { productId, review: 'Saw it', customerRating: 2 } });
    expect(browsed.json().verifiedPurchase).toBe(false);
    const list = (await t.app.inject({ method: 'GET', url: `/api/productReviews?productId=${productId}` })).json<{ review: string; verifiedPurchase: boolean }[]>();
    expect(list.find((r) => r.review === 'Bought it')?.verifiedPurchase).toBe(true);
    expect(list.find((r) => r.review === 'Saw it')?.verifiedPurchase).toBe(false);
  });

  it('a cancelled order is no purchase: its review is not verified, in the answer or the list', async () => {
    await createUser(t.db, { email: 'canceller@example.in', password: 'Cancel@2026' });
    const canceller = await signIn(t.app, 'canceller@example.in', 'Cancel@2026');
    const productId = await productWith(100);
    await cartOf(canceller, productId, 1);
    const placed = await orderCod(canceller);
    expect(placed.statusCode).toBe(201);
    expect((await t.app.inject({ method: 'POST', url: `/api/orders/${placed.json().id}/cancel`, headers: canceller.auth })).statusCode).toBe(200);
    const review = await t.app.inject({ method: 'POST', url: '/api/productReviews/add', headers: canceller.auth, payload: { productId, review: 'Cancelled it', customerRating: 3 } });
    expect(review.json().verifiedPurchase).toBe(false);
    const list = (await t.app.inject({ method: 'GET', url: `/api/productReviews?productId=${productId}` })).json<{ review: string; verifiedPurchase: boolean }[]>();
    expect(list.find((r) => r.review === 'Cancelled it')?.verifiedPurchase).toBe(false);
  });
});

describe('Cash on Delivery has a ceiling and orders an hourly limit (finding 9)', () => {
  it('refuses COD above ₹50,000 with the message, keeps the cart and the stock', async () => {
    await createUser(t.db, { email: 'bigspender@example.in', password: 'Spend@2026' });
    const spender = await signIn(t.app, 'bigspender@example.in', 'Spend@2026');
    const productId = await productWith(70_000, 20_000);
    await cartOf(spender, productId, 10_000);
    const res = await orderCod(spender);
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe('Cash on Delivery is available for orders up to ₹50,000. Please pay online.');
    expect(await t.db.selectFrom('orders').select('id').where('user_id', '=', spender.userId).execute()).toEqual([]);
    expect(Number((await t.db.selectFrom('products').select('count_in_stock').where('id', '=', productId).executeTakeFirstOrThrow()).count_in_stock)).toBe(20_000);
    expect(await t.db.selectFrom('cart_items').select('id').where('user_id', '=', spender.userId).execute()).toHaveLength(1);
    // Exactly at the ceiling is fine: 42,373 + 18% tax = 50,000.
    await t.db.updateTable('products').set({ price: 42_373 }).where('id', '=', productId).execute();
    await t.db.updateTable('cart_items').set({ quantity: 1 }).where('user_id', '=', spender.userId).execute();
    const ok = await orderCod(spender);
    expect(ok.statusCode, ok.body).toBe(201);
  });

  it('a shopper places at most 10 orders an hour, exactly, even in parallel', async () => {
    await createUser(t.db, { email: 'rapid@example.in', password: 'Rapid@2026' });
    const rapid = await signIn(t.app, 'rapid@example.in', 'Rapid@2026');
    const productId = await productWith(100);
    await cartOf(rapid, productId, 1);
    const first = await orderCod(rapid);
    expect(first.statusCode).toBe(201);
    const totals = first.json<{ amount: number }>();
    const payload = { name: 'Rapid', phoneNumber: '9876543210', address: '1 MG Road', pincode: '560001', email: 'rapid@example.in', amount: totals.amount, paymentType: 'COD' };
    const results = [];
    for (let round = 0; round < 12; round++) {
      await cartOf(rapid, productId, 1);
      // Three at once: only one can take the cart; the rest find it empty.
      results.push(...(await Promise.all([0, 1, 2].map(() => t.app.inject({ method: 'POST', url: '/api/orders/create', headers: rapid.auth, payload })))));
    }
    const placed = await t.db.selectFrom('orders').select('id').where('user_id', '=', rapid.userId).execute();
    expect(placed).toHaveLength(10);
    const refused = results.filter((r) => r.statusCode === 429);
    expect(refused.length).toBeGreaterThan(0);
    expect(refused[0].json().msg).toMatch(/^You have placed many orders in a short time\. Please try again in \d+ minutes?\.$/);
    expect(results.every((r) => r.statusCode < 500)).toBe(true);
  });
});

describe('production never runs on the payment sandbox by accident (finding 4)', () => {
  const production = { NODE_ENV: 'production', JWT_SECRET: 'a-production-secret-that-is-long-enough-123' };

  it('refuses to start with NODE_ENV=production and no Razorpay keys, saying why and how a staging box opts in', () => {
    expect(() => loadConfig(production)).toThrow(ConfigError);
    try {
      loadConfig(production);
    } catch (err) {
      expect((err as ConfigError).problems.join('\n')).toMatch(
        /RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET: required when NODE_ENV=production.*any shopper can pay for an online order without paying.*ALLOW_SANDBOX_PAYMENTS=true/,
      );
    }
    const staging = loadConfig({ ...production, ALLOW_SANDBOX_PAYMENTS: 'true' });
    expect(staging.razorpay).toBeNull();
    expect(staging.warnings.join('\n')).toMatch(/ALLOW_SANDBOX_PAYMENTS=true: payments go to the offline sandbox/);
    expect(loadConfig({ ...production, RAZORPAY_KEY_ID: 'rzp_live_x', RAZORPAY_KEY_SECRET: 'secret' }).razorpay).not.toBeNull();
    expect(() => loadConfig({ ...production, ALLOW_SANDBOX_PAYMENTS: 'maybe' })).toThrow(/ALLOW_SANDBOX_PAYMENTS: must be true or false/);
    // Development and tests keep the sandbox without asking.
    expect(loadConfig({}).razorpay).toBeNull();
  });

  it('sandbox/pay answers once per payment order, even to parallel calls', async () => {
    const productId = await productWith(100);
    await cartOf(other, productId, 1);
    const cart = await t.app.inject({ method: 'POST', url: '/api/orders/create', headers: other.auth, payload: { amount: 1 } });
    const amount = cart.json<{ amount?: number }>().amount ?? 118;
    const po = await t.app.inject({ method: 'POST', url: '/api/orders/create-razorpay-order', headers: other.auth, payload: { amount } });
    expect(po.statusCode, po.body).toBe(200);
    const orderId = po.json<{ id: string }>().id;
    const pays = await Promise.all(
      Array.from({ length: 6 }, () => t.app.inject({ method: 'POST', url: '/api/orders/sandbox/pay', headers: other.auth, payload: { razorpay_order_id: orderId } })),
    );
    expect(pays.filter((p) => p.statusCode === 200)).toHaveLength(1);
    expect(pays.filter((p) => p.statusCode === 409)).toHaveLength(5);
    expect(pays.find((p) => p.statusCode === 409)!.json().msg).toBe('This payment order has already been paid');
    const again = await t.app.inject({ method: 'POST', url: '/api/orders/sandbox/pay', headers: other.auth, payload: { razorpay_order_id: orderId } });
    expect(again.statusCode).toBe(409);
  });
});

describe('both engines answer alike (finding 6)', () => {
  it('a NUL character anywhere gets the same 400 on SQLite and PostgreSQL, and nothing is written', async () => {
    const nul = 'A\u0000B';
    const calls = [
      { method: 'POST' as const, url: '/api/user/signup', payload: { name: nul, email: 'nul@example.in', phone: '9700000002', password: 'Nul@20261' } },
      { method: 'PUT' as const, url: `/api/user/${me.userId}`, headers: me.auth, payload: { name: nul, phone: '9700000003', images: ['x'] } },
      { method: 'POST' as const, url: '/api/orders/create', headers: me.auth, payload: { name: nul, address: nul, amount: 1, paymentType: 'COD' } },
      { method: 'DELETE' as const, url: '/api/cart/%00', headers: me.auth },
      { method: 'DELETE' as const, url: '/api/my-list/%00', headers: me.auth },
      { method: 'GET' as const, url: '/api/products/%00' },
      { method: 'GET' as const, url: '/api/search?q=%00' },
      { method: 'POST' as const, url: '/api/user/signin', payload: { email: 'hard@example.in', password: nul } },
      { method: 'POST' as const, url: '/api/cart/add', headers: me.auth, payload: { productId: 'x', [nul]: 1 } },
    ];
    for (const call of calls) {
      const res = await t.app.inject(call);
      expect(res.statusCode, `${call.method} ${call.url}`).toBe(400);
      expect(res.json().msg, `${call.method} ${call.url}`).toBe('Text cannot contain NUL characters');
    }
    expect(await t.db.selectFrom('users').select('id').where('email', '=', 'nul@example.in').executeTakeFirst()).toBeUndefined();
  });

  it('decimal prices in filters are answered, the same on both engines', async () => {
    const all = await t.app.inject({ method: 'GET', url: '/api/products?perPage=100&minPrice=100&maxPrice=100000' });
    for (const url of ['/api/products?minPrice=100.5&maxPrice=99999.5&perPage=100', '/api/products/fiterByPrice?minPrice=100.5&maxPrice=5000.25&catId=']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, `${url} ${res.body}`).toBeLessThan(500);
    }
    const decimal = await t.app.inject({ method: 'GET', url: '/api/products?minPrice=100.5&maxPrice=99999.5&perPage=100' });
    expect(decimal.statusCode).toBe(200);
    const prices = decimal.json<{ products: { price: number }[] }>().products.map((p) => p.price);
    expect(prices.every((p) => p >= 101 && p <= 99999)).toBe(true);
    expect(all.statusCode).toBe(200);
  });

  it('absurdly deep nesting is refused with 400', async () => {
    const deep = '['.repeat(5000) + ']'.repeat(5000);
    const res = await t.app.inject({ method: 'POST', url: '/api/user/signin', headers: { 'content-type': 'application/json' }, payload: `{"email":${deep}}` });
    expect(res.statusCode).toBe(400);
  });
});

describe('a request that never finishes arriving (finding 11)', () => {
  it('is answered 408 and its connection closed once REQUEST_TIMEOUT_MS passes', async () => {
    const app = await buildApp({ config: { ...t.config, requestTimeoutMs: 400 }, db: t.db, logger: false });
    await app.listen({ host: '127.0.0.1', port: 0 });
    try {
      const { port } = app.server.address() as AddressInfo;
      const started = Date.now();
      const answer = await new Promise<string>((resolve, reject) => {
        const socket = connect(port, '127.0.0.1', () => {
          socket.write('POST /api/user/signin HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"email":');
        });
        let got = '';
        socket.on('data', (d) => (got += d.toString()));
        socket.on('close', () => resolve(got));
        socket.on('error', reject);
        setTimeout(() => {
          socket.destroy();
          reject(new Error('still waiting after 5 s'));
        }, 5000).unref();
      });
      expect(answer).toMatch(/^HTTP\/1\.1 408/);
      expect(Date.now() - started).toBeLessThan(3000);
    } finally {
      await app.close();
    }
  });

  it('REQUEST_TIMEOUT_MS is read from the environment (60 s by default)', () => {
    expect(loadConfig({}).requestTimeoutMs).toBe(60_000);
    expect(loadConfig({ REQUEST_TIMEOUT_MS: '15000' }).requestTimeoutMs).toBe(15_000);
    expect(() => loadConfig({ REQUEST_TIMEOUT_MS: '5' })).toThrow(/REQUEST_TIMEOUT_MS: must be at least 100/);
  });
});
