// Public catalogue reads (products, search, categories, banners, countries) are the same for every
// shopper, so they are answered once and reused:
// - in this process: the serialized answer per URL (bytes, with its ETag), for as long as the
//   catalogue version holds and at most SERVER_TTL_MS (stock is not versioned: the order
//   transaction stays its authority). The version is kept in memory (lib/catalogue-version.ts): a
//   kept answer costs no database round trip, and a change is seen at once after a write through
//   this process or a NOTIFY from PostgreSQL, and by every process within VERSION_CHECK_MS anyway;
// - by browsers and CDNs: a weak ETag (304 when it matches) and Cache-Control public with a short
//   max-age and stale-while-revalidate. A request that carries a token keeps the app's
//   `no-store`: nothing asked for with a shopper's credentials is kept by a shared cache.
// An answer is kept from the second ask of its URL on (MAX_NOTED says why).
// A kept answer also keeps its compressed bytes (brotli, gzip), made on the first request that
// accepts each, so browsers' repeated reads are not compressed again every time.
// The hooks are attached to the public GET routes only (other requests never run them).
import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  HookHandlerDoneFunction,
  onRequestHookHandler,
  onSendHookHandler,
  RouteOptions,
} from 'fastify';
import type { CatalogueVersion } from './catalogue-version';

export const LIST_CACHE_CONTROL = 'public, max-age=10, stale-while-revalidate=50';
/** One product shows its stock: browsers revalidate every time (a 304 costs no body). */
export const ITEM_CACHE_CONTROL = 'public, no-cache';
export const SERVER_TTL_MS = 2000;
/** Answers from this size on go out compressed (app.ts gives @fastify/compress the same). */
export const COMPRESS_THRESHOLD = 1024;
/** Brotli at a quality cheap enough per request (app.ts gives @fastify/compress the same). */
export const BROTLI_QUALITY = 4;
const MAX_ENTRIES = 500;
/**
 * An answer is kept from the second ask of its URL on (the first is only noted): most URLs asked
 * once (another deep page, another typo) are never asked again, and keeping a copy of each of their
 * answers, pushed out moments later, made the old generation churn: a full garbage collection
 * every second or so under load, each a pause of 5-40 ms on some request (issue 29, `--trace-gc`).
 */
const MAX_NOTED = 5000;

const PUBLIC_LISTS = /^\/api\/(products(\/(featured|catId|catName|subCatId|fiterByPrice|rating|listing))?|search(\/results)?|sitemap|category|countries|homeBanner|banners|homeSideBanners|homeBottomBanners)\/?$/;
const PUBLIC_ITEM = /^\/api\/products\/:[^/]+\/?$/;

type Encoding = 'br' | 'gzip';

interface Entry {
  version: string;
  at: number;
  body: Buffer;
  etag: string;
  contentType: string;
  encoded: Partial<Record<Encoding, Buffer>>;
}

/** The encoding to send: the best quality the client accepts, brotli before gzip on a tie. */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding | null {
  if (!acceptEncoding) return null;
  const q: Record<string, number> = {};
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    const weight = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const value = weight ? Number(weight.slice(2)) : 1;
    q[name.trim() === 'x-gzip' ? 'gzip' : name.trim()] = Number.isFinite(value) ? value : 0;
  }
  const of = (e: Encoding) => q[e] ?? q['*'] ?? 0;
  const best = of('br') >= of('gzip') ? 'br' : 'gzip';
  return of(best) > 0 ? best : null;
}

function encode(encoding: Encoding, body: Buffer): Buffer {
  if (encoding === 'gzip') return gzipSync(body);
  return brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length } });
}

function varyOnEncoding(reply: FastifyReply): void {
  const vary = reply.getHeader('vary');
  const values = vary === undefined ? [] : Array.isArray(vary) ? vary : [String(vary)];
  if (!values.some((v) => v.toLowerCase().includes('accept-encoding'))) reply.header('vary', [...values, 'accept-encoding'].join(', '));
}

/** A list read's catalogue version, taken before its queries ran (null: not a list read). */
declare module 'fastify' {
  interface FastifyRequest {
    catalogueVersion: string | null;
  }
}

export function etagOf(body: string | Buffer): string {
  return `W/"${createHash('sha1').update(body).digest('base64url')}"`;
}

function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((t) => {
    const tag = t.trim();
    return tag === '*' || tag === etag || `W/${tag}` === etag;
  });
}

