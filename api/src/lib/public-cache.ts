// Public catalogue reads (products, search, categories, banners, countries) are the same for every
// shopper, so they are answered once and reused:
// - in this process: the serialized answer per URL, for as long as the catalogue version holds
//   (triggers bump it on any product, category or banner write, from any process) and at most
//   SERVER_TTL_MS (stock is not versioned: the order transaction stays its authority);
// - by browsers and CDNs: a weak ETag (304 when it matches) and Cache-Control public with a short
//   max-age and stale-while-revalidate. A request that carries a token keeps the app's
//   `no-store`: nothing asked for with a shopper's credentials is kept by a shared cache.
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/index';
import { catalogueVersion } from '../repositories/products';

export const LIST_CACHE_CONTROL = 'public, max-age=10, stale-while-revalidate=50';
/** One product shows its stock: browsers revalidate every time (a 304 costs no body). */
export const ITEM_CACHE_CONTROL = 'public, no-cache';
export const SERVER_TTL_MS = 2000;
const MAX_ENTRIES = 500;

const PUBLIC_LISTS = /^\/api\/(products(\/(featured|catId|catName|subCatId|fiterByPrice|rating))?|search|category|countries|homeBanner|banners|homeSideBanners|homeBottomBanners)\/?$/;
const PUBLIC_ITEM = /^\/api\/products\/[^/]+\/?$/;

interface Entry {
  version: string;
  at: number;
  body: string;
  etag: string;
  contentType: string;
}

interface PublicRead {
  list: boolean;
  version: string;
  fromCache: boolean;
}

const reads = new WeakMap<FastifyRequest, PublicRead>();

export function etagOf(body: string): string {
  return `W/"${createHash('sha1').update(body).digest('base64url')}"`;
}

function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((t) => {
    const tag = t.trim();
    return tag === '*' || tag === etag || `W/${tag}` === etag;
  });
}

/** Adds the hooks; register before compression, so the ETag is the JSON's, whatever the encoding. */
export function registerPublicCache(app: FastifyInstance, db: Db): void {
  const cache = new Map<string, Entry>();

  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET') return;
    const path = request.url.split('?')[0];
    const list = PUBLIC_LISTS.test(path);
    if (!list && !PUBLIC_ITEM.test(path)) return;
    const version = list ? await catalogueVersion(db) : '';
    const read: PublicRead = { list, version, fromCache: false };
    reads.set(request, read);
    if (!list) return;
    const hit = cache.get(request.url);
    if (!hit || hit.version !== version || Date.now() - hit.at > SERVER_TTL_MS) return;
    read.fromCache = true;
    reply.header('content-type', hit.contentType);
    return reply.send(hit.body);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const read = reads.get(request);
    if (!read || reply.statusCode !== 200 || typeof payload !== 'string') return payload;
    const hit = read.fromCache ? cache.get(request.url) : undefined;
    const etag = hit?.etag ?? etagOf(payload);
    if (read.list && !read.fromCache) {
      cache.delete(request.url);
      if (cache.size >= MAX_ENTRIES) cache.delete(cache.keys().next().value as string);
      cache.set(request.url, {
        version: read.version,
        at: Date.now(),
        body: payload,
        etag,
        contentType: String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8'),
      });
    }
    reply.header('etag', etag);
    // (with a token the app's `no-store` stays)
    if (!request.headers.authorization) reply.header('cache-control', read.list ? LIST_CACHE_CONTROL : ITEM_CACHE_CONTROL);
    if (matches(request.headers['if-none-match'], etag)) {
      reply.code(304);
      return '';
    }
    return payload;
  });
}
