// Builds the Fastify app: config and database in, a ready app out. server.ts only listens; tests
// call buildApp with their own database and use app.inject.
import { mkdirSync } from 'node:fs';
import { constants as zlib } from 'node:zlib';
import compress from '@fastify/compress';
import cors from '@fastify/cors';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyError, type FastifyReply, type FastifyRequest, type FastifyServerOptions, type RouteOptions } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from './config';
import { dialectOf, openDatabase } from './db/index';
import { migrateToLatest } from './db/migrate';
import type { Database } from './db/schema';
import { ensureSeedImages, seedIfEmpty } from './db/seed/index';
import { seedImageDir } from './db/seed/render';
import './fastify-types';
import { captureClaimedUserIds, makeAuthenticate } from './lib/auth';
import { badRequest, HttpError } from './lib/errors';
import { watchCatalogueVersion } from './lib/catalogue-version';
import { lineStream, OneLinePerRequest } from './lib/log-lines';
import { BROTLI_QUALITY, COMPRESS_THRESHOLD, registerPublicCache } from './lib/public-cache';
import { createPaymentProvider } from './lib/payments/select-provider';
import { sweepUnusedPayments } from './repositories/refunds';
import { POPULARITY_REFRESH_MS, refreshPopularity } from './lib/popularity';
import { RequestValidationError, serializerCompiler, validatorCompiler, type ZodTypeProvider } from './lib/zod-schema';
import { accountRoutes } from './routes/account';
import { addressRoutes } from './routes/addresses';
import { couponRoutes } from './routes/coupons';
import { pincodeRoutes } from './routes/pincodes';
import { cartRoutes } from './routes/cart';
import { catalogueRoutes } from './routes/catalogue';
import { healthRoutes } from './routes/health';
import { myListRoutes } from './routes/my-list';
import { orderRoutes } from './routes/orders';
import { paymentWebhookRoutes } from './routes/payment-webhook';
import { productRoutes } from './routes/products';
import { reviewRoutes } from './routes/reviews';
import { profileRoutes } from './routes/profile';
import { userRoutes } from './routes/user';

export interface BuildAppOptions {
  config: Config;
  /**
   * An open, migrated database (tests pass their fresh one and close it themselves). Without it the
   * app opens config.database, migrates it, seeds it when empty, and closes it on app.close().
   */
  db?: Kysely<Database>;
  logger?: FastifyServerOptions['logger'];
  /** Where the log's lines go when config.logFormat is 'lines' (standard output). */
  logWrite?: (line: string) => void;
  /** Run the background jobs (the server does; tests call them directly). */
  background?: boolean;
  /** Told of every route as it is added (the contract test lists them with their schemas). */
  onRoute?: (route: RouteOptions) => void;
}

const SWEEP_INTERVAL_MS = 5 * 60 * 1000;

const JSON_BODY_LIMIT = 1024 * 1024;
/**
 * Every image URL names bytes that never change: seed pictures carry a hash of what drew them,
 * uploads get a fresh name on every write (never reused, never overwritten). A year, immutable.
 */
const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';

function clientMessage(err: FastifyError): string {
  switch (err.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return 'The request body is not valid JSON';
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'The request body is empty';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'The request body is too large';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Unsupported content type: send JSON (Content-Type: application/json)';
    default:
      return err.message || 'Bad request';
  }
}

const MAX_BODY_DEPTH = 32;

/** 'nul' when a text (or key) holds a NUL, 'deep' when nesting passes MAX_BODY_DEPTH, else null. */
function inputProblem(value: unknown, depth = 0): 'nul' | 'deep' | null {
  if (typeof value === 'string') return value.includes('\u0000') ? 'nul' : null;
  if (value === null || typeof value !== 'object') return null;
  if (depth >= MAX_BODY_DEPTH) return 'deep';
  for (const [key, item] of Object.entries(value)) {
    if (key.includes('\u0000')) return 'nul';
    const problem = inputProblem(item, depth + 1);
    if (problem) return problem;
  }
  return null;
}

/**
 * PostgreSQL cannot store a NUL in text and SQLite can: both engines refuse it alike, in the path,
 * the query and the body, before any route sees it. Absurdly deep nesting is refused too.
 */
