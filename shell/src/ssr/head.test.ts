import { createElement } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { getConfig, type Category, type Product } from '@storefront/shared';
import { REMOTE_ROUTES } from '../app/route-table';
import { StaticRoutes } from '../features/static-pages/static-routes';
import { loadHead, renderHead, summarize, type HeadFetch, type PageHead } from './head';

const ORIGIN = 'https://shop.example.in';
const API = 'https://api.example.in';

function product(over: Partial<Product> = {}): Product {
  return {
    id: 'p1',
    _id: 'p1',
    name: 'Cotton Kurta',
    description: 'A soft cotton kurta for everyday wear.',
    brand: 'Fabindia',
    images: ['/uploads/seed/kurta-0123456789-960.jpg', '/uploads/seed/kurta-back-0123456789-960.jpg'],
    price: 1299,
    oldPrice: 1599,
    discount: 19,
    countInStock: 4,
    rating: 4.5,
    numReviews: 12,
    catId: 'c1',
    catName: 'Fashion',
    subCatId: 's1',
    subCat: 'Men',
    productRam: [],
    size: ['M', 'L'],
    productWeight: [],
    location: ['IN'],
    isFeatured: false,
    dateCreated: '2025-09-01T00:00:00.000Z',
    ...over,
  };
}

const categories: { categoryList: Category[] } = {
  categoryList: [
    {
      id: 'c1',
      _id: 'c1',
      name: 'Fashion',
      color: '#fff',
      images: ['/uploads/seed/fashion-0123456789-480.jpg'],
      children: [
        { id: 's1', _id: 's1', name: 'Men', parentId: 'c1' },
        { id: 's2', _id: 's2', name: 'Women', parentId: 'c1' },
      ],
    },
    { id: 'c2', _id: 'c2', name: 'Electronics', color: '#000', images: [], children: [] },
  ],
};

const productPage = (products: Product[]) => ({ products, totalPages: 1, page: 1, perPage: 10, totalPosts: products.length });

type Answer = { status: number; data: unknown } | Error;

/** A fake API: answers by path (query included); anything unknown is a 404. Records every call. */
function fakeApi(answers: Record<string, Answer>) {
  const calls: string[] = [];
  const get: HeadFetch = async (path) => {
    calls.push(path);
    const a = answers[path] ?? { status: 404, data: { error: true, msg: 'Not found' } };
    if (a instanceof Error) throw a;
    return { ok: a.status >= 200 && a.status < 300, status: a.status, data: a.data };
  };
  return { get, calls };
}

const at = (path: string) => new URL(path, ORIGIN);
const load = (path: string, get: HeadFetch) => loadHead(at(path), ORIGIN, get, { apiBase: API });
const ld = (head: PageHead, type: string) => head.jsonLd.find((o) => (o as { '@type': string })['@type'] === type) as Record<string, unknown> | undefined;
const crumbs = (head: PageHead) =>
  (ld(head, 'BreadcrumbList')?.itemListElement as { position: number; name: string; item: string }[]).map((c) => [c.name, c.item]);

