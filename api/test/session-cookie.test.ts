// The cookie session beside the bearer token: set by sign-in, the same session as the token (a
// password change ends both), ended by sign-out and reset, and never a way for another site to write.
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { cartItemSchema, sessionSchema } from '@storefront/shared/contract';
import { loadConfig } from '../src/config';
import { endedSessionCookie, sessionCookie } from '../src/lib/session-cookie';
import { createUser, TEST_JWT_SECRET, useTestContext } from './helpers';

const t = useTestContext();
const SHOP = 'http://localhost:3000';
const who = { email: 'cookie@example.in', password: 'Cookie@123' };
let productIds: string[] = [];

beforeAll(async () => {
  await createUser(t.db, { ...who, name: 'Cookie Shopper' });
  const rows = await t.db.selectFrom('products').select('id').where('count_in_stock', '>', 5).where('product_ram', '=', '[]').where('size', '=', '[]').where('product_weight', '=', '[]').orderBy('id').limit(8).execute();
  productIds = rows.map((r) => r.id);
});

/** Signs in and gives the cookie the answer set, as a Cookie header's value. */
async function cookieOfSignIn(): Promise<{ cookie: string; setCookie: string; token: string; userId: string }> {
  const res = await t.app.inject({ method: 'POST', url: '/api/user/signin', payload: who });
  expect(res.statusCode).toBe(200);
  const setCookie = String(res.headers['set-cookie']);
  const body = res.json<{ token: string; user: { id: string } }>();
  return { cookie: setCookie.split(';')[0], setCookie, token: body.token, userId: body.user.id };
}

function cartOf(cookie: string) {
  return t.app.inject({ method: 'GET', url: '/api/cart', headers: { cookie } });
}

/** Each call adds another product (the same one twice is refused as already in the cart). */
let added = 0;
function addToCart(headers: Record<string, string>) {
  const productId = productIds[added++ % productIds.length];
  return t.app.inject({ method: 'POST', url: '/api/cart/add', headers, payload: { productId, quantity: 1 } });
}

