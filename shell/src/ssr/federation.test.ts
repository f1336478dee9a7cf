import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SlicePage } from '@storefront/shared';
import { exposeAssets, pageChunkFiles } from './federation';

const manifest = {
  exposes: [{ name: 'routes', assets: { js: { sync: ['975.a1.js', '__federation_expose_routes.b2.js'], async: ['page-listing.c3.js'] }, css: { sync: [], async: [] } } }],
};

function serve(files: Record<string, unknown>) {
  const fetch = vi.fn(async (url: string | URL) => {
    const path = new URL(url).pathname.split('/').pop()!;
    return path in files ? new Response(typeof files[path] === 'string' ? (files[path] as string) : JSON.stringify(files[path])) : new Response('not found', { status: 404 });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const Listing: SlicePage = Object.assign(() => null, { browserChunk: 'page-listing' });
const Home: SlicePage = () => null;

describe("a region's page that comes in a chunk of its own", () => {
  afterEach(() => vi.unstubAllGlobals());

  it('names the files of that chunk from page-chunks.json beside the manifest, as absolute URLs', async () => {
    serve({ 'mf-manifest.json': manifest, 'page-chunks.json': { 'page-listing': ['181.d4.js', 'page-listing.c3.js'], 'page-search': ['page-search.e5.js'] } });
    const assets = await exposeAssets('http://remote.test/v1/mf-manifest.json');
    expect(assets.js).toEqual(['http://remote.test/v1/remoteEntry.js', 'http://remote.test/v1/975.a1.js', 'http://remote.test/v1/__federation_expose_routes.b2.js']);
    expect(pageChunkFiles(assets, Listing)).toEqual(['http://remote.test/v1/181.d4.js', 'http://remote.test/v1/page-listing.c3.js']);
    // A page that comes with the routes module needs nothing more; nor does a page the slice does not name.
    expect(pageChunkFiles(assets, Home)).toEqual([]);
    expect(pageChunkFiles(assets, Object.assign(() => null, { browserChunk: 'page-gone' }))).toEqual([]);
    expect(pageChunkFiles(null, Listing)).toEqual([]);
  });

  it('a release without page-chunks.json, or with a broken one, still renders: nothing more is preloaded', async () => {
    serve({ 'mf-manifest.json': manifest });
    expect(pageChunkFiles(await exposeAssets('http://remote.test/v2/mf-manifest.json'), Listing)).toEqual([]);
    serve({ 'mf-manifest.json': manifest, 'page-chunks.json': '{not json' });
    const broken = await exposeAssets('http://remote.test/v3/mf-manifest.json');
    expect(broken.js).toHaveLength(3);
    expect(pageChunkFiles(broken, Listing)).toEqual([]);
    serve({ 'mf-manifest.json': manifest, 'page-chunks.json': { 'page-listing': ['ok.js', 42, 'style.css', 'http://elsewhere.test/x.js'] } });
    expect(pageChunkFiles(await exposeAssets('http://remote.test/v4/mf-manifest.json'), Listing)).toEqual(['http://remote.test/v4/ok.js']);
  });
});
