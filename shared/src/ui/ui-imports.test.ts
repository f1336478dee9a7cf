// A slice imports the modules under ui/ by their own paths ('@storefront/shared/ui/...'), which
// federation does not share: each slice bundles its own copy of them. Whatever they read of the
// rest of the package (the server-render context, the store's atoms, the API client) must come
// from the page's one copy, '@storefront/shared' (shared as a singleton), never by a relative path
// that would bundle a second copy with its own state.
import { describe, expect, it } from 'vitest';

declare global {
  interface ImportMeta {
    /** Vite's: the matching files' text, by path (read when the test is compiled). */
    glob(pattern: string[], options: { query: '?raw'; import: 'default'; eager: true }): Record<string, string>;
  }
}

const sources = import.meta.glob(['./*.ts', './*.tsx', '!./*.test.ts', '!./*.test.tsx'], { query: '?raw', import: 'default', eager: true });
const modules = Object.keys(sources).map((path) => path.slice(2));

/** The module specifiers a source file imports or re-exports. */
const importsOf = (source: string) => [...source.matchAll(/(?:^|\n)\s*(?:import|export)\b[^'"]*?from\s+['"]([^'"]+)['"]/g)].map((m) => m[1]);

describe('shared/src/ui', () => {
  it('has modules to check', () => {
    expect(modules).toContain('script-button.tsx');
  });

  it.each(modules)('%s reaches the rest of the package only through @storefront/shared', (file) => {
    const outside = importsOf(sources[`./${file}`]).filter((spec) => spec.startsWith('../'));
    expect(outside).toEqual([]);
  });

  it('reads an import the way the check does', () => {
    expect(importsOf("import { a } from '../ssr';\nimport { b } from './icons';\nexport { c } from '@storefront/shared';")).toEqual(['../ssr', './icons', '@storefront/shared']);
  });
});
