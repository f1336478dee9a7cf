import { describe, expect, it } from 'vitest';
import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import { cachedPage, encodedBody, matches, PageCache, pageKey } from './page-cache';

const page = (text: string) => cachedPage(200, { 'Content-Type': 'text/html' }, Buffer.from(text));

describe('PageCache', () => {
  it('keys a page by its address, location, catalogue version and releases: a change in any is another page', () => {
    const base = { url: '/products/1', location: 'All', catalogueVersion: '7', releases: 'mf-product@1' };
    const keys = new Set([
      pageKey(base),
      pageKey({ ...base, url: '/products/2' }),
      pageKey({ ...base, location: 'India' }),
      pageKey({ ...base, catalogueVersion: '8' }),
      pageKey({ ...base, releases: 'mf-product@2' }),
    ]);
    expect(keys.size).toBe(5);
  });

  it('drops the least recently used page past its count', () => {
    const cache = new PageCache({ maxEntries: 2, maxBytes: 1e6 });
    cache.set('a', page('a'));
    cache.set('b', page('b'));
    cache.get('a');
    cache.set('c', page('c'));
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')?.body.toString()).toBe('a');
    expect(cache.get('c')?.body.toString()).toBe('c');
  });

  it('stays within its bytes', () => {
    const cache = new PageCache({ maxEntries: 100, maxBytes: 10 });
    cache.set('a', page('12345'));
    cache.set('b', page('12345'));
    cache.set('c', page('12345'));
    expect(cache.size).toBe(2);
    cache.set('big', page('x'.repeat(11)));
    expect(cache.get('big')).toBeUndefined();
  });

  it('keeps nothing when it has no room (the bench turns it off)', () => {
    const cache = new PageCache({ maxEntries: 0, maxBytes: 1e6 });
    cache.set('a', page('a'));
    expect(cache.enabled).toBe(false);
    expect(cache.get('a')).toBeUndefined();
  });

  it('renders once for requests that miss the same page together', async () => {
    const cache = new PageCache({ maxEntries: 10, maxBytes: 1e6 });
    let release!: (p: ReturnType<typeof page>) => void;
    const first = cache.fill('k', new Promise((r) => (release = r)));
    const waiting = cache.waiting('k');
    expect(waiting).toBeDefined();
    release(page('once'));
    expect((await first)?.body.toString()).toBe('once');
    expect((await waiting)?.body.toString()).toBe('once');
    expect(cache.get('k')?.body.toString()).toBe('once');
    expect(cache.waiting('k')).toBeUndefined();
  });

  it('keeps nothing of a render that gave no page to keep, nor of one that failed', async () => {
    const cache = new PageCache({ maxEntries: 10, maxBytes: 1e6 });
    expect(await cache.fill('k', Promise.resolve(null))).toBeNull();
    expect(await cache.fill('k', Promise.reject(new Error('boom')))).toBeNull();
    expect(cache.get('k')).toBeUndefined();
  });
});

describe('a kept page', () => {
  it('has one ETag per content and matches If-None-Match, weak or strong, in a list or as *', () => {
    const a = page('<p>a</p>');
    expect(a.etag).toMatch(/^W\/".+"$/);
    expect(page('<p>a</p>').etag).toBe(a.etag);
    expect(page('<p>b</p>').etag).not.toBe(a.etag);
    expect(matches(a.etag, a.etag)).toBe(true);
    expect(matches(`"x", ${a.etag.slice(2)}`, a.etag)).toBe(true);
    expect(matches('*', a.etag)).toBe(true);
    expect(matches('"other"', a.etag)).toBe(false);
    expect(matches(undefined, a.etag)).toBe(false);
  });

  it('is compressed once per encoding and decompresses to the page', async () => {
    const p = page('<p>hello</p>'.repeat(100));
    const br = await encodedBody(p, 'br');
    expect(brotliDecompressSync(br).toString()).toBe(p.body.toString());
    expect(await encodedBody(p, 'br')).toBe(br);
    expect(gunzipSync(await encodedBody(p, 'gzip')).toString()).toBe(p.body.toString());
  });
});
