// Password guessing at sign-in is slowed per e-mail and address, and per address (decisions §2:
// the old shop let anyone try passwords forever).
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { DEMO_SHOPPER } from '../src/db/seed/index';
import {
  SIGN_IN_MAX_FAILURES_PER_ADDRESS,
  SIGN_IN_MAX_FAILURES_PER_EMAIL,
  SIGN_IN_WINDOW_MS,
  tooManyMessage,
} from '../src/lib/sign-in-throttle';
import { ageRows } from './account-helpers';
import { createUser, useTestContext, type TestContext } from './helpers';

const t = useTestContext();

/** A sign-in from `ip` (to the app of `on`, this file's by default). */
function signin(email: string, password: string, ip: string, headers: Record<string, string> = {}, on: TestContext = t) {
  return on.app.inject({ method: 'POST', url: '/api/user/signin', payload: { email, password }, remoteAddress: ip, headers });
}

async function fail(email: string, ip: string, times: number) {
  for (let i = 0; i < times; i++) expect((await signin(email, 'Wrong@000', ip)).statusCode).toBe(401);
}

/** Moves every recorded failure back in time, as if the shopper had waited. */
async function age(ms: number) {
  await ageRows(t, 'sign_in_failures', ms);
}

describe('sign-in limits', () => {
  it('after 5 wrong passwords from one address, even the right one waits (429 with a clear message); after 15 minutes it works', async () => {
    const email = 'guessed@example.in';
    await createUser(t.db, { email, password: 'Right@123' });
    await fail(email, '203.0.113.1', SIGN_IN_MAX_FAILURES_PER_EMAIL);

    const blocked = await signin(email, 'Right@123', '203.0.113.1');
    expect(blocked.statusCode).toBe(429);
    const body = blocked.json();
    expect(body).toMatchObject({ error: true, msg: 'Too many failed sign-in attempts. Please try again in 15 minutes or reset your password.' });
    expect(body.retryAfter).toBeGreaterThan(14 * 60);
    expect(body.retryAfter).toBeLessThanOrEqual(15 * 60);
    expect(body).not.toHaveProperty('token');

    // Another address is not held up for this e-mail, and other e-mails are not held up here.
    expect((await signin(email, 'Right@123', '203.0.113.2')).statusCode).toBe(200);
    expect((await signin(DEMO_SHOPPER.email, DEMO_SHOPPER.password, '203.0.113.1')).statusCode).toBe(200);

    await age(SIGN_IN_WINDOW_MS);
    expect((await signin(email, 'Right@123', '203.0.113.1')).statusCode).toBe(200);
  });

  it('counts unknown e-mails too, so probing for accounts is slowed alike', async () => {
    await fail('nobody-here@example.in', '203.0.113.3', SIGN_IN_MAX_FAILURES_PER_EMAIL);
    const res = await signin('Nobody-Here@example.in', 'Wrong@000', '203.0.113.3');
    expect(res.statusCode).toBe(429);
  });

  it('a successful sign-in starts afresh: 4 wrong, right, 4 wrong still lets the right one in', async () => {
    const email = 'forgetful@example.in';
    await createUser(t.db, { email, password: 'Right@123' });
    await fail(email, '203.0.113.4', SIGN_IN_MAX_FAILURES_PER_EMAIL - 1);
    expect((await signin(email, 'Right@123', '203.0.113.4')).statusCode).toBe(200);
    await fail(email, '203.0.113.4', SIGN_IN_MAX_FAILURES_PER_EMAIL - 1);
    expect((await signin(email, 'Right@123', '203.0.113.4')).statusCode).toBe(200);
  });

  it('one address trying many e-mails is held up after 20 failures, for every e-mail', async () => {
    const ip = '203.0.113.5';
    for (let i = 0; i < SIGN_IN_MAX_FAILURES_PER_ADDRESS; i++) {
      expect((await signin(`spray${i}@example.in`, 'Wrong@000', ip)).statusCode).toBe(401);
    }
    const res = await signin(DEMO_SHOPPER.email, DEMO_SHOPPER.password, ip);
    expect(res.statusCode).toBe(429);
    expect((await signin(DEMO_SHOPPER.email, DEMO_SHOPPER.password, '203.0.113.6')).statusCode).toBe(200);
  });

  it('warns the operator once when requests come through a proxy TRUST_PROXY does not name', async () => {
    const lines: string[] = [];
    const { buildApp } = await import('../src/app');
    const app = await buildApp({
      config: t.config,
      db: t.db,
      logger: { level: 'warn', stream: { write: (line: string) => void lines.push(line) } },
    });
    try {
      await app.inject({ method: 'GET', url: '/api/health' });
      expect(lines.filter((l) => l.includes('TRUST_PROXY is not set'))).toHaveLength(0);
      for (let i = 0; i < 2; i++) await app.inject({ method: 'GET', url: '/api/health', headers: { 'x-forwarded-for': '198.51.100.1' } });
      expect(lines.filter((l) => l.includes('TRUST_PROXY is not set'))).toHaveLength(1);
    } finally {
      await app.close();
    }
  });

  it('ignores X-Forwarded-For unless TRUST_PROXY says the proxy may be believed', async () => {
    const email = 'spoofer@example.in';
    await fail(email, '203.0.113.7', SIGN_IN_MAX_FAILURES_PER_EMAIL);
    const spoofed = await signin(email, 'Wrong@000', '203.0.113.7', { 'x-forwarded-for': '198.51.100.9' });
    expect(spoofed.statusCode).toBe(429);
  });

  it('words the wait in whole minutes', () => {
    expect(tooManyMessage(30)).toBe('Too many failed sign-in attempts. Please try again in 1 minute or reset your password.');
    expect(tooManyMessage(61)).toBe('Too many failed sign-in attempts. Please try again in 2 minutes or reset your password.');
  });
});

describe('sign-in limits behind a trusted proxy', () => {
  const proxied = useTestContext({ TRUST_PROXY: '10.0.0.1' });

  it('counts per forwarded client address when the request comes from the trusted proxy', async () => {
    const send = (client: string) => signin('behind@example.in', 'Wrong@000', '10.0.0.1', { 'x-forwarded-for': client }, proxied);
    for (let i = 0; i < SIGN_IN_MAX_FAILURES_PER_EMAIL; i++) expect((await send('198.51.100.1')).statusCode).toBe(401);
    expect((await send('198.51.100.1')).statusCode).toBe(429);
    expect((await send('198.51.100.2')).statusCode).toBe(401);
  });

  it('reads TRUST_PROXY as true, false, hops or a list, and names it when it is neither', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 10.1.0.0/16' }).trustProxy).toEqual(['10.0.0.1', '10.1.0.0/16']);
    expect(() => loadConfig({ TRUST_PROXY: 'the load balancer' })).toThrow(/TRUST_PROXY: must be true, false/);
  });
});

describe('sign-in limits behind one proxy hop (TRUST_PROXY=1)', () => {
  const hop = useTestContext({ TRUST_PROXY: '1' });

  it('takes the address the nearest proxy saw, not one the client wrote further left', async () => {
    const send = (forwarded: string) => signin('hop@example.in', 'Wrong@000', '10.0.0.9', { 'x-forwarded-for': forwarded }, hop);
    // The client forges a different left-most address each time; the proxy appends the real one.
    for (let i = 0; i < SIGN_IN_MAX_FAILURES_PER_EMAIL; i++) expect((await send(`192.0.2.${i}, 198.51.100.7`)).statusCode).toBe(401);
    expect((await send('192.0.2.200, 198.51.100.7')).statusCode).toBe(429);
  });
});
