// The starter: the one inline script at the end of a server-rendered page. startPage runs in the
// browser; the server writes its source into the page (starterScript), so it must stay
// self-contained: no imports, no outer names, nothing a compiler would turn into a helper call.
import { attr } from './html';
import { keepTaps, TAP_KEPT_ATTRIBUTE, WAITING_CONTROL } from './tap-keeper';

export interface StarterConfig {
  /** The page's scripts in order (preloaded from the head), run once the sheets' links are in. */
  scripts: string[];
  /**
   * The shell's whole sheets, added before the region's inline styles: [href] or, for a part of a
   * large sheet, [part, whole file] (ShellAssets.sheets).
   */
  shellSheets: Array<[string, string?]>;
  /**
   * The region's whole sheets, added after its inline styles: [href] or [href, the name a lazily
   * loaded part asks for the same styles by] (federation.lazyChunkStyles).
   */
  regionSheets: Array<[string, string?]>;
  /**
   * Every region was rendered on the server, so the page's inline styles cover all it shows until
   * its scripts render something new: the sheets are switched on once the page works (or at the
   * shopper's first touch or key, whichever comes first), not while it hydrates; and they are not
   * fetched until the page's scripts have arrived.
   */
  holdSheets?: boolean;
}

/**
 * Brings in the whole stylesheets at once, each where the cascade wants it (the shell's before the
 * region's inline styles, the region's after them), fetched as print sheets (nothing to restyle as
 * each arrives) and switched on together when all have loaded (or after 2.5 s): the page is
 * restyled once, not once per sheet. With `holdSheets` that restyle waits until the page works
 * (the shell's bootstrap sets `html[data-interactive]`), then for an idle moment, or comes at the
 * first touch or key (10 s at the latest), and the sheets are fetched only once every script the
 * head preloads has arrived (or at that touch or key): on a slow line their bytes would otherwise
 * share it with the scripts, and the page would work later. Then runs the scripts, in order: their
 * style loader must find those links (by `href`, or by `data-href` while a sheet waits to be
 * fetched), or it adds its own copies after the region's styles.
 */
export function startPage(config: StarterConfig): void {
  const doc = document;
  const sheets: HTMLLinkElement[] = [];
  let switchedOn = false;
  const switchOn = () => {
    if (switchedOn) return;
    switchedOn = true;
    sheets.forEach((link) => {
      link.media = 'all';
    });
  };
  let left = config.shellSheets.length + config.regionSheets.length;
  let wanted = !config.holdSheets;
  const settled = () => {
    left -= 1;
    if (left <= 0 && wanted) switchOn();
  };
  const hrefs = new Map<HTMLLinkElement, string>();
  let fetching = !config.holdSheets;
  const fetchSheets = () => {
    if (fetching) return;
    fetching = true;
    hrefs.forEach((href, link) => {
      link.href = href;
      // (its own name in data-href only stood in for the href)
      if (link.getAttribute('data-href') === href) link.removeAttribute('data-href');
    });
  };
  const want = () => {
    fetchSheets();
    if (wanted) return;
    wanted = true;
    if (left <= 0) switchOn();
  };
  if (!wanted) {
    // Restyling the whole page takes a slow phone a few hundred milliseconds: once the page works
    // it waits for a quiet moment (a tap then goes first), but a touch or a key asks for it at once
    // (what the tap opens may need the whole sheets).
    const root = doc.documentElement;
    const w = window as Window & { requestIdleCallback?: (cb: () => void, opts: { timeout: number }) => number };
    new MutationObserver((_records, observer) => {
      if (!root.hasAttribute('data-interactive')) return;
      observer.disconnect();
      if (w.requestIdleCallback) w.requestIdleCallback(want, { timeout: 1000 });
      else setTimeout(want, 0);
    }).observe(root, { attributes: true, attributeFilter: ['data-interactive'] });
    ['pointerdown', 'keydown'].forEach((type) => doc.addEventListener(type, want, { capture: true, once: true, passive: true }));
    // The scripts the head preloads; one that has arrived already has its resource timing entry.
    const waiting = Array.from(doc.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="script"]')).filter(
      (link) => performance.getEntriesByName(link.href).length === 0,
    );
    let scriptsLeft = waiting.length;
    if (scriptsLeft === 0) fetching = true;
    const scriptIn = () => {
      scriptsLeft -= 1;
      if (scriptsLeft === 0) fetchSheets();
    };
    waiting.forEach((link) => {
      link.addEventListener('load', scriptIn);
      link.addEventListener('error', scriptIn);
    });
  }
  const regionStyles = doc.querySelector('style[data-remote-styles]');
  const addSheet = (href: string, before: Node | null, whole?: string) => {
    const link = doc.createElement('link');
    link.rel = 'stylesheet';
    link.media = 'print';
    // The file the scripts' style loader looks for, when not this one: the whole of a part of a
    // large sheet, or another chunk's file with the same styles.
    if (whole) link.setAttribute('data-href', whole);
    if (fetching) link.href = href;
    else {
      if (!whole) link.setAttribute('data-href', href);
      hrefs.set(link, href);
    }
    link.onload = settled;
    link.onerror = settled;
    sheets.push(link);
    doc.head.insertBefore(link, before);
  };
  // Each link costs the main thread a few milliseconds to add (a slow phone's tens): each sheet is
  // added in a task of its own, so none of them holds the page for long.
  const steps: Array<() => void> = [];
  config.shellSheets.forEach((sheet) => {
    steps.push(() => addSheet(sheet[0], regionStyles, sheet[1]));
  });
  config.regionSheets.forEach((sheet) => {
    steps.push(() => addSheet(sheet[0], null, sheet[1]));
  });
  const runScripts = () => {
    config.scripts.forEach((src) => {
      const script = doc.createElement('script');
      script.src = src;
      script.async = false;
      doc.body.appendChild(script);
    });
  };
  const next = () => {
    const step = steps.shift();
    if (step) {
      step();
      setTimeout(next, 0);
    } else runScripts();
  };
  next();
  // A page whose scripts never take over still gets its sheets.
  setTimeout(
    () => {
      fetchSheets();
      switchOn();
    },
    config.holdSheets ? 10_000 : 2500,
  );
}

/**
 * The starter as the page's inline script: keepTaps' own source (taps on controls still waiting for
 * their scripts are kept from the first paint on), then startPage's, called with `config` as JSON.
 */
export function starterScript(config: StarterConfig, nonce: string): string {
  // '<' as an escape: no '</script>' in a URL can end the element early.
  const json = JSON.stringify(config).replace(/</g, '\\u003c');
  const keeping = `(${keepTaps.toString()})(${JSON.stringify(WAITING_CONTROL)},${JSON.stringify(TAP_KEPT_ATTRIBUTE)});`;
  return `<script nonce="${attr(nonce)}">${keeping}(${startPage.toString()})(${json});</script>`;
}
