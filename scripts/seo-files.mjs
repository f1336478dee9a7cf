// /robots.txt and the sitemaps, served by the shell's server (scripts/shell-server.mjs hooks them in).
// - /sitemap.xml: a sitemap index naming /sitemap-pages.xml (home, the static pages, every category
//   and sub-category) and /sitemap-products-<n>.xml (products by id, at most 50,000 a file, the
//   protocol's limit), each with its lastmod;
// - /robots.txt: allows the public pages, disallows the cart, checkout, orders, account, My List,
//   sign-in pages and search results, and names the sitemap.
// Each file is built from the API (GET /api/sitemap) and kept for an hour (served stale while a
// fresh copy is built); gzip when the client accepts it (or as .xml.gz).
import { gzipSync } from 'node:zlib';

export const SEO_TTL_MS = 60 * 60_000;
const CACHE_CONTROL = 'public, max-age=3600';
const STATIC_PAGES = ['/about-us', '/terms-conditions', '/privacy-policy', '/refund-policy', '/contact'];
/** Pages no search engine should list: a shopper's own, and search results (endless and thin). */
export const DISALLOWED = ['/cart', '/checkout', '/orders', '/my-account', '/my-list', '/signIn', '/signUp', '/verifyOTP', '/forgotPassword', '/changePassword', '/search'];

const escapeXml = (s) => String(s).replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]);
const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

function urlset(entries) {
  const urls = entries.map(({ loc, lastmod }) => `<url><loc>${escapeXml(loc)}</loc>${lastmod ? `<lastmod>${escapeXml(lastmod)}</lastmod>` : ''}</url>`);
  return `${XML_HEAD}<urlset xmlns="${NS}">\n${urls.join('\n')}\n</urlset>\n`;
}

function sitemapIndex(entries) {
  const maps = entries.map(({ loc, lastmod }) => `<sitemap><loc>${escapeXml(loc)}</loc><lastmod>${escapeXml(lastmod)}</lastmod></sitemap>`);
  return `${XML_HEAD}<sitemapindex xmlns="${NS}">\n${maps.join('\n')}\n</sitemapindex>\n`;
}

export function robotsTxt(origin) {
  return ['User-agent: *', 'Allow: /', ...DISALLOWED.map((p) => `Disallow: ${p}`), '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
}

/**
 * `origin`: the shop's public origin; `apiBase()`: where the API answers (read per build).
 * Returns `serve(req, res, pathname)`: true when it answered (a SEO file), false otherwise.
 */
export function seoFiles({ origin, apiBase, now = Date.now }) {
  /** path -> { at, body: Buffer, gz: Buffer, type } ; builds in flight by path */
  const kept = new Map();
  const building = new Map();

  async function api(path) {
    const res = await fetch(`${apiBase()}${path}`);
    if (!res.ok) throw new Error(`GET ${path} answered ${res.status}`);
    return res.json();
  }

  const newest = (dates) => dates.reduce((a, b) => (b > a ? b : a), '1970-01-01T00:00:00.000Z');

  async function build(path) {
    if (path === '/robots.txt') return { type: 'text/plain; charset=utf-8', text: robotsTxt(origin) };
    const first = await api('/api/sitemap?page=1');
    const files = Math.max(1, Math.ceil(first.totalProducts / first.perFile));
    const catalogueDate = newest([...first.categories, ...first.subCategories].map((c) => c.lastmod));
    if (path === '/sitemap.xml') {
      const maps = [{ loc: `${origin}/sitemap-pages.xml`, lastmod: catalogueDate }];
      for (let n = 1; n <= files; n++) maps.push({ loc: `${origin}/sitemap-products-${n}.xml`, lastmod: catalogueDate });
      return { type: 'application/xml; charset=utf-8', text: sitemapIndex(maps) };
    }
    if (path === '/sitemap-pages.xml') {
      return {
        type: 'application/xml; charset=utf-8',
        text: urlset([
          { loc: `${origin}/`, lastmod: catalogueDate },
          ...STATIC_PAGES.map((p) => ({ loc: `${origin}${p}` })),
          ...first.categories.map((c) => ({ loc: `${origin}/products/category/${encodeURIComponent(c.id)}`, lastmod: c.lastmod })),
          ...first.subCategories.map((c) => ({ loc: `${origin}/products/subCat/${encodeURIComponent(c.id)}`, lastmod: c.lastmod })),
        ]),
      };
    }
    const n = Number(/^\/sitemap-products-(\d+)\.xml$/.exec(path)?.[1]);
    if (!Number.isInteger(n) || n < 1 || n > files) return null;
    const page = n === 1 ? first : await api(`/api/sitemap?page=${n}`);
    return {
      type: 'application/xml; charset=utf-8',
      text: urlset(page.products.map((p) => ({ loc: `${origin}/products/${encodeURIComponent(p.id)}`, lastmod: p.lastmod }))),
    };
  }

  function fresh(path) {
    let pending = building.get(path);
    if (!pending) {
      pending = build(path)
        .then((file) => {
          if (!file) return null;
          const body = Buffer.from(file.text);
          const entry = { at: now(), type: file.type, body, gz: gzipSync(body) };
          kept.set(path, entry);
          return entry;
        })
        .finally(() => building.delete(path));
      building.set(path, pending);
    }
    return pending;
  }

  async function entryFor(path) {
    const hit = kept.get(path);
    if (hit && now() - hit.at < SEO_TTL_MS) return hit;
    if (hit) {
      fresh(path).catch(() => undefined); // (stale while a fresh copy is built)
      return hit;
    }
    return fresh(path);
  }

  function isSeoPath(pathname) {
    return pathname === '/robots.txt' || pathname === '/sitemap.xml' || /^\/sitemap-(pages|products-\d+)\.xml(\.gz)?$/.test(pathname);
  }

  return function serve(req, res, pathname) {
    if (!isSeoPath(pathname) || (req.method !== 'GET' && req.method !== 'HEAD')) return false;
    const asGz = pathname.endsWith('.gz');
    const path = asGz ? pathname.slice(0, -3) : pathname;
    entryFor(path).then(
      (entry) => {
        if (!entry) {
          res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
          return;
        }
        const gzip = asGz || /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
        const headers = {
          'Content-Type': asGz ? 'application/gzip' : entry.type,
          'Cache-Control': CACHE_CONTROL,
          'X-Content-Type-Options': 'nosniff',
          Vary: 'Accept-Encoding',
        };
        if (gzip && !asGz) headers['Content-Encoding'] = 'gzip';
        const body = gzip ? entry.gz : entry.body;
        headers['Content-Length'] = String(body.length);
        res.writeHead(200, headers);
        res.end(req.method === 'HEAD' ? undefined : body);
      },
      (err) => {
        console.error('[shell-server] building', path, 'failed', err);
        res.writeHead(503, { 'Content-Type': 'text/plain; charset=utf-8', 'Retry-After': '60' }).end('The sitemap is not available right now.');
      },
    );
    return true;
  };
}
