// Package stylesheets reach the page without the fonts the shop never shows.
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const { dropUnusedFontFaces } = require('./unused-fonts-loader.cjs');
const ROOT = resolve(import.meta.dirname, '..');

describe('unused fonts are dropped from package stylesheets', () => {
  it("drops Swiper's navigation-arrow font from its core sheet and keeps every other rule", () => {
    const file = createRequire(join(ROOT, 'mf-catalogue', 'package.json')).resolve('swiper/css');
    const css = readFileSync(file, 'utf8');
    expect(css).toMatch(/@font-face/);
    const out = dropUnusedFontFaces(css);
    expect(out).not.toMatch(/@font-face|swiper-icons/);
    // Everything else is left as it was: the sheet less the one rule.
    const rule = /@font-face\s*\{[^{}]*\}/.exec(css)[0];
    expect(out).toBe(css.replace(rule, ''));
    expect(out).toMatch(/\.swiper-wrapper\s*\{/);
  });

  it('keeps the font faces of other families, quoted or not', () => {
    const css = "@font-face{font-family:Brand;src:url(a.woff2)}\n@font-face { font-family: 'swiper-icons'; src: url(b.woff) }\n@font-face{font-family:\"Other\";src:url(c.woff2)}\n.a{color:red}";
    expect(dropUnusedFontFaces(css)).toBe("@font-face{font-family:Brand;src:url(a.woff2)}\n\n@font-face{font-family:\"Other\";src:url(c.woff2)}\n.a{color:red}");
    expect(dropUnusedFontFaces('@font-face{font-family:swiper-icons;src:url(b.woff)}.b{}')).toBe('.b{}');
  });
});
