// The shell's server: renders the shop's pages to HTML (the shell's Node build composes the remotes'
// Node builds at runtime, from the same registry the browser reads), answers forms posted before
// scripts, and serves the shell's files, /robots.txt and the sitemaps. The release registry is read
// for every page and the runtime config whenever its file changes, so a promote, rollback or canary
// shows in the next response with no restart.
// A public page for a signed-out shopper is kept (page-cache.ts), keyed by its address, location,
// catalogue version and releases, and answered with a public Cache-Control and an ETag, so a CDN
// can keep it too; anything rendered for one shopper is `private, no-store`.
import { randomBytes } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import { extname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { shellPolicy, staticHandler } from '../../scripts/serve-static.mjs';
import { seoFiles } from '../../scripts/seo-files.mjs';
import type { PageOutcome, PageRequest, PageResponse } from '../src/ssr/render';
import type { FormAnswer, FormPost, Flash } from '../src/ssr/forms';
import type { releaseRouting as ReleaseRouting } from '../src/ssr/releases';
import type { Registry } from '../src/app/remotes';
import type { CodeFlow, RuntimeConfig } from '@storefront/shared';
import type { ShellServerOptions } from '../../scripts/shell-server.mjs';
import { shellAssets } from './assets';
import { apiCatalogueVersion, CatalogueVersionGate } from './catalogue-version';
import { inlineHashes, stripNonce } from './inline-hashes';
import { cachedPage, encodedBody, matches, PageCache, pageKey, type CachedPage, type Encoding } from './page-cache';
import { chooseEncoding, compressedStream } from './compression';
import { requestLogger } from './request-log';

const SHELL = join(fileURLToPath(new URL('.', import.meta.url)), '..');
const require = createRequire(import.meta.url);

/** What the shell's Node build (shell/src/ssr/server-entry.ts) hands the server. */
interface ServerBuild {
  renderPage(req: PageRequest, res: PageResponse): Promise<PageOutcome>;
  releaseRouting: typeof ReleaseRouting;
  answerForm(post: FormPost, apiBase: string): Promise<FormAnswer>;
  isFormPath(path: string): boolean;
  readFlash(cookieHeader: string | undefined): Flash | null;
  /** The account screens' code flow the shopper's cookie holds (sign up -> /verifyOTP), or null. */
  readCodeFlow(cookieHeader: string | undefined): CodeFlow | null;
  CLEAR_FLASH: string;
  /** The names of the cookies a page depends on. */
  COOKIES: { coupon: string; location: string; session: string };
}

/** How public pages may be kept: by browsers (revalidate each time), CDNs (a short while, then stale while revalidating). */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=0, s-maxage=30, stale-while-revalidate=60';
/** The request headers a public page's HTML depends on (the location and the session are cookies). */
export const PUBLIC_VARY = 'Accept-Encoding, Cookie';
const LOCATION_MAX = 60;
const FORM_BODY_MAX = 16 * 1024;
/** Longer addresses are rendered but never kept (nobody shares them; they would only crowd the cache). */
const KEPT_URL_MAX = 2048;
/**
 * An address whose page says something of today (a pincode check's 'Delivery by <date>'): never
 * kept, since the catalogue version that keys kept pages does not move at midnight.
 */
const DATED_ANSWER = /[?&]pincode=/;

// The options are declared once, beside the starter the scripts and tests import (scripts/shell-server.d.mts).
export type { ShellServerOptions };

function jsonFile<T extends object>(file: string): () => T | Record<string, never> {
  const kept: { mtime: number; value: T | Record<string, never> } = { mtime: -1, value: {} };
  return () => {
    let mtime: number;
    try {
      mtime = statSync(file).mtimeMs;
    } catch {
      return {};
    }
    if (mtime !== kept.mtime) {
      try {
        kept.value = JSON.parse(readFileSync(file, 'utf8')) as T;
        kept.mtime = mtime;
      } catch {
        // a half-written file: keep the last good one
      }
    }
    return kept.value;
  };
}

export function cookie(header: string | undefined, name: string): string | null {
  for (const part of String(header ?? '').split(';')) {
    const [k, ...v] = part.trim().split('=');
    if (k === name) {
      try {
        return decodeURIComponent(v.join('='));
      } catch {
        return null;
      }
    }
  }
  return null;
}

/**
 * Collects a page while it renders: held whole (so it can be kept, hashed and given an ETag) unless
 * the render starts sending it in parts (a late region), when the response goes live at once.
 */
class PageCollector implements PageResponse {
  status = 200;
  headers: Record<string, string> = {};
  private chunks: Buffer[] = [];
  private live: PageResponse | null = null;

  /** `hold`: keep the page whole until it ends (a page that may be kept); else it goes out as it renders. */
  constructor(
    private readonly raw: ServerResponse,
    private readonly goLive: (status: number, headers: Record<string, string>) => PageResponse,
    private readonly hold: boolean,
  ) {}

  get streamed(): boolean {
    return this.live !== null;
  }

  body(): Buffer {
    return Buffer.concat(this.chunks);
  }

  writeHead(status: number, headers: Record<string, string>) {
    this.status = status;
    this.headers = headers;
    if (!this.hold) this.streaming();
  }

  streaming() {
    if (this.live) return;
    this.live = this.goLive(this.status, this.headers);
    for (const chunk of this.chunks) this.live.write(chunk);
    this.chunks = [];
  }

  write(chunk: string | Uint8Array) {
    if (this.live) this.live.write(chunk);
    else this.chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : Buffer.from(chunk));
  }

  end(chunk?: string) {
    if (this.live) this.live.end(chunk);
    else if (chunk !== undefined) this.chunks.push(Buffer.from(chunk));
  }

  on(event: 'close', listener: () => void) {
    this.raw.on(event, listener);
  }
}

