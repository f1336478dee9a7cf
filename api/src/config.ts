// Reads the environment once, validates it, and turns it into the typed settings the app uses.
// A bad or missing value stops the start with a message naming the variable and what is expected.
import { dirname, isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** The api/ folder: relative defaults (database file, uploads, outbox) live under it. */
export const API_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

const DEV_JWT_SECRET = 'storefront-dev-secret-change-me-0123456789';

const DEFAULT_CORS_ORIGINS = [3000, 3001, 3002, 3003, 3004].flatMap((port) => [
  `http://localhost:${port}`,
  `http://127.0.0.1:${port}`,
]);

export type DatabaseTarget =
  | { kind: 'sqlite'; filename: string }
  | { kind: 'postgres'; connectionString: string };

export interface Config {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /** 'lines': one readable line per request and message (development); 'json': pino's JSON (production). */
  logFormat: 'lines' | 'json';
  database: DatabaseTarget;
  jwtSecret: string;
  /** Token lifetime in seconds. */
  jwtTtlSeconds: number;
  corsOrigins: string[];
  /**
   * The Domain of the session cookie, when the API and the shop's pages are served from different
   * hosts of one site (api.shop.in and shop.in: 'shop.in'). Unset: the API's host (any port).
   */
  sessionCookieDomain: string | null;
  uploadDir: string;
  outboxDir: string;
  smtpUrl: string | null;
  /** webhookSecret: the secret of the Razorpay webhook (payment.captured, order.paid), when one is set up. */
  razorpay: { keyId: string; keySecret: string; webhookSecret?: string } | null;
  google: { clientId: string; jwksUrl: string } | null;
  /**
   * Fastify's trustProxy: which proxies may tell the client's address in X-Forwarded-For (the
   * sign-in limits count per address). false: none (the API is reached directly).
   */
  trustProxy: boolean | number | string[];
  /**
   * Per client address and hour: accounts created, and one-time codes e-mailed (to any addresses).
   * Per shopper and hour: reviews written and orders placed. codCeiling: the largest order total
   * (rupees) Cash on Delivery may carry.
   */
  limits: { signupsPerHour: number; codesPerHour: number; reviewsPerHour: number; ordersPerHour: number; codCeiling: number };
  /** The offline payment sandbox runs with NODE_ENV=production only when the operator asked for it. */
  allowSandboxPayments: boolean;
  /** How long a request (headers and body) may take to arrive, in ms. */
  requestTimeoutMs: number;
  /** Uploaded images go to this S3-compatible bucket instead of uploadDir when set. */
  s3: { endpoint: string; bucket: string; region: string; accessKeyId: string; secretAccessKey: string; publicUrl: string } | null;
  /** Who sells (decisions §7): printed on every tax invoice; `state` decides CGST + SGST or IGST. */
  seller: { name: string; address: string; gstin: string; state: string };
  /** Problems that do not stop the start but that an operator should see (logged by the app). */
  warnings: string[];
}

/** GSTIN: 2-digit state code, PAN (5 letters, 4 digits, 1 letter), entity number, 'Z', check character. */
export const GSTIN_PATTERN = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;
const GSTIN_CHARS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** A GSTIN's 15th character: the check character of its first 14 (GST's mod-36 scheme). */
export function gstinCheckChar(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i += 1) {
    const product = GSTIN_CHARS.indexOf(first14[i]) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return GSTIN_CHARS[(36 - (sum % 36)) % 36];
}

/** A GSTIN of the right shape whose check character is right: what a GST validator accepts. */
export function isValidGstin(text: string): boolean {
  return GSTIN_PATTERN.test(text) && text[14] === gstinCheckChar(text.slice(0, 14));
}
/** The demo seller's defaults (a made-up GSTIN of Karnataka's state code 29). */
export const DEMO_SELLER = {
  name: 'Storefront Retail Private Limited',
  address: '3rd Floor, 21 Residency Road, Bengaluru, Karnataka 560025',
  gstin: '29ABCDE1234F1ZW',
  state: 'Karnataka',
} as const;

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

const TTL_UNITS: Record<string, number> = { s: 1, m: 60, h: 3600, d: 86400, w: 604800 };

/** '7d', '12h', '30m', '45s', '2w' or a plain number of seconds. */
export function parseTtl(value: string): number | null {
  const m = /^\s*(\d+)\s*([smhdw]?)\s*$/i.exec(value);
  if (!m) return null;
  const n = Number(m[1]) * TTL_UNITS[(m[2] || 's').toLowerCase()];
  return n > 0 ? n : null;
}

