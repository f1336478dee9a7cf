// Renders one public page to HTML for one request: the head (share and search tags, the route's
// styles and scripts) goes out at once, then the page, streamed by React 18 as its regions' data
// arrives. Everything a request uses is made for it here: its jotai store, its RenderData (the
// data its hooks fetched, handed to the browser to hydrate with), its regions.
import { Writable } from 'node:stream';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom/server';
import { createStore } from 'jotai';
import { alertAtom, api, cartItemsAtom, categoriesAtom, configure, cookieSessionAtom, locationAtom, userAtom, type Category, type RenderData, type RuntimeConfig, type SlicePages } from '@storefront/shared';
import { App } from '../app/app';
import type { Regions } from '../app/remote-page';
import type { Registry } from '../app/remotes';
import { remoteForPath, type RemoteName } from '../app/route-table';
import { CriticalStyles } from './critical-css';
import { exposeAssets, inlineStyles, serverPages } from './federation';
import { loadHead, renderHead, scriptJson, type PageHead } from './head';
import { readSession } from './session';
import type { Flash } from './forms';
import { SERVER_PAYLOAD_ID, type PageSession, type ServerPayload } from './payload';

const NO_SCRIPT_NOTE = '<noscript><p class="text-center small">Some parts of the shop (checkout, filters) need JavaScript.</p></noscript>';

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
  nonce: string;
  /** The slice versions this page is rendered with (`mf-catalogue@<v>,...`), named in its head. */
  releases?: string;
  /** The shell's own styles and scripts (from its built index.html), with the styles' text. */
  shellAssets: ShellAssets;
  timing?: Timing;
  /** The token of the shopper's session cookie, when they sent one. */
  session?: string | null;
  /** The message a form left for this page (see forms.ts). */
  flash?: Flash | null;
}

export interface ShellAssets {
  icon: string | null;
  css: string[];
  /** The text of each of `css`, in order (the page's first paint is cut from it). */
  cssText?: string[];
  /**
   * The sheets the starter adds after the first paint, in order: `css`, with a large one in its
   * parts ([part, whole file] for the first, [part] for the rest). Absent: `css` as it is.
   */
  sheets?: Array<[string, string?]>;
  preload: string[];
  js: string[];
}

/** One cutter per set of shell files (parsed once; the files are content-hashed). */
const cutters = new WeakMap<ShellAssets, CriticalStyles | null>();
function cutterFor(assets: ShellAssets): CriticalStyles | null {
  if (!cutters.has(assets)) {
    let cutter: CriticalStyles | null = null;
    try {
      cutter = assets.cssText && assets.cssText.length === assets.css.length ? new CriticalStyles(assets.cssText) : null;
    } catch (err) {
      console.error('[shell-server] the shell\'s styles could not be read; pages link them whole', err);
    }
    cutters.set(assets, cutter);
  }
  return cutters.get(assets) ?? null;
}

/** One cutter per release of a remote's styles (their files are content-hashed). */
const remoteCutters = new Map<string, CriticalStyles>();
function remoteCutterFor(urls: string[], css: string): CriticalStyles | null {
  const key = urls.join(' ');
  let cutter = remoteCutters.get(key);
  if (!cutter) {
    try {
      cutter = new CriticalStyles([css]);
    } catch (err) {
      console.error("[shell-server] a remote's styles could not be read; pages carry them whole", err);
      return null;
    }
    remoteCutters.set(key, cutter);
    if (remoteCutters.size > 16) remoteCutters.delete(remoteCutters.keys().next().value as string);
  }
  return cutter;
}

/**
 * Brings in the whole stylesheets at once, each where the cascade wants it (the shell's
 * before the region's inline styles, the region's after them), fetched as print sheets (nothing to
 * restyle as each arrives) and switched on together: the page is restyled once, not once per sheet.
 * Nothing waits for the pictures: the scripts are preloaded from the head (see scriptTags) and run
 * as soon as the sheets' links are in (a few tasks after the page is parsed): the scripts' style
 * loader then finds them instead of adding its own copies after the region's styles.
 */
function starter(scripts: string[], shellSheets: Array<[string, string?]>, regionSheets: string[], nonce: string): string {
  const list = (v: unknown[]) => JSON.stringify(v).replace(/</g, '\\u003c');
  const js =
    `(function(){var d=document,on=0,sheets=[],srcs=${list(scripts)},shell=${list(shellSheets)},region=${list(regionSheets)};` +
    'function all(){if(on)return;on=1;sheets.forEach(function(l){l.media="all";});}' +
    // Each link costs the main thread a few milliseconds to add (a slow phone's tens): each sheet is
    // added in a task of its own, so none of them holds the page for long.
    'var steps=[],left=shell.length+region.length,at=d.querySelector("style[data-remote-styles]");function one(){if(--left<=0)all();}' +
    // A part of a large sheet (see ShellAssets.sheets) carries the whole file's name in data-href.
    'function add(href,before,whole){var l=d.createElement("link");l.rel="stylesheet";l.media="print";l.href=href;if(whole)l.setAttribute("data-href",whole);l.onload=l.onerror=one;sheets.push(l);d.head.insertBefore(l,before);}' +
    'shell.forEach(function(h){steps.push(function(){add(h[0],at,h[1]);});});region.forEach(function(h){steps.push(function(){add(h,null);});});' +
    'function run(){srcs.forEach(function(src){var s=d.createElement("script");s.src=src;s.async=false;d.body.appendChild(s);});}' +
    '(function next(){var step=steps.shift();if(step){step();setTimeout(next,0);}else run();})();setTimeout(all,2500);})();';
  return `<script nonce="${attr(nonce)}">${js}</script>`;
}