function publicHeaders(request: FastifyRequest, reply: FastifyReply, etag: string, cacheControl: string): boolean {
  reply.header('etag', etag);
  // (with a token the app's `no-store` stays)
  if (!request.headers.authorization) reply.header('cache-control', cacheControl);
  return matches(request.headers['if-none-match'], etag);
}

/** Sends `payload` with its ETag and Cache-Control, or a 304 without a body when the client holds it. */
function sendTagged(request: FastifyRequest, reply: FastifyReply, payload: string | Buffer, etag: string, cacheControl: string, done: (err: null, payload: string | Buffer) => void): void {
  if (publicHeaders(request, reply, etag, cacheControl)) {
    reply.code(304);
    done(null, '');
    return;
  }
  done(null, payload);
}

function append<T>(hooks: T | T[] | undefined, hook: T): T[] {
  if (hooks === undefined) return [hook];
  return Array.isArray(hooks) ? [...hooks, hook] : [hooks, hook];
}

/** Adds the hooks; register before the routes and before compression (the ETag is the JSON's). */
export function registerPublicCache(app: FastifyInstance, version: CatalogueVersion): void {
  const cache = new Map<string, Entry>();
  const noted = new Set<string>();
  /** Whether to keep this URL's answer: asked before (noted, or kept once already); else notes it. */
  const askedBefore = (url: string): boolean => {
    if (cache.has(url) || noted.delete(url)) return true;
    if (noted.size >= MAX_NOTED) noted.delete(noted.values().next().value as string);
    noted.add(url);
    return false;
  };
  app.decorateRequest('catalogueVersion', null);

  const answer = (request: FastifyRequest, reply: FastifyReply, current: string, done: HookHandlerDoneFunction) => {
    request.catalogueVersion = current;
    const hit = cache.get(request.url);
    if (!hit || hit.version !== current || Date.now() - hit.at > SERVER_TTL_MS) {
      done();
      return;
    }
    // Kept: the answer goes out as it was, without running the route or the serializer again.
    request.catalogueVersion = null;
    if (publicHeaders(request, reply, hit.etag, LIST_CACHE_CONTROL)) {
      reply.code(304).send();
      return;
    }
    reply.header('content-type', hit.contentType);
    const encoding =
      hit.body.length >= COMPRESS_THRESHOLD && request.headers['x-no-compression'] === undefined ? chooseEncoding(request.headers['accept-encoding']) : null;
    if (!encoding) {
      reply.send(hit.body);
      return;
    }
    const bytes = (hit.encoded[encoding] ??= encode(encoding, hit.body));
    varyOnEncoding(reply);
    // (compression sees the encoding set and lets the bytes through)
    reply.header('content-encoding', encoding).send(bytes);
  };

  const keptList: onRequestHookHandler = (request, reply, done) => {
    const current = version.current();
    if (typeof current === 'string') answer(request, reply, current, done);
    else current.then((v) => answer(request, reply, v, done), done);
  };

  const keepList: onSendHookHandler = (request, reply, payload, done) => {
    const current = request.catalogueVersion;
    if (current === null || reply.statusCode !== 200 || typeof payload !== 'string') {
      done(null, payload);
      return;
    }
    const body = Buffer.from(payload);
    const etag = etagOf(body);
    if (!askedBefore(request.url)) {
      sendTagged(request, reply, body, etag, LIST_CACHE_CONTROL, done);
      return;
    }
    cache.delete(request.url);
    if (cache.size >= MAX_ENTRIES) cache.delete(cache.keys().next().value as string);
    cache.set(request.url, {
      version: current,
      at: Date.now(),
      body,
      etag,
      contentType: String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8'),
      encoded: {},
    });
    sendTagged(request, reply, body, etag, LIST_CACHE_CONTROL, done);
  };

  const tagItem: onSendHookHandler = (request, reply, payload, done) => {
    if (reply.statusCode !== 200 || typeof payload !== 'string') {
      done(null, payload);
      return;
    }
    const body = Buffer.from(payload);
    sendTagged(request, reply, body, etagOf(body), ITEM_CACHE_CONTROL, done);
  };

  app.addHook('onRoute', (route: RouteOptions) => {
    if (route.method !== 'GET') return;
    if (PUBLIC_LISTS.test(route.url)) {
      route.onRequest = append(route.onRequest, keptList);
      route.onSend = append(route.onSend, keepList);
    } else if (PUBLIC_ITEM.test(route.url)) {
      route.onSend = append(route.onSend, tagItem);
    }
  });
}
