import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ageCodes, latestCode, mailsTo } from './account-helpers';
import { createTestContext, createUser, type TestContext } from './helpers';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => {
  await t?.close();
});

const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload });

async function codeFor(email: string): Promise<string> {
  await ageCodes(t, email, 31_000);
  const res = await post('/api/user/forgotPassword/send-otp', { email });
  expect(res.statusCode).toBe(200);
  return latestCode(t, email);
}

async function tokenFor(email: string): Promise<string> {
  const res = await post('/api/user/forgotPassword/verify-otp', { email, otp: await codeFor(email) });
  expect(res.statusCode).toBe(200);
  return res.json<{ resetToken: string }>().resetToken;
}

describe('POST /api/user/forgotPassword/send-otp', () => {
  it('answers a known and an unknown e-mail alike; only the known one gets a reset code e-mail', async () => {
    await createUser(t.db, { email: 'known@example.in', password: 'Old@12345', name: 'Ravi Kumar' });
    const known = await post('/api/user/forgotPassword/send-otp', { email: 'known@example.in' });
    const unknown = await post('/api/user/forgotPassword/send-otp', { email: 'unknown@example.in' });
    expect(known.statusCode).toBe(unknown.statusCode);
    expect(known.json()).toEqual(unknown.json());
    expect(known.json()).toEqual({ success: true, message: 'If an account exists for this e-mail, we have sent an OTP to it.' });

    const [mail] = await mailsTo(t, 'known@example.in');
    expect(mail.body).toMatch(/reset your Storefront password/);
    expect(mail.body).toMatch(/valid for 10 minutes/);
    expect(mail.code).toMatch(/^\d{6}$/);
    expect(await mailsTo(t, 'unknown@example.in')).toHaveLength(0);

    // Rate limits look the same too.
    const k2 = await post('/api/user/forgotPassword/send-otp', { email: 'known@example.in' });
    const u2 = await post('/api/user/forgotPassword/send-otp', { email: 'unknown@example.in' });
    expect(k2.statusCode).toBe(429);
    expect(u2.statusCode).toBe(429);
  });

  it("answers a blank e-mail with 'Email cannot be blank!'", async () => {
    const res = await post('/api/user/forgotPassword/send-otp', { email: ' ' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, msg: 'Email cannot be blank!' });
  });
});

