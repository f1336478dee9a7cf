import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OTP_MAX_SENDS_PER_HOUR } from '../src/domain/codes';
import { ageCodes, latestCode, mailsTo } from './account-helpers';
import { createTestContext, createUser, type TestContext } from './helpers';

let t: TestContext;
beforeAll(async () => {
  // Every sign-up attempt from the one test address counts (refused ones too), more than the default 10.
  t = await createTestContext({ LIMIT_SIGNUPS_PER_HOUR: '100' });
});
afterAll(async () => {
  await t?.close();
});

const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload });
let phoneSeq = 9100000000;
const shopper = (email: string) => ({ name: 'Asha Rao', email, phone: String(phoneSeq++), password: 'Secret@123', isAdmin: false });

/** Signs up and returns the code the e-mail carried. */
async function signUp(email: string): Promise<string> {
  const res = await post('/api/user/signup', shopper(email));
  expect(res.statusCode).toBe(201);
  return latestCode(t, email);
}

function wrongCode(code: string): string {
  return code === '000000' ? '111111' : '000000';
}

describe('POST /api/user/signup', () => {
  it('creates an unverified shopper, answers SUCCESS and e-mails a code a person would recognise', async () => {
    const res = await post('/api/user/signup', shopper('asha@example.in'));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ status: 'SUCCESS', msg: 'User registered successfully! Please check your e-mail for the OTP.' });
    expect(res.body).not.toMatch(/\b\d{6}\b/);

    const user = await t.db.selectFrom('users').selectAll().where('email', '=', 'asha@example.in').executeTakeFirstOrThrow();
    expect(user.is_verified).toBe(0);
    expect(user.is_admin).toBe(0);
    expect(user.password_hash).toMatch(/^\$argon2id\$/);

    const [mail] = await mailsTo(t, 'asha@example.in');
    expect(mail.subject).toMatch(/Storefront/);
    expect(mail.body).toMatch(/Hello Asha Rao,/);
    expect(mail.body).toMatch(/verify your Storefront account/);
    expect(mail.body).toMatch(/valid for 10 minutes/);
    expect(mail.code).toMatch(/^\d{6}$/);
    // Plain text in the file: a person can read it as it is.
    expect(mail.raw).toMatch(/^Content-Transfer-Encoding: 7bit$/m);

    // Only a keyed hash of the code is stored.
    const row = await t.db.selectFrom('otp_codes').selectAll().where('email', '=', 'asha@example.in').executeTakeFirstOrThrow();
    expect(row.code_hash).not.toContain(mail.code!);
    expect(row.purpose).toBe('verify');
  });

  it('never makes an admin, whatever the body says', async () => {
    const res = await post('/api/user/signup', { ...shopper('sneaky@example.in'), isAdmin: true });
    expect(res.statusCode).toBe(201);
    const user = await t.db.selectFrom('users').select('is_admin').where('email', '=', 'sneaky@example.in').executeTakeFirstOrThrow();
    expect(user.is_admin).toBe(0);
  });

  it('checks blanks in the spec order and answers FAILED with the message', async () => {
    const cases: [object, string][] = [
      [{ email: '', phone: '', password: '' }, 'name can not be blank!'],
      [{ name: 'A', phone: '', password: '' }, 'email can not be blank!'],
      [{ name: 'A', email: 'a@example.in', phone: '', password: '' }, 'phone can not be blank!'],
      [{ name: 'A', email: 'a@example.in', phone: '9123456780', password: '' }, 'password can not be blank!'],
      [{ name: 'A', email: 'a@example.in', phone: '98-76', password: 'Secret@123' }, 'Phone No. must be 7 to 15 digits'],
      [{ name: 'A', email: 'a@example.in', phone: '9123456780', password: '123' }, 'Password must be at least 6 characters'],
      [{ name: 'A', email: 'not-an-email', phone: '9123456780', password: 'Secret@123' }, 'Please enter a valid email address'],
    ];
    for (const [body, msg] of cases) {
      const res = await post('/api/user/signup', body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ status: 'FAILED', msg });
    }
  });

  it('refuses an e-mail or a phone number already used, with FAILED and a 409', async () => {
    await post('/api/user/signup', shopper('taken@example.in'));
    const again = await post('/api/user/signup', { ...shopper('TAKEN@example.in') });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ status: 'FAILED', msg: 'User already exists with this email!' });

    const phoneUsed = await post('/api/user/signup', { ...shopper('other@example.in'), phone: '9876543210' });
    expect(phoneUsed.statusCode).toBe(409);
    expect(phoneUsed.json()).toMatchObject({ status: 'FAILED', msg: 'User already exists with this phone number!' });
  });
});

