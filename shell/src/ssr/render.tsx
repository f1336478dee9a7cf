// Renders one public page to HTML for one request: the head (share and search tags, the route's
// styles and scripts) goes out at once, then the page, streamed by React 18 as its regions' data
// arrives. Everything a request uses is made for it here: its jotai store, its RenderData (the
// data its hooks fetched, handed to the browser to hydrate with), its regions.
import { Writable } from 'node:stream';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom/server';
import { createStore } from 'jotai';
import { api, categoriesAtom, configure, locationAtom, type Category, type RenderData, type RuntimeConfig, type SlicePages } from '@storefront/shared';
import { App } from '../app/app';
import type { Regions } from '../app/remote-page';
import type { Registry } from '../app/remotes';
import { remoteForPath, type RemoteName } from '../app/route-table';
import { exposeAssets, inlineStyles, serverPages } from './federation';
import { loadHead, renderHead, scriptJson, type PageHead } from './head';
import { SERVER_PAYLOAD_ID, type ServerPayload } from './payload';

/** The pages rendered on the server with their data; the signed-in screens render in the browser. */
const PUBLIC_PAGES = new Set(['Home', 'CategoryListing', 'SubCategoryListing', 'Search', 'ProductDetail']);

export interface Timing {
  /** How long the page may wait for a remote's code. */
  remoteMs: number;
  /** How long the head may wait for the API. */
  headMs: number;
  /** How long the response waits for every region before it streams what is ready. */
  waitMs: number;
  /** After this, regions still waiting are left to the browser. */
  abortMs: number;
}

export const DEFAULT_TIMING: Timing = { remoteMs: 3000, headMs: 1500, waitMs: 1500, abortMs: 5000 };

export interface PageRequest {
  /** Path and query of the page. */
  url: string;
  /** The shop's public origin (canonical links). */
  origin: string;
  registry: Registry;
  config: RuntimeConfig;
  /** The shopper's delivery location (their cookie), or the default. */
  location: string;
  /** The viewport width to render for (a phone or not). */
  width: number;
  nonce: string;
  /** The shell's own styles and scripts (from its built index.html). */
  shellAssets: { icon: string | null; css: string[]; preload: string[]; js: string[] };
  timing?: Timing;
}

export interface PageResponse {
  writeHead(status: number, headers: Record<string, string>): unknown;
  write(chunk: string | Uint8Array): unknown;
  end(chunk?: string): unknown;
  on(event: 'close', listener: () => void): unknown;
}

