// The rendering server's side of runtime composition. Each remote's Node build lies beside its
// browser build (server/remoteEntry.js next to mf-manifest.json), so the registry the browser reads
// also names the code the server runs. Each release's container is registered with the federation
// runtime for Node under a name of its own (the remote's name and its entry's hash), so two
// versions of one slice serve side by side (a canary: one request renders with the live version,
// the next with the canary) without loading either again. Requests already rendering keep the
// container they started with (a remote's Node build is one file, so a response never mixes two
// releases' code). The shell is neither rebuilt nor restarted.
import { createHash } from 'node:crypto';
import { getInstance, loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { SlicePages } from '@storefront/shared';
import type { Registry } from '../app/remotes';
import type { RemoteName } from '../app/route-table';

/** The Node container of the release a browser manifest URL names. */
export function serverEntryOf(manifestUrl: string): string {
  return new URL('server/remoteEntry.js', manifestUrl).href;
}

interface Loaded {
  name: string;
  entry: string;
  pages: Promise<SlicePages>;
}
// Code, not data: the containers loaded, by entry, least recently used first (a request's data never lands here).
const containers = new Map<string, Loaded>();
const registered = new Set<string>();
/** Containers kept at once: a live and a canary version of each slice, with room for a candidate or two. */
export const MAX_CONTAINERS = 12;

const hashOf = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 12);

function forget(loaded: Loaded): void {
  if (containers.get(loaded.entry) === loaded) containers.delete(loaded.entry);
  const remoteHandler = (getInstance() as unknown as { remoteHandler?: { removeRemote(r: { name: string; entry: string }): void } } | undefined)?.remoteHandler;
  remoteHandler?.removeRemote({ name: loaded.name, entry: loaded.entry });
  registered.delete(loaded.name);
}

/**
 * The remote's pages from the release `registry` names (loaded once per release). `release` tells
 * builds published at the same address apart (from their browser manifest, released together).
 */
export function serverPages(registry: Registry, remote: RemoteName, release: string | null = null): Promise<SlicePages> {
  const manifest = registry[remote];
  if (!manifest) return Promise.reject(new Error(`${remote} is not in the remotes registry`));
  const entry = serverEntryOf(manifest) + (release ? `?release=${release}` : '');
  const current = containers.get(entry);
  if (current) {
    containers.delete(entry);
    containers.set(entry, current);
    return current.pages;
  }
  const name = `${remote}__${hashOf(entry)}`;
  // The runtime keeps the last entry registered under a name, even one that failed to load.
  registerRemotes([{ name, entry, entryGlobalName: name }], { force: registered.has(name) });
  registered.add(name);
  const pages = loadRemote<{ default: SlicePages }>(`${name}/routes`).then((mod) => {
    if (!mod?.default) throw new Error(`${remote}/routes did not load`);
    return mod.default;
  });
  const loaded: Loaded = { name, entry, pages };
  containers.set(entry, loaded);
  // A failed load is forgotten: the next request tries again (the remote may be back).
  pages.catch(() => forget(loaded));
  // The least recently used beyond the limit leave the runtime (a request still rendering with one
  // keeps its code: it holds the pages already).
  while (containers.size > MAX_CONTAINERS) forget(containers.values().next().value as Loaded);
  return pages;
}

export interface ExposeAssets {
  js: string[];
  css: string[];
  /** Which build the manifest describes (changes with every release, even at the same address). */
  release: string | null;
  /**
   * The JS and CSS files of each part the slice loads when first shown, by its chunk's name
   * (`lazy-...`, what a server render lists in RenderData.chunks), from lazy-chunks.json beside the
   * manifest; empty when the release has none.
   */
  lazyChunks: Record<string, string[]>;
}

/** The files of the lazily loaded parts a render showed (`chunks`), not counting those in `besides`. */
function partFiles(assets: ExposeAssets | null, chunks: Iterable<string>, kind: '.js' | '.css', besides: readonly string[] = []): string[] {
  if (!assets) return [];
  const files = new Set<string>();
  for (const chunk of chunks) for (const file of assets.lazyChunks[chunk] ?? []) if (file.endsWith(kind)) files.add(file);
  for (const file of besides) files.delete(file);
  return [...files];
}

/** The scripts of the lazily loaded parts a render showed, not counting those in `besides` (the page preloads them). */
export function lazyChunkFiles(assets: ExposeAssets | null, chunks: Iterable<string>, besides: readonly string[] = []): string[] {
  return partFiles(assets, chunks, '.js', besides);
}

/**
 * The stylesheets the lazily loaded parts a render showed ask for by name as they hydrate: each is
 * also one of './routes' styles under another name (the same content hash), which the page already
 * has; a link naming it lets the part's style loader find it instead of fetching it again.
 */
export function lazyChunkStyles(assets: ExposeAssets | null, chunks: Iterable<string>): string[] {
  return partFiles(assets, chunks, '.css');
}

