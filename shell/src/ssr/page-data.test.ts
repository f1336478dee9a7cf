import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, configure, readingThrough } from '@storefront/shared';
import { forgetLocationNames, loadPageData, readCategories, readLocationName, requestReads, withTimeout } from './page-data';
import type { HeadFetch } from './head';
import { routePage } from './page-route';

const API = 'http://api.test:4000';
const ORIGIN = 'https://shop.example.in';
const product = { id: 'p1', _id: 'p1', name: 'Cotton Kurta', description: 'Soft.', price: 1299, images: [], catId: 'c1', catName: 'Fashion' };

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  configure({ apiBase: API });
  fetchMock = vi.fn(async (url: string) => {
    if (url === `${API}/api/products/p1`) return new Response(JSON.stringify(product), { status: 200 });
    if (url === `${API}/api/category`) return new Response(JSON.stringify({ categoryList: [{ id: 'c1', name: 'Fashion', children: [] }] }), { status: 200 });
    return new Response('{"msg":"Not found"}', { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const request = { origin: ORIGIN, registry: {}, apiBase: API, remoteMs: 1000, headMs: 1000 };

describe('loadPageData', () => {
  it("reads a product once for the request: the region's hook gets the head's read", async () => {
    const { reads, get } = requestReads(1000);
    vi.spyOn(console, 'error').mockImplementation(() => undefined); // the product remote is not in this registry
    const data = await loadPageData(request, routePage('/products/p1', ORIGIN, false), get);
    expect(data.head).toMatchObject({ title: 'Cotton Kurta | Storefront', status: 200 });
    expect(data.categories.map((c) => c.id)).toEqual(['c1']);
    // What useServerData does with the request's RenderData while the region renders.
    const region = await readingThrough(reads, () => api.get('/api/products/p1', undefined, new AbortController().signal));
    expect(region).toMatchObject({ ok: true, data: { name: 'Cotton Kurta' } });
    expect(fetchMock.mock.calls.map(([url]) => url).sort()).toEqual([`${API}/api/category`, `${API}/api/products/p1`]);
  });

  it("a shell page: no region's code, files or styles, and no session without a cookie", async () => {
    const data = await loadPageData(request, routePage('/about-us', ORIGIN, false), requestReads(1000).get);
    expect(data).toMatchObject({ pages: null, assets: null, session: null, remoteStyles: { css: '', found: [], missing: [] }, head: { title: 'About Us | Storefront' } });
  });
});

describe('requestReads', () => {
  it('gives up waiting after its time, and the read goes on for whoever shares it', async () => {
    vi.stubGlobal('fetch', vi.fn(() => new Promise<Response>((resolve) => setTimeout(() => resolve(new Response('{}', { status: 200 })), 50))));
    const { reads, get } = requestReads(10);
    await expect(get('/api/products/slow')).rejects.toThrow('/api/products/slow took longer than 10 ms');
    await expect(reads.get(`${API}/api/products/slow`)).resolves.toMatchObject({ ok: true });
  });
});

describe('readCategories', () => {
  it('is the list, or none when the API failed or answered something else', async () => {
    expect(await readCategories(async () => ({ ok: true, status: 200, data: { categoryList: [{ id: 'c1' }] } }))).toEqual([{ id: 'c1' }]);
    expect(await readCategories(async () => ({ ok: false, status: 500, data: null }))).toEqual([]);
    expect(await readCategories(async () => ({ ok: true, status: 200, data: { nope: 1 } }))).toEqual([]);
    expect(await readCategories(() => withTimeout(new Promise(() => undefined), 1, 'x'))).toEqual([]);
  });
});

describe('the chosen place\'s name for the header', () => {
  const countries = { ok: true, status: 200, data: { error: false, data: [{ country: 'India', iso2: 'IN' }, { country: 'Nepal', iso2: 'NP' }] } };

  it('reads the list once and keeps it a while, not once per page', async () => {
    forgetLocationNames();
    const get = vi.fn(async () => countries) as unknown as HeadFetch;
    expect(await readLocationName(get, 'IN', 0)).toBe('India');
    expect(await readLocationName(get, 'np', 1000)).toBe('Nepal');
    expect(await readLocationName(get, 'XX', 2000)).toBeNull();
    expect(get).toHaveBeenCalledTimes(1);
    // ten minutes on, it reads again
    expect(await readLocationName(get, 'IN', 11 * 60_000)).toBe('India');
    expect(get).toHaveBeenCalledTimes(2);
  });

  it('asks nothing for All, and keeps no failed read (the header then shows the code)', async () => {
    forgetLocationNames();
    const get = vi.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValue(countries) as unknown as HeadFetch;
    expect(await readLocationName(get, 'All', 0)).toBeNull();
    expect(get).not.toHaveBeenCalled();
    expect(await readLocationName(get, 'IN', 0)).toBeNull();
    expect(await readLocationName(get, 'IN', 1)).toBe('India');
    expect(get).toHaveBeenCalledTimes(2);
  });
});
