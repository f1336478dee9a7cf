// Stage 5 of a server render (render.tsx): the HTML around React's. The head's styles close the
// head once the page is rendered: when all of it is there at once, the rules its HTML uses go inline
// and the whole sheets load without blocking the first paint (the starter brings them in); a page
// that streams in parts links the whole sheets as before. The region's styles travel in the page
// too (cut the same way when the page is whole), so no round trip to the remote's origin comes
// before the first paint. After React's HTML: the page's payload and the starter.
import type { RemoteName } from '../app/route-table';
import { CriticalStyles } from './critical-css';
import { styleHash } from './federation';
import { scriptJson } from './head';
import { attr } from './html';
import { SERVER_PAYLOAD_ID, type ServerPayload } from './payload';
import { starterScript, type StarterConfig } from './starter';

export const NO_SCRIPT_NOTE = '<noscript><p class="text-center small">Some parts of the shop (paying, changing your account) need JavaScript.</p></noscript>';

export interface ShellAssets {
  icon: string | null;
  css: string[];
  /** The text of each of `css`, in order (the page's first paint is cut from it). */
  cssText?: string[];
  /**
   * The sheets the starter adds after the first paint, in order: `css`, with a large one in its
   * parts ([part, whole file] for the first, [part] for the rest). Absent: `css` as it is.
   */
  sheets?: Array<[string, string?]>;
  preload: string[];
  js: string[];
  /**
   * The chunk of the shell's own pages (about, terms, privacy, refund, contact: loaded lazily in the
   * browser): its scripts, its stylesheets and their text. A server-rendered shell page carries its
   * styles as a region's are (inline, cut to the page; linked without scripts) and preloads its code.
   */
  pagesChunk?: { js: string[]; css: string[]; cssText: string };
}

/** One cutter per set of shell files (parsed once; the files are content-hashed). */
const cutters = new WeakMap<ShellAssets, CriticalStyles | null>();
function cutterFor(assets: ShellAssets): CriticalStyles | null {
  if (!cutters.has(assets)) {
    let cutter: CriticalStyles | null = null;
    try {
      cutter = assets.cssText && assets.cssText.length === assets.css.length ? new CriticalStyles(assets.cssText) : null;
    } catch (err) {
      console.error('[shell-server] the shell\'s styles could not be read; pages link them whole', err);
    }
    cutters.set(assets, cutter);
  }
  return cutters.get(assets) ?? null;
}

/** One cutter per release of a remote's styles (their files are content-hashed). */
const remoteCutters = new Map<string, CriticalStyles>();
function remoteCutterFor(urls: string[], css: string): CriticalStyles | null {
  const key = urls.join(' ');
  let cutter = remoteCutters.get(key);
  if (!cutter) {
    try {
      cutter = new CriticalStyles([css]);
    } catch (err) {
      console.error("[shell-server] a remote's styles could not be read; pages carry them whole", err);
      return null;
    }
    remoteCutters.set(key, cutter);
    if (remoteCutters.size > 16) remoteCutters.delete(remoteCutters.keys().next().value as string);
  }
  return cutter;
}

export interface DocumentInput {
  nonce: string;
  shellAssets: ShellAssets;
  /** The remote whose region the page has, and that region's styles (federation.inlineStyles). */
  remote: RemoteName | null;
  remoteStyles: { css: string; found: string[]; missing: string[] };
  /** Scripts to preload with a page held whole, found while rendering it (render.tsx). */
  lazyPreloads?: () => string[];
  /** The stylesheets the lazily loaded parts the render showed ask for (federation.lazyChunkStyles). */
  lazyStyles?: () => string[];
}

export interface PageDocument {
  /** From the doctype to the head's last tag before the styles. */
  start(headTags: string[]): string;
  /** The styles and the body's opening, for a page held whole: cut to what `html` (React's) uses. */
  beforeWhole(html: string): string;
  /** The styles and the body's opening, for a page that streams in parts. */
  beforeParts(): string;
  /** After React's HTML: the payload the browser hydrates with, and the starter. */
  end(payload: ServerPayload): string;
  /** The whole rest of the page when React could not render its shell. */
  failed(): string;
}

/**
 * Whether the starter may keep the whole sheets off until the page works: only when there are some
 * and every region was rendered here (the inline styles then cover all the page shows until its
 * scripts render something new; a region the browser renders itself needs its sheets at once).
 */
