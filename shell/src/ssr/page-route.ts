// Stage 1 of a server render (render.tsx): which page an address shows and what the server renders
// of it, decided by the route table alone.
import { matchRoute, type RemoteName, type RouteEntry } from '../app/route-table';

export interface PageRoute {
  url: URL;
  /** The table's entry; null for an address the shop has no page at (the 404 page). */
  route: RouteEntry | null;
  /** The remote that owns the page's region (null: the shell's own page, or none). */
  remote: RemoteName | null;
  /** The region is rendered on the server for this request (else the browser renders it). */
  regionRendered: boolean;
  /** The same for every signed-out shopper: the page cache may keep it when it comes out whole. */
  shared: boolean;
}

export function routePage(url: string, origin: string, signedIn: boolean): PageRoute {
  const at = new URL(url, origin);
  const route = matchRoute(at.pathname)?.route ?? null;
  const remote = route && route.owner !== 'shell' ? route.owner : null;
  const rendered = route?.ssr === 'public' || (signedIn && route?.ssr === 'shopper');
  return { url: at, route, remote, regionRendered: Boolean(remote && rendered), shared: route?.ssr === 'public' };
}

/**
 * The page once the API has said whose the session cookie is (`signedIn`: it named a shopper): a
 * shopper's page for a cookie it did not confirm (ended by a password change, expired) is left to
 * the browser like a visitor's (rendered for nobody, it came out blank).
 */
export function confirmShopper(page: PageRoute, signedIn: boolean): PageRoute {
  return page.regionRendered && page.route?.ssr === 'shopper' && !signedIn ? { ...page, regionRendered: false } : page;
}

/** A page for signed-in shoppers only, asked for by nobody the server knows: without scripts it sends them to /signIn. */
export function sendsToSignIn(page: PageRoute, signedIn: boolean): boolean {
  return Boolean(page.route?.signedIn) && !signedIn;
}