describe('verifying the account', () => {
  it('the e-mailed code verifies the account once; then sign-in works', async () => {
    const email = 'verify.me@example.in';
    const code = await signUp(email);
    const before = await post('/api/user/signin', { email, password: 'Secret@123' });
    expect(before.statusCode).toBe(403);
    expect(before.json()).toMatchObject({ error: true, isVerify: false });

    const res = await post('/api/user/verifyemail', { otp: code, email });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'OTP Verified!' });
    expect((await post('/api/user/signin', { email, password: 'Secret@123' })).statusCode).toBe(200);

    const reused = await post('/api/user/verifyemail', { otp: code, email });
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toMatchObject({ error: true, success: false, msg: 'This OTP has expired or was already used. Please request a new OTP.' });
  });

  it('a wrong code 6 times: 5 tries are counted down, then even the right code is refused', async () => {
    const email = 'guesser@example.in';
    const code = await signUp(email);
    const bad = wrongCode(code);
    const answers = [];
    for (let i = 0; i < 6; i++) answers.push(await post('/api/user/verifyemail', { otp: bad, email }));
    expect(answers.slice(0, 5).map((r) => r.statusCode)).toEqual([400, 400, 400, 400, 400]);
    expect(answers[0].json().msg).toBe('Invalid OTP. 4 attempts left.');
    expect(answers[3].json().msg).toBe('Invalid OTP. 1 attempt left.');
    expect(answers[4].json().msg).toBe('Invalid OTP. No attempts left: please request a new OTP.');
    expect(answers[5].statusCode).toBe(429);
    expect(answers[5].json()).toMatchObject({ success: false, msg: 'Too many wrong attempts. Please request a new OTP.' });

    const right = await post('/api/user/verifyemail', { otp: code, email });
    expect(right.statusCode).toBe(429);
    const user = await t.db.selectFrom('users').select('is_verified').where('email', '=', email).executeTakeFirstOrThrow();
    expect(user.is_verified).toBe(0);
  });

  it('an expired code is refused', async () => {
    const email = 'late@example.in';
    const code = await signUp(email);
    await t.db.updateTable('otp_codes').set({ expires_at: new Date(Date.now() - 1000).toISOString() }).where('email', '=', email).execute();
    const res = await post('/api/user/verifyemail', { otp: code, email });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe('This OTP has expired or was already used. Please request a new OTP.');
  });

  it('asks for a 6-digit code', async () => {
    expect((await post('/api/user/verifyemail', { otp: '', email: 'a@example.in' })).json()).toMatchObject({ msg: 'Please enter OTP', success: false });
    expect((await post('/api/user/verifyemail', { otp: '12ab56', email: 'a@example.in' })).json()).toMatchObject({ msg: 'The OTP is 6 digits' });
  });

  it('the emailVerify update call checks the code for that account only', async () => {
    const email = 'update.call@example.in';
    const code = await signUp(email);
    const other = await createUser(t.db, { email: 'someone.else@example.in', password: 'Secret@123' });
    const user = await t.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();

    const wrongUser = await t.app.inject({ method: 'PUT', url: `/api/user/verifyAccount/emailVerify/${other}`, payload: { email, otp: code } });
    expect(wrongUser.statusCode).toBe(400);
    // That attempt used the code up; a new one is needed.
    await ageCodes(t, email, 31_000);
    await post('/api/user/verifyAccount/resendOtp', { email });
    const fresh = await latestCode(t, email);
    const ok = await t.app.inject({ method: 'PUT', url: `/api/user/verifyAccount/emailVerify/${user.id}`, payload: { email, otp: fresh } });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ success: true, message: 'OTP Verified!' });
  });
});

describe('POST /api/user/verifyAccount/resendOtp', () => {
  it('sends a new code by e-mail only (no otp in the answer), and the old code stops working', async () => {
    const email = 'resend@example.in';
    const first = await signUp(email);
    await ageCodes(t, email, 31_000);
    const res = await post('/api/user/verifyAccount/resendOtp', { email });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'A new OTP has been sent to your e-mail.' });
    expect(res.body).not.toMatch(/otp"|\b\d{6}\b/i);

    const mails = await mailsTo(t, email);
    expect(mails).toHaveLength(2);
    const second = mails[1].code!;
    if (second !== first) {
      expect((await post('/api/user/verifyemail', { otp: first, email })).statusCode).toBe(400);
    }
    expect((await post('/api/user/verifyemail', { otp: second, email })).statusCode).toBe(200);
  });

  it('is rate-limited in the database: 30 s between sends, at most 5 an hour', async () => {
    const email = 'spam@example.in';
    await signUp(email);
    const tooSoon = await post('/api/user/verifyAccount/resendOtp', { email });
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json()).toMatchObject({ error: true, success: false });
    expect(tooSoon.json().msg).toMatch(/^Please wait \d+ seconds before requesting another OTP\.$/);

    for (let i = 1; i < OTP_MAX_SENDS_PER_HOUR; i++) {
      await ageCodes(t, email, 31_000);
      expect((await post('/api/user/verifyAccount/resendOtp', { email })).statusCode).toBe(200);
    }
    await ageCodes(t, email, 31_000);
    const hourly = await post('/api/user/verifyAccount/resendOtp', { email });
    expect(hourly.statusCode).toBe(429);
    expect(hourly.json().msg).toMatch(/^Too many OTP requests/);
    expect(await mailsTo(t, email)).toHaveLength(OTP_MAX_SENDS_PER_HOUR);
  });

  it('answers unknown and already verified e-mails alike, without sending mail', async () => {
    const unknown = await post('/api/user/verifyAccount/resendOtp', { email: 'ghost@example.in' });
    const verified = await post('/api/user/verifyAccount/resendOtp', { email: 'demo@storefront.in' });
    for (const res of [unknown, verified]) {
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true, message: 'A new OTP has been sent to your e-mail.' });
    }
    expect(await mailsTo(t, 'ghost@example.in')).toHaveLength(0);
    expect(await mailsTo(t, 'demo@storefront.in')).toHaveLength(0);
  });
});
