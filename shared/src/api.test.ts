import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, buildUrl, NETWORK_ERROR_MSG, readingThrough, readThrough, type ServerReads } from './api';
import { configure } from './config';
import { emit, on } from './events';

afterEach(() => vi.unstubAllGlobals());

describe('api client', () => {
  it('builds URLs from the runtime API base, skipping empty query values', () => {
    configure({ apiBase: 'http://api.test:4000' });
    expect(buildUrl('/api/products', { page: 1, perPage: 16, location: undefined, q: '' })).toBe(
      'http://api.test:4000/api/products?page=1&perPage=16',
    );
  });

  it('returns the server message as a value on failure instead of throwing', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ error: true, msg: 'Invalid credentials' }), { status: 401 })));
    const res = await api.post('/api/user/signin', { email: 'a', password: 'b' });
    expect(res).toMatchObject({ ok: false, status: 401, msg: 'Invalid credentials' });
  });

  it('turns a network failure into a readable message', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => { throw new TypeError('Failed to fetch'); }));
    const res = await api.get('/api/category');
    expect(res).toEqual({ ok: false, status: 0, msg: NETWORK_ERROR_MSG, data: null });
  });

  it('sends JSON bodies with a JSON content type', async () => {
    const fetchMock = vi.fn(async (_u: string, _i?: RequestInit) => new Response('{"status":true}', { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    const res = await api.post<{ status: boolean }>('/api/cart/add', { quantity: 1 });
    expect(res).toEqual({ ok: true, status: 200, data: { status: true } });
    const init = fetchMock.mock.calls[0][1]!;
    expect((init.headers as Record<string, string>)['Content-Type']).toBe('application/json');
    expect(init.body).toBe('{"quantity":1}');
  });
});

describe("a server request's reads", () => {
  it('answers a call started through them from the read the page made already, once per URL', async () => {
    configure({ apiBase: 'http://api.test:4000' });
    const fetchMock = vi.fn(async () => new Response('{"id":"p1"}', { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    const reads: ServerReads = new Map();
    const head = readThrough(reads, '/api/products/p1');
    const region = readingThrough(reads, () => api.get('/api/products/p1', undefined, new AbortController().signal));
    expect(await region).toEqual(await head);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    // Outside the scope, and for writes, nothing is shared.
    await api.get('/api/products/p1');
    await readingThrough(reads, () => api.post('/api/products/p1'));
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it("goes as the page's shopper for their own reads (the session's token), never for the catalogue's", async () => {
    configure({ apiBase: 'http://api.test:4000' });
    const fetchMock = vi.fn(async (_u: string, _i?: RequestInit) => new Response('[]', { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    const reads: ServerReads = Object.assign(new Map(), { bearer: 'session-token' });
    await readingThrough(reads, () => api.get('/api/orders', { userid: 'u1' }));
    await readingThrough(reads, () => api.get('/api/products/p1'));
    const auth = fetchMock.mock.calls.map(([, init]) => (init?.headers as Record<string, string>).Authorization ?? null);
    expect(auth).toEqual(['Bearer session-token', null]);
    // Reads without a shopper go without a token.
    await readingThrough(new Map(), () => api.get('/api/orders', { userid: 'u1' }));
    expect((fetchMock.mock.calls[2][1]?.headers as Record<string, string>).Authorization).toBeUndefined();
  });

  it("keeps each request's reads apart", async () => {
    configure({ apiBase: 'http://api.test:4000' });
    const fetchMock = vi.fn(async () => new Response('{}', { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    const one: ServerReads = new Map();
    const other: ServerReads = new Map();
    await readingThrough(one, () => api.get('/api/products/p2'));
    await readingThrough(other, () => api.get('/api/products/p2'));
    await readingThrough(one, () => api.get('/api/products/p2'));
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect([...one.keys()]).toEqual(['http://api.test:4000/api/products/p2']);
  });
});

describe('event bus', () => {
  it('delivers typed events to listeners and keeps going when one listener throws', () => {
    const good = vi.fn();
    const offBad = on('catalogue:added-to-my-list', () => { throw new Error('broken remote'); });
    const offGood = on('catalogue:added-to-my-list', good);
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    emit('catalogue:added-to-my-list', { productId: 'p1' });
    expect(good).toHaveBeenCalledWith({ productId: 'p1' });
    offBad();
    offGood();
    emit('catalogue:added-to-my-list', { productId: 'p2' });
    expect(good).toHaveBeenCalledTimes(1);
    spy.mockRestore();
  });
});
