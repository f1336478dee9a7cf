// The one jotai store of the page and the atoms several slices read. Atoms live at module level;
// storage-backed ones read storage once at start and are cleared explicitly on sign-out.
import { atom, createStore } from 'jotai';
import { api, onUnauthorized, writeCount } from './api';
import { locationCode, STORAGE_KEYS, TIMINGS } from './constants';
import { computeTotals } from './rules/pricing';
import { readJson, readStorage, writeStorage } from './storage';
import type { AuthUser, CartItem, Category, Country, StoredUser } from './types';

export const store = createStore();

// ---- auth ------------------------------------------------------------------------------------
export const tokenAtom = atom<string | null>(readStorage(STORAGE_KEYS.token));
export const userAtom = atom<StoredUser | null>(readJson<StoredUser>(STORAGE_KEYS.user));
/**
 * The page's server knew the shopper from the session cookie (it rendered them signed in): set from
 * the page's payload, cleared on sign-out. A shopper signed in by a form before the scripts ran has
 * this session and no token.
 */
export const cookieSessionAtom = atom(false);
/**
 * The My List of the shopper the server rendered the page for (session cookie): product id -> entry
 * id, as it was when the page was made. Hearts start from it, so the server's HTML (and a page
 * without scripts) shows them filled; the browser's own lookups take over after. Null otherwise.
 */
export interface SessionMyList {
  userId: string;
  entries: Record<string, string>;
}
export const sessionMyListAtom = atom<SessionMyList | null>(null);

/** The shopper's entry for `productId` as the page's session knew it ({ id } or null). */
export function sessionListEntry(list: SessionMyList | null, productId: string, userId: string | undefined): { id: string } | null {
  const id = list && userId && list.userId === userId ? list.entries[productId] : undefined;
  return id ? { id } : null;
}

/** Logged in means a stored token is present (spec section 1), or the cookie session the server saw. */
export const isLoggedInAtom = atom((get) => Boolean(get(tokenAtom)) || get(cookieSessionAtom));

export function toStoredUser(user: AuthUser | { name: string; email: string; id: string; images?: string[] }): StoredUser {
  return { name: user.name, email: user.email, userId: user.id, image: user.images?.[0] ?? '' };
}

export function signIn(token: string, user: StoredUser): void {
  writeStorage(STORAGE_KEYS.token, token);
  writeStorage(STORAGE_KEYS.user, JSON.stringify(user));
  store.set(tokenAtom, token);
  store.set(userAtom, user);
  void refreshCart();
}

export function updateStoredUser(user: StoredUser): void {
  writeStorage(STORAGE_KEYS.user, JSON.stringify(user));
  store.set(userAtom, user);
}

export function signOut(): void {
  // The cookie session ends with the token (the API clears the httpOnly cookie).
  void api.post('/api/user/signout');
  writeStorage(STORAGE_KEYS.token, null);
  writeStorage(STORAGE_KEYS.user, null);
  forgetShopper();
}

/**
 * The password of `email` was changed with a one-time code (reset, or changed after the code, as
 * My Account's 'Forgot your old password?' does): every session of that shopper ended, this
 * browser's cookie with them, and the spec goes on to /signIn. A page signed in as that shopper
 * signs out at once, never showing a signed-in header the server no longer honours until a call
 * comes back 401.
 */
export function passwordChangedByCode(email: string): void {
  const me = store.get(userAtom);
  if (store.get(isLoggedInAtom) && me && me.email.trim().toLowerCase() === email.trim().toLowerCase()) signOut();
}

/** This page's shopper state, cleared (the browser's storage and cookie are left as they are). */
function forgetShopper(): void {
  store.set(cookieSessionAtom, false);
  store.set(sessionMyListAtom, null);
  store.set(tokenAtom, null);
  store.set(userAtom, null);
  store.set(cartItemsAtom, []);
}

/** How often a page coming back into view asks whether its session still holds, at most. */
export const SESSION_CHECK_MS = 15_000;

/**
 * Keeps the page's shopper the one the server honours, when the session changed elsewhere:
 * - another tab of this browser signed in, out, or changed the password (the fresh token it was
 *   given is this browser's now): this tab follows at once (the storage event), never going on
 *   with a token the server refused or showing a shopper signed out;
 * - another device changed the password (every other session ended) or signed out: a page of this
 *   one coming back into view (at most every SESSION_CHECK_MS) asks the server whether its session
 *   holds, and a 401 signs it out at once instead of at the shopper's next tap.
 * Returns the function that stops it.
 */
