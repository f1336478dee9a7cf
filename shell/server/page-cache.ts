// Rendered public pages, kept in this process. A page for a signed-out shopper is the same for
// everyone who asks for the same address from the same delivery location, with the same catalogue
// and the same slice releases: that is its key (see pageKey), so a price change (a new catalogue
// version) or a release (another releases string) reaches the very next request. Bounded by count
// and bytes, least recently used out first. Each entry keeps its bytes, its ETag and, made on the
// first request that accepts each, its brotli and gzip bytes. Concurrent misses for one key render
// once (see `fill`).
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';

export type Encoding = 'br' | 'gzip';

export interface CachedPage {
  status: number;
  /** The headers the page is sent with (besides caching and encoding ones). */
  headers: Record<string, string>;
  body: Buffer;
  /** Weak: the same page is sent in several encodings. */
  etag: string;
  encoded: Partial<Record<Encoding, Promise<Buffer>>>;
}

const compressBrotli = promisify(brotliCompress);
const compressGzip = promisify(gzip);

export function etagOf(body: Buffer): string {
  return `W/"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`;
}

export function cachedPage(status: number, headers: Record<string, string>, body: Buffer): CachedPage {
  return { status, headers, body, etag: etagOf(body), encoded: {} };
}

/** The page's bytes in `encoding`, compressed once (off the main thread) and kept with it. */
export function encodedBody(page: CachedPage, encoding: Encoding): Promise<Buffer> {
  let bytes = page.encoded[encoding];
  if (!bytes) {
    // Made once per page, so worth the better ratio.
    bytes = encoding === 'br' ? compressBrotli(page.body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 9 } }) : compressGzip(page.body, { level: 9 });
    page.encoded[encoding] = bytes;
  }
  return bytes;
}

/** An If-None-Match header naming this ETag (or `*`). */
export function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag));
}

export interface PageKeyParts {
  /** Path and query as asked. */
  url: string;
  location: string;
  catalogueVersion: string;
  /** The slice versions the page renders with (`mf-catalogue@<v>,...`). */
  releases: string;
}

export function pageKey(p: PageKeyParts): string {
  return JSON.stringify([p.url, p.location, p.catalogueVersion, p.releases]);
}

export interface PageCacheOptions {
  maxEntries: number;
  maxBytes: number;
}

export class PageCache {
  private readonly entries = new Map<string, CachedPage>();
  private readonly filling = new Map<string, Promise<CachedPage | null>>();
  private bytes = 0;

  constructor(private readonly options: PageCacheOptions) {}

  get enabled(): boolean {
    return this.options.maxEntries > 0;
  }

  get size(): number {
    return this.entries.size;
  }

  get(key: string): CachedPage | undefined {
    const page = this.entries.get(key);
    if (page) {
      this.entries.delete(key);
      this.entries.set(key, page);
    }
    return page;
  }

  set(key: string, page: CachedPage): void {
    if (!this.enabled || page.body.length > this.options.maxBytes) return;
    this.delete(key);
    this.entries.set(key, page);
    this.bytes += page.body.length;
    for (const [oldest, old] of this.entries) {
      if (this.entries.size <= this.options.maxEntries && this.bytes <= this.options.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= old.body.length;
    }
  }

  private delete(key: string): void {
    const old = this.entries.get(key);
    if (old) {
      this.entries.delete(key);
      this.bytes -= old.body.length;
    }
  }

  /**
   * One render for every request that missed `key` while it runs: the first caller's `render`
   * gives the page to keep (or null: not kept, each later caller renders for itself).
   * `waiting` tells whether another caller's render is under way (to wait for it rather than render).
   */
  waiting(key: string): Promise<CachedPage | null> | undefined {
    return this.filling.get(key);
  }

  fill(key: string, render: Promise<CachedPage | null>): Promise<CachedPage | null> {
    const settled = render.then(
      (page) => {
        if (page) this.set(key, page);
        return page;
      },
      () => null,
    );
    this.filling.set(key, settled);
    void settled.finally(() => {
      if (this.filling.get(key) === settled) this.filling.delete(key);
    });
    return settled;
  }
}
