// Runtime composition: the shell learns where the remotes live from the environment's registry
// (remotes.json: name -> manifest URL) at start, registers them with the federation runtime,
// and loads a remote only when a route needs it. The browser registers each remote by its entry
// script (next to its manifest): one request fewer before a remote's page, and the runtime's
// manifest code stays out of the page's first script (built with `disableSnapshot`).
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { setModuleLoader, type SlicePages } from '@storefront/shared';
import type { RemoteName } from './route-table';

export type Registry = Partial<Record<RemoteName, string>>;

let registry: Registry = {};
const pages = new Map<RemoteName, Promise<SlicePages>>();
const loaded = new Map<RemoteName, SlicePages>();

/** A remote's pages if they have already arrived (a page can then render them at once). */
export function loadedPages(remote: RemoteName): SlicePages | undefined {
  return loaded.get(remote);
}

/** Reads the registry from `source`: its URL, or a response already on its way. */
export async function fetchRegistry(source: string | Promise<Response | null> = '/remotes.json'): Promise<Registry> {
  const res = await (typeof source === 'string' ? fetch(source, { cache: 'no-cache' }) : source);
  if (!res) throw new Error('remotes registry could not be reached');
  if (!res.ok) throw new Error(`remotes registry answered ${res.status}`);
  return (await res.json()) as Registry;
}

/** The entry script of a registry address: a manifest's sibling `remoteEntry.js`, or the address itself. */
export function entryOf(address: string): string {
  const url = new URL(address, globalThis.location?.href ?? 'http://localhost/');
  return /\.json$/.test(url.pathname) ? new URL('remoteEntry.js', url).href : url.href;
}

export function applyRegistry(next: Registry, force = false): void {
  registry = next;
  registerRemotes(
    Object.entries(next).map(([name, address]) => ({ name, entry: entryOf(address as string) })),
    { force },
  );
  pages.clear();
  loaded.clear();
}

export function registeredRemotes(): Registry {
  return registry;
}

setModuleLoader((id) => loadRemote(id));

export function loadPages(remote: RemoteName): Promise<SlicePages> {
  let p = pages.get(remote);
  if (!p) {
    p = (async () => {
      if (!registry[remote]) throw new Error(`${remote} is not in the remotes registry`);
      const mod = await loadRemote<{ default: SlicePages }>(`${remote}/routes`);
      if (!mod?.default) throw new Error(`${remote}/routes did not load`);
      return mod.default;
    })();
    pages.set(remote, p);
    p.then((got) => pages.get(remote) === p && loaded.set(remote, got)).catch(() => undefined);
    // A failed load is forgotten so a retry really tries again.
    p.catch(() => pages.delete(remote));
  }
  return p;
}

/** Retry after a failure: re-register the remote so the runtime fetches its entry anew. */
export async function reloadRemote(remote: RemoteName): Promise<void> {
  pages.delete(remote);
  loaded.delete(remote);
  const address = registry[remote];
  if (address) registerRemotes([{ name: remote, entry: entryOf(address) }], { force: true });
}

/**
 * Warm the remote of a link the shopper is about to follow (hover, focus, touch): its entry and
 * route table arrive ahead of the click (the page's own chunks still load when it renders).
 */
export function preload(remote: RemoteName): void {
  if (!registry[remote] || pages.has(remote)) return;
  loadPages(remote).catch(() => undefined);
}
