// Renders one page to HTML for one request, in five stages, each a module of its own:
//   route    (page-route.ts)    the route table's entry for the address, and what the server renders of it;
//   data     (page-data.ts)     the head's API answers, the categories, the region's code and files, the
//                               session: every API read through one per-request cache the region's hooks share;
//   head     (page-head.ts)     the status and the head tags that go out at once (share and search: head.ts);
//   render   (page-stream.ts)   React 18's stream: held whole when every part is ready in time, else streamed;
//   document (page-document.ts) the HTML around React's: styles, payload, the starter (starter.ts).
// Everything a request uses is made for it here: its jotai store, its RenderData (the data its hooks
// fetched, handed to the browser to hydrate with), its regions.
import type { ReactNode } from 'react';
import { StaticRouter } from 'react-router-dom/server';
import { createStore } from 'jotai';
import { alertAtom, cartItemsAtom, categoriesAtom, codeFlowAtom, configure, formDraftAtom, countriesAtom, couponFromCookie, serverCouponAtom, cookieSessionAtom, isChosenLocation, locationAtom, locationChosenAtom, locationCode, sessionMyListAtom, userAtom, type CodeFlow, type RenderData, type RuntimeConfig, type SlicePages } from '@storefront/shared';
import { App } from '../app/app';
import type { Regions } from '../app/remote-page';
import type { Registry } from '../app/remotes';
import type { Flash } from './forms';
import { lazyChunkFiles, lazyChunkStyles } from './federation';
import { loadPageData, requestReads } from './page-data';
import { pageDocument, type ShellAssets } from './page-document';
import { headTags, pageStatus } from './page-head';
import { confirmShopper, routePage, sendsToSignIn } from './page-route';
import { streamPage, type PageResponse } from './page-stream';
import type { ServerPayload } from './payload';

export type { PageResponse } from './page-stream';
export type { ShellAssets } from './page-document';

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
  /** The shopper's delivery location (their cookie; '' when they never chose one). */
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
  /** The signed-in shopper's coupon cookie (shared/src/coupon.ts), raw: the cart and the header's total show its discount. */
  coupon?: string | null;
  /** The account screens' code flow of the shopper's cookie (shared's code-flow.ts): their page is theirs alone. */
  codeFlow?: CodeFlow | null;
}

/** How a render went: `cacheable` when the page is public and came out whole with every region in it. */
export interface PageOutcome {
  status: number;
  cacheable: boolean;
}

