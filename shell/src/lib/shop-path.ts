// Where a form or a link may send the shopper back to: a path of this shop, never an address a
// browser would read as another site's.

/**
 * A path of this shop: starts with one '/', and holds no control character or space at all (a
 * browser drops tabs and line breaks from a URL, so `/<tab>/evil.example` would leave the shop, and
 * `//evil.example/x` or `/\evil.example` is another site).
 */
export function isShopPath(path: string): boolean {
  return /^\/(?![/\\])/.test(path) && ![...path].some((c) => c <= ' ' || c === '\u007f');
}

/** `back` when it is a path of this shop, else the home page. */
export function shopPathOr(back: string | null | undefined, fallback = '/'): string {
  return back && isShopPath(back) ? back : fallback;
}
