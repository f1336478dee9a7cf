import { describe, expect, it, vi } from 'vitest';

vi.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: vi.fn(), registerRemotes: vi.fn() }));
const { fetchRegistry } = await import('./remotes');

describe('fetchRegistry', () => {
  it('reads the registry from a response already on its way', async () => {
    const registry = { mf_catalogue: 'https://cdn.shop.test/catalogue/mf-manifest.json' };
    expect(await fetchRegistry(Promise.resolve(new Response(JSON.stringify(registry))))).toEqual(registry);
  });

  it('says why when the registry is missing or could not be asked for', async () => {
    await expect(fetchRegistry(Promise.resolve(new Response('', { status: 404 })))).rejects.toThrow('remotes registry answered 404');
    await expect(fetchRegistry(Promise.resolve(null))).rejects.toThrow('remotes registry could not be reached');
  });
});

describe('entryOf', () => {
  it('registers a remote by the entry script beside its manifest', async () => {
    const { entryOf } = await import('./remotes');
    expect(entryOf('https://cdn.shop.test/catalogue/mf-manifest.json')).toBe('https://cdn.shop.test/catalogue/remoteEntry.js');
    expect(entryOf('http://localhost:3001/mf-manifest.json?v=2')).toBe('http://localhost:3001/remoteEntry.js');
    expect(entryOf('https://cdn.shop.test/product/remoteEntry.js')).toBe('https://cdn.shop.test/product/remoteEntry.js');
  });
});

describe('applyRegistry', () => {
  it('hands the federation runtime each remote by its entry script', async () => {
    const runtime = await import('@module-federation/enhanced/runtime');
    const { applyRegistry } = await import('./remotes');
    applyRegistry({ mf_catalogue: 'http://localhost:3001/mf-manifest.json' });
    expect(runtime.registerRemotes).toHaveBeenLastCalledWith([{ name: 'mf_catalogue', entry: 'http://localhost:3001/remoteEntry.js' }], { force: false });
  });
});
