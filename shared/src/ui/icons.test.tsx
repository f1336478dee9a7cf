/// <reference types="node" />
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { HeartIcon, ICON_CLASS, SearchIcon, StarIcon } from './icons';

describe('icons', () => {
  it("are drawn by the page-wide class, not five attributes each (a listing's 50-odd icons cost 5 kB of its HTML)", () => {
    const html = renderToString(<SearchIcon size={16} className="x" />);
    expect(html).toContain(`class="${ICON_CLASS} x"`);
    expect(html).not.toMatch(/stroke|fill|style=/);
    const css = readFileSync(join(dirname(expect.getState().testPath ?? ''), 'icons.css'), 'utf8');
    expect(css).toMatch(/\.sf-icon\s*\{[^}]*fill:\s*none;[^}]*stroke:\s*currentColor;[^}]*stroke-width:\s*1\.8;/);
  });

  it('an icon with a fill or stroke of its own carries it in its style, which the class cannot override', () => {
    expect(renderToString(<HeartIcon filled />)).toContain('style="fill:currentColor"');
    expect(renderToString(<HeartIcon />)).not.toContain('style=');
    expect(renderToString(<StarIcon />)).toContain('style="fill:currentColor;stroke:none"');
  });
});
