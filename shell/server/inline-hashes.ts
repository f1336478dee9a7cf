// A kept page is the same for everybody, so it cannot carry a per-response nonce: its inline
// scripts and style blocks are allowed by their hashes instead (the Content-Security-Policy is kept
// with the page).
import { createHash } from 'node:crypto';

/** Scripts the browser does not run (data blocks) need no hash. */
const DATA_TYPES = /^(application\/(ld\+)?json)$/i;

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** The hashes of the page's inline scripts (those that run) and style blocks. */
export function inlineHashes(html: string): { scripts: string[]; styles: string[] } {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attrs = m[1] ?? '';
    if (/\bsrc\s*=/i.test(attrs)) continue;
    const type = attrs.match(/\btype\s*=\s*["']?([^"'\s>]+)/i)?.[1];
    if (type && DATA_TYPES.test(type)) continue;
    scripts.add(sha256(m[2] ?? ''));
  }
  for (const m of html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)) styles.add(sha256(m[1] ?? ''));
  return { scripts: [...scripts], styles: [...styles] };
}

/** The page without the nonce it was rendered with (it grants nothing without the response's policy). */
export function stripNonce(html: string, nonce: string): string {
  return html.split(` nonce="${nonce}"`).join('');
}