function withTimeout<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took longer than ${ms} ms`)), ms);
  });
  return Promise.race([work, limit]).finally(() => clearTimeout(timer));
}

const attr = (v: string) => v.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

type Get = (path: string) => Promise<{ ok: boolean; status: number; data: unknown }>;

async function readCategories(get: Get): Promise<Category[]> {
  try {
    const res = await get('/api/category');
    const list = res.ok ? (res.data as { categoryList?: Category[] } | null)?.categoryList : undefined;
    return Array.isArray(list) ? list : [];
  } catch {
    return [];
  }
}

export async function renderPage(req: PageRequest, res: PageResponse): Promise<void> {
  const timing = req.timing ?? DEFAULT_TIMING;
  configure(req.config);
  const url = new URL(req.url, req.origin);
  const route = remoteForPath(url.pathname);
  const remote: RemoteName | null = route?.remote ?? null;
  const serverRendered = Boolean(route && PUBLIC_PAGES.has(route.page));

  // One read per path for this request: the head and the chrome both want the categories.
  const reads = new Map<string, ReturnType<Get>>();
  const get: Get = (path) => {
    let read = reads.get(path);
    if (!read) {
      read = withTimeout(api.get<unknown>(path), timing.headMs, path);
      reads.set(path, read);
    }
    return read;
  };
  // The browser files of the region's remote, named in the page only when they are there to fetch
  // (a failed preload would be reused by the browser when the shopper retries); its manifest also
  // tells which release the server should run.
  const assetsReady = remote && req.registry[remote] ? exposeAssets(req.registry[remote] as string) : Promise.resolve(null);
  const [head, categories, pages, assets] = await Promise.all([
    loadHead(url, req.origin, get, { apiBase: req.config.apiBase }).catch((): PageHead | null => null),
    readCategories(get),
    serverRendered && remote
      ? assetsReady
          .then((a) => withTimeout(serverPages(req.registry, remote, a?.release ?? null), timing.remoteMs, `${remote}'s server build`))
          .catch((err: unknown) => {
            console.error(`[shell-server] ${remote} could not be loaded; its region shows its fallback`, err);
            return null;
          })
      : Promise.resolve(null),
    assetsReady,
  ]);

  const remoteStyles = await inlineStyles(assets?.css ?? []);
  const regions: Regions = {};
  if (remote) regions[remote] = !serverRendered ? { status: 'loading' } : pages ? { status: 'ready', pages } : { status: 'error' };

  // An API that could not answer the head is not the shopper's 404: the page still renders.
  const status = head && head.status !== 503 ? head.status : 200;
  const apiOrigin = originOf(req.config.apiBase);
  const remoteOrigins = [...new Set(Object.values(req.registry).map((u) => originOf(u as string)).filter((o): o is string => Boolean(o)))];
  const headTags = [
    '<meta charset="utf-8" />',
    '<meta name="viewport" content="width=device-width, initial-scale=1" />',
    '<meta name="theme-color" content="#3bb77e" />',
    ...(req.shellAssets.icon ? [`<link rel="icon" href="${attr(req.shellAssets.icon)}" />`] : []),
    ...[apiOrigin, ...remoteOrigins].filter(Boolean).map((o) => `<link rel="preconnect" href="${attr(o as string)}" crossorigin="anonymous" />`),
    head ? renderHead(head, req.nonce) : '<title>Storefront</title>',
    ...req.shellAssets.css.map((href) => `<link rel="stylesheet" href="${attr(href)}" />`),
    // The region's styles travel in the page (a '</' cannot end the block early).
    ...(remoteStyles.css ? [`<style data-remote-styles="${attr(remote ?? '')}">${remoteStyles.css.replace(/<\//g, '<\\/')}</style>`] : []),
    ...remoteStyles.missing.map((href) => `<link rel="stylesheet" href="${attr(href)}" />`),
    ...(remote && assets?.js.length ? [`<link rel="preload" as="fetch" href="${attr(req.registry[remote] as string)}" crossorigin="anonymous" />`] : []),
    ...(assets?.js ?? []).map((src) => `<link rel="preload" as="script" href="${attr(src)}" />`),
    ...req.shellAssets.preload.map((src) => `<link rel="preload" as="script" href="${attr(src)}" />`),
    ...req.shellAssets.js.map((src) => `<script defer src="${attr(src)}"></script>`),
  ];

  const renderData: RenderData = { server: true, hydrating: false, records: {}, pending: new Map(), failed: new Set(), width: req.width };
  const store = createStore();
  store.set(locationAtom, req.location);
  store.set(categoriesAtom, categories);
  const Router = ({ children }: { children: ReactNode }) => <StaticRouter location={url.pathname + url.search}>{children}</StaticRouter>;

  const payload = (): ServerPayload => ({
    records: renderData.records,
    width: req.width,
    location: req.location,
    categories,
    regions: Object.fromEntries(Object.entries(regions).map(([name, r]) => [name, r.status])),
    registry: req.registry,
    config: req.config,
  });

  res.writeHead(status, { 'Content-Type': 'text/html; charset=utf-8' });
  res.write(`<!doctype html><html lang="en"><head>${headTags.join('')}</head><body><div id="root">`);

  const app = (regionStates: Regions) => <App store={store} Router={Router} renderData={renderData} regions={regionStates} />;
  // A remote that throws while rendering gets its fallback in the HTML: the page is rendered once
  // more with that region as its fallback (nothing of the body has been sent yet).
  const outcome = await stream(app(regions), !serverRendered || !remote);
  if (outcome === 'region failed' && remote) {
    console.error(`[shell-server] ${remote} failed while rendering ${url.pathname}; its region shows its fallback`);
    regions[remote] = { status: 'error' };
    await stream(app(regions), true);
  }

  function stream(tree: ReactNode, final: boolean): Promise<'sent' | 'region failed'> {
    return new Promise((resolve) => {
      let piped = false;
      let failed = false;
      const destination = new Writable({
        write(chunk: Buffer, _enc, done) {
          res.write(chunk);
          done();
        },
        final(done) {
          res.end(
            `</div><script id="${SERVER_PAYLOAD_ID}" type="application/json">${scriptJson(payload())}</script>` +
              '<noscript><p class="text-center small">Some parts of the shop (cart, sign-in, filters) need JavaScript.</p></noscript></body></html>',
          );
          done();
          resolve('sent');
        },
      });
      const start = () => {
        if (piped) return;
        clearTimeout(waitTimer);
        if (failed && !final) {
          clearTimeout(abortTimer);
          rendering.abort();
          resolve('region failed');
          return;
        }
        piped = true;
        rendering.pipe(destination);
      };
      const rendering = renderToPipeableStream(tree, {
        nonce: req.nonce,
        onAllReady: start,
        onShellError(err) {
          console.error('[shell-server] the page could not render', err);
          clearTimeout(waitTimer);
          clearTimeout(abortTimer);
          res.end('</div><p>Something went wrong. Please reload the page.</p></body></html>');
          resolve('sent');
        },
        onError(err) {
          if (!failed && (piped || final)) console.error('[shell-server] a part of the page failed while rendering; the browser renders it', err);
          failed = true;
        },
      });
      // A slow API delays only its region: past the wait the chrome streams and the region follows.
      const waitTimer = setTimeout(start, timing.waitMs);
      const abortTimer = setTimeout(() => rendering.abort(new Error('the page took too long; the browser finishes it')), timing.abortMs);
      res.on('close', () => {
        clearTimeout(waitTimer);
        clearTimeout(abortTimer);
        if (!destination.writableFinished) rendering.abort();
      });
      destination.on('finish', () => clearTimeout(abortTimer));
    });
  }
}

export type { SlicePages };
