import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { configure } from './config';
import { Picture, pictureSources } from './picture';
import { RenderDataContext, type RenderData } from './ssr';

configure({ apiBase: 'http://localhost:4000' });

describe('pictureSources', () => {
  it('offers every rendered width up to the one the URL names, as WebP and JPEG', () => {
    const s = pictureSources('/uploads/seed/p-abc123-1-0123456789-960.jpg');
    expect(s.src).toBe('http://localhost:4000/uploads/seed/p-abc123-1-0123456789-960.jpg');
    expect(s.widths).toEqual([160, 320, 480, 640, 960]);
    expect(s.webp).toBe(
      [160, 320, 480, 640, 960].map((w) => `http://localhost:4000/uploads/seed/p-abc123-1-0123456789-${w}.webp ${w}w`).join(', '),
    );
    expect(s.jpeg?.split(', ')[0]).toBe('http://localhost:4000/uploads/seed/p-abc123-1-0123456789-160.jpg 160w');
  });

  it('knows re-encoded uploads, with a largest width off the ladder', () => {
    const s = pictureSources('https://cdn.example.com/u/abcdefghijklmnopqrstuvwx-400.jpg');
    expect(s.widths).toEqual([160, 320, 400]);
  });

  it('leaves pictures it did not render alone', () => {
    expect(pictureSources('/uploads/seed/old.svg')).toEqual({ src: 'http://localhost:4000/uploads/seed/old.svg' });
    expect(pictureSources('https://lh3.googleusercontent.com/a/photo-96.jpg')).toEqual({ src: 'https://lh3.googleusercontent.com/a/photo-96.jpg' });
    expect(pictureSources(undefined)).toEqual({ src: '' });
  });
});

describe('Picture', () => {
  it('is lazy by default and sizes itself by its box', () => {
    const html = renderToStaticMarkup(
      createElement(Picture, { src: '/uploads/seed/c-x-0123456789-160.jpg', alt: '', width: 64, height: 64, sizes: 'auto, 64px' }),
    );
    expect(html).toMatch(/<img [^>]*srcSet="[^"]*-160\.webp 160w"/);
    expect(html).toMatch(/ src="[^"]*-160\.jpg"/);
    expect(html).not.toContain('<picture');
    expect(html).toContain('loading="lazy"');
    expect(html).toContain('sizes="auto, 64px"');
    expect(html).not.toContain('fetchpriority');
  });

  it('fetches the main picture first and eagerly (no auto sizes on an eager image)', () => {
    const html = renderToStaticMarkup(
      createElement(Picture, { src: '/uploads/seed/b-home-x-0123456789-1600.jpg', alt: 'Offer', width: 1600, height: 520, sizes: 'auto, 100vw', priority: true }),
    );
    expect(html).toContain('loading="eager"');
    expect(html).toContain('fetchpriority="high"');
    expect(html).toContain('sizes="100vw"');
    expect(html).toContain('width="1600"');
  });

  it("a picture shown only up to a width is never fetched above it (its source there is an empty image); eager only in the server's HTML", () => {
    const props = { src: '/uploads/seed/b-home-x-0123456789-1600.jpg', alt: 'Offer', width: 1600, height: 520, sizes: '100vw', loading: 'eager' as const, onlyUpTo: 992 };
    const server: RenderData = { server: true, hydrating: false, records: {} };
    const html = renderToStaticMarkup(createElement(RenderDataContext.Provider, { value: server }, createElement(Picture, props)));
    expect(html).toMatch(/^<picture><source media="\(min-width: 993px\)" srcSet="data:image\/gif;base64,[^"]+"\/><img [^>]*loading="eager"/);
    expect(html).toMatch(/<img [^>]*srcSet="[^"]*-1600\.webp 1600w"/);
    expect(html).not.toContain('fetchpriority');
    // One the browser creates asks for its address before it is in its picture: lazy, so a hidden
    // one never asks.
    const mounted = renderToStaticMarkup(createElement(Picture, props));
    expect(mounted).toMatch(/^<picture><source media="\(min-width: 993px\)"[^>]*><img [^>]*loading="lazy"/);
  });
});
