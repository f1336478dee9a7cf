// Runtime composition: the shell learns where the remotes live from the environment's registry
// (remotes.json: name -> manifest URL) at start, registers them with the federation runtime,
// and loads a remote only when a route needs it.
import { loadRemote, preloadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
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

export function applyRegistry(next: Registry, force = false): void {
  registry = next;
  registerRemotes(
    Object.entries(next).map(([name, entry]) => ({ name, entry: entry as string })),
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

/** Retry after a failure: re-register the remote so the runtime fetches its manifest anew. */
export async function reloadRemote(remote: RemoteName): Promise<void> {
  pages.delete(remote);
  loaded.delete(remote);
  const entry = registry[remote];
  if (entry) registerRemotes([{ name: remote, entry }], { force: true });
}

const preloaded = new Set<RemoteName>();
/** Warm the remote of a link the shopper is about to follow (hover, focus, touch). */
export function preload(remote: RemoteName): void {
  if (preloaded.has(remote) || !registry[remote]) return;
  preloaded.add(remote);
  Promise.resolve(preloadRemote([{ nameOrAlias: remote, exposes: ['./routes'] }])).catch(() => preloaded.delete(remote));
}
