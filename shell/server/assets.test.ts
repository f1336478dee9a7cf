import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { chunkFiles } from './assets';

describe('chunkFiles', () => {
  it("finds a named chunk's scripts and stylesheets (with their text), and nothing else's", () => {
    const dist = mkdtempSync(join(tmpdir(), 'sf-assets-'));
    const files: Record<string, string> = {
      'shell-static-pages.0a1b2c3d.js': 'js',
      'shell-static-pages.0a1b2c3d.js.map': '{}',
      'shell-static-pages.9f8e7d6c.css': '.a{color:red}',
      'shell-static-pages-extra.11111111.js': 'other',
      'main.22222222.js': 'main',
      '242.33333333.css': '.b{}',
    };
    for (const [name, text] of Object.entries(files)) writeFileSync(join(dist, name), text);
    expect(chunkFiles(dist, 'shell-static-pages')).toEqual({
      js: ['/shell-static-pages.0a1b2c3d.js'],
      css: ['/shell-static-pages.9f8e7d6c.css'],
      cssText: '.a{color:red}',
    });
    expect(chunkFiles(dist, 'nothing-here')).toEqual({ js: [], css: [], cssText: '' });
  });
});
