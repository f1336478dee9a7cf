import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInSchema } from '@storefront/shared/contract';
import { fakeGoogle } from './account-helpers';
import { createTestContext, createUser, useTestContext, type TestContext } from './helpers';

const CLIENT_ID = 'storefront-test.apps.googleusercontent.com';

describe('Google sign-in, not configured', () => {
  const t = useTestContext();

  it('auth-config says so, and authWithGoogle answers a clear message', async () => {
    const config = await t.app.inject({ method: 'GET', url: '/api/user/auth-config' });
    expect(config.json()).toEqual({ googleClientId: null });
    const res = await t.app.inject({ method: 'POST', url: '/api/user/authWithGoogle', payload: { credential: 'x.y.z' } });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ error: true, msg: 'Sign-in with Google is not configured' });
  });
});

describe('Google sign-in with a client id', () => {
  let t: TestContext;
  let google: Awaited<ReturnType<typeof fakeGoogle>>;
  beforeAll(async () => {
    google = await fakeGoogle();
    t = await createTestContext({ GOOGLE_CLIENT_ID: CLIENT_ID, GOOGLE_JWKS_URL: google.jwksUrl });
  });
  afterAll(async () => {
    await t?.close();
    await google?.close();
  });

  const claims = (over: Record<string, unknown> = {}) => ({
    iss: 'https://accounts.google.com',
    aud: CLIENT_ID,
    sub: '1098765432101234567',
    email: 'Kavya.Menon@gmail.com',
    email_verified: true,
    name: 'Kavya Menon',
    picture: 'https://lh3.googleusercontent.com/a/kavya',
    ...over,
  });
  const auth = (credential: string) => t.app.inject({ method: 'POST', url: '/api/user/authWithGoogle', payload: { credential } });

  it('exposes the client id to the browser', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/user/auth-config' })).json()).toEqual({ googleClientId: CLIENT_ID });
  });

  it('creates a verified shopper from a valid ID token, signs them in, and finds them again next time', async () => {
    const res = await auth(await google.sign(claims()));
    expect(res.statusCode).toBe(200);
    const body = signInSchema.parse(res.json());
    expect(body.user).toMatchObject({ name: 'Kavya Menon', email: 'kavya.menon@gmail.com', images: ['https://lh3.googleusercontent.com/a/kavya'] });
    const row = await t.db.selectFrom('users').selectAll().where('id', '=', body.user.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ is_verified: 1, is_admin: 0, google_sub: '1098765432101234567', password_hash: null });
    const me = await t.app.inject({ method: 'GET', url: `/api/user/${body.user.id}`, headers: { authorization: `Bearer ${body.token}` } });
    expect(me.statusCode).toBe(200);

    const again = signInSchema.parse((await auth(await google.sign(claims({ name: 'Someone Else' })))).json());
    expect(again.user.id).toBe(body.user.id);
  });

  it('links an existing account with the same e-mail', async () => {
    const id = await createUser(t.db, { email: 'arjun@gmail.com', password: 'Arjun@123', verified: false });
    const body = signInSchema.parse((await auth(await google.sign(claims({ sub: '2222', email: 'arjun@gmail.com' })))).json());
    expect(body.user.id).toBe(id);
    const row = await t.db.selectFrom('users').select(['google_sub', 'is_verified']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toEqual({ google_sub: '2222', is_verified: 1 });
  });

  it('refuses tokens for another audience, another issuer, expired, signed with another key, or with an unverified e-mail', async () => {
    const bad = [
      await google.sign(claims({ aud: 'someone-else.apps.googleusercontent.com' })),
      await google.sign(claims({ iss: 'https://evil.example' })),
      await google.sign(claims(), { expiresIn: Math.floor(Date.now() / 1000) - 3600 }),
      await google.sign(claims(), { otherKey: true }),
      'not-a-jwt',
    ];
    for (const credential of bad) {
      const res = await auth(credential);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: true, msg: 'Google sign-in failed: the sign-in could not be verified. Please try again.' });
    }
    const unverified = await auth(await google.sign(claims({ sub: '3333', email: 'new@gmail.com', email_verified: false })));
    expect(unverified.statusCode).toBe(400);
    expect(unverified.json().msg).toBe('Your Google e-mail address is not verified.');
    expect(await t.db.selectFrom('users').select('id').where('email', '=', 'new@gmail.com').executeTakeFirst()).toBeUndefined();
  });
});
