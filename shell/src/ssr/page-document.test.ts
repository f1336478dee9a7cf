import { describe, expect, it } from 'vitest';
import { NO_SCRIPT_NOTE, pageDocument, type ShellAssets } from './page-document';
import type { ServerPayload } from './payload';

const shellAssets: ShellAssets = {
  icon: null,
  css: ['/shell.css'],
  cssText: ['.used{color:red}.unused{color:blue}'],
  sheets: [['/shell.part1.css', '/shell.css']],
  preload: [],
  js: ['/main.js'],
};
const remoteStyles = {
  css: '.tile{margin:0}.other{margin:1px}',
  found: ['http://cdn.test/page.1a2b3c4d.css'],
  missing: ['http://cdn.test/gone.css'],
};
const payload = { records: {}, location: 'IN', categories: [], regions: { mf_catalogue: 'ready' }, registry: {}, config: { apiBase: 'http://api.test' } } as unknown as ServerPayload;
/** What the lazily loaded part the render showed asks for as it hydrates (federation.lazyChunkStyles). */
const LAZY_STYLES = ['http://cdn.test/lazy-part.1a2b3c4d.css', 'http://cdn.test/lazy-part-own.9f9f9f9f.css', 'http://cdn.test/page.1a2b3c4d.css'];
const doc = () => pageDocument({ nonce: 'n', shellAssets, remote: 'mf_catalogue', remoteStyles, lazyStyles: () => LAZY_STYLES });

describe('pageDocument', () => {
  it('opens with the doctype and the head tags', () => {
    expect(doc().start(['<title>T</title>'])).toBe('<!doctype html><html lang="en"><head><title>T</title>');
  });

  it('a page held whole gets the rules its HTML uses inline, the whole sheets in <noscript>, and the starter brings them in', () => {
    const page = doc();
    const before = page.beforeWhole('<p class="used tile">x</p>');
    expect(before).toContain('<link rel="expect" href="#storefront-server-data" blocking="render" />');
    expect(before).toMatch(/<style nonce="n" data-critical>[^<]*\.used\{color:red\}[^<]*<\/style>/);
    expect(before).not.toContain('.unused');
    expect(before).toContain('<noscript><link rel="stylesheet" href="/shell.css" /></noscript>');
    expect(before).toMatch(/<style nonce="n" data-remote-styles="mf_catalogue">[^<]*\.tile/);
    expect(before).not.toContain('.other');
    // A sheet that could not be read is linked.
    expect(before.endsWith('<link rel="stylesheet" href="http://cdn.test/gone.css" /></head><body><div id="root">')).toBe(true);
    // Once only.
    expect(page.beforeParts()).toBe('');
    const end = page.end(payload);
    expect(end).toMatch(/^<\/div><script id="storefront-server-data" type="application\/json">\{"records"/);
    expect(end).toContain(NO_SCRIPT_NOTE);
    // The lazily loaded part's own name for the page's styles gets a link to them; styles of its
    // own that the page does not have, and the page's file itself, get none.
    expect(end).toContain('{"scripts":["/main.js"],"shellSheets":[["/shell.part1.css","/shell.css"]],"regionSheets":[["http://cdn.test/page.1a2b3c4d.css"],["http://cdn.test/page.1a2b3c4d.css","http://cdn.test/lazy-part.1a2b3c4d.css"]],"holdSheets":true}');
    // A region the browser renders itself (its fallback was sent) needs the whole sheets at once.
    const fellBack = { ...payload, regions: { mf_catalogue: 'error' } } as unknown as ServerPayload;
    expect(page.end(fellBack)).toContain('"regionSheets":[["http://cdn.test/page.1a2b3c4d.css"],["http://cdn.test/page.1a2b3c4d.css","http://cdn.test/lazy-part.1a2b3c4d.css"]]});');
    expect(end.endsWith('</script></body></html>')).toBe(true);
  });

  it('a page that streams links the whole sheets and carries the region styles whole; the starter only runs the scripts', () => {
    const page = doc();
    const before = page.beforeParts();
    expect(before).not.toContain('blocking="render"');
    expect(before.startsWith('<link rel="stylesheet" href="/shell.css" />')).toBe(true);
    expect(before).toContain('.tile{margin:0}.other{margin:1px}');
    expect(page.end(payload)).toContain('{"scripts":["/main.js"],"shellSheets":[],"regionSheets":[]}');
  });

  it("a page held whole preloads, in its head, the code of the lazily loaded parts its render showed", () => {
    const shown: string[] = [];
    const page = pageDocument({ nonce: 'n', shellAssets, remote: 'mf_catalogue', remoteStyles, lazyPreloads: () => shown });
    // (asked for once the page is rendered: the render is what found them)
    shown.push('http://cdn.test/lazy-listing.1.js', 'http://cdn.test/181.2.js');
    const before = page.beforeWhole('<p class="used tile">x</p>');
    expect(before).toContain('<link rel="preload" as="script" href="http://cdn.test/lazy-listing.1.js" /><link rel="preload" as="script" href="http://cdn.test/181.2.js" />');
    expect(before.indexOf('lazy-listing')).toBeLessThan(before.indexOf('</head>'));
    // A page that streams does without (its head went out before the parts rendered).
    const streamed = pageDocument({ nonce: 'n', shellAssets, remote: 'mf_catalogue', remoteStyles, lazyPreloads: () => shown });
    expect(streamed.beforeParts()).not.toContain('rel="preload"');
  });

  it('ends a page React could not render with a note', () => {
    expect(doc().failed()).toMatch(/<\/head><body><div id="root"><\/div><p>Something went wrong\. Please reload the page\.<\/p><\/body><\/html>$/);
  });
});
