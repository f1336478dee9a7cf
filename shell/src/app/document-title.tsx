// The tab's title as the shopper moves around the shop (the server's head names the first page):
// each route's title from the route table, worked out as the server's head works it out
// (ssr/head.ts uses the same functions). A page whose name comes with its data (a product, a
// category) shows the shop's name until its remote names it (usePageTitle in @storefront/shared).
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { pageTitle } from '@storefront/shared';
import { matchRoute, type HeadSpec } from './route-table';

/** Longest search text repeated in a title. */
export const QUERY_MAX = 60;
/** Longest meta description: what search results show before they cut it themselves. */
export const DESCRIPTION_MAX = 160;

/** One line of text, cut at a word near `max` characters, with an ellipsis only when cut. */
export function summarize(text: string, max = DESCRIPTION_MAX): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= max) return line;
  const room = line.slice(0, max - 1);
  const space = room.lastIndexOf(' ');
  // A word longer than a third of the room is cut inside rather than dropping most of the text.
  const kept = space > max * 0.66 ? room.slice(0, space) : room;
  return `${kept.replace(/[\s,;:.\-–—]+$/, '')}…`;
}

/** The search page's title: the words searched, cut. */
export function searchTitle(query: string): string {
  const q = summarize(query, QUERY_MAX);
  return pageTitle(q ? `Search results for "${q}"` : 'Search results');
}

export const NOT_FOUND_TITLE = pageTitle('Page not found');

/**
 * The title of the page at `pathname` + `search` that the route table alone can tell; the shop's
 * name for a page that names itself from its data (a product, a category).
 */
export function routeTitle(pathname: string, search: string): string {
  const head: HeadSpec | undefined = matchRoute(pathname)?.route.head;
  if (!head) return NOT_FOUND_TITLE;
  switch (head.kind) {
    case 'search':
      return searchTitle(new URLSearchParams(search).get('q') ?? '');
    case 'static':
    case 'private':
      return pageTitle(head.title);
    default:
      return pageTitle(null);
  }
}

// (the page's own name, set in its effects, comes after this: layout effects run first)
const useBeforePageEffects = typeof window === 'undefined' ? useEffect : useLayoutEffect;

/**
 * Keeps document.title on the route's title as the shopper moves to another page. Not on the first
 * page (the server's head named it, with a product's or category's own name), and not when only
 * the query changes (a listing's page, a product's tab), but for a search's words.
 */
export function DocumentTitle() {
  const { pathname, search } = useLocation();
  const words = matchRoute(pathname)?.route.head.kind === 'search' ? search : '';
  const first = useRef(true);
  useBeforePageEffects(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    document.title = routeTitle(pathname, words);
  }, [pathname, words]);
  return null;
}