describe('verify-otp and reset', () => {
  it('a verified code gives a single-use resetToken that sets the new password', async () => {
    const email = 'reset.me@example.in';
    await createUser(t.db, { email, password: 'Old@12345' });
    const res = await post('/api/user/forgotPassword/verify-otp', { email, otp: await codeFor(email) });
    expect(res.statusCode).toBe(200);
    const body = res.json<{ success: boolean; message: string; resetToken: string }>();
    expect(body).toMatchObject({ success: true, message: 'OTP Verified!' });
    expect(body.resetToken.length).toBeGreaterThanOrEqual(40);
    const stored = await t.db.selectFrom('reset_tokens').selectAll().where('email', '=', email).executeTakeFirstOrThrow();
    expect(stored.token_hash).not.toContain(body.resetToken);

    const reset = await post('/api/user/forgotPassword/reset', { email, resetToken: body.resetToken, newPass: 'New@12345' });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toEqual({ success: true, message: 'Password reset!' });
    expect((await post('/api/user/signin', { email, password: 'New@12345' })).statusCode).toBe(200);
    expect((await post('/api/user/signin', { email, password: 'Old@12345' })).statusCode).toBe(401);

    const reused = await post('/api/user/forgotPassword/reset', { email, resetToken: body.resetToken, newPass: 'Evil@12345' });
    expect(reused.statusCode).toBe(403);
    expect(reused.json()).toMatchObject({
      success: false,
      msg: 'Your OTP verification has expired or was already used. Please verify the OTP again.',
    });
    expect((await post('/api/user/signin', { email, password: 'New@12345' })).statusCode).toBe(200);
  });

  it('refuses an expired token, a token for another e-mail, and no token', async () => {
    const email = 'expiry@example.in';
    await createUser(t.db, { email, password: 'Old@12345' });
    await createUser(t.db, { email: 'victim@example.in', password: 'Victim@123' });
    const token = await tokenFor(email);

    const other = await post('/api/user/forgotPassword/reset', { email: 'victim@example.in', resetToken: token, newPass: 'Evil@12345' });
    expect(other.statusCode).toBe(403);

    await t.db.updateTable('reset_tokens').set({ expires_at: new Date(Date.now() - 1000).toISOString() }).where('email', '=', email).execute();
    const expired = await post('/api/user/forgotPassword/reset', { email, resetToken: token, newPass: 'New@12345' });
    expect(expired.statusCode).toBe(403);

    const none = await post('/api/user/forgotPassword/reset', { email, newPass: 'New@12345' });
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({ msg: 'Verify OTP first' });
    expect((await post('/api/user/signin', { email, password: 'Old@12345' })).statusCode).toBe(200);
  });

  it('refuses a new password shorter than 6 characters, before using the token up', async () => {
    const email = 'short@example.in';
    await createUser(t.db, { email, password: 'Old@12345' });
    const token = await tokenFor(email);
    const short = await post('/api/user/forgotPassword/reset', { email, resetToken: token, newPass: '12345' });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({ msg: 'Password must be at least 6 characters' });
    expect((await post('/api/user/forgotPassword/reset', { email, resetToken: token, newPass: 'Six@26' })).statusCode).toBe(200);
  });

  it('a wrong code 6 times: tries run out and the right code no longer gives a token', async () => {
    const email = 'reset.guess@example.in';
    await createUser(t.db, { email, password: 'Old@12345' });
    const code = await codeFor(email);
    const bad = code === '000000' ? '111111' : '000000';
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push((await post('/api/user/forgotPassword/verify-otp', { email, otp: bad })).statusCode);
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
    const right = await post('/api/user/forgotPassword/verify-otp', { email, otp: code });
    expect(right.statusCode).toBe(429);
    expect(right.json()).not.toHaveProperty('resetToken');
  });

  it('an expired code gives no token', async () => {
    const email = 'reset.late@example.in';
    await createUser(t.db, { email, password: 'Old@12345' });
    const code = await codeFor(email);
    await t.db.updateTable('otp_codes').set({ expires_at: new Date(Date.now() - 1).toISOString() }).where('email', '=', email).execute();
    const res = await post('/api/user/forgotPassword/verify-otp', { email, otp: code });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, msg: 'This OTP has expired or was already used. Please request a new OTP.' });
  });

  it('a code for an unknown e-mail never verifies', async () => {
    await post('/api/user/forgotPassword/send-otp', { email: 'nobody.here@example.in' });
    for (const otp of ['000000', '123456']) {
      const res = await post('/api/user/forgotPassword/verify-otp', { email: 'nobody.here@example.in', otp });
      expect(res.statusCode).toBe(400);
    }
  });
});

describe('POST /api/user/forgotPassword/changePassword (after /verifyOTP)', () => {
  it('needs the verification token, matching passwords, and works once', async () => {
    const email = 'change.after.code@example.in';
    await createUser(t.db, { email, password: 'Old@12345' });

    const noProof = await post('/api/user/forgotPassword/changePassword', { email, newPass: 'New@12345', confirmPass: 'New@12345' });
    expect(noProof.statusCode).toBe(400);
    expect(noProof.json()).toMatchObject({ status: 'FAILED', msg: 'Verify OTP first' });

    const token = await tokenFor(email);
    const mismatch = await post('/api/user/forgotPassword/changePassword', { email, newPass: 'New@12345', confirmPass: 'New@54321', resetToken: token });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json()).toMatchObject({ status: 'FAILED', msg: 'Password and confirm password not match' });

    const ok = await post('/api/user/forgotPassword/changePassword', { email, newPass: 'New@12345', confirmPass: 'New@12345', resetToken: token });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ status: 'SUCCESS', message: 'Password changed successfully' });
    expect((await post('/api/user/signin', { email, password: 'New@12345' })).statusCode).toBe(200);

    const again = await post('/api/user/forgotPassword/changePassword', { email, newPass: 'Evil@12345', confirmPass: 'Evil@12345', resetToken: token });
    expect(again.statusCode).toBe(403);
    expect(again.json()).toMatchObject({ status: 'FAILED' });
  });

  it('an e-mail address alone changes nothing (the old shop trusted it)', async () => {
    const res = await post('/api/user/forgotPassword/changePassword', {
      email: 'demo@storefront.in',
      newPass: 'Evil@12345',
      confirmPass: 'Evil@12345',
      resetToken: 'made-up-token',
    });
    expect(res.statusCode).toBe(403);
    expect((await post('/api/user/signin', { email: 'demo@storefront.in', password: 'Demo@1234' })).statusCode).toBe(200);
  });
});
