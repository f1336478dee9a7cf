// A large sheet goes to the page in parts that cascade as the whole does.
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { partName, PART_TARGET, splitSheet } from './sheet-parts.mjs';

const ROOT = resolve(import.meta.dirname, '..');
const bootstrapCss = () => readFileSync(createRequire(join(ROOT, 'shell', 'package.json')).resolve('bootstrap/dist/css/bootstrap.min.css'), 'utf8');

/** Nesting depth at the end of a text, stepping over strings and comments. */
function depthAtEnd(css) {
  let depth = 0;
  const bare = css.replace(/\/\*[\s\S]*?\*\//g, '').replace(/"(?:\\.|[^"\\])*"|'(?:\\.|[^'\\])*'/g, '""');
  for (const ch of bare) depth += ch === '{' ? 1 : ch === '}' ? -1 : 0;
  return depth;
}

describe('a large sheet in parts', () => {
  it("cuts Bootstrap's sheet into parts of about the target size, between whole statements, that join into the sheet", () => {
    const css = bootstrapCss();
    const parts = splitSheet(css);
    expect(parts.length).toBeGreaterThanOrEqual(Math.floor(css.length / PART_TARGET) - 1);
    expect(parts.join('')).toBe(css);
    for (const part of parts) {
      expect(depthAtEnd(part)).toBe(0);
      // No part is much over the target (one statement at most past it).
      expect(part.length).toBeLessThan(PART_TARGET + 16 * 1024);
    }
    // Each part after the first starts a statement: a selector or an at-rule, never a declaration.
    for (const part of parts.slice(1)) expect(part).toMatch(/^\s*(@|[.#:[*a-z])/i);
  });

  it('never cuts inside a string, a comment or an escape', () => {
    const css = `.a{content:"}}}"}/* } */.b\\{{color:red}@media (min-width:1px){.c{x:y}.d{x:y}}.e{content:'{'}`;
    const parts = splitSheet(css, 1);
    expect(parts.join('')).toBe(css);
    expect(parts).toEqual([`.a{content:"}}}"}`, `/* } */.b\\{{color:red}`, '@media (min-width:1px){.c{x:y}.d{x:y}}', `.e{content:'{'}`]);
  });

  it('leaves a small sheet whole and names the parts after the file', () => {
    expect(splitSheet('.a{color:red}.b{color:blue}')).toEqual(['.a{color:red}.b{color:blue}']);
    expect(partName('/242.8cb908e6.css', 2)).toBe('/242.8cb908e6.part2.css');
  });
});