export function watchSession(): () => void {
  let lastCheck = 0;
  const onStorage = (e: StorageEvent) => {
    if (e.key !== null && e.key !== STORAGE_KEYS.token && e.key !== STORAGE_KEYS.user) return;
    // (while the page hydrates, the store holds the server's view on purpose: left to the shell)
    if (pendingShopper) return;
    const token = readStorage(STORAGE_KEYS.token);
    if (!token) {
      // Signed out in another tab (its cookie went with it).
      if (store.get(tokenAtom)) forgetShopper();
      return;
    }
    const user = readJson<StoredUser>(STORAGE_KEYS.user);
    if (!user || (token === store.get(tokenAtom) && user.userId === store.get(userAtom)?.userId)) return;
    const before = store.get(userAtom)?.userId;
    store.set(tokenAtom, token);
    store.set(userAtom, user);
    if (before !== user.userId) {
      store.set(sessionMyListAtom, null);
      void refreshCart();
    }
  };
  const onVisible = () => {
    if (document.visibilityState !== 'visible' || !store.get(isLoggedInAtom)) return;
    if (Date.now() - lastCheck < SESSION_CHECK_MS) return;
    lastCheck = Date.now();
    // A 401 signs the shopper out (onUnauthorized below).
    void api.get('/api/user/session');
  };
  const onShow = (e: PageTransitionEvent) => {
    if (e.persisted) onVisible();
  };
  window.addEventListener('storage', onStorage);
  document.addEventListener('visibilitychange', onVisible);
  window.addEventListener('pageshow', onShow);
  return () => {
    window.removeEventListener('storage', onStorage);
    document.removeEventListener('visibilitychange', onVisible);
    window.removeEventListener('pageshow', onShow);
  };
}

/**
 * While the browser hydrates a server page, the store holds the server's view of the shopper (for a
 * browser whose token the server never saw: signed out); this browser's own state follows once the
 * whole page has hydrated. A tap that makes a part hydrate at once can run in between: what it does
 * for the shopper first waits for shopperPending() (when there is one) and then reads the store,
 * never the values its render had.
 */
let pendingShopper: { done: Promise<void>; settle: () => void } | null = null;

/** Starts the wait (the shell, as it hydrates); the function returned ends it. */
export function holdShopperState(): () => void {
  let settle = () => {};
  const done = new Promise<void>((resolve) => {
    settle = resolve;
  });
  const held = { done, settle };
  pendingShopper = held;
  return () => {
    if (pendingShopper === held) pendingShopper = null;
    held.settle();
  };
}

/**
 * Resolves once the store holds this browser's own shopper; null when it already does (the caller
 * goes on at once, in the same task as the tap).
 */
export function shopperPending(): Promise<void> | null {
  return pendingShopper?.done ?? null;
}

// An expired or revoked token signs the shopper out everywhere at once. A call refused for a token
// this browser no longer holds says nothing of the session it holds now: the answer to a call sent
// just before a password change (in this tab or another) must not end the fresh session that
// change gave this browser (nor clear its cookie).
onUnauthorized((sentToken) => {
  if (sentToken !== null && sentToken !== readStorage(STORAGE_KEYS.token)) return;
  if (store.get(isLoggedInAtom)) {
    signOut();
    showAlert('Your session has ended. Please sign in again.', true);
  }
});

// ---- cart ------------------------------------------------------------------------------------
export const cartItemsAtom = atom<CartItem[]>([]);
export const cartCountAtom = atom((get) => get(cartItemsAtom).length);
export const cartTotalsAtom = atom((get) => computeTotals(get(cartItemsAtom)));
export const cartLoadingAtom = atom(false);
/** Why the last cart read failed (the API's or network message); null once a read succeeds. */
export const cartErrorAtom = atom<string | null>(null);

/** A cart read reused by every caller while no write has been sent since it started. */
let cartRead: { userId: string; writes: number; fetcher: typeof fetch; at: number; result: Promise<CartItem[]> } | null = null;
/** How long a finished cart read still answers callers (the page's parts asking on load). */
export const CART_REUSE_MS = 3000;

