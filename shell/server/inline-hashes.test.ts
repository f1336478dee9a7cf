import { describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { inlineHashes, stripNonce } from './inline-hashes';

const sha = (t: string) => `'sha256-${createHash('sha256').update(t).digest('base64')}'`;

describe('inline hashes of a kept page', () => {
  it('hashes the scripts that run and the style blocks, not data blocks nor scripts with a src', () => {
    const html =
      '<style data-critical>.a{color:red}</style><script src="/x.js"></script>' +
      '<script type="application/ld+json">{"@type":"Product"}</script><script id="p" type="application/json">{}</script>' +
      '<script>start()</script>';
    expect(inlineHashes(html)).toEqual({ scripts: [sha('start()')], styles: [sha('.a{color:red}')] });
  });

  it('takes the response nonce out of the page', () => {
    const html = '<script nonce="abc+/=">x()</script><style nonce="abc+/=">p{}</style>';
    expect(stripNonce(html, 'abc+/=')).toBe('<script>x()</script><style>p{}</style>');
  });
});
