import { Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { RenderDataContext, type RenderData } from '@storefront/shared';
import { lazyChunk } from './lazy-chunk';

declare global {
  interface ImportMeta {
    /** Vite's: the matching files' text, by path (read when the test is compiled). */
    glob(pattern: string, options: { query: '?raw'; import: 'default'; eager: true }): Record<string, string>;
  }
}

const sources = import.meta.glob('../**/*.{ts,tsx}', { query: '?raw', import: 'default', eager: true });

/** The chunks a render of a never-arriving lazy part named, on the server or in the browser. */
function chunksNamed(server: boolean): string[] {
  const Part = lazyChunk(() => new Promise<{ default: () => null }>(() => {}), 'lazy-example');
  const data: RenderData = { server, hydrating: !server, records: {}, chunks: new Set() };
  renderToString(
    <RenderDataContext.Provider value={data}>
      <Suspense fallback={<p>Loading</p>}>
        <Part />
      </Suspense>
    </RenderDataContext.Provider>,
  );
  return [...data.chunks!];
}

describe('lazyChunk', () => {
  it('names its chunk while the server renders it (the page then preloads its files)', () => {
    expect(chunksNamed(true)).toEqual(['lazy-example']);
  });

  it('names nothing in the browser', () => {
    expect(chunksNamed(false)).toEqual([]);
  });

  it("every call names the chunk its import's webpackChunkName makes (a typo would preload nothing)", () => {
    let seen = 0;
    for (const [path, text] of Object.entries(sources)) {
      if (path.endsWith('.test.tsx') || path.endsWith('lazy-chunk.tsx')) continue;
      const calls = [...text.matchAll(/\blazy(?:Chunk|Page)\(\s*\(\)\s*=>\s*import\(/g)].length;
      const named = [...text.matchAll(/import\(\/\* webpackChunkName: "([^"]+)" \*\/[^)]*\)[\s\S]{0,200}?,\s*'([^']+)',?\s*\)/g)];
      expect(named.length, path).toBe(calls);
      for (const [, magic, chunk] of named) {
        expect(chunk, path).toMatch(/^lazy-[a-z0-9-]+$/);
        expect(magic, path).toBe(chunk);
      }
      seen += calls;
    }
    expect(seen).toBeGreaterThanOrEqual(3);
  });
});
