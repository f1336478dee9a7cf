import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { on } from '@storefront/shared';

/** How long Back waits for a page to grow tall enough to show where the shopper was. */
const RESTORE_WAIT_MS = 3000;
/** Where the shopper was on each entry of this tab's history, kept over reloads (sessionStorage). */
const KEPT_KEY = 'sf-scroll';
const MAX_KEPT = 100;

/**
 * A page the shopper scrolled: to `y`, when the page was `height` px tall. A page coming back much
 * shorter than that is not the page they left (a checkout emptied by the order placed: where the
 * pay buttons were, its footer is): it opens at the top.
 */
interface Position {
  y: number;
  height: number;
}
/** The share of its height a page must have again for Back to return to where the shopper was. */
const SAME_PAGE_HEIGHT = 0.9;

/** Where the shopper last was on each history entry (React Router's location.key) of this page. */
const positions = new Map<string, Position>();

function readKept(): Record<string, Position> {
  try {
    const kept = JSON.parse(sessionStorage.getItem(KEPT_KEY) ?? '{}') as unknown;
    return kept && typeof kept === 'object' ? (kept as Record<string, Position>) : {};
  } catch {
    return {};
  }
}

/**
 * Keeps the positions for a later document of this tab (a reload, Back from another site).
 * 'default' is every first entry's key (an entry React Router did not make): never kept across
 * documents, where it would name another entry.
 */
function persist(): void {
  try {
    const kept = { ...readKept() };
    for (const [key, at] of positions) if (key !== 'default') kept[key] = at;
    const keys = Object.keys(kept);
    for (const key of keys.slice(0, Math.max(0, keys.length - MAX_KEPT))) delete kept[key];
    sessionStorage.setItem(KEPT_KEY, JSON.stringify(kept));
  } catch {
    // storage unavailable: positions last as long as the page
  }
}

/** Drops an entry's place from this tab's kept positions too. */
function forgetKept(key: string): void {
  try {
    const kept = readKept();
    if (!(key in kept)) return;
    delete kept[key];
    sessionStorage.setItem(KEPT_KEY, JSON.stringify(kept));
  } catch {
    // storage unavailable: nothing kept there
  }
}

function savedPosition(key: string): Position | undefined {
  const at = positions.get(key) ?? (key === 'default' ? undefined : readKept()[key]);
  return at && Number.isFinite(at.y) && at.y > 0 && Number.isFinite(at.height) ? at : undefined;
}

const pageHeight = () => (document.scrollingElement ?? document.documentElement).scrollHeight;

/**
 * Back or Forward to where the shopper was: the page of another slice arrives later (its code, its
 * data), so the shopper waits at the top until the page is (about) as tall as it was, then goes to
 * `y`, and stays there while the page settles (a page that scrolls itself to the top as it opens).
 * Stops when the shopper scrolls, taps or types, at the next navigation, or after RESTORE_WAIT_MS:
 * at the top when the page never grew back (its content changed, say a checkout emptied by the
 * order placed, where the pay buttons' place is now the footer's).
 */
function restore({ y, height }: Position): () => void {
  const events = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;
  const started = performance.now();
  let frame = 0;
  const stop = () => {
    cancelAnimationFrame(frame);
    for (const e of events) window.removeEventListener(e, stop, true);
  };
  const step = () => {
    const h = pageHeight();
    if (h >= height * SAME_PAGE_HEIGHT && h - window.innerHeight >= y - 1 && Math.abs(window.scrollY - y) > 1) window.scrollTo(0, y);
    if (performance.now() - started < RESTORE_WAIT_MS) frame = requestAnimationFrame(step);
    else stop();
  };
  for (const e of events) window.addEventListener(e, stop, { capture: true, passive: true });
  window.scrollTo(0, 0);
  step();
  return stop;
}

/**
 * Scrolling as shoppers expect across the shop's pages: a new page starts at the top (spec §2:
 * every route change scrolls to the top); Back and Forward return to where the shopper was on that
 * page, or to the top of a page not seen before. The browser's own restoration cannot do it here:
 * it scrolls as Back happens, while the page coming back is not there yet, so it stopped at
 * whatever fitted (the footer of a page still loading), so the shop restores it itself while the
 * page is open, and hands it back to the browser when the page is left (a reload, another site).
 */
export function ScrollToTop() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const previous = useRef<{ key: string; pathname: string } | null>(null);

  useEffect(() => {
    if (!('scrollRestoration' in window.history)) return;
    const manual = () => {
      window.history.scrollRestoration = 'manual';
    };
    const leave = () => {
      persist();
      window.history.scrollRestoration = 'auto';
    };
    manual();
    window.addEventListener('pageshow', manual);
    window.addEventListener('pagehide', leave);
    return () => {
      window.removeEventListener('pageshow', manual);
      window.removeEventListener('pagehide', leave);
      leave();
    };
  }, []);

  // Where the shopper is on this entry, as they scroll; nowhere once its page says it is done with
  // (a checkout whose order was placed: emptied, where the pay buttons were is its footer now, and
  // Back must find it at its top, not wherever its shrinking left the window).
  useEffect(() => {
    const key = location.key;
    let done = false;
    const stopFollowing = on('cart:forget-scroll', () => {
      done = true;
      positions.delete(key);
      forgetKept(key);
    });
    const onScroll = () => {
      if (done) return;
      positions.set(key, { y: window.scrollY, height: pageHeight() });
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      stopFollowing();
      window.removeEventListener('scroll', onScroll);
    };
  }, [location.key]);

  useEffect(() => {
    const before = previous.current;
    previous.current = { key: location.key, pathname: location.pathname };
    if (navigationType === 'POP') {
      // Back or Forward (or a reload of an entry the browser left to the shop).
      if (before?.key === location.key) return;
      const at = savedPosition(location.key);
      if (at && (before !== null || window.scrollY === 0)) return restore(at);
      if (before && before.pathname !== location.pathname) window.scrollTo(0, 0);
      return;
    }
    if (before && before.pathname !== location.pathname) window.scrollTo(0, 0);
  }, [location.key, location.pathname, navigationType]);

  return null;
}
