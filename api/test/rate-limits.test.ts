// One client address cannot create accounts or have codes e-mailed to any number of addresses
// without end (the per-e-mail code limits alone let one address mail-bomb many people).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { mailsTo } from './account-helpers';
import { createTestContext, type TestContext } from './helpers';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ LIMIT_SIGNUPS_PER_HOUR: '3', LIMIT_CODES_PER_HOUR: '5' });
});
afterAll(async () => {
  await t?.close();
});

const post = (url: string, payload: object, ip: string) => t.app.inject({ method: 'POST', url, payload, remoteAddress: ip });
let phoneNo = 9700000000;
const shopper = (email: string) => ({ name: 'Limit Test', email, phone: String(phoneNo++), password: 'Secret@123' });

/** As if the hour had passed. */
async function age(ms: number) {
  const rows = await t.db.selectFrom('rate_events').select(['id', 'created_at']).execute();
  for (const r of rows) {
    await t.db.updateTable('rate_events').set({ created_at: new Date(Date.parse(r.created_at) - ms).toISOString() }).where('id', '=', r.id).execute();
  }
}

describe('per-address limits', () => {
  it('lets one address create 3 accounts an hour (as configured), then says how long to wait and creates nothing', async () => {
    for (let i = 0; i < 3; i++) expect((await post('/api/user/signup', shopper(`many${i}@example.in`), '203.0.113.20')).statusCode).toBe(201);
    const fourth = await post('/api/user/signup', shopper('many3@example.in'), '203.0.113.20');
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json()).toMatchObject({ error: true, status: 'FAILED', msg: 'Too many sign-ups from your network. Please try again in 60 minutes.' });
    expect(await t.db.selectFrom('users').select('id').where('email', '=', 'many3@example.in').executeTakeFirst()).toBeUndefined();
    expect(await mailsTo(t, 'many3@example.in')).toEqual([]);
    // Someone else is not held up.
    expect((await post('/api/user/signup', shopper('elsewhere@example.in'), '203.0.113.21')).statusCode).toBe(201);

    await age(60 * 60 * 1000);
    expect((await post('/api/user/signup', shopper('many3@example.in'), '203.0.113.20')).statusCode).toBe(201);
  });

  it('lets one address have 5 codes e-mailed an hour, to whichever addresses, then refuses and mails nothing', async () => {
    for (let i = 0; i < 5; i++) {
      const res = await post('/api/user/forgotPassword/send-otp', { email: `bomb${i}@example.in` }, '203.0.113.30');
      expect(res.statusCode).toBe(200);
    }
    const sixth = await post('/api/user/forgotPassword/send-otp', { email: 'victim@example.in' }, '203.0.113.30');
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toMatchObject({ error: true, success: false, msg: 'Too many code requests from your network. Please try again in 60 minutes.' });
    const resend = await post('/api/user/verifyAccount/resendOtp', { email: 'victim@example.in' }, '203.0.113.30');
    expect(resend.statusCode).toBe(429);
    expect((await post('/api/user/forgotPassword/send-otp', { email: 'victim@example.in' }, '203.0.113.31')).statusCode).toBe(200);
  });

  it('reads the limits from the environment and names a bad one', () => {
    expect(loadConfig({}).limits).toEqual({ signupsPerHour: 10, codesPerHour: 20, reviewsPerHour: 10, ordersPerHour: 10, codCeiling: 50_000 });
    expect(() => loadConfig({ LIMIT_SIGNUPS_PER_HOUR: '0' })).toThrow(/LIMIT_SIGNUPS_PER_HOUR: must be at least 1/);
    expect(() => loadConfig({ LIMIT_CODES_PER_HOUR: 'lots' })).toThrow(/LIMIT_CODES_PER_HOUR: must be a number/);
  });
});
