import { describe, expect, it } from 'vitest';
import type { PageHead } from './head';
import { headTags, NO_SCRIPT_TO_SIGN_IN, pageStatus } from './page-head';

const head: PageHead = { title: 'Tea | Storefront', description: 'Tea.', canonical: 'https://shop.example.in/t', type: 'website', jsonLd: [], status: 200 };
const input = {
  head,
  nonce: 'n',
  releases: 'mf-catalogue@1.2.0',
  icon: '/favicon.ico',
  apiBase: 'http://api.test:4000',
  registry: { mf_catalogue: 'http://cdn.test/catalogue/mf-manifest.json', mf_product: 'http://cdn.test/product/mf-manifest.json', mf_account: undefined },
  scripts: ['/main.js', 'http://cdn.test/catalogue/remoteEntry.js'],
};

describe('pageStatus', () => {
  it("is the head's status, but 200 when the API could not say or the head failed", () => {
    expect(pageStatus({ ...head, status: 404 })).toBe(404);
    expect(pageStatus({ ...head, status: 503 })).toBe(200);
    expect(pageStatus(null)).toBe(200);
  });
});

describe('headTags', () => {
  it('names the releases, preconnects once to the API and each remote origin, then the share tags and the script preloads', () => {
    const html = headTags(input).join('');
    expect(html.startsWith('<meta charset="utf-8" />')).toBe(true);
    expect(html).toContain('<meta name="sf-releases" content="mf-catalogue@1.2.0" />');
    expect(html.match(/rel="preconnect" href="([^"]+)"/g)).toEqual(['rel="preconnect" href="http://api.test:4000"', 'rel="preconnect" href="http://cdn.test"']);
    expect(html).toContain('<title>Tea | Storefront</title>');
    expect(html.endsWith('<link rel="preload" as="script" href="/main.js" /><link rel="preload" as="script" href="http://cdn.test/catalogue/remoteEntry.js" />')).toBe(true);
  });

  it('falls back to the shop name for a title when the head failed', () => {
    const html = headTags({ ...input, head: null, releases: undefined, icon: null }).join('');
    expect(html).toContain('<title>Storefront</title>');
    expect(html).not.toContain('sf-releases');
    expect(html).not.toContain('rel="icon"');
  });

  it('sends a browser without scripts to /signIn only when asked (a page for signed-in shoppers, nobody signed in)', () => {
    expect(headTags(input).join('')).not.toContain('http-equiv="refresh"');
    const html = headTags({ ...input, toSignIn: true }).join('');
    expect(html).toContain(NO_SCRIPT_TO_SIGN_IN);
    expect(NO_SCRIPT_TO_SIGN_IN).toBe('<noscript><meta http-equiv="refresh" content="0; url=/signIn" /></noscript>');
  });
});
