import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { STAR_PATH } from '@storefront/shared/ui/icons';

describe('global.css', () => {
  it("holds the star rating's tiles: the icon set's star, grey and gold, in a 26 x 24 box", () => {
    const css = readFileSync(join(__dirname, 'global.css'), 'utf8');
    for (const [name, color] of [['grey', '#d9dde3'], ['gold', '#fdc040']]) {
      const url = css.match(new RegExp(`--sf-star-${name}: url\\("data:image/svg\\+xml,([^"]+)"\\)`))?.[1];
      const svg = decodeURIComponent(url ?? '');
      expect(svg).toContain(`d="${STAR_PATH}"`);
      expect(svg).toContain(`fill="${color}"`);
      expect(svg).toContain('viewBox="0 0 26 24"');
    }
  });
});