describe('loadHead', () => {
  it('home: the shop name, what the shop is, the origin as canonical and a site search action, with no API call', async () => {
    const api = fakeApi({});
    const head = await load('/', api.get);
    expect(head).toMatchObject({ title: 'Storefront', canonical: `${ORIGIN}/`, type: 'website', status: 200 });
    expect(head.description).toMatch(/^Storefront is an online shop for India/);
    expect(head.robots).toBeUndefined();
    expect(ld(head, 'WebSite')).toMatchObject({
      name: 'Storefront',
      potentialAction: { target: { urlTemplate: `${ORIGIN}/search?q={search_term_string}` } },
    });
    expect(api.calls).toEqual([]);
  });

  it('product: its name in the title, a cut description, og type product and its first picture as an absolute URL, from one call', async () => {
    const long = `${'Hand-woven cotton from Jaipur, washed soft and cut loose for the summer. '.repeat(4)}  Ends here.`;
    const api = fakeApi({ '/api/products/p1': { status: 200, data: product({ description: long }) } });
    const head = await load('/products/p1', api.get);
    expect(api.calls).toEqual(['/api/products/p1']);
    expect(head).toMatchObject({
      title: 'Cotton Kurta | Storefront',
      type: 'product',
      status: 200,
      canonical: `${ORIGIN}/products/p1`,
      image: `${API}/uploads/seed/kurta-0123456789-960.jpg`,
      price: { amount: 1299, currency: 'INR' },
    });
    expect(head.description.length).toBeLessThanOrEqual(160);
    expect(head.description).toMatch(/^Hand-woven cotton from Jaipur, washed soft/);
    expect(head.description).toMatch(/[a-z]…$/); // cut after a whole word
    expect(head.robots).toBeUndefined();
  });

  it('product JSON-LD: an INR offer in rupees, in stock, with brand, rating and Home > category > sub-category > product', async () => {
    const api = fakeApi({ '/api/products/p1': { status: 200, data: product() } });
    const head = await load('/products/p1', api.get);
    expect(ld(head, 'Product')).toMatchObject({
      name: 'Cotton Kurta',
      description: 'A soft cotton kurta for everyday wear.',
      sku: 'p1',
      image: [`${API}/uploads/seed/kurta-0123456789-960.jpg`, `${API}/uploads/seed/kurta-back-0123456789-960.jpg`],
      brand: { '@type': 'Brand', name: 'Fabindia' },
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.5, reviewCount: 12 },
      offers: {
        '@type': 'Offer',
        price: 1299,
        priceCurrency: 'INR',
        availability: 'https://schema.org/InStock',
        url: `${ORIGIN}/products/p1`,
      },
    });
    expect(crumbs(head)).toEqual([
      ['Home', `${ORIGIN}/`],
      ['Fashion', `${ORIGIN}/products/category/c1`],
      ['Men', `${ORIGIN}/products/subCat/s1`],
      ['Cotton Kurta', `${ORIGIN}/products/p1`],
    ]);
  });

  it('a product with no stock offers OutOfStock; one nobody rated has no aggregateRating; no sub-category leaves it out of the trail', async () => {
    const api = fakeApi({
      '/api/products/p2': { status: 200, data: product({ id: 'p2', countInStock: 0, rating: 0, numReviews: 0, subCatId: null, subCat: '' }) },
    });
    const head = await load('/products/p2', api.get);
    const offer = ld(head, 'Product')?.offers as Record<string, unknown>;
    expect(offer.availability).toBe('https://schema.org/OutOfStock');
    expect(ld(head, 'Product')).not.toHaveProperty('aggregateRating');
    expect(crumbs(head).map(([name]) => name)).toEqual(['Home', 'Fashion', 'Cotton Kurta']);
  });

  it('both product spellings (and a trailing slash or query) canonicalise to /products/:id', async () => {
    const api = fakeApi({ '/api/products/p1': { status: 200, data: product() } });
    const spellings = ['/products/p1', '/product/p1', '/product/p1/', '/Product/p1?utm_source=chat'];
    const heads = await Promise.all(spellings.map((p) => load(p, api.get)));
    for (const head of heads) expect(head.canonical).toBe(`${ORIGIN}/products/p1`);
    expect(api.calls).toEqual(spellings.map(() => '/api/products/p1'));
  });

  it('a product id the API does not know (404) or refuses (400) is a 404 page with noindex', async () => {
    const api = fakeApi({ '/api/products/bad%20id': { status: 400, data: { error: true, msg: 'bad id' } } });
    for (const path of ['/products/unknown', '/product/bad%20id']) {
      const head = await load(path, api.get);
      expect(head).toMatchObject({ status: 404, robots: 'noindex', title: 'Page not found | Storefront', jsonLd: [] });
      expect(head.price).toBeUndefined();
    }
    expect(api.calls).toEqual(['/api/products/unknown', '/api/products/bad%20id']);
  });

  it('the product id goes into the API path encoded, so an address cannot reach another API route', async () => {
    const api = fakeApi({});
    await load('/products/..%2Fcategory', api.get);
    expect(api.calls).toEqual(['/api/products/..%2Fcategory']);
  });

  it('when the API fails or cannot be reached the page is a 503 with noindex and no page facts', async () => {
    const api = fakeApi({
      '/api/products/p1': { status: 500, data: { error: true, msg: 'boom' } },
      '/api/products/p2': new Error('connect ECONNREFUSED'),
      '/api/products/p3': { status: 200, data: { unexpected: true } },
      '/api/category': new Error('timed out'),
    });
    for (const path of ['/products/p1', '/products/p2', '/products/p3', '/products/category/c1']) {
      const head = await load(path, api.get);
      expect(head).toMatchObject({ status: 503, robots: 'noindex', title: 'Storefront', type: 'website', jsonLd: [] });
    }
  });

  it('category listing: its name, a description naming it, BreadcrumbList Home > Category and the first page as the listing orders it', async () => {
    const first = product({ id: 'a1', name: 'Old first' });
    const last = product({ id: 'a2', name: 'New last' });
    const api = fakeApi({
      '/api/category': { status: 200, data: categories },
      '/api/products/catId?catId=c1&page=1&perPage=10': { status: 200, data: productPage([first, last]) },
    });
    const head = await load('/products/category/c1', api.get);
    expect(api.calls.sort()).toEqual(['/api/category', '/api/products/catId?catId=c1&page=1&perPage=10']);
    expect(head).toMatchObject({
      title: 'Fashion | Storefront',
      canonical: `${ORIGIN}/products/category/c1`,
      image: `${API}/uploads/seed/fashion-0123456789-480.jpg`,
      type: 'website',
      status: 200,
    });
    expect(head.description).toContain('Fashion');
    expect(crumbs(head)).toEqual([
      ['Home', `${ORIGIN}/`],
      ['Fashion', `${ORIGIN}/products/category/c1`],
    ]);
    expect(ld(head, 'ItemList')?.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, url: `${ORIGIN}/products/a2`, name: 'New last' },
      { '@type': 'ListItem', position: 2, url: `${ORIGIN}/products/a1`, name: 'Old first' },
    ]);
  });

  it('sub-category listing: its name, and BreadcrumbList Home > Category > Sub-category; a failed product list only drops the ItemList', async () => {
    const api = fakeApi({
      '/api/category': { status: 200, data: categories },
      '/api/products/subCatId?subCatId=s2&page=1&perPage=10': { status: 500, data: { error: true, msg: 'boom' } },
    });
    const head = await load('/products/subCat/s2', api.get);
    expect(api.calls).toContain('/api/products/subCatId?subCatId=s2&page=1&perPage=10');
    expect(head).toMatchObject({ title: 'Women | Storefront', canonical: `${ORIGIN}/products/subCat/s2`, status: 200 });
    expect(head.description).toContain('Women');
    expect(head.description).toContain('Fashion');
    expect(crumbs(head)).toEqual([
      ['Home', `${ORIGIN}/`],
      ['Fashion', `${ORIGIN}/products/category/c1`],
      ['Women', `${ORIGIN}/products/subCat/s2`],
    ]);
    expect(ld(head, 'ItemList')).toBeUndefined();
  });

  it('a category or sub-category id the catalogue does not have is a 404 with noindex', async () => {
    const api = fakeApi({ '/api/category': { status: 200, data: categories } });
    for (const path of ['/products/category/nope', '/products/subCat/nope', '/products/category/s1', '/products/subCat/c1']) {
      expect(await load(path, api.get)).toMatchObject({ status: 404, robots: 'noindex', title: 'Page not found | Storefront' });
    }
  });

  it('search: noindex, the query in the title, and a canonical that keeps the query', async () => {
    const api = fakeApi({});
    const head = await load('/search?q=red%20saree', api.get);
    expect(head).toMatchObject({
      title: 'Search results for "red saree" | Storefront',
      robots: 'noindex',
      status: 200,
      canonical: `${ORIGIN}/search?q=red+saree`,
    });
    expect(await load('/search', api.get)).toMatchObject({ title: 'Search results | Storefront', canonical: `${ORIGIN}/search`, robots: 'noindex' });
    expect(api.calls).toEqual([]);
  });

  it('static pages: the title and opening line each page shows, with Home > page', async () => {
    for (const path of ['/about-us', '/terms-conditions', '/privacy-policy', '/refund-policy', '/contact']) {
      const head = await load(path, fakeApi({}).get);
      expect(head).toMatchObject({ status: 200, canonical: ORIGIN + path, type: 'website' });
      expect(head.robots).toBeUndefined();
      const view = render(createElement(MemoryRouter, { initialEntries: [path] }, createElement(Routes, null, StaticRoutes())));
      expect(await screen.findByText(head.description)).toBeInTheDocument();
      await waitFor(() => expect(document.title).toBe(head.title));
      expect(crumbs(head)).toEqual([
        ['Home', `${ORIGIN}/`],
        [head.title.replace(' | Storefront', ''), ORIGIN + path],
      ]);
      view.unmount();
    }
  });

  it("the shopper's own screens are real pages (200) that ask not to be indexed", async () => {
    const publicPaths = ['/', '/products/category/:id', '/products/subCat/:id', '/search', '/products/:id', '/product/:id'];
    const privateRoutes = REMOTE_ROUTES.filter((r) => !publicPaths.includes(r.path));
    expect(privateRoutes.length).toBeGreaterThan(0);
    // (the API knows whatever they read: an order's invoice page is only as real as its order)
    const knowsAll: HeadFetch = async () => ({ ok: true, status: 200, data: {} });
    for (const r of privateRoutes) {
      const head = await load(r.path, knowsAll);
      expect(head, r.path).toMatchObject({ status: 200, robots: 'noindex', canonical: ORIGIN + r.path });
      expect(head.title).not.toBe('Page not found | Storefront');
    }
    expect(await load('/cart', fakeApi({}).get)).toMatchObject({ title: 'Cart | Storefront' });
  });

  it("an order's invoice answers 404 where the API has no such order for the shopper, reading it once as the region does", async () => {
    const api = fakeApi({
      '/api/orders/o%2F1/invoice': { status: 200, data: { invoiceNumber: 'SF/2026-27/000001' } },
      '/api/orders/theirs/invoice': { status: 404, data: { error: true, msg: 'Order not found' } },
      '/api/orders/nobody/invoice': { status: 401, data: { error: true, msg: 'Please login first' } },
    });
    expect(await load('/orders/o%2F1/invoice', api.get)).toMatchObject({ status: 200, robots: 'noindex', title: 'Tax Invoice | Storefront' });
    expect(await load('/orders/theirs/invoice', api.get)).toMatchObject({ status: 404, robots: 'noindex', title: 'Tax Invoice | Storefront' });
    // (a visitor: the page sends them to Sign In; it is no 404)
    expect(await load('/orders/nobody/invoice', api.get)).toMatchObject({ status: 200 });
    expect(api.calls).toEqual(['/api/orders/o%2F1/invoice', '/api/orders/theirs/invoice', '/api/orders/nobody/invoice']);
  });

  it("anything else is a 404 'Page not found' with noindex", async () => {
    const api = fakeApi({});
    for (const path of ['/nowhere', '/products', '/products/category', '/products/category/c1/extra', '/about-us/team', '/%E0%A4']) {
      const head = await load(path, api.get);
      expect(head, path).toMatchObject({ status: 404, robots: 'noindex', title: 'Page not found | Storefront', jsonLd: [] });
    }
    // '/products/category' reads as the product 'category' (as in the browser's router): the API says 404.
    expect(api.calls).toEqual(['/api/products/category']);
  });

  it('pictures resolve against the runtime config apiBase when no apiBase is given, and absolute pictures pass through', async () => {
    const api = fakeApi({
      '/api/products/p1': { status: 200, data: product() },
      '/api/products/p2': { status: 200, data: product({ id: 'p2', images: ['https://cdn.example.in/k.jpg'] }) },
    });
    const own = await loadHead(at('/products/p1'), `${ORIGIN}/`, api.get);
    expect(own.image).toBe(`${getConfig().apiBase}/uploads/seed/kurta-0123456789-960.jpg`);
    expect(own.canonical).toBe(`${ORIGIN}/products/p1`);
    expect((await load('/products/p2', api.get)).image).toBe('https://cdn.example.in/k.jpg');
  });
});