const SECURITY_HEADERS = {
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
  'X-Content-Type-Options': 'nosniff',
};

export async function buildShellServer(o: ShellServerOptions): Promise<FastifyInstance> {
  const dist = o.dist ?? join(SHELL, 'dist');
  const serverBuild = o.serverBuild ?? join(SHELL, 'dist-server', 'server.js');
  const allowCandidates = o.allowCandidates ?? (process.env.NODE_ENV !== 'production' || process.env.SF_ALLOW_CANDIDATES === '1');
  const build = (await (require(resolve(serverBuild)) as { ready: Promise<ServerBuild> }).ready) as ServerBuild;
  const releases = build.releaseRouting({ releasesFile: o.releasesFile ?? null, fallbackFile: o.registryFile, allowCandidates, secure: o.publicOrigin?.startsWith('https:') });
  const config = jsonFile<RuntimeConfig>(o.configFile);
  const runtimeConfig = (): RuntimeConfig => ({ ...config(), apiBase: (config() as Partial<RuntimeConfig>).apiBase ?? 'http://localhost:4000' }) as RuntimeConfig;
  const assets = shellAssets(dist);
  const files = staticHandler({ dir: dist, overlays: { '/remotes.json': o.registryFile, '/runtime-config.json': o.configFile } });
  const origin = o.publicOrigin ?? `http://localhost:${o.port}`;
  const seo = seoFiles({ origin, apiBase: () => runtimeConfig().apiBase });
  const cache = new PageCache(o.pageCache ?? { maxEntries: 500, maxBytes: 64 * 1024 * 1024 });
  const catalogue = new CatalogueVersionGate(apiCatalogueVersion(() => runtimeConfig().apiBase));

  const app = Fastify({ logger: false, bodyLimit: FORM_BODY_MAX, exposeHeadRoutes: false, return503OnClosing: false });
  if (o.log) requestLogger(app);
  // Forms post url-encoded bodies; forms.ts reads them as text.
  app.addContentTypeParser(['application/x-www-form-urlencoded', 'multipart/form-data', 'text/plain'], { parseAs: 'string' }, (_req, body, done) => done(null, body));
  app.setErrorHandler((err: { statusCode?: number; code?: string }, _req, reply) => {
    const status = err.statusCode && err.statusCode >= 400 && err.statusCode < 500 ? err.statusCode : 500;
    if (status === 500) console.error('[shell-server] a request failed', err);
    const text = err.code === 'FST_ERR_CTP_BODY_TOO_LARGE' ? 'The form is too large' : status === 415 ? 'This form cannot be read' : status === 500 ? 'Something went wrong' : 'Bad request';
    void reply.code(status).type('text/plain; charset=utf-8').send(text);
  });

  /** Sends the raw handler's answer (files, SEO files) outside Fastify's reply. */
  const raw = (reply: FastifyReply, handle: (req: IncomingMessage, res: ServerResponse) => void, req: FastifyRequest) => {
    void reply.hijack();
    handle(req.raw, reply.raw);
  };

  app.post('/*', async (req, reply) => {
    const path = new URL(req.url, 'http://x').pathname;
    if (!build.isFormPath(path)) return reply.code(405).type('text/plain; charset=utf-8').send('Method not allowed');
    const answer = await build.answerForm({ path, headers: req.headers, body: typeof req.body === 'string' ? req.body : '' }, runtimeConfig().apiBase);
    return reply.code(answer.status).headers(answer.headers).send(answer.body);
  });

  app.route({
    method: ['GET', 'HEAD', 'OPTIONS'],
    url: '/*',
    handler: async (req, reply) => {
      let pathname: string;
      try {
        pathname = new URL(req.url, 'http://x').pathname;
      } catch {
        return reply.code(400).type('text/plain').send('Bad request');
      }
      if (req.method !== 'OPTIONS' && (pathname === '/robots.txt' || pathname.startsWith('/sitemap'))) {
        let answered = false;
        void reply.hijack();
        answered = seo(req.raw, reply.raw, pathname);
        if (answered) return reply;
        files(req.raw, reply.raw);
        return reply;
      }
      const page = req.method !== 'OPTIONS' && !extname(pathname) && pathname !== '/index.html';
      if (pathname === '/remotes.json' && req.method !== 'OPTIONS') return remotesJson(req, reply);
      if (!page) {
        raw(reply, files, req);
        return reply;
      }
      return renderOne(req, reply);
    },
  });

  /** The registry this shopper's pages use (live, canary cohort, or a QA candidate). */
  function remotesJson(req: FastifyRequest, reply: FastifyReply) {
    const routed = releases.forRequest(req.headers);
    if (routed.setCookie.length) void reply.header('Set-Cookie', routed.setCookie);
    if (!routed.ok) return reply.code(routed.status).headers({ 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' }).send(routed.message);
    return reply
      .headers({ 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-cache', Vary: 'Cookie', 'SF-Releases': routed.chosen.releases })
      .send(JSON.stringify(routed.chosen.registry));
  }

  async function sendKept(req: FastifyRequest, reply: FastifyReply, page: CachedPage, extra: { setCookie: string[]; kept: boolean }) {
    void reply.headers({
      ...page.headers,
      ETag: page.etag,
      Vary: PUBLIC_VARY,
      // A response that sets a cookie (a canary cohort drawn) is this browser's alone.
      'Cache-Control': extra.setCookie.length ? 'private, no-cache' : PUBLIC_CACHE_CONTROL,
      'X-Page-Cache': extra.kept ? 'hit' : 'miss',
    });
    if (extra.setCookie.length) void reply.header('Set-Cookie', extra.setCookie);
    if (matches(req.headers['if-none-match'], page.etag)) return reply.code(304).send();
    const encoding = chooseEncoding(req.headers['accept-encoding']);
    void reply.code(page.status);
    if (!encoding) return reply.header('Content-Length', page.body.length).send(page.body);
    const body = await encodedBody(page, encoding);
    return reply.headers({ 'Content-Encoding': encoding, 'Content-Length': body.length }).send(body);
  }

  async function renderOne(req: FastifyRequest, reply: FastifyReply) {
    const routed = releases.forRequest(req.headers);
    if (!routed.ok) return reply.code(routed.status).headers({ 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', ...(routed.setCookie.length ? { 'Set-Cookie': routed.setCookie } : {}) }).send(routed.message);
    const conf = runtimeConfig();
    const registry = routed.chosen.registry as Registry;
    // As the cookie says ('' when the shopper never chose one: the header then says 'Select Location').
    const location = (cookie(req.headers.cookie, build.COOKIES.location) ?? '').slice(0, LOCATION_MAX);
    const session = cookie(req.headers.cookie, build.COOKIES.session);
    const flash = build.readFlash(req.headers.cookie);
    // Shown once: the flash cookie goes with this page (beside any cohort cookie).
    const setCookie = [...routed.setCookie, ...(flash ? [build.CLEAR_FLASH] : [])];

    // The same for every signed-out shopper at this address and location: kept, and answered from there.
    // The account screens' code flow (sign up -> verify the code): a page of that shopper's alone.
    const codeFlow = build.readCodeFlow(req.headers.cookie);
    const shared = cache.enabled && !session && !flash && !codeFlow && !routed.chosen.candidate && req.url.length <= KEPT_URL_MAX && !DATED_ANSWER.test(req.url);
    const version = shared ? await catalogue.current() : null;
    const key = version === null ? null : pageKey({ url: req.url, location, catalogueVersion: version, releases: routed.chosen.releases });
    if (key) {
      const kept = cache.get(key) ?? (await cache.waiting(key));
      if (kept) return sendKept(req, reply, kept, { setCookie: routed.setCookie, kept: true });
    }

    const nonce = randomBytes(16).toString('base64');
    void reply.hijack();
    const res = reply.raw;
    if (setCookie.length) res.setHeader('Set-Cookie', setCookie);
    const encoding: Encoding | null = req.method === 'HEAD' ? null : chooseEncoding(req.headers['accept-encoding']);
    // Sent as rendered (this response's nonce, never kept): the render says when the page is one
    // shopper's (`private, no-store`); anything else may be stored but is asked about again.
    const headersFor = (headers: Record<string, string>) => ({
      ...headers,
      ...SECURITY_HEADERS,
      'Content-Security-Policy': shellPolicy('', registry, conf, nonce),
      'SF-Releases': routed.chosen.releases,
      'Cache-Control': headers['Cache-Control'] ?? 'no-cache',
      Vary: PUBLIC_VARY,
    });
    const collector = new PageCollector(res, (status, headers) => compressedStream(res, status, headersFor(headers), encoding), key !== null);
    const render = build.renderPage(
      { url: req.url, origin, registry, releases: routed.chosen.releases, config: conf, location, nonce, shellAssets: assets, timing: o.timing, session, flash, coupon: session ? cookie(req.headers.cookie, build.COOKIES.coupon) : null, codeFlow },
      collector,
    );
    const settle = render.then(
      (outcome): CachedPage | null => {
        if (collector.streamed || !outcome.cacheable || !key) return null;
        // Kept and shared: no nonce in it (a CDN would hand one nonce to everybody); its blocks run by hash.
        const html = stripNonce(collector.body().toString('utf8'), nonce);
        const inline = inlineHashes(html);
        return cachedPage(
          collector.status,
          { ...collector.headers, ...SECURITY_HEADERS, 'Content-Security-Policy': shellPolicy('', registry, conf, null, inline), 'SF-Releases': routed.chosen.releases },
          Buffer.from(html),
        );
      },
    );
    const kept = key ? cache.fill(key, settle) : settle;
    try {
      const page = await kept;
      await settle; // a render that failed is answered below
      // Streamed already, or the browser went away meanwhile (the page may still have been kept).
      if (collector.streamed || res.destroyed) return reply;
      if (page) {
        await sendPage(res, req, page, routed.setCookie);
        return reply;
      }
      const out = compressedStream(res, collector.status, headersFor(collector.headers), encoding);
      out.write(collector.body());
      out.end();
    } catch (err) {
      console.error('[shell-server] rendering failed', err);
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain' });
      res.end();
    }
    return reply;
  }

  /** A kept page on the raw response (the render's own request: Fastify's reply is hijacked). */
  async function sendPage(res: ServerResponse, req: FastifyRequest, page: CachedPage, setCookie: string[]) {
    const headers: Record<string, string | string[] | number> = {
      ...page.headers,
      ETag: page.etag,
      Vary: PUBLIC_VARY,
      'Cache-Control': setCookie.length ? 'private, no-cache' : PUBLIC_CACHE_CONTROL,
      'X-Page-Cache': 'miss',
    };
    const encoding = req.method === 'HEAD' ? null : chooseEncoding(req.headers['accept-encoding']);
    const body = encoding ? await encodedBody(page, encoding) : page.body;
    if (encoding) headers['Content-Encoding'] = encoding;
    headers['Content-Length'] = body.length;
    res.writeHead(page.status, headers);
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  return app;
}

/** Starts the server on `port` and returns Node's server (closing it stops the app). */
export async function startShellServer(o: ShellServerOptions) {
  const app = await buildShellServer(o);
  await app.listen({ port: o.port, host: o.host ?? '127.0.0.1' });
  return app.server;
}