/** Unset: the SQLite file under api/data. postgres://...: PostgreSQL. sqlite:<path>, file:<path>, a path or :memory:: SQLite. */
export function parseDatabaseUrl(value: string | undefined): DatabaseTarget | null {
  if (value === undefined || value.trim() === '') {
    return { kind: 'sqlite', filename: resolve(API_ROOT, 'data', 'storefront.sqlite') };
  }
  const v = value.trim();
  if (/^postgres(ql)?:\/\//i.test(v)) return { kind: 'postgres', connectionString: v };
  if (v === ':memory:' || v === 'sqlite::memory:') return { kind: 'sqlite', filename: ':memory:' };
  const path = v.replace(/^(sqlite|file):(\/\/)?/i, '');
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(path)) return null;
  if (path === '') return null;
  return { kind: 'sqlite', filename: isAbsolute(path) ? path : resolve(API_ROOT, path) };
}

const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v === undefined || v === '' ? undefined : v));

const envSchema = z.object({
  NODE_ENV: z
    .enum(['development', 'production', 'test'], { error: 'must be development, production or test' })
    .default('development'),
  HOST: z.string().trim().min(1, 'must not be empty').default('127.0.0.1'),
  PORT: z.coerce
    .number({ error: 'must be a port number' })
    .int('must be a whole number')
    .min(0, 'must be between 0 and 65535')
    .max(65535, 'must be between 0 and 65535')
    .default(4000),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
      error: 'must be one of fatal, error, warn, info, debug, trace, silent',
    })
    .default('info'),
  LOG_FORMAT: z.enum(['lines', 'json'], { error: 'must be lines or json' }).optional(),
  DATABASE_URL: optionalText,
  JWT_SECRET: optionalText,
  JWT_TTL: optionalText,
  CORS_ORIGINS: optionalText,
  SESSION_COOKIE_DOMAIN: optionalText,
  UPLOAD_DIR: optionalText,
  OUTBOX_DIR: optionalText,
  SMTP_URL: optionalText,
  RAZORPAY_KEY_ID: optionalText,
  RAZORPAY_KEY_SECRET: optionalText,
  RAZORPAY_WEBHOOK_SECRET: optionalText,
  GOOGLE_CLIENT_ID: optionalText,
  GOOGLE_JWKS_URL: optionalText,
  TRUST_PROXY: optionalText,
  LIMIT_SIGNUPS_PER_HOUR: z.coerce.number({ error: 'must be a number' }).int('must be a whole number').min(1, 'must be at least 1').default(10),
  LIMIT_CODES_PER_HOUR: z.coerce.number({ error: 'must be a number' }).int('must be a whole number').min(1, 'must be at least 1').default(20),
  LIMIT_REVIEWS_PER_HOUR: z.coerce.number({ error: 'must be a number' }).int('must be a whole number').min(1, 'must be at least 1').default(10),
  LIMIT_ORDERS_PER_HOUR: z.coerce.number({ error: 'must be a number' }).int('must be a whole number').min(1, 'must be at least 1').default(10),
  COD_MAX_RUPEES: z.coerce.number({ error: 'must be a number' }).int('must be a whole number of rupees').min(1, 'must be at least 1').default(50_000),
  ALLOW_SANDBOX_PAYMENTS: z
    .enum(['true', 'false', '1', '0', ''], { error: 'must be true or false' })
    .optional()
    .transform((v) => v === 'true' || v === '1'),
  REQUEST_TIMEOUT_MS: z.coerce.number({ error: 'must be a number' }).int('must be a whole number').min(100, 'must be at least 100').default(60_000),
  S3_ENDPOINT: optionalText,
  S3_BUCKET: optionalText,
  S3_REGION: optionalText,
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_PUBLIC_URL: optionalText,
  SELLER_NAME: optionalText,
  SELLER_ADDRESS: optionalText,
  SELLER_GSTIN: optionalText,
  SELLER_STATE: optionalText,
});

const GOOGLE_JWKS_DEFAULT = 'https://www.googleapis.com/oauth2/v3/certs';

