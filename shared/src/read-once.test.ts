import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from './api';
import { configure } from './config';
import { refreshCart, signOut, store, tokenAtom, userAtom } from './store';

const ok = (body: unknown) => new Response(JSON.stringify(body), { status: 200 });

beforeEach(() => {
  configure({ apiBase: 'http://api.test' });
  localStorage.setItem('token', 'tok');
  store.set(tokenAtom, 'tok');
  store.set(userAtom, { name: 'A', email: 'a@x.in', userId: 'u1', image: '' });
});
afterEach(() => {
  signOut();
  vi.unstubAllGlobals();
});

describe('read once per page load', () => {
  it('categories, countries and banners: every part of the page asking shares one request', async () => {
    const fetchMock = vi.fn(async (url: string) => ok({ url }));
    vi.stubGlobal('fetch', fetchMock);
    const paths = ['/api/category', '/api/countries', '/api/homeBanner', '/api/banners', '/api/homeSideBanners', '/api/homeBottomBanners'];
    const answers = await Promise.all([...paths, ...paths].map((p) => api.get<{ url: string }>(p)));
    expect(answers.every((a) => a.ok)).toBe(true);
    expect(fetchMock.mock.calls.map(([u]) => new URL(u).pathname).sort()).toEqual([...paths].sort());
    // later on the same page: still answered from the first read
    await api.get('/api/category');
    expect(fetchMock).toHaveBeenCalledTimes(paths.length);
  });

  it('a failed read is not kept: the next caller asks again', async () => {
    const fetchMock = vi
      .fn(async (_u: string) => ok({ categoryList: [] }))
      .mockImplementationOnce(async () => new Response('{"error":true,"msg":"down"}', { status: 503 }));
    vi.stubGlobal('fetch', fetchMock);
    expect((await api.get('/api/category')).ok).toBe(false);
    expect((await api.get('/api/category')).ok).toBe(true);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it("one caller giving up (its signal) does not cancel the others' shared read", async () => {
    let release: (r: Response) => void = () => {};
    vi.stubGlobal('fetch', vi.fn(() => new Promise<Response>((r) => (release = r))));
    const controller = new AbortController();
    const first = api.get('/api/countries', undefined, controller.signal);
    const second = api.get('/api/countries');
    controller.abort();
    await expect(first).rejects.toMatchObject({ name: 'AbortError' });
    release(ok({ error: false, data: [] }));
    expect(await second).toMatchObject({ ok: true, data: { error: false, data: [] } });
  });

  it('catalogue reads go without the token (HTTP caches may keep them); the shopper\'s own do not', async () => {
    const fetchMock = vi.fn(async (_u: string, _i?: RequestInit) => ok([]));
    vi.stubGlobal('fetch', fetchMock);
    await api.get('/api/products', { page: 1 });
    await api.get('/api/search', { q: 'sa' });
    await api.get('/api/my-list', { productIds: 'a,b' });
    const auth = fetchMock.mock.calls.map(([, init]) => (init?.headers as Record<string, string>).Authorization);
    expect(auth).toEqual([undefined, undefined, 'Bearer tok']);
  });

  it('the cart: parts of the page asking at load share one read; after a write the next call reads again', async () => {
    const fetchMock = vi.fn(async (_u: string, _i?: RequestInit) => ok([]));
    vi.stubGlobal('fetch', fetchMock);
    const reads = () => fetchMock.mock.calls.filter(([u, i]) => new URL(u).pathname === '/api/cart' && (i?.method ?? 'GET') === 'GET').length;
    await Promise.all([refreshCart(), refreshCart()]);
    await refreshCart();
    expect(reads()).toBe(1);
    await api.post('/api/cart/add', { productId: 'p1', quantity: 1 });
    await refreshCart();
    expect(reads()).toBe(2);
  });
});