/**
 * Reads the signed-in shopper's cart into the store (the header badge follows it). The parts of
 * a page asking at load share one read; any write sent since makes the next call read again.
 * Writes go through ./cart, which puts the server's answer into the store instead of re-reading.
 */
export function refreshCart(): Promise<CartItem[]> {
  const user = store.get(userAtom);
  if (!store.get(isLoggedInAtom) || !user) {
    cartRead = null;
    store.set(cartItemsAtom, []);
    store.set(cartErrorAtom, null);
    return Promise.resolve([]);
  }
  const reuse =
    cartRead &&
    cartRead.userId === user.userId &&
    cartRead.writes === writeCount() &&
    cartRead.fetcher === globalThis.fetch &&
    Date.now() - cartRead.at < CART_REUSE_MS;
  if (reuse && cartRead) return cartRead.result;
  const result = readCart(user.userId);
  cartRead = { userId: user.userId, writes: writeCount(), fetcher: globalThis.fetch, at: Date.now(), result };
  return result;
}

async function readCart(userId: string): Promise<CartItem[]> {
  store.set(cartLoadingAtom, true);
  const before = writeCount();
  const res = await api.get<CartItem[]>('/api/cart', { userId });
  store.set(cartLoadingAtom, false);
  if (res.ok && Array.isArray(res.data) && writeCount() !== before) {
    // A change went out while this read was on its way (a tap on + as the cart page opened): its
    // own answer is newer than this one, which would undo it on screen. The next refresh reads again.
    cartRead = null;
    return store.get(cartItemsAtom);
  }
  if (res.ok && Array.isArray(res.data)) {
    store.set(cartItemsAtom, res.data);
    store.set(cartErrorAtom, null);
    return res.data;
  }
  cartRead = null;
  store.set(cartErrorAtom, res.ok ? 'Could not read your cart.' : res.msg);
  return store.get(cartItemsAtom);
}

// ---- alerts ----------------------------------------------------------------------------------
export interface AlertState {
  open: boolean;
  msg: string;
  error: boolean;
  /** Changes with every alert so the same message twice restarts the timer. */
  key: number;
}
export const alertAtom = atom<AlertState>({ open: false, msg: '', error: false, key: 0 });

export function showAlert(msg: string, error = false): void {
  store.set(alertAtom, { open: true, msg, error, key: Date.now() + Math.random() });
}
export function hideAlert(): void {
  store.set(alertAtom, (a) => ({ ...a, open: false }));
}
export const SNACKBAR_MS = TIMINGS.snackbarMs;

// ---- location, categories, countries ---------------------------------------------------------
export const locationAtom = atom<string>(locationCode(readStorage(STORAGE_KEYS.location)));
/**
 * Whether the shopper chose a location (the header says 'Select Location' until they do). The
 * browser knows from its storage, the server from the location cookie: both the same, so a page
 * hydrates as rendered.
 */
export const locationChosenAtom = atom<boolean>(isChosenLocation(readStorage(STORAGE_KEYS.location)));

/** A stored location the shopper chose and the shop can use. */
export function isChosenLocation(stored: string | null | undefined): boolean {
  return Boolean(stored) && locationCode(stored) === stored?.trim();
}

/** The location also travels as a cookie, so a server rendering the shop's pages lists what this shopper can get. */
export const LOCATION_COOKIE = 'sf_location';

export function setLocation(location: string): void {
  writeStorage(STORAGE_KEYS.location, location);
  if (typeof document !== 'undefined') {
    document.cookie = `${LOCATION_COOKIE}=${encodeURIComponent(location)}; path=/; max-age=31536000; samesite=lax`;
  }
  store.set(locationAtom, location);
  store.set(locationChosenAtom, true);
}

export const categoriesAtom = atom<Category[]>([]);
export const countriesAtom = atom<Country[]>([]);

// ---- chrome ----------------------------------------------------------------------------------
/** Sign-in and code screens hide the site header and footer while shown. */
export const chromeHiddenAtom = atom(false);
/** Small screens: whether the listing's 'Filter Products' panel is open. */
export const filterPanelOpenAtom = atom(false);
/**
 * The id of the listing's filter panel: the bottom bar's Filters tab and the toolbar's Filters button
 * link to it, so without scripts (CSS `:target`) they still open it.
 */
export const FILTER_PANEL_ID = 'filters';