/**
 * The page's scripts, named in the head so they are fetched while the HTML arrives: the shell's
 * entry, the route remote's files and the shell's chunks as preloads (the starter runs the entry).
 */
function scriptTags(preloads: string[]): string {
  return preloads.map((src) => `<link rel="preload" as="script" href="${attr(src)}" />`).join('');
}

export interface PageResponse {
  writeHead(status: number, headers: Record<string, string>): unknown;
  /** Called once the page goes out in parts (a region is late): nothing can be kept of it then. */
  streaming?(): void;
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

/** How a render went: `cacheable` when the page is public and came out whole with every region in it. */
export interface PageOutcome {
  status: number;
  cacheable: boolean;
}

export async function renderPage(req: PageRequest, res: PageResponse): Promise<PageOutcome> {
  const timing = req.timing ?? DEFAULT_TIMING;
  configure(req.config);
  const url = new URL(req.url, req.origin);
  const route = remoteForPath(url.pathname);
  const remote: RemoteName | null = route?.owner ?? null;
  const serverRendered = Boolean(route && (route.ssr === 'public' || (req.session && route.ssr === 'shopper')));

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
  const [head, categories, pages, assets, session] = await Promise.all([
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
    req.session ? readSession(req.config.apiBase, req.session, timing.headMs) : Promise.resolve<PageSession | null>(null),
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
    ...(req.releases ? [`<meta name="sf-releases" content="${attr(req.releases)}" />`] : []),
    ...(req.shellAssets.icon ? [`<link rel="icon" href="${attr(req.shellAssets.icon)}" />`] : []),
    ...[apiOrigin, ...remoteOrigins].filter(Boolean).map((o) => `<link rel="preconnect" href="${attr(o as string)}" crossorigin="anonymous" />`),
    head ? renderHead(head, req.nonce) : '<title>Storefront</title>',
    scriptTags([...req.shellAssets.js, ...(assets?.js ?? []), ...req.shellAssets.preload]),
  ];
  // The styles close the head once the page is rendered: when all of it is there at once, the rules
  // its HTML uses go inline and the whole sheets load without blocking the first paint; a page that
  // streams in parts links the whole sheets as before.
  // The region's styles travel in the page too (cut the same way when the page is whole), so no
  // round trip to the remote's origin comes before the first paint.
  const cutter = cutterFor(req.shellAssets);
  const remoteCutter = remoteStyles.css ? remoteCutterFor(remoteStyles.found, remoteStyles.css) : null;
  const inline = (css: string) => css.replace(/<\//g, '<\\/'); // a '</' cannot end the block early
  // Every inline style block carries the response's nonce (the policy lets no other in).
  const styleBlock = (data: string, css: string) => (css ? `<style nonce="${attr(req.nonce)}" ${data}>${inline(css)}</style>` : '');
  const links = (hrefs: string[]) => hrefs.map((href) => `<link rel="stylesheet" href="${attr(href)}" />`).join('');
  const noscript = (html: string) => (html ? `<noscript>${html}</noscript>` : '');
  // The whole sheets the starter brings in after the first paint (none when the page streamed).
  const later = { shell: [] as Array<[string, string?]>, region: [] as string[] };
  const styleTags = (html: string | null) => {
    const tags: string[] = [];
    const whole = html !== null && cutter !== null;
    if (whole) {
      // All of the page is here at once: the browser paints it once it has parsed all of it. Left to
      // itself it paints what it has parsed at its first pause (the header) and then lays out the
      // rest of the page in one long task while the shopper could already be tapping.
      tags.push(`<link rel="expect" href="#${SERVER_PAYLOAD_ID}" blocking="render" />`);
      tags.push(styleBlock('data-critical', cutter.forHtml(html)), noscript(links(req.shellAssets.css)));
      later.shell = req.shellAssets.sheets ?? req.shellAssets.css.map((href): [string] => [href]);
    } else {
      tags.push(links(req.shellAssets.css));
    }
    const cutRemote = whole && remoteCutter !== null;
    if (remoteStyles.css) {
      tags.push(styleBlock(`data-remote-styles="${attr(remote ?? '')}"`, cutRemote ? remoteCutter.forHtml(html as string) : remoteStyles.css));
      if (cutRemote) {
        tags.push(noscript(links(remoteStyles.found)));
        later.region = remoteStyles.found;
      }
    }
    tags.push(links(remoteStyles.missing));
    return tags;
  };

  const renderData: RenderData = { server: true, hydrating: false, records: {}, pending: new Map(), failed: new Set() };
  const store = createStore();
  store.set(locationAtom, req.location);
  store.set(categoriesAtom, categories);
  const flash = req.flash ?? null;
  // The key is fixed: the browser's first render must be the server's.
  if (flash) store.set(alertAtom, { open: true, msg: flash.msg, error: flash.error, key: 1 });
  if (session) {
    store.set(cookieSessionAtom, true);
    store.set(userAtom, session.user);
    store.set(cartItemsAtom, session.cart);
  }
  const Router = ({ children }: { children: ReactNode }) => <StaticRouter location={url.pathname + url.search}>{children}</StaticRouter>;

  const payload = (): ServerPayload => ({
    records: renderData.records,
    location: req.location,
    categories,
    regions: Object.fromEntries(Object.entries(regions).map(([name, r]) => [name, r.status])),
    registry: req.registry,
    config: req.config,
    session,
    flash,
  });

  // A page rendered for one shopper is theirs alone: no cache keeps it.
  res.writeHead(status, { 'Content-Type': 'text/html; charset=utf-8', ...(session || flash ? { 'Cache-Control': 'private, no-store' } : {}) });
  res.write(`<!doctype html><html lang="en"><head>${headTags.join('')}`);
  let bodyOpened = false;
  const openBody = (html: string | null) => {
    if (bodyOpened) return '';
    bodyOpened = true;
    return `${styleTags(html).join('')}</head><body><div id="root">`;
  };

  const app = (regionStates: Regions) => <App store={store} Router={Router} renderData={renderData} regions={regionStates} />;
  // A remote that throws while rendering gets its fallback in the HTML: the page is rendered once
  // more with that region as its fallback (nothing of the body has been sent yet).
  let complete = true;
  const outcome = await stream(app(regions), !serverRendered || !remote);
  if (outcome === 'region failed' && remote) {
    console.error(`[shell-server] ${remote} failed while rendering ${url.pathname}; its region shows its fallback`);
    regions[remote] = { status: 'error' };
    complete = false;
    await stream(app(regions), true);
  }
  // Kept and shared only when it is the same for every signed-out shopper and nothing was missing:
  // a public route, its region rendered, the head's data there, no shopper and no message in it.
  const cacheable =
    complete && serverRendered && route?.ssr === 'public' && !session && !flash && head !== null && head.status !== 503 && remote !== null && regions[remote]?.status === 'ready' && (status === 200 || status === 404);
  return { status, cacheable };

  function stream(tree: ReactNode, final: boolean): Promise<'sent' | 'region failed'> {
    return new Promise((resolve) => {
      let piped = false;
      let failed = false;
      // All of the page at once: held until React ends, so the head can carry what it uses.
      let whole: Buffer[] | null = null;
      const destination = new Writable({
        write(chunk: Buffer, _enc, done) {
          if (whole) whole.push(Buffer.from(chunk));
          else res.write(chunk);
          done();
        },
        final(done) {
          if (whole) {
            const html = Buffer.concat(whole).toString('utf8');
            res.write(openBody(html + NO_SCRIPT_NOTE) + html);
          }
          res.end(
            `</div><script id="${SERVER_PAYLOAD_ID}" type="application/json">${scriptJson(payload())}</script>` +
              NO_SCRIPT_NOTE +
              `${starter(req.shellAssets.js, later.shell, later.region, req.nonce)}</body></html>`,
          );
          done();
          resolve('sent');
        },
      });
      const start = (allReady: boolean) => {
        if (piped) return;
        clearTimeout(waitTimer);
        if (failed && !final) {
          clearTimeout(abortTimer);
          rendering.abort();
          resolve('region failed');
          return;
        }
        piped = true;
        if (allReady) whole = [];
        else {
          complete = false;
          res.streaming?.();
          res.write(openBody(null));
        }
        rendering.pipe(destination);
      };
      const rendering = renderToPipeableStream(tree, {
        nonce: req.nonce,
        onAllReady: () => start(true),
        onShellError(err) {
          console.error('[shell-server] the page could not render', err);
          complete = false;
          clearTimeout(waitTimer);
          clearTimeout(abortTimer);
          res.end(`${openBody(null)}</div><p>Something went wrong. Please reload the page.</p></body></html>`);
          resolve('sent');
        },
        onError(err) {
          if (!failed && (piped || final)) console.error('[shell-server] a part of the page failed while rendering; the browser renders it', err);
          failed = true;
          complete = false;
        },
      });
      // A slow API delays only its region: past the wait the chrome streams and the region follows.
      const waitTimer = setTimeout(() => start(false), timing.waitMs);
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
// The rendering server decides each request's versions with these (scripts/shell-server.mjs).
export { releaseRouting } from './releases';
