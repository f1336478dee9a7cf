import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SHOPPER } from '../src/db/seed/index';
import { signAccessToken } from '../src/lib/tokens';
import { signInSchema } from '@storefront/shared/contract';
import { createTestContext, createUser, TEST_JWT_SECRET, type TestContext } from './helpers';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
  await createUser(t.db, { email: 'unverified@example.in', password: 'Secret@123', verified: false });
});
afterAll(async () => {
  await t?.close();
});

function signin(payload: unknown) {
  return t.app.inject({ method: 'POST', url: '/api/user/signin', payload: payload as object });
}

describe('POST /api/user/signin', () => {
  it('signs the demo shopper in with a token whose subject is the user id', async () => {
    const res = await signin({ email: DEMO_SHOPPER.email, password: DEMO_SHOPPER.password });
    expect(res.statusCode).toBe(200);
    const body = signInSchema.parse(res.json());
    expect(body).toMatchObject({
      error: false,
      msg: 'User Login Successfully!',
      user: { name: 'Demo Shopper', email: 'demo@storefront.in', images: [] },
    });
    expect(body.user.userId).toBe(body.user.id);
    const claims = decodeJwt(body.token);
    expect(claims.sub).toBe(body.user.id);
    expect(claims.exp).toBeGreaterThan(Date.now() / 1000 + 6 * 86400);
  });

  it('accepts the e-mail in any case and with spaces around it', async () => {
    const res = await signin({ email: '  Demo@StoreFront.IN ', password: DEMO_SHOPPER.password });
    expect(res.statusCode).toBe(200);
  });

  it('answers a wrong password and an unknown e-mail alike: 401 Invalid credentials', async () => {
    const wrong = await signin({ email: DEMO_SHOPPER.email, password: 'Demo@12345' });
    const unknown = await signin({ email: 'nobody@storefront.in', password: DEMO_SHOPPER.password });
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ error: true, msg: 'Invalid credentials' });
    }
  });

  it('refuses accounts without a password (seeded reviewers) with 401', async () => {
    const res = await signin({ email: 'priya.nair@reviewers.storefront.in', password: 'anything' });
    expect(res.statusCode).toBe(401);
  });

  it('tells an unverified shopper to verify (403, isVerify false), but only with the right password', async () => {
    const res = await signin({ email: 'unverified@example.in', password: 'Secret@123' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      error: true,
      isVerify: false,
      msg: 'Your account is not verified yet. Please verify your email.',
    });
    const wrong = await signin({ email: 'unverified@example.in', password: 'nope' });
    expect(wrong.statusCode).toBe(401);
  });

  it.each([
    [{ password: 'x' }, 'Email cannot be blank!'],
    [{ email: '', password: 'x' }, 'Email cannot be blank!'],
    [{ email: 'demo@storefront.in' }, 'Password cannot be blank!'],
    [{ email: 'demo@storefront.in', password: '' }, 'Password cannot be blank!'],
    [{ email: 'not-an-email', password: 'x' }, 'Please enter a valid email address'],
    [{ email: 42, password: 'x' }, 'Email cannot be blank!'],
  ])('answers bad input %j with 400 %s', async (payload, msg) => {
    const res = await signin(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: true, msg });
  });

  it('answers a missing body with 400', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/user/signin' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: true });
  });
});

describe('authenticate', () => {
  it.each([
    ['no header', undefined],
    ['not a bearer', 'Basic abc'],
    ['garbage token', 'Bearer not.a.jwt'],
  ])('answers 401 Please login first for %s', async (_name, authorization) => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/cart',
      headers: authorization ? { authorization } : {},
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: true, msg: 'Please login first' });
  });

  it('refuses an expired token, one signed with another secret, and one for a missing user', async () => {
    const demo = await t.db.selectFrom('users').select('id').where('email', '=', DEMO_SHOPPER.email).executeTakeFirstOrThrow();
    const expired = await signAccessToken(demo.id, TEST_JWT_SECRET, -60);
    const foreign = await signAccessToken(demo.id, 'another-secret-that-is-long-enough-000000', 3600);
    const ghost = await signAccessToken('noSuchUser000000', TEST_JWT_SECRET, 3600);
    const valid = await signAccessToken(demo.id, TEST_JWT_SECRET, 3600);
    for (const token of [expired, foreign, ghost]) {
      const res = await t.app.inject({ method: 'GET', url: '/api/cart', headers: { authorization: `Bearer ${token}` } });
      expect(res.statusCode).toBe(401);
    }
    const ok = await t.app.inject({ method: 'GET', url: '/api/cart', headers: { authorization: `Bearer ${valid}` } });
    expect(ok.statusCode).toBe(200);
  });
});