describe('renderHead', () => {
  const hostile = '</script><script>alert(1)</script><!-- "><img src=x onerror=alert(2)> & co';

  async function hostileHead() {
    const api = fakeApi({
      '/api/products/p1': {
        status: 200,
        data: product({ name: hostile, brand: hostile, description: hostile, catName: hostile, subCat: hostile }),
      },
    });
    return load('/products/p1', api.get);
  }

  it('writes title, description, canonical, Open Graph, Twitter and price tags for a product', async () => {
    const api = fakeApi({ '/api/products/p1': { status: 200, data: product() } });
    const html = renderHead(await load('/products/p1', api.get), 'n0nce');
    const image = `${API}/uploads/seed/kurta-0123456789-960.jpg`;
    for (const tag of [
      '<title>Cotton Kurta | Storefront</title>',
      '<meta name="description" content="A soft cotton kurta for everyday wear.">',
      `<link rel="canonical" href="${ORIGIN}/products/p1">`,
      '<meta property="og:type" content="product">',
      '<meta property="og:title" content="Cotton Kurta | Storefront">',
      '<meta property="og:site_name" content="Storefront">',
      `<meta property="og:url" content="${ORIGIN}/products/p1">`,
      `<meta property="og:image" content="${image}">`,
      '<meta property="og:description" content="₹1,299 · A soft cotton kurta for everyday wear.">',
      '<meta property="product:price:amount" content="1299">',
      '<meta property="product:price:currency" content="INR">',
      '<meta name="twitter:card" content="summary_large_image">',
      `<meta name="twitter:image" content="${image}">`,
      '<meta name="twitter:data1" content="₹1,299">',
    ]) {
      expect(html).toContain(tag);
    }
    expect(html).not.toContain('name="robots"');
    expect(html.match(/<script type="application\/ld\+json" nonce="n0nce">/g)).toHaveLength(2);
  });

  it('pages without a picture get the small Twitter card, noindex pages say so, and nothing is priced', async () => {
    const html = renderHead(await load('/search?q=tea', fakeApi({}).get), 'n');
    expect(html).toContain('<meta name="twitter:card" content="summary">');
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).toContain('<meta property="og:type" content="website">');
    expect(html).toContain('<title>Search results for &#34;tea&#34; | Storefront</title>');
    expect(html).not.toContain('og:image');
    expect(html).not.toContain('product:price');
    expect(html).not.toContain('<script');
  });

  it('a hostile product name cannot break out of an attribute, the title or a JSON-LD script', async () => {
    const head = await hostileHead();
    const html = renderHead(head, 'n"><script>');
    // Only the tags renderHead writes: one <script> opening and closing per JSON-LD object.
    expect(html.match(/<script/g)).toHaveLength(head.jsonLd.length);
    expect(html.match(/<\/script>/g)).toHaveLength(head.jsonLd.length);
    expect(html).not.toContain('<!--');
    expect(html).not.toContain('<img');
    expect(html).not.toMatch(/"><|onerror=alert\(2\)>/);
    expect(html).toContain('<title>&#60;/script&#62;&#60;script&#62;alert(1)');
    expect(html).toContain('nonce="n&#34;&#62;&#60;script&#62;"');
    expect(html).toContain('&#34;&#62;&#60;img src=x onerror=alert(2)&#62; &#38; co');
    // The JSON still says exactly the name once parsed.
    const scripts = [...html.matchAll(/<script type="application\/ld\+json" nonce="[^"]*">(.*?)<\/script>/g)].map((m) => m[1]);
    expect(scripts[0]).toContain('\\u003c/script\\u003e');
    expect(scripts[0]).toContain('\\u003c!--');
    expect((JSON.parse(scripts[0]) as { name: string }).name).toBe(hostile);
    expect(scripts.map((s) => JSON.parse(s) as unknown)).toEqual(head.jsonLd);
  });
});

describe('summarize', () => {
  it('keeps short text whole on one line and cuts long text at a word with an ellipsis', () => {
    expect(summarize('  Soft\n\ncotton   kurta. ')).toBe('Soft cotton kurta.');
    const cut = summarize('word '.repeat(60));
    expect(cut.length).toBeLessThanOrEqual(160);
    expect(cut).toMatch(/word…$/);
    expect(summarize('x'.repeat(300))).toHaveLength(160);
  });
});
