import { describe, expect, it, vi } from 'vitest';

vi.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: vi.fn(), preloadRemote: vi.fn(), registerRemotes: vi.fn() }));
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
