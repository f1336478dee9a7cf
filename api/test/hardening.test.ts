// What a hostile review of the API found (issue 11): each hole, closed, on SQLite and PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignJWT } from 'jose';
import { latestCode, PNG_1X1 } from './account-helpers';
import { createTestContext, createUser, signIn, TEST_JWT_SECRET, type TestContext } from './helpers';

let t: TestContext;
let me: Awaited<ReturnType<typeof signIn>>;
let other: Awaited<ReturnType<typeof signIn>>;

beforeAll(async () => {
  t = await createTestContext();
  await createUser(t.db, { email: 'hard@example.in', password: 'Hard@1234', name: 'Hard Case' });
  await createUser(t.db, { email: 'hard2@example.in', password: 'Hard@1234', name: 'Other Case' });
  me = await signIn(t.app, 'hard@example.in', 'Hard@1234');
  other = await signIn(t.app, 'hard2@example.in', 'Hard@1234');
});
afterAll(async () => {
  await t?.close();
});

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
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/user/changePassword/${laptop.userId}`,
      headers: laptop.auth,
      payload: { password: 'Change@123', newPass: 'Changed@456' },
    });
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
    const res = await t.app.inject({ method: 'PUT', url: `/api/user/changePassword/${other.userId}`, headers: other.auth, payload: { password: 'Hard@1234', newPass: 'iloveyou' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe('This password is too common. Please choose another.');
    const same = await t.app.inject({ method: 'PUT', url: `/api/user/changePassword/${other.userId}`, headers: other.auth, payload: { password: 'Hard@1234', newPass: 'hard2@example.in' } });
    expect(same.json().msg).toBe('Password cannot be your e-mail address');
    const reset = await t.app.inject({ method: 'POST', url: '/api/user/forgotPassword/reset', payload: { email: 'hard2@example.in', resetToken: 'x'.repeat(40), newPass: '111111' } });
    expect(reset.statusCode).toBe(400);
    expect(reset.json()).toMatchObject({ success: false, msg: 'This password is too common. Please choose another.' });
    const { passwordProblem } = await import('../src/lib/password-rules');
    for (const fine of ['Demo@1234', 'Secret@123', 'Fresh@123', 'Journey@123', 'Reset@123', 'Shopper@123', 'Wrong@123']) {
      expect(passwordProblem(fine, 'someone@example.in'), fine).toBeNull();
    }
  });
});