export async function renderPage(req: PageRequest, res: PageResponse): Promise<PageOutcome> {
  const timing = req.timing ?? DEFAULT_TIMING;
  configure(req.config);

  const asked = routePage(req.url, req.origin, Boolean(req.session));
  const { url, remote } = asked;

  // The shopper's own reads (a page rendered for them: their orders, their list) go with their session.
  const { reads, get } = requestReads(timing.headMs, req.session);
  const data = await loadPageData(
    {
      origin: req.origin,
      registry: req.registry,
      apiBase: req.config.apiBase,
      session: req.session,
      remoteMs: timing.remoteMs,
      headMs: timing.headMs,
      location: isChosenLocation(req.location) ? locationCode(req.location) : null,
    },
    asked,
    get,
  );
  const { head, categories, pages, assets, session } = data;
  const page = confirmShopper(asked, Boolean(session));
  const regions: Regions = {};
  if (remote) regions[remote] = !page.regionRendered ? { status: 'loading' } : pages ? { status: 'ready', pages } : { status: 'error' };

  const status = pageStatus(head);
  const scripts = [...req.shellAssets.js, ...(assets?.js ?? []), ...req.shellAssets.preload];
  const tags = headTags({
    head,
    nonce: req.nonce,
    releases: req.releases,
    icon: req.shellAssets.icon,
    apiBase: req.config.apiBase,
    registry: req.registry,
    scripts,
    toSignIn: sendsToSignIn(page, Boolean(session)),
  });

  // The hooks read through the request's reads: what the head read already is not asked for again.
  const renderData: RenderData = { server: true, hydrating: false, records: {}, pending: new Map(), failed: new Set(), reads, chunks: new Set() };
  const store = createStore();
  // A location the API would refuse (a hand-made cookie) is the default: else every list is an error.
  const location = locationCode(req.location);
  const locationChosen = isChosenLocation(req.location);
  store.set(locationAtom, location);
  store.set(locationChosenAtom, locationChosen);
  // The header names the chosen place ('India'), as the browser will once it has the whole list.
  const locationName = data.locationName;
  if (locationName) store.set(countriesAtom, [{ country: locationName, iso2: location }]);
  store.set(categoriesAtom, categories);
  const flash = req.flash ?? null;
  // The key is fixed: the browser's first render must be the server's.
  if (flash) store.set(alertAtom, { open: true, msg: flash.msg, error: flash.error, key: 1 });
  if (flash?.draft) store.set(formDraftAtom, flash.draft);
  // The coupon of the cookie, when it is this shopper's: their page shows its discount.
  const saved = session ? couponFromCookie(req.coupon) : null;
  const coupon = saved && saved.userId === session?.user.userId ? saved : null;
  if (coupon) store.set(serverCouponAtom, coupon);
  const codeFlow = req.codeFlow ?? null;
  if (codeFlow) store.set(codeFlowAtom, codeFlow);
  if (session) {
    store.set(cookieSessionAtom, true);
    store.set(userAtom, session.user);
    store.set(cartItemsAtom, session.cart);
    if (session.myList) store.set(sessionMyListAtom, { userId: session.user.userId, entries: session.myList });
  }
  const Router = ({ children }: { children: ReactNode }) => <StaticRouter location={url.pathname + url.search}>{children}</StaticRouter>;

  const payload = (): ServerPayload => ({
    url: url.pathname + url.search,
    records: renderData.records,
    location,
    locationChosen,
    locationName,
    categories,
    regions: Object.fromEntries(Object.entries(regions).map(([name, r]) => [name, r.status])),
    registry: req.registry,
    config: req.config,
    session,
    flash,
    ...(coupon ? { coupon } : {}),
    ...(codeFlow ? { codeFlow } : {}),
  });

  // The code of the lazily loaded parts the render showed (a listing page, home's first list) is
  // preloaded with a page held whole: the browser asked for it only when the part hydrated.
  // A shell page (about, contact, ...) is the shell's lazily loaded chunk: its styles go with the
  // page as a region's do, its code is preloaded (without them it showed unstyled until that chunk
  // came, and for ever without scripts).
  const pagesChunk = page.route?.owner === 'shell' ? (req.shellAssets.pagesChunk ?? null) : null;
  const lazyPreloads = () => [...(pagesChunk?.js ?? []), ...lazyChunkFiles(assets, renderData.chunks ?? [], scripts)];
  const document = pageDocument({
    nonce: req.nonce,
    shellAssets: req.shellAssets,
    remote,
    remoteStyles: pagesChunk ? { css: pagesChunk.cssText, found: pagesChunk.css, missing: [] } : data.remoteStyles,
    lazyPreloads,
    lazyStyles: () => lazyChunkStyles(assets, renderData.chunks ?? []),
  });
  // A page rendered for one shopper is theirs alone: no cache keeps it.
  res.writeHead(status, { 'Content-Type': 'text/html; charset=utf-8', ...(session || flash || codeFlow ? { 'Cache-Control': 'private, no-store' } : {}) });
  res.write(document.start(tags));

  const app = (regionStates: Regions) => <App store={store} Router={Router} renderData={renderData} regions={regionStates} />;
  const stream = (final: boolean) => streamPage(app(regions), res, { nonce: req.nonce, waitMs: timing.waitMs, abortMs: timing.abortMs, final, document, payload });
  // A remote that throws while rendering gets its fallback in the HTML: the page is rendered once
  // more with that region as its fallback (nothing of the body has been sent yet).
  const first = await stream(!page.regionRendered || !remote);
  let complete = first.sent && first.complete;
  if (!first.sent && remote) {
    const cause = first.sent ? '' : ` (${first.error instanceof Error ? first.error.message : String(first.error)})`;
    console.error(`[shell-server] ${remote} failed while rendering ${url.pathname}${cause}; its region shows its fallback`);
    regions[remote] = { status: 'error' };
    await stream(true);
    complete = false;
  }
  // Kept and shared only when it is the same for every signed-out shopper and nothing was missing:
  // a public route, its region (if it has one) rendered, the head's data there, no shopper and no
  // message or code flow in it.
  const cacheable =
    complete &&
    page.shared &&
    !session &&
    !flash &&
    !codeFlow &&
    head !== null &&
    head.status !== 503 &&
    (remote === null || regions[remote]?.status === 'ready') &&
    (status === 200 || status === 404);
  return { status, cacheable };
}

export type { SlicePages };
// The rendering server decides each request's versions with these (scripts/shell-server.mjs).
export { releaseRouting } from './releases';