function holdSheets(later: Pick<StarterConfig, 'shellSheets' | 'regionSheets'>, payload: ServerPayload): Pick<StarterConfig, 'holdSheets'> {
  const some = later.shellSheets.length + later.regionSheets.length > 0;
  return some && Object.values(payload.regions).every((status) => status === 'ready') ? { holdSheets: true } : {};
}

export function pageDocument({ nonce, shellAssets, remote, remoteStyles, lazyPreloads, lazyStyles }: DocumentInput): PageDocument {
  const cutter = cutterFor(shellAssets);
  const remoteCutter = remoteStyles.css ? remoteCutterFor(remoteStyles.found, remoteStyles.css) : null;
  const inline = (css: string) => css.replace(/<\//g, '<\\/'); // a '</' cannot end the block early
  // Every inline style block carries the response's nonce (the policy lets no other in).
  const styleBlock = (data: string, css: string) => (css ? `<style nonce="${attr(nonce)}" ${data}>${inline(css)}</style>` : '');
  const links = (hrefs: string[]) => hrefs.map((href) => `<link rel="stylesheet" href="${attr(href)}" />`).join('');
  const noscript = (html: string) => (html ? `<noscript>${html}</noscript>` : '');
  // The whole sheets the starter brings in after the first paint (none when the page streamed).
  const later: Pick<StarterConfig, 'shellSheets' | 'regionSheets'> = { shellSheets: [], regionSheets: [] };

  const styleTags = (html: string | null) => {
    const tags: string[] = [];
    const whole = html !== null && cutter !== null;
    if (whole) {
      // All of the page is here at once: the browser paints it once it has parsed all of it. Left to
      // itself it paints what it has parsed at its first pause (the header) and then lays out the
      // rest of the page in one long task while the shopper could already be tapping.
      tags.push(`<link rel="expect" href="#${SERVER_PAYLOAD_ID}" blocking="render" />`);
      tags.push(...(lazyPreloads?.() ?? []).map((src) => `<link rel="preload" as="script" href="${attr(src)}" />`));
      tags.push(styleBlock('data-critical', cutter.forHtml(html)), noscript(links(shellAssets.css)));
      later.shellSheets = shellAssets.sheets ?? shellAssets.css.map((href): [string] => [href]);
    } else {
      tags.push(links(shellAssets.css));
    }
    const cutRemote = whole && remoteCutter !== null;
    if (remoteStyles.css) {
      tags.push(styleBlock(`data-remote-styles="${attr(remote ?? '')}"`, cutRemote ? remoteCutter.forHtml(html as string) : remoteStyles.css));
      if (cutRemote) {
        tags.push(noscript(links(remoteStyles.found)));
        // A stylesheet a lazily loaded part the page showed asks for by its own name while it
        // hydrates has its styles here under another (the same content hash): a second link to that
        // file (the same fetch) names it, and the part's style loader finds it instead of fetching
        // the same styles again.
        const wanted = (lazyStyles?.() ?? []).filter((href) => !remoteStyles.found.includes(href));
        later.regionSheets = remoteStyles.found.flatMap((href) => [
          [href] as [string],
          ...wanted.filter((other) => styleHash(other) === styleHash(href)).map((other): [string, string] => [href, other]),
        ]);
      }
    }
    tags.push(links(remoteStyles.missing));
    return tags;
  };

  let bodyOpened = false;
  const openBody = (html: string | null) => {
    if (bodyOpened) return '';
    bodyOpened = true;
    return `${styleTags(html).join('')}</head><body><div id="root">`;
  };

  return {
    start: (headTags) => `<!doctype html><html lang="en"><head>${headTags.join('')}`,
    // The note is part of the page the first paint is cut for.
    beforeWhole: (html) => openBody(html + NO_SCRIPT_NOTE),
    beforeParts: () => openBody(null),
    end: (payload) =>
      `</div><script id="${SERVER_PAYLOAD_ID}" type="application/json">${scriptJson(payload)}</script>` +
      NO_SCRIPT_NOTE +
      `${starterScript({ scripts: shellAssets.js, ...later, ...holdSheets(later, payload) }, nonce)}</body></html>`,
    failed: () => `${openBody(null)}</div><p>Something went wrong. Please reload the page.</p></body></html>`,
  };
}
