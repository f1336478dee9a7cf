// Starts the app in the browser: hydrates a page the server rendered, or renders afresh. The whole
// start of a page (the server's starter, the entry, this) is described in page-start.ts.
import 'bootstrap/dist/css/bootstrap.min.css';
import '@storefront/shared/ui/icons.css';
import './styles/global.css';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import {
  alertAtom,
  api,
  cartItemsAtom,
  categoriesAtom,
  cleanFormDraft,
  codeFlowAtom,
  cookieSessionAtom,
  configure,
  countriesAtom,
  formDraftAtom,
  holdShopperState,
  loadRuntimeConfig,
  locationAtom,
  locationChosenAtom,
  refreshCart,
  serverCouponAtom,
  sessionMyListAtom,
  setLocation,
  store,
  tokenAtom,
  userAtom,
  type RenderData,
} from '@storefront/shared';
import { App } from './app/app';
import type { Regions } from './app/remote-page';
import { applyRegistry, fetchRegistry, loadPages } from './app/remotes';
import type { RemoteName } from './app/route-table';
import { earlyRegistry, earlyRuntimeConfig } from './early-requests';
import { movedOnFrom, readServerPayload, type ServerPayload } from './ssr/payload';
import { whenNoPartHydrating } from './ssr/settled';

/** A region that never hydrates (its code failed) holds the shopper's own state back no longer than this. */
const HYDRATION_WAIT_MS = 8000;

/** Says on the page that its scripts have taken it over (what QA journeys and monitoring wait for). */
const markInteractive = () => document.documentElement.setAttribute('data-interactive', '');

async function start() {
  const payload = readServerPayload();
  if (payload) {
    await hydrate(payload);
    return;
  }
  await loadRuntimeConfig(earlyRuntimeConfig);
  try {
    applyRegistry(await fetchRegistry(earlyRegistry));
  } catch (err) {
    // Without a registry every remote region shows its fallback; the chrome still works.
    console.error('[shell] could not read the remotes registry', err);
  }
  createRoot(document.getElementById('root')!).render(<App />);
  markInteractive();
}

/**
 * The server rendered this page: compose the same releases it used, bring in the code of the
 * regions it rendered, and hydrate with the data it rendered with. The first render must be the
 * server's (the chrome of the shopper its session cookie named, or a signed-out one; the server's
 * location); the shopper's own state in this browser follows at once.
 */
async function hydrate(payload: ServerPayload) {
  configure(payload.config);
  applyRegistry(payload.registry);
  const regions: Regions = {};
  await Promise.all(
    Object.entries(payload.regions).map(async ([name, status]) => {
      const remote = name as RemoteName;
      if (status !== 'ready') {
        regions[remote] = { status };
        return;
      }
      try {
        regions[remote] = { status: 'ready', pages: await loadPages(remote) };
      } catch (err) {
        console.error(`[shell] could not load ${remote}`, err);
        regions[remote] = { status: 'error' };
      }
    }),
  );
  const own = { token: store.get(tokenAtom), user: store.get(userAtom), location: store.get(locationAtom), chosen: store.get(locationChosenAtom) };
  const session = payload.session ?? null;
  const settleShopper = holdShopperState();
  store.set(tokenAtom, null);
  store.set(userAtom, session?.user ?? null);
  store.set(cookieSessionAtom, Boolean(session));
  if (session) store.set(cartItemsAtom, session.cart);
  if (payload.coupon) store.set(serverCouponAtom, payload.coupon);
  if (payload.codeFlow) store.set(codeFlowAtom, payload.codeFlow);
  if (session?.myList) store.set(sessionMyListAtom, { userId: session.user.userId, entries: session.myList });
  if (payload.flash) store.set(alertAtom, { open: true, msg: payload.flash.msg, error: payload.flash.error, key: 1 });
  const draft = cleanFormDraft(payload.flash?.draft);
  if (draft) store.set(formDraftAtom, draft);
  store.set(locationAtom, payload.location);
  if (payload.locationChosen !== undefined) store.set(locationChosenAtom, payload.locationChosen);
  // The header hydrates naming the place as the server did (the whole list comes later).
  if (payload.locationName && store.get(countriesAtom).length === 0) store.set(countriesAtom, [{ country: payload.locationName, iso2: payload.location }]);
  store.set(categoriesAtom, payload.categories);
  // The chrome hydrates first, each region the server rendered after it: the shopper's own state
  // (signed in, their location) may only arrive once all of them have (else a region still waiting
  // to hydrate would be rendered again from scratch).
  const waiting = new Set<string>(['chrome', ...Object.keys(regions).filter((r) => regions[r as RemoteName]?.status === 'ready')]);
  const done = (part: string) => {
    if (!waiting.delete(part) || waiting.size > 0) return;
    clearTimeout(giveUp);
    finish();
  };
  const renderData: RenderData = { server: false, hydrating: true, records: payload.records, regionHydrated: done };
  const finish = () => {
    if (!renderData.hydrating) return;
    waiting.clear();
    renderData.hydrating = false;
    // The location cookie the page was rendered with wins (a choice made on the location page, by
    // its form, goes into this browser's storage too); without one, a location chosen before pages
    // were rendered on the server travels as a cookie from now on.
    if (payload.locationChosen) {
      if (own.location !== payload.location || !own.chosen) setLocation(payload.location);
    } else if (own.chosen) setLocation(own.location);
    // A token in this browser wins; without one, the cookie session the server saw goes on (a
    // shopper signed in by the form before the scripts ran), its cart already in the store.
    if (own.token || !session) {
      store.set(userAtom, own.user);
      store.set(tokenAtom, own.token);
      if (own.token && own.user?.userId !== session?.user.userId) {
        void refreshCart();
        // The server did not know this shopper by a cookie (signed in before pages had one, or
        // the cookie was cleared): the token starts it, so the next page is rendered for them.
        void api.post('/api/user/session');
      }
    }
    settleShopper();
    // (a part hydrating after its region, say a listing's cards, still has greyed controls)
    whenNoPartHydrating(document.getElementById('root')!, markInteractive, HYDRATION_WAIT_MS);
  };
  // The shopper moved on before the scripts ran (Forward twice, say): the server's HTML is another
  // address's, so the page is rendered afresh where the browser is, with the shopper's state.
  if (movedOnFrom(payload, window.location)) {
    finish();
    createRoot(document.getElementById('root')!).render(<App />);
    return;
  }
  const giveUp = setTimeout(finish, HYDRATION_WAIT_MS);
  const onHydrated = () => done('chrome');
  // As a transition: hydration yields to the browser every few milliseconds instead of holding the
  // main thread for the whole page (the shopper's taps are answered sooner).
  startTransition(() => {
    hydrateRoot(document.getElementById('root')!, <App renderData={renderData} regions={regions} onHydrated={onHydrated} />, {
      onRecoverableError(err) {
        console.error('[shell] the page was rendered again in the browser', err);
      },
    });
  });
}

void start();
