// The shell's own files as its build names them (styles, early scripts, entry), read once at start
// from the built index.html by a real HTML tokenizer's smallest form: each <link> and <script src>
// tag's attributes.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ShellAssets } from '../src/ssr/render';

/** A large sheet's n-th part, as tooling/sheet-parts.mjs writes it beside the whole file. */
const partName = (file: string, n: number) => file.replace(/\.css$/, `.part${n}.css`);

type Attributes = Record<string, string>;

/** The attributes of every `<tag ...>` in `html` (names lower-cased, quotes removed). */
export function tags(html: string, tag: string): Attributes[] {
  return [...html.matchAll(new RegExp(`<${tag}\\b([^>]*)>`, 'gi'))].map((m) =>
    Object.fromEntries([...(m[1] ?? '').matchAll(/([a-zA-Z-]+)(?:=("[^"]*"|'[^']*'|[^\s>]+))?/g)].map((a) => [(a[1] as string).toLowerCase(), (a[2] ?? '').replace(/^["']|["']$/g, '')])),
  );
}

export function shellAssets(dist: string): Required<ShellAssets> {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const links = tags(html, 'link');
  const scripts = tags(html, 'script').filter((s) => s.src);
  const fileOf = (href: string) => join(dist, new URL(href, 'http://x/').pathname);
  const css = links.filter((l) => l.rel === 'stylesheet' || (l.rel === 'preload' && l.as === 'style')).map((l) => l.href as string);
  return {
    icon: links.find((l) => l.rel === 'icon')?.href ?? null,
    css,
    // Read once: the server cuts each page's first-paint styles from them.
    cssText: css.map((href) => readFileSync(fileOf(href), 'utf8')),
    // What the page's starter adds after the first paint: a large sheet in the parts its build also
    // wrote, the first naming the whole file (the scripts' loader then knows the sheet is in).
    sheets: css.flatMap((href): Array<[string, string?]> => {
      const parts: string[] = [];
      for (let n = 1; existsSync(fileOf(partName(href, n))); n++) parts.push(partName(href, n));
      return parts.length ? parts.map((part, i): [string, string?] => (i === 0 ? [part, href] : [part])) : [[href]];
    }),
    preload: links.filter((l) => l.rel === 'preload' && l.as === 'script').map((l) => l.href as string),
    js: scripts.map((s) => s.src as string),
    pagesChunk: chunkFiles(dist, PAGES_CHUNK),
  };
}

/** The webpackChunkName of the shell's own pages (shell/src/features/static-pages/static-routes.tsx). */
export const PAGES_CHUNK = 'shell-static-pages';

/** A named chunk's files in the build (`<name>.<hash>.js|css`, as tooling/webpack.mjs names them). */
export function chunkFiles(dist: string, name: string): { js: string[]; css: string[]; cssText: string } {
  const own = new RegExp(`^${name.replace(/[^\w-]/g, '\\$&')}(\\.[0-9a-f]+)?\\.(js|css)$`);
  const files = readdirSync(dist).filter((f) => own.test(f));
  const css = files.filter((f) => f.endsWith('.css'));
  return {
    js: files.filter((f) => f.endsWith('.js')).map((f) => `/${f}`),
    css: css.map((f) => `/${f}`),
    cssText: css.map((f) => readFileSync(join(dist, f), 'utf8')).join('\n'),
  };
}
