import { afterEach, describe, expect, it, vi } from 'vitest';
import { configure, getConfig, loadRuntimeConfig } from './config';

afterEach(() => {
  vi.unstubAllGlobals();
  configure({ apiBase: 'http://localhost:4000' });
});

describe('loadRuntimeConfig', () => {
  it('reads the file by URL, without the HTTP cache', async () => {
    const fetchMock = vi.fn(async (_u: string, _i?: RequestInit) => new Response('{"apiBase":"https://api.shop.test"}'));
    vi.stubGlobal('fetch', fetchMock);
    expect(await loadRuntimeConfig('/runtime-config.json')).toEqual({ apiBase: 'https://api.shop.test' });
    expect(fetchMock).toHaveBeenCalledWith('/runtime-config.json', { cache: 'no-cache' });
  });

  it('takes a response already on its way (the shell asks before its code has loaded) and fetches nothing itself', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    await loadRuntimeConfig(Promise.resolve(new Response('{"apiBase":"https://early.shop.test"}')));
    expect(getConfig().apiBase).toBe('https://early.shop.test');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('keeps the defaults when the file is missing, unreadable or could not be asked for', async () => {
    for (const source of [Promise.resolve(null), Promise.resolve(new Response('nope', { status: 404 })), Promise.resolve(new Response('{'))]) {
      expect(await loadRuntimeConfig(source)).toEqual({ apiBase: 'http://localhost:4000' });
    }
  });
});
