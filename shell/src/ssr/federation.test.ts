import { afterEach, describe, expect, it, vi } from 'vitest';
import { exposeAssets, lazyChunkFiles, lazyChunkStyles } from './federation';

const manifest = {
  exposes: [{ name: 'routes', assets: { js: { sync: ['975.a1.js', '__federation_expose_routes.b2.js'], async: ['lazy-listing.c3.js'] }, css: { sync: [], async: [] } } }],
};

function serve(files: Record<string, unknown>) {
  const fetch = vi.fn(async (url: string | URL) => {
    const path = new URL(url).pathname.split('/').pop()!;
    return path in files ? new Response(typeof files[path] === 'string' ? (files[path] as string) : JSON.stringify(files[path])) : new Response('not found', { status: 404 });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('the lazily loaded parts a server render showed', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('are named by lazy-chunks.json beside the manifest, as absolute URLs, each file once and none the page names already', async () => {
    serve({
      'mf-manifest.json': manifest,
      'lazy-chunks.json': { 'lazy-listing': ['181.d4.js', 'lazy-listing.c3.js'], 'lazy-home-popular': ['181.d4.js', 'lazy-home-popular.e5.js'], 'lazy-search': ['lazy-search.f6.js'] },
    });
    const assets = await exposeAssets('http://remote.test/v1/mf-manifest.json');
    expect(assets.js).toEqual(['http://remote.test/v1/remoteEntry.js', 'http://remote.test/v1/975.a1.js', 'http://remote.test/v1/__federation_expose_routes.b2.js']);
    expect(lazyChunkFiles(assets, ['lazy-listing'])).toEqual(['http://remote.test/v1/181.d4.js', 'http://remote.test/v1/lazy-listing.c3.js']);
    expect(lazyChunkFiles(assets, new Set(['lazy-listing', 'lazy-home-popular']), ['http://remote.test/v1/lazy-listing.c3.js'])).toEqual([
      'http://remote.test/v1/181.d4.js',
      'http://remote.test/v1/lazy-home-popular.e5.js',
    ]);
    // A render that showed no lazy part, or one the release does not name, needs nothing more.
    expect(lazyChunkFiles(assets, [])).toEqual([]);
    expect(lazyChunkFiles(assets, ['lazy-gone'])).toEqual([]);
    expect(lazyChunkFiles(null, ['lazy-listing'])).toEqual([]);
  });

  it('a release without lazy-chunks.json, or with a broken one, still renders: nothing more is preloaded', async () => {
    serve({ 'mf-manifest.json': manifest });
    expect(lazyChunkFiles(await exposeAssets('http://remote.test/v2/mf-manifest.json'), ['lazy-listing'])).toEqual([]);
    serve({ 'mf-manifest.json': manifest, 'lazy-chunks.json': '{not json' });
    const broken = await exposeAssets('http://remote.test/v3/mf-manifest.json');
    expect(broken.js).toHaveLength(3);
    expect(lazyChunkFiles(broken, ['lazy-listing'])).toEqual([]);
    // (only the remote's own scripts: a preload names nothing elsewhere)
    serve({ 'mf-manifest.json': manifest, 'lazy-chunks.json': { 'lazy-listing': ['ok.js', 42, 'style.css', 'http://elsewhere.test/x.js'] } });
    expect(lazyChunkFiles(await exposeAssets('http://remote.test/v4/mf-manifest.json'), ['lazy-listing'])).toEqual(['http://remote.test/v4/ok.js']);
  });
});

describe("a remote's stylesheets", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("are read once per content hash; a lazily loaded part's own are named by lazy-chunks.json", async () => {
    serve({
      'mf-manifest.json': {
        exposes: [
          {
            name: 'routes',
            assets: {
              js: { sync: ['975.a1.js'], async: [] },
              css: { sync: ['__federation_expose_routes.11111111.css'], async: ['__federation_expose_ProductSlider.22222222.css', 'lazy-home-popular.22222222.css', 'lazy-listing.33333333.css'] },
            },
          },
        ],
      },
      'lazy-chunks.json': { 'lazy-home-popular': ['181.d4.js', 'lazy-home-popular.e5.js', 'lazy-home-popular.22222222.css'], 'lazy-listing': ['lazy-listing.c3.js'] },
    });
    const assets = await exposeAssets('http://remote.test/v5/mf-manifest.json');
    expect(assets.css).toEqual([
      'http://remote.test/v5/__federation_expose_routes.11111111.css',
      'http://remote.test/v5/__federation_expose_ProductSlider.22222222.css',
      'http://remote.test/v5/lazy-listing.33333333.css',
    ]);
    // The part's style loader asks for its own file, the product slider's styles by another name.
    expect(lazyChunkStyles(assets, ['lazy-home-popular', 'lazy-listing'])).toEqual(['http://remote.test/v5/lazy-home-popular.22222222.css']);
    expect(lazyChunkFiles(assets, ['lazy-home-popular'])).toEqual(['http://remote.test/v5/181.d4.js', 'http://remote.test/v5/lazy-home-popular.e5.js']);
    expect(lazyChunkStyles(assets, [])).toEqual([]);
    expect(lazyChunkStyles(null, ['lazy-home-popular'])).toEqual([]);
  });
});
