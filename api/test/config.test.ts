import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { API_ROOT, ConfigError, gstinCheckChar, isValidGstin, loadConfig, parseDatabaseUrl, parseTtl } from '../src/config';

function problemsOf(env: NodeJS.ProcessEnv): string[] {
  try {
    loadConfig(env);
  } catch (err) {
    if (err instanceof ConfigError) return err.problems;
    throw err;
  }
  throw new Error('expected a ConfigError');
}

describe('config', () => {
  it("checks the seller's GSTIN by its check character, as a GST validator does", () => {
    // Published examples of valid GSTINs, and the demo seller's.
    for (const gstin of ['27AAPFU0939F1ZV', '29AAACR5055K1Z3', '29ABCDE1234F1ZW']) expect(isValidGstin(gstin), gstin).toBe(true);
    expect(isValidGstin('29ABCDE1234F1Z5')).toBe(false);
    expect(gstinCheckChar('29ABCDE1234F1Z')).toBe('W');
    expect(loadConfig({}).seller.gstin).toBe('29ABCDE1234F1ZW');
    expect(problemsOf({ SELLER_GSTIN: '29abcde1234f1z5' })).toEqual([
      'SELLER_GSTIN: its last character (the check character) must be W; is the number typed right?',
    ]);
    expect(problemsOf({ SELLER_GSTIN: '29ABCDE1234' })).toEqual(['SELLER_GSTIN: must be a 15-character GSTIN such as 29ABCDE1234F1ZW']);
  });

  it('has safe local defaults: 127.0.0.1:4000, SQLite under api/data, 7 day tokens, the five local origins', () => {
    const c = loadConfig({});
    expect(c.host).toBe('127.0.0.1');
    expect(c.port).toBe(4000);
    expect(c.database).toEqual({ kind: 'sqlite', filename: resolve(API_ROOT, 'data', 'storefront.sqlite') });
    expect(c.jwtTtlSeconds).toBe(7 * 86400);
    expect(c.corsOrigins).toContain('http://localhost:3000');
    expect(c.corsOrigins).toContain('http://127.0.0.1:3004');
    expect(c.corsOrigins).toHaveLength(10);
    expect(c.uploadDir).toBe(resolve(API_ROOT, 'uploads'));
    expect(c.outboxDir).toBe(resolve(API_ROOT, 'outbox'));
    expect(c.razorpay).toBeNull();
    expect(c.google).toBeNull();
  });

  it('uses a development JWT secret outside production, with a warning', () => {
    const c = loadConfig({ NODE_ENV: 'development' });
    expect(c.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(c.warnings.join(' ')).toMatch(/JWT_SECRET/);
  });

  it('refuses to start in production without JWT_SECRET, naming the variable', () => {
    expect(problemsOf({ NODE_ENV: 'production' }).join('\n')).toMatch(/^JWT_SECRET: is required/m);
  });

  it('explains a bad PORT, JWT_TTL, DATABASE_URL and CORS origin all at once or one by one', () => {
    expect(problemsOf({ PORT: 'eighty' })[0]).toMatch(/^PORT: /);
    expect(problemsOf({ PORT: '70000' })[0]).toMatch(/PORT: must be between 0 and 65535/);
    const many = problemsOf({ JWT_TTL: 'forever', DATABASE_URL: 'mysql://x/y', CORS_ORIGINS: 'not a url' });
    expect(many.some((p) => p.startsWith('JWT_TTL:'))).toBe(true);
    expect(many.some((p) => p.startsWith('DATABASE_URL:'))).toBe(true);
    expect(many.some((p) => p.startsWith('CORS_ORIGINS:'))).toBe(true);
  });

  it('needs both Razorpay keys or neither', () => {
    expect(problemsOf({ RAZORPAY_KEY_ID: 'rzp_test_x' })[0]).toMatch(/RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET/);
    expect(loadConfig({ RAZORPAY_KEY_ID: 'rzp_test_x', RAZORPAY_KEY_SECRET: 's' }).razorpay).toEqual({
      keyId: 'rzp_test_x',
      keySecret: 's',
    });
  });

  it('reads the listed settings', () => {
    const c = loadConfig({
      PORT: '4100',
      HOST: '0.0.0.0',
      JWT_SECRET: 'x'.repeat(40),
      JWT_TTL: '12h',
      CORS_ORIGINS: 'https://shop.example.in, https://m.shop.example.in/',
      UPLOAD_DIR: '/var/sf/uploads',
      SMTP_URL: 'smtp://user:pass@mail.example.in:587',
      GOOGLE_CLIENT_ID: 'abc.apps.googleusercontent.com',
      GOOGLE_JWKS_URL: 'http://127.0.0.1:9999/jwks',
    });
    expect(c.port).toBe(4100);
    expect(c.host).toBe('0.0.0.0');
    expect(c.jwtTtlSeconds).toBe(12 * 3600);
    expect(c.corsOrigins).toEqual(['https://shop.example.in', 'https://m.shop.example.in']);
    expect(c.uploadDir).toBe('/var/sf/uploads');
    expect(c.smtpUrl).toBe('smtp://user:pass@mail.example.in:587');
    expect(c.google).toEqual({ clientId: 'abc.apps.googleusercontent.com', jwksUrl: 'http://127.0.0.1:9999/jwks' });
    expect(c.warnings).toEqual([]);
  });

  it('parses database URLs and durations', () => {
    expect(parseDatabaseUrl('postgres://u:p@localhost:5432/sf')).toEqual({
      kind: 'postgres',
      connectionString: 'postgres://u:p@localhost:5432/sf',
    });
    expect(parseDatabaseUrl(':memory:')).toEqual({ kind: 'sqlite', filename: ':memory:' });
    expect(parseDatabaseUrl('sqlite:/tmp/x.sqlite')).toEqual({ kind: 'sqlite', filename: '/tmp/x.sqlite' });
    expect(parseDatabaseUrl('data/other.sqlite')).toEqual({ kind: 'sqlite', filename: resolve(API_ROOT, 'data/other.sqlite') });
    expect(parseDatabaseUrl('mysql://h/db')).toBeNull();
    expect(parseTtl('7d')).toBe(604800);
    expect(parseTtl('30m')).toBe(1800);
    expect(parseTtl('3600')).toBe(3600);
    expect(parseTtl('0')).toBeNull();
    expect(parseTtl('soon')).toBeNull();
  });
});