function isUrl(value: string, protocols: string[]): boolean {
  try {
    return protocols.includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

function dir(value: string | undefined, fallback: string): string {
  if (!value) return resolve(API_ROOT, fallback);
  return isAbsolute(value) ? value : resolve(API_ROOT, value);
}

/** 'true', 'false', a hop count, or a comma-separated list of proxy addresses / CIDR ranges. */
export function parseTrustProxy(value: string | undefined): Config['trustProxy'] | null {
  if (value === undefined) return false;
  const v = value.trim().toLowerCase();
  if (v === 'false' || v === '0' || v === '') return false;
  if (v === 'true') return true;
  if (/^\d+$/.test(v)) return Number(v);
  const list = v.split(',').map((a) => a.trim()).filter(Boolean);
  return list.length > 0 && list.every((a) => /^[0-9a-f.:]+(\/\d{1,3})?$/.test(a)) ? list : null;
}

/** Validates `env` (process.env by default). Throws ConfigError listing every problem found. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`));
  }
  const e = parsed.data;
  const problems: string[] = [];
  const warnings: string[] = [];

  const database = parseDatabaseUrl(e.DATABASE_URL);
  if (!database) {
    problems.push('DATABASE_URL: must be a postgres://... URL, a sqlite file path (sqlite:<path>) or unset for the default SQLite file');
  }

  let jwtSecret = e.JWT_SECRET;
  if (!jwtSecret) {
    if (e.NODE_ENV === 'production') {
      problems.push('JWT_SECRET: is required when NODE_ENV=production (use a long random string)');
    } else {
      warnings.push('JWT_SECRET is not set: using a development secret. Never run like this in production.');
      jwtSecret = DEV_JWT_SECRET;
    }
  } else if (jwtSecret.length < 32) {
    if (e.NODE_ENV === 'production') problems.push('JWT_SECRET: must be at least 32 characters long');
    else warnings.push('JWT_SECRET is shorter than 32 characters.');
  }

  const jwtTtlSeconds = parseTtl(e.JWT_TTL ?? '7d');
  if (jwtTtlSeconds === null) {
    problems.push("JWT_TTL: must be a duration such as '7d', '12h', '30m' or a number of seconds");
  }

  const corsOrigins = e.CORS_ORIGINS
    ? e.CORS_ORIGINS.split(',').map((o) => o.trim().replace(/\/$/, '')).filter(Boolean)
    : DEFAULT_CORS_ORIGINS;
  for (const origin of corsOrigins) {
    if (!isUrl(origin, ['http:', 'https:'])) problems.push(`CORS_ORIGINS: '${origin}' is not an http(s) origin`);
  }

  const sessionCookieDomain = e.SESSION_COOKIE_DOMAIN ?? null;
  if (sessionCookieDomain !== null && !/^\.?[a-z0-9-]+(\.[a-z0-9-]+)*$/i.test(sessionCookieDomain)) {
    problems.push("SESSION_COOKIE_DOMAIN: must be a host name such as 'shop.in'");
  }

  if (e.SMTP_URL && !isUrl(e.SMTP_URL, ['smtp:', 'smtps:'])) {
    problems.push('SMTP_URL: must be an smtp:// or smtps:// URL');
  }

  let razorpay: Config['razorpay'] = null;
  if (e.RAZORPAY_WEBHOOK_SECRET && !(e.RAZORPAY_KEY_ID && e.RAZORPAY_KEY_SECRET)) {
    problems.push('RAZORPAY_WEBHOOK_SECRET: needs RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET too');
  }
  if (e.RAZORPAY_KEY_ID || e.RAZORPAY_KEY_SECRET) {
    if (!e.RAZORPAY_KEY_ID || !e.RAZORPAY_KEY_SECRET) {
      problems.push('RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET: set both, or neither for the offline sandbox');
    } else {
      razorpay = { keyId: e.RAZORPAY_KEY_ID, keySecret: e.RAZORPAY_KEY_SECRET, ...(e.RAZORPAY_WEBHOOK_SECRET ? { webhookSecret: e.RAZORPAY_WEBHOOK_SECRET } : {}) };
    }
  }
  if (e.NODE_ENV === 'production' && !razorpay && !(e.RAZORPAY_KEY_ID || e.RAZORPAY_KEY_SECRET) && !e.ALLOW_SANDBOX_PAYMENTS) {
    problems.push(
      'RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET: required when NODE_ENV=production. Without them payments go to the offline sandbox, ' +
        'where any shopper can pay for an online order without paying. For a staging box only, set ALLOW_SANDBOX_PAYMENTS=true to run on the sandbox on purpose.',
    );
  }
  if (e.NODE_ENV === 'production' && !razorpay && e.ALLOW_SANDBOX_PAYMENTS) {
    warnings.push('ALLOW_SANDBOX_PAYMENTS=true: payments go to the offline sandbox and are not real. Never run a real shop like this.');
  }

  let google: Config['google'] = null;
  const jwksUrl = e.GOOGLE_JWKS_URL ?? GOOGLE_JWKS_DEFAULT;
  if (e.GOOGLE_JWKS_URL && !isUrl(e.GOOGLE_JWKS_URL, ['http:', 'https:'])) {
    problems.push('GOOGLE_JWKS_URL: must be an http(s) URL');
  }
  if (e.GOOGLE_CLIENT_ID) google = { clientId: e.GOOGLE_CLIENT_ID, jwksUrl };

  const trustProxy = parseTrustProxy(e.TRUST_PROXY);
  if (trustProxy === null) {
    problems.push('TRUST_PROXY: must be true, false, a number of proxy hops, or a comma-separated list of proxy addresses');
  }

  let s3: Config['s3'] = null;
  const s3Vars = [e.S3_ENDPOINT, e.S3_BUCKET, e.S3_ACCESS_KEY_ID, e.S3_SECRET_ACCESS_KEY];
  if (s3Vars.some(Boolean) || e.S3_PUBLIC_URL || e.S3_REGION) {
    if (!s3Vars.every(Boolean)) {
      problems.push('S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY: set all four to store uploads in a bucket, or none for the local folder');
    } else if (!isUrl(e.S3_ENDPOINT!, ['http:', 'https:'])) {
      problems.push('S3_ENDPOINT: must be an http(s) URL');
    } else if (e.S3_PUBLIC_URL && !isUrl(e.S3_PUBLIC_URL, ['http:', 'https:'])) {
      problems.push('S3_PUBLIC_URL: must be an http(s) URL');
    } else {
      const endpoint = e.S3_ENDPOINT!.replace(/\/$/, '');
      s3 = {
        endpoint,
        bucket: e.S3_BUCKET!,
        region: e.S3_REGION ?? 'us-east-1',
        accessKeyId: e.S3_ACCESS_KEY_ID!,
        secretAccessKey: e.S3_SECRET_ACCESS_KEY!,
        publicUrl: (e.S3_PUBLIC_URL ?? `${endpoint}/${e.S3_BUCKET}`).replace(/\/$/, ''),
      };
    }
  }

  const seller = {
    name: e.SELLER_NAME ?? DEMO_SELLER.name,
    address: e.SELLER_ADDRESS ?? DEMO_SELLER.address,
    gstin: (e.SELLER_GSTIN ?? DEMO_SELLER.gstin).toUpperCase(),
    state: e.SELLER_STATE ?? DEMO_SELLER.state,
  };
  if (!GSTIN_PATTERN.test(seller.gstin)) problems.push('SELLER_GSTIN: must be a 15-character GSTIN such as 29ABCDE1234F1ZW');
  else if (!isValidGstin(seller.gstin)) problems.push(`SELLER_GSTIN: its last character (the check character) must be ${gstinCheckChar(seller.gstin)}; is the number typed right?`);
  if (e.NODE_ENV === 'production' && !e.SELLER_GSTIN) {
    warnings.push('SELLER_GSTIN is not set: tax invoices carry the demo seller. Set SELLER_NAME, SELLER_ADDRESS, SELLER_GSTIN and SELLER_STATE.');
  }

  if (problems.length > 0 || trustProxy === null || !database || jwtTtlSeconds === null || !jwtSecret) {
    throw new ConfigError(problems);
  }

  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    logLevel: e.LOG_LEVEL,
    logFormat: e.LOG_FORMAT ?? (e.NODE_ENV === 'production' ? 'json' : 'lines'),
    database,
    jwtSecret,
    jwtTtlSeconds,
    corsOrigins,
    sessionCookieDomain,
    uploadDir: dir(e.UPLOAD_DIR, 'uploads'),
    outboxDir: dir(e.OUTBOX_DIR, 'outbox'),
    smtpUrl: e.SMTP_URL ?? null,
    razorpay,
    google,
    trustProxy,
    limits: {
      signupsPerHour: e.LIMIT_SIGNUPS_PER_HOUR,
      codesPerHour: e.LIMIT_CODES_PER_HOUR,
      reviewsPerHour: e.LIMIT_REVIEWS_PER_HOUR,
      ordersPerHour: e.LIMIT_ORDERS_PER_HOUR,
      codCeiling: e.COD_MAX_RUPEES,
    },
    allowSandboxPayments: e.ALLOW_SANDBOX_PAYMENTS,
    requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
    s3,
    seller,
    warnings,
  };
}