async function refuseUnstorableInput(request: FastifyRequest): Promise<void> {
  const problem = inputProblem(request.params) ?? inputProblem(request.query) ?? inputProblem(request.body);
  if (problem === 'nul') throw badRequest('Text cannot contain NUL characters');
  if (problem === 'deep') throw badRequest('The request body is nested too deeply');
}

function trustHops(hops: number) {
  return (_address: string, hop: number) => hop < hops;
}

export async function buildApp({ config, db: givenDb, logger, logWrite, background = false, onRoute }: BuildAppOptions) {
  const lines = logger === undefined && config.logFormat === 'lines';
  const app = Fastify({
    logger: logger ?? (lines ? { level: config.logLevel, stream: lineStream(logWrite) } : { level: config.logLevel }),
    ...(lines ? { logController: new OneLinePerRequest() } : {}),
    bodyLimit: JSON_BODY_LIMIT,
    // A hop count trusts that many proxies nearest to the API.
    trustProxy: typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true },
    // An address the router cannot read answers in the API's own shape, not Fastify's: a path part
    // longer than any id names nothing (a product page reached by a mangled link shows 'Product not
    // found' with a 404, where it showed the router's 414 message and 'Try again').
    frameworkErrors: (err, _request, reply) => {
      const send = reply as unknown as FastifyReply;
      if (err.code === 'FST_ERR_MAX_PARAM_LENGTH') return send.code(404).send({ error: true, msg: 'Not found: the address is too long' });
      return send.code(400).send({ error: true, msg: err.code === 'FST_ERR_BAD_URL' ? 'The address is not valid' : 'Bad request' });
    },
    // A request (headers and body) that has not fully arrived in time is answered 408 and its
    // connection closed, so a body shorter than its Content-Length cannot hold a socket forever.
    requestTimeout: config.requestTimeoutMs,
    http: {
      requestTimeout: config.requestTimeoutMs,
      headersTimeout: Math.min(60_000, config.requestTimeoutMs),
      connectionsCheckingInterval: Math.min(30_000, Math.max(50, Math.floor(config.requestTimeoutMs / 4))),
    },
  }).withTypeProvider<ZodTypeProvider>();

  for (const warning of config.warnings) app.log.warn(warning);
  if (onRoute) app.addHook('onRoute', onRoute);

  let db = givenDb;
  if (!db) {
    const opened = openDatabase(config.database);
    db = opened.db;
    const ownDb = db;
    app.addHook('onClose', async () => ownDb.destroy());
    await migrateToLatest(db, opened.dialect);
    const seeded = await seedIfEmpty(db, { uploadDir: config.uploadDir });
    if (seeded) app.log.info(seeded, 'seeded an empty database with the demo catalogue');
  }
  const pictures = await ensureSeedImages();
  if (pictures.rendered > 0) app.log.info(pictures, 'rendered the seed pictures');

  app.decorate('config', config);
  app.decorate('db', db);
  app.decorate('dialect', dialectOf(db) ?? config.database.kind);
  app.decorate('authenticate', makeAuthenticate(db, config.jwtSecret, config.corsOrigins));
  app.decorateRequest('user', null);
  app.decorateRequest('claimedUserIds', null);
  app.addHook('preValidation', refuseUnstorableInput);
  app.addHook('preValidation', captureClaimedUserIds);
  if (config.trustProxy === false) {
    // Behind a proxy nobody told us about, every shopper would share its address in the limits.
    let warned = false;
    app.addHook('onRequest', (request, _reply, done) => {
      if (!warned && request.headers['x-forwarded-for']) {
        warned = true;
        request.log.warn('requests carry X-Forwarded-For but TRUST_PROXY is not set: per-address limits count the proxy, not the shopper');
      }
      done();
    });
  }
  // A shopper's own data (anything asked for with a token) is never kept by a shared cache, and no
  // answer is sniffed as another type.
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('x-content-type-options', 'nosniff');
    if ((request.headers.authorization || request.user) && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    done(null, payload);
  });

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler(config.env !== 'production'));

  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (err instanceof HttpError) {
      return reply.code(err.statusCode).send({ error: true, msg: err.message, ...err.extra });
    }
    if (err instanceof RequestValidationError || err.validation) {
      return reply.code(400).send({ error: true, msg: err.message });
    }
    const status = err.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.code(status).send({ error: true, msg: clientMessage(err) });
    }
    request.log.error({ err }, 'unhandled error');
    return reply.code(500).send({ error: true, msg: 'Something went wrong' });
  });

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0];
    const what = path.startsWith('/uploads/') ? 'File' : 'Route';
    return reply.code(404).send({ error: true, msg: `${what} not found: ${request.method} ${path}` });
  });

  await app.register(cors, {
    origin: config.corsOrigins,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    allowedHeaders: ['Content-Type', 'Authorization'],
    // The shop's pages send the session cookie with the shopper's own calls (see session-cookie.ts).
    credentials: true,
    maxAge: 600,
  });
  // After CORS (a cached answer is sent from onRequest: CORS's own onRequest must have run for it),
  // before compression (the ETag is the JSON's, whatever the encoding).
  // The catalogue version kept in memory (and, on PostgreSQL, told of other processes' changes).
  const catalogueVersion = watchCatalogueVersion(db, app.log);
  app.addHook('onClose', async () => catalogueVersion.stop());
  registerPublicCache(app, catalogueVersion.version);
  app.decorate('catalogueVersion', catalogueVersion.version);

  // JSON and SVG answers over 1 kB go out compressed (brotli at a quality cheap enough per request).
  await app.register(compress, {
    threshold: COMPRESS_THRESHOLD,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } },
  });

  mkdirSync(config.uploadDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: config.uploadDir,
    prefix: '/uploads/',
    index: false,
    cacheControl: false,
    setHeaders(reply) {
      reply.header('cache-control', IMMUTABLE_CACHE);
      reply.header('x-content-type-options', 'nosniff');
    },
  });
  // The seed pictures, rendered once per machine into their own folder under content-hashed names.
  await app.register(fastifyStatic, {
    root: seedImageDir(),
    prefix: '/uploads/seed/',
    index: false,
    cacheControl: false,
    decorateReply: false,
    setHeaders(reply) {
      reply.header('cache-control', IMMUTABLE_CACHE);
      reply.header('x-content-type-options', 'nosniff');
    },
  });

  await app.register(healthRoutes);
  await app.register(catalogueRoutes);
  await app.register(productRoutes);
  await app.register(reviewRoutes);
  await app.register(userRoutes);
  await app.register(accountRoutes);
  await app.register(profileRoutes);
  await app.register(myListRoutes);
  await app.register(cartRoutes);
  await app.register(orderRoutes);
  await app.register(paymentWebhookRoutes);
  await app.register(pincodeRoutes);
  await app.register(couponRoutes);
  await app.register(addressRoutes);

  if (background) {
    // Payments nobody ordered with are refunded; every process may run this (each payment is
    // claimed before it is refunded).
    const provider = createPaymentProvider(config);
    const sweep = () =>
      sweepUnusedPayments(db, provider, app.log).then(
        (n) => n > 0 && app.log.warn({ refunded: n }, 'refunded payments that no order used'),
        (err: unknown) => app.log.error({ err }, 'the unused-payment sweep failed'),
      );
    const timer = setInterval(sweep, SWEEP_INTERVAL_MS);
    timer.unref();
    app.addHook('onReady', async () => {
      void sweep();
    });
    app.addHook('onClose', async () => clearInterval(timer));

    // Popularity is units ordered in a window that moves with the clock (lib/popularity.ts).
    const recount = () => refreshPopularity(db).catch((err: unknown) => app.log.error({ err }, 'the popularity refresh failed'));
    const popularityTimer = setInterval(recount, POPULARITY_REFRESH_MS);
    popularityTimer.unref();
    app.addHook('onReady', async () => {
      void recount();
    });
    app.addHook('onClose', async () => clearInterval(popularityTimer));
  }

  return app;
}

export type AppInstance = Awaited<ReturnType<typeof buildApp>>;