/** A stylesheet file's content hash (`name.0123abcd.css`), or its name when it has none. */
export function styleHash(file: string): string {
  return file.match(/\.([0-9a-f]{8})\.css$/)?.[1] ?? file;
}

interface ManifestExpose {
  name: string;
  assets?: { js?: { sync?: string[]; async?: string[] }; css?: { sync?: string[]; async?: string[] } };
}

interface Manifest {
  exposes?: ManifestExpose[];
  release: string;
  lazyChunks: Record<string, string[]>;
}

/** lazy-chunks.json beside a manifest (tooling/webpack.mjs, LazyChunks); {} when absent or unreadable. */
async function readLazyChunks(manifestUrl: string): Promise<Record<string, string[]>> {
  try {
    const r = await fetch(new URL('lazy-chunks.json', manifestUrl), { signal: AbortSignal.timeout(1500) });
    if (!r.ok) return {};
    const body = (await r.json()) as unknown;
    if (!body || typeof body !== 'object') return {};
    const out: Record<string, string[]> = {};
    for (const [name, files] of Object.entries(body)) {
      if (!Array.isArray(files)) continue;
      // (the remote's own scripts and styles only: the page names nothing elsewhere)
      const urls = files.filter((f): f is string => typeof f === 'string' && (f.endsWith('.js') || f.endsWith('.css'))).map((f) => new URL(f, manifestUrl));
      out[name] = urls.filter((u) => u.origin === new URL(manifestUrl).origin).map((u) => u.href);
    }
    return out;
  } catch {
    return {};
  }
}
const manifests = new Map<string, { at: number; body: Promise<Manifest | null> }>();
const MANIFEST_TTL_MS = 2000;

/**
 * The browser files a remote's './routes' needs at once (from its manifest), as absolute URLs:
 * the page names them so the browser fetches them alongside the shell's own.
 */
export async function exposeAssets(manifestUrl: string): Promise<ExposeAssets> {
  let hit = manifests.get(manifestUrl);
  if (!hit || Date.now() - hit.at > MANIFEST_TTL_MS) {
    const body = Promise.all([
      fetch(manifestUrl, { signal: AbortSignal.timeout(1500) })
        .then((r) => (r.ok ? r.text() : null))
        .catch(() => null),
      readLazyChunks(manifestUrl),
    ])
      .then(([text, lazyChunks]) => (text ? { ...(JSON.parse(text) as { exposes?: ManifestExpose[] }), release: releaseOf(text), lazyChunks } : null))
      .catch(() => null);
    hit = { at: Date.now(), body };
    manifests.set(manifestUrl, hit);
  }
  const manifest = await hit.body;
  if (!manifest) return { js: [], css: [], release: null, lazyChunks: {} };
  const routes = manifest?.exposes?.find((e) => e.name === 'routes' || e.name === './routes');
  const abs = (f: string) => new URL(f, manifestUrl).href;
  // The styles of the pages it loads later too (a listing's come with its own chunk): without them
  // the server's HTML would show unstyled until that chunk arrived, then jump. Chunks that carry the
  // same styles share a content hash; one copy each is enough.
  const seen = new Set<string>();
  const css = [...(routes?.assets?.css?.sync ?? []), ...(routes?.assets?.css?.async ?? [])].filter((file) => {
    const hash = styleHash(file);
    if (seen.has(hash)) return false;
    seen.add(hash);
    return true;
  });
  return {
    js: [new URL('remoteEntry.js', manifestUrl).href, ...(routes?.assets?.js?.sync ?? []).map(abs)],
    css: css.map(abs),
    release: manifest.release,
    lazyChunks: manifest.lazyChunks,
  };
}

function releaseOf(manifestText: string): string {
  return createHash('sha256').update(manifestText).digest('hex').slice(0, 16);
}

// Stylesheets are content-hashed files: one read each, kept for as long as the server runs.
const stylesheets = new Map<string, Promise<string | null>>();

/**
 * The remote's styles as one block for the page's head: no round trip to another origin before the
 * first paint. A sheet that cannot be read is left to a <link> (returned in `missing`).
 */
export async function inlineStyles(urls: string[]): Promise<{ css: string; found: string[]; missing: string[] }> {
  const texts = await Promise.all(
    urls.map((url) => {
      let text = stylesheets.get(url);
      if (!text) {
        text = fetch(url, { signal: AbortSignal.timeout(1500) })
          .then((r) => (r.ok ? r.text() : null))
          .catch(() => null);
        stylesheets.set(url, text);
        text.then((t) => t === null && stylesheets.delete(url)).catch(() => undefined);
      }
      return text;
    }),
  );
  return {
    css: texts.filter((t): t is string => t !== null).join('\n'),
    found: urls.filter((_, i) => texts[i] !== null),
    missing: urls.filter((_, i) => texts[i] === null),
  };
}