describe('the session cookie', () => {
  it('is set by sign-in: httpOnly, SameSite=Lax, the whole path, as long as the token lives, carrying the token', async () => {
    const { setCookie, token } = await cookieOfSignIn();
    expect(setCookie).toMatch(/^sf_session=[^;]+; Path=\/; HttpOnly; SameSite=Lax; Max-Age=604800$/);
    expect(setCookie.split(';')[0]).toBe(`sf_session=${token}`);
  });

  it('is Secure in production and names the configured domain', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      JWT_SECRET: TEST_JWT_SECRET,
      RAZORPAY_KEY_ID: 'k',
      RAZORPAY_KEY_SECRET: 's',
      SESSION_COOKIE_DOMAIN: 'shop.in',
      DATABASE_URL: ':memory:',
    });
    expect(sessionCookie('abc', config)).toBe('sf_session=abc; Path=/; HttpOnly; SameSite=Lax; Max-Age=604800; Domain=shop.in; Secure');
    expect(endedSessionCookie(config)).toBe('sf_session=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0; Domain=shop.in; Secure');
  });

  it('authenticates reads like the token: the session names its shopper, the cart answers', async () => {
    const { cookie, userId } = await cookieOfSignIn();
    const session = await t.app.inject({ method: 'GET', url: '/api/user/session', headers: { cookie } });
    expect(session.statusCode).toBe(200);
    expect(sessionSchema.parse(session.json()).user).toMatchObject({ id: userId, name: 'Cookie Shopper', email: who.email });
    expect(session.headers['cache-control']).toBe('no-store');
    expect((await cartOf(cookie)).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/user/session' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/user/session', headers: { cookie: 'sf_session=forged' } })).statusCode).toBe(401);
  });

  it('writes from the shop\'s own pages (Origin, or Referer without one)', async () => {
    const { cookie } = await cookieOfSignIn();
    const before = z.array(cartItemSchema).parse((await cartOf(cookie)).json()).length;
    expect((await addToCart({ cookie, origin: SHOP })).statusCode).toBe(201);
    expect((await addToCart({ cookie, referer: `${SHOP}/products/${productIds[0]}` })).statusCode).toBe(201);
    expect(z.array(cartItemSchema).parse((await cartOf(cookie)).json()).length).toBe(before + 2);
  });

  it('refuses a cross-site write it would authenticate, and nothing changes', async () => {
    const { cookie } = await cookieOfSignIn();
    const before = (await cartOf(cookie)).body;
    const forged: Record<string, string>[] = [
      { cookie, origin: 'https://evil.example' },
      { cookie, referer: 'https://evil.example/page' },
      { cookie, origin: 'null' },
      { cookie },
    ];
    for (const headers of forged) {
      const res = await addToCart(headers);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ error: true, msg: 'Cross-site request refused' });
    }
    expect((await cartOf(cookie)).body).toBe(before);
  });

  it('leaves bearer-token callers as they were: no Origin needed', async () => {
    const { token } = await cookieOfSignIn();
    expect((await addToCart({ authorization: `Bearer ${token}`, origin: 'https://evil.example' })).statusCode).toBe(201);
  });

  it('is started for a browser that holds only a token (POST /api/user/session with the bearer token)', async () => {
    const { token, userId } = await cookieOfSignIn();
    const res = await t.app.inject({ method: 'POST', url: '/api/user/session', headers: { authorization: `Bearer ${token}`, origin: SHOP } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(sessionSchema.parse(res.json()).user).toMatchObject({ id: userId, email: who.email });
    const setCookie = String(res.headers['set-cookie']);
    expect(setCookie).toMatch(/^sf_session=[^;]+; Path=\/; HttpOnly; SameSite=Lax; Max-Age=604800$/);
    const cookie = setCookie.split(';')[0];
    expect(cookie).toBe(`sf_session=${token}`);
    expect((await cartOf(cookie)).statusCode).toBe(200);
  });

  it('is never started from a cookie alone, a forged token or nothing', async () => {
    const { cookie } = await cookieOfSignIn();
    const attempts: Record<string, string>[] = [
      { cookie, origin: SHOP },
      { cookie, origin: 'https://evil.example' },
      { authorization: 'Bearer forged', origin: SHOP },
      { origin: SHOP },
    ];
    for (const headers of attempts) {
      const res = await t.app.inject({ method: 'POST', url: '/api/user/session', headers });
      expect([401, 403]).toContain(res.statusCode);
      expect(res.headers['set-cookie']).toBeUndefined();
    }
  });

  it('is ended by sign-out', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/user/signout', headers: { origin: SHOP } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'You have signed out.' });
    expect(String(res.headers['set-cookie'])).toMatch(/^sf_session=; Path=\/; HttpOnly; SameSite=Lax; Max-Age=0$/);
  });

  it('ends the tokens it is sent with for good (the cookie\'s and the bearer one): a copy kept anywhere is refused, another session goes on', async () => {
    const kept = await cookieOfSignIn();
    const bearer = await cookieOfSignIn();
    const other = await cookieOfSignIn();
    const res = await t.app.inject({ method: 'POST', url: '/api/user/signout', headers: { cookie: kept.cookie, authorization: `Bearer ${bearer.token}`, origin: SHOP } });
    expect(res.statusCode).toBe(200);
    expect((await cartOf(kept.cookie)).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/cart', headers: { authorization: `Bearer ${bearer.token}` } })).statusCode).toBe(401);
    expect((await cartOf(other.cookie)).statusCode).toBe(200);
    // Ended twice is once.
    expect((await t.app.inject({ method: 'POST', url: '/api/user/signout', headers: { cookie: kept.cookie, origin: SHOP } })).statusCode).toBe(200);
    // Another site's page makes the browser send the cookie: it is cleared, its token is not ended.
    const third = await cookieOfSignIn();
    const forged = await t.app.inject({ method: 'POST', url: '/api/user/signout', headers: { cookie: third.cookie, origin: 'https://evil.example' } });
    expect(forged.statusCode).toBe(200);
    expect((await cartOf(third.cookie)).statusCode).toBe(200);
  });

  it('ends with a password change as tokens do, and the changing browser gets a fresh cookie', async () => {
    const { cookie, userId } = await cookieOfSignIn();
    const other = await cookieOfSignIn();
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/user/changePassword/${userId}`,
      headers: { cookie, origin: SHOP },
      payload: { name: 'Cookie Shopper', email: who.email, phone: '9000000000', images: [], password: who.password, newPass: 'Fresher@123' },
    });
    expect(res.statusCode).toBe(200);
    const fresh = String(res.headers['set-cookie']).split(';')[0];
    expect(fresh).toBe(`sf_session=${res.json<{ token: string }>().token}`);
    expect((await cartOf(other.cookie)).statusCode).toBe(401);
    expect((await cartOf(cookie)).statusCode).toBe(401);
    expect((await cartOf(fresh)).statusCode).toBe(200);
    // Back to the password the other tests sign in with.
    await t.app.inject({
      method: 'PUT',
      url: `/api/user/changePassword/${userId}`,
      headers: { cookie: fresh, origin: SHOP },
      payload: { name: 'Cookie Shopper', email: who.email, phone: '9000000000', images: [], password: 'Fresher@123', newPass: who.password },
    });
  });
});
