// When a server-rendered page may say it works (`html[data-interactive]`, what monitoring, the
// readiness bench and the stylesheets' switch wait for): the chrome and every region have hydrated
// (bootstrap.tsx counts those) and no control the server greyed for want of its scripts is left.
// A part hydrating after its region (a listing's cards in a Suspense boundary of their own) comes
// alive hundreds of milliseconds later on a slow phone; the page must not claim to work before it.
import { HYDRATING_ATTRIBUTE } from '@storefront/shared';

/**
 * Calls `done` once no element under `root` carries HYDRATING_ATTRIBUTE: at once when none does,
 * else when the last one loses it or leaves the page, and after `giveUpMs` whatever happens (a
 * part whose code never arrives must not hold the page's state back for good). Returns a stop.
 */
export function whenNoPartHydrating(root: Element, done: () => void, giveUpMs: number): () => void {
  const selector = `[${HYDRATING_ATTRIBUTE}]`;
  if (!root.querySelector(selector)) {
    done();
    return () => {};
  }
  let finished = false;
  const finish = () => {
    if (finished) return;
    finished = true;
    observer.disconnect();
    clearTimeout(timer);
    done();
  };
  const observer = new MutationObserver(() => {
    if (!root.querySelector(selector)) finish();
  });
  observer.observe(root, { subtree: true, childList: true, attributes: true, attributeFilter: [HYDRATING_ATTRIBUTE] });
  const timer = setTimeout(finish, giveUpMs);
  return () => {
    finished = true;
    observer.disconnect();
    clearTimeout(timer);
  };
}
