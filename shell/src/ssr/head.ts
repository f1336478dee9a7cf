// Share and search: what a public page's <head> tells search engines and chat apps (title,
// description, canonical link, Open Graph, Twitter, JSON-LD), decided on the server from the address
// and at most two API answers. Plain TypeScript with no rendering and no DOM: the rendering server calls
// it once per request, and nothing in it outlives the request.
import { DEFAULT_PAGE_SIZE, STORE_NAME, formatINR, imageUrl, pageTitle } from '@storefront/shared';
import type { Category, Product, SubCategory } from '@storefront/shared/types';
import { matchRoute, SHOP_DESCRIPTION, type RouteEntry } from '../app/route-table';
import { QUERY_MAX, searchTitle, summarize } from '../app/document-title';
export { summarize } from '../app/document-title';

export interface PageHead {
  /** The document title. */
  title: string;
  description: string;
  /** Absolute URL. */
  canonical: string;
  /** Absolute URL of the share picture. */
  image?: string;
  type: 'website' | 'product';
  /** Structured data objects, one <script type="application/ld+json"> each. */
  jsonLd: object[];
  /** HTTP status for the page: 404 for an unknown address or product, 503 when the API could not say. */
  status: number;
  /** 'noindex' for search results, private screens, 404 and 503. */
  robots?: string;
  /** Products: the og/product price tags. */
  price?: { amount: number; currency: 'INR' };
}

export type HeadFetch = (path: string) => Promise<{ ok: boolean; status: number; data: unknown }>;

export interface HeadOptions {
  /**
   * Where the API serves pictures (product images are stored as API-relative paths). Defaults to the
   * shared runtime config's apiBase, the base every screen's pictures use.
   */
  apiBase?: string;
}

const NOT_FOUND_DESCRIPTION = 'We looked everywhere but could not find this page. It may have moved, or the address may be mistyped.';
const SCHEMA = 'https://schema.org';

/** The page an address shows and the id in it: null for none. */
interface HeadRoute {
  route: RouteEntry;
  id: string;
}

/**
 * The table's entry for an address, matched as the browser's router does (any case, a trailing
 * slash), but an address it would only reach by leniency is no page: a second trailing slash, an
 * empty segment, a broken %-escape.
 */
function routeOf(pathname: string): HeadRoute | null {
  const path = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  if (path !== '/') {
    try {
      if (path.split('/').slice(1).some((s) => decodeURIComponent(s) === '')) return null;
    } catch {
      return null;
    }
  }
  const match = matchRoute(path);
  return match ? { route: match.route, id: match.params.id ?? '' } : null;
}

/** '<name> | Storefront', or the shop's name alone (as the browser names pages: @storefront/shared). */
const titled = pageTitle;


const pathId = (id: string) => encodeURIComponent(id);
const productPath = (id: string) => `/products/${pathId(id)}`;
const categoryPath = (id: string) => `/products/category/${pathId(id)}`;
const subCategoryPath = (id: string) => `/products/subCat/${pathId(id)}`;

function breadcrumbs(origin: string, trail: { name: string; path: string }[]): object {
  return {
    '@context': SCHEMA,
    '@type': 'BreadcrumbList',
    itemListElement: [{ name: 'Home', path: '/' }, ...trail].map((step, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: step.name,
      item: origin + step.path,
    })),
  };
}

// ---- reading the API's answers (typed by the contract, checked here: they arrive as unknown) ----

type Json = Record<string, unknown>;
const isJson = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const text = (v: unknown): string => (typeof v === 'string' ? v : '');
const count = (v: unknown): number => (typeof v === 'number' && Number.isFinite(v) ? v : 0);
const texts = (v: unknown): string[] => (Array.isArray(v) ? v.filter((s): s is string => typeof s === 'string' && s !== '') : []);

type ProductFacts = Pick<
  Product,
  'id' | 'name' | 'description' | 'brand' | 'images' | 'price' | 'countInStock' | 'rating' | 'numReviews' | 'catId' | 'catName' | 'subCatId' | 'subCat'
>;

function readProduct(data: unknown): ProductFacts | null {
  if (!isJson(data)) return null;
  const id = text(data.id) || text(data._id);
  const name = text(data.name);
  if (!id || !name || typeof data.price !== 'number' || !Number.isFinite(data.price)) return null;
  return {
    id,
    name,
    description: text(data.description),
    brand: text(data.brand).trim(),
    images: texts(data.images),
    price: data.price,
    countInStock: count(data.countInStock),
    rating: count(data.rating),
    numReviews: count(data.numReviews),
    catId: text(data.catId),
    catName: text(data.catName).trim(),
    subCatId: text(data.subCatId) || null,
    subCat: text(data.subCat).trim(),
  };
}

type CategoryFacts = Pick<Category, 'id' | 'name' | 'images'> & { children: Pick<SubCategory, 'id' | 'name'>[] };

function readCategories(data: unknown): CategoryFacts[] | null {
  if (!isJson(data) || !Array.isArray(data.categoryList)) return null;
  return data.categoryList.filter(isJson).map((c) => ({
    id: text(c.id) || text(c._id),
    name: text(c.name).trim(),
    images: texts(c.images),
    children: (Array.isArray(c.children) ? c.children : []).filter(isJson).map((s) => ({
      id: text(s.id) || text(s._id),
      name: text(s.name).trim(),
    })),
  }));
}

function readProductList(data: unknown): ProductFacts[] {
  if (!isJson(data) || !Array.isArray(data.products)) return [];
  return data.products.map(readProduct).filter((p): p is ProductFacts => p !== null);
}

/** Calls `get`, turning a thrown error (the API down, a time limit) into a failed answer. */
async function ask(get: HeadFetch, path: string): Promise<{ ok: boolean; status: number; data: unknown }> {
  try {
    return await get(path);
  } catch {
    return { ok: false, status: 0, data: null };
  }
}

// ---- the pages ----------------------------------------------------------------------------------

interface Context {
  url: URL;
  origin: string;
  get: HeadFetch;
  picture: (path: string) => string;
}

function notFound({ url, origin }: Context): PageHead {
  return {
    title: titled('Page not found'),
    description: NOT_FOUND_DESCRIPTION,
    canonical: origin + url.pathname,
    type: 'website',
    jsonLd: [],
    status: 404,
    robots: 'noindex',
  };
}

/** The API could not answer: no page facts, and a status that asks crawlers to come back. */
function unavailable({ url, origin }: Context): PageHead {
  return {
    title: STORE_NAME,
    description: SHOP_DESCRIPTION,
    canonical: origin + url.pathname,
    type: 'website',
    jsonLd: [],
    status: 503,
    robots: 'noindex',
  };
}

function homeHead({ origin }: Context): PageHead {
  return {
    title: STORE_NAME,
    description: SHOP_DESCRIPTION,
    canonical: `${origin}/`,
    type: 'website',
    jsonLd: [
      {
        '@context': SCHEMA,
        '@type': 'WebSite',
        name: STORE_NAME,
        url: `${origin}/`,
        potentialAction: {
          '@type': 'SearchAction',
          target: { '@type': 'EntryPoint', urlTemplate: `${origin}/search?q={search_term_string}` },
          'query-input': 'required name=search_term_string',
        },
      },
    ],
    status: 200,
  };
}

function searchHead({ url, origin }: Context): PageHead {
  const query = summarize(url.searchParams.get('q') ?? '', QUERY_MAX);
  return {
    title: searchTitle(query),
    description: query ? `Products matching "${query}" at ${STORE_NAME}.` : `Search the products of ${STORE_NAME}.`,
    canonical: `${origin}/search${query ? `?${new URLSearchParams({ q: query }).toString()}` : ''}`,
    type: 'website',
    jsonLd: [],
    status: 200,
    robots: 'noindex',
  };
}

function staticHead({ origin }: Context, path: string, page: { title: string; description: string }): PageHead {
  return {
    title: titled(page.title),
    description: page.description,
    canonical: origin + path,
    type: 'website',
    jsonLd: [breadcrumbs(origin, [{ name: page.title, path }])],
    status: 200,
  };
}

function privateHead({ url, origin }: Context, title: string): PageHead {
  return {
    title: titled(title),
    description: SHOP_DESCRIPTION,
    canonical: origin + url.pathname.replace(/(.)\/$/, '$1'),
    type: 'website',
    jsonLd: [],
    status: 200,
    robots: 'noindex',
  };
}

/**
 * One thing's page of the shopper's own (an order's invoice): 404 where the API has no such thing
 * for them. The read goes as the session's shopper and is the region's own (one read a page).
 */
async function privateThingHead(ctx: Context, title: string, path: string): Promise<PageHead> {
  const answer = await ask(ctx.get, path);
  const page = privateHead(ctx, title);
  return answer.status === 404 ? { ...page, status: 404 } : page;
}

async function productHead(ctx: Context, id: string): Promise<PageHead> {
  const { origin, get, picture } = ctx;
  const answer = await ask(get, `/api/products/${pathId(id)}`);
  if (answer.status === 404 || answer.status === 400) return notFound(ctx);
  const product = answer.ok ? readProduct(answer.data) : null;
  if (!product) return unavailable(ctx);

  const canonical = origin + productPath(product.id);
  const images = product.images.map(picture);
  const description = summarize(product.description) || `${product.name} at ${STORE_NAME}.`;
  const trail: { name: string; path: string }[] = [];
  if (product.catId && product.catName) trail.push({ name: product.catName, path: categoryPath(product.catId) });
  if (product.subCatId && product.subCat) trail.push({ name: product.subCat, path: subCategoryPath(product.subCatId) });
  trail.push({ name: product.name, path: productPath(product.id) });

  const structured: Json = {
    '@context': SCHEMA,
    '@type': 'Product',
    name: product.name,
    description: product.description.trim() || description,
    sku: product.id,
    productID: product.id,
    url: canonical,
  };
  if (images.length > 0) structured.image = images;
  if (product.brand) structured.brand = { '@type': 'Brand', name: product.brand };
  if (product.catName) structured.category = product.subCat ? `${product.catName} > ${product.subCat}` : product.catName;
  if (product.numReviews > 0 && product.rating > 0) {
    structured.aggregateRating = {
      '@type': 'AggregateRating',
      ratingValue: product.rating,
      reviewCount: product.numReviews,
      bestRating: 5,
    };
  }
  structured.offers = {
    '@type': 'Offer',
    url: canonical,
    price: product.price,
    priceCurrency: 'INR',
    availability: `${SCHEMA}/${product.countInStock >= 1 ? 'InStock' : 'OutOfStock'}`,
    itemCondition: `${SCHEMA}/NewCondition`,
  };

  return {
    title: titled(product.name),
    description,
    canonical,
    image: images[0],
    type: 'product',
    jsonLd: [structured, breadcrumbs(origin, trail)],
    status: 200,
    price: { amount: product.price, currency: 'INR' },
  };
}

async function listingHead(ctx: Context, kind: 'category' | 'subCategory', id: string): Promise<PageHead> {
  const { origin, get, picture } = ctx;
  // The first page as the listing first shows it (no location: the server does not know the shopper's).
  const list =
    kind === 'category'
      ? `/api/products/catId?catId=${pathId(id)}&page=1&perPage=${DEFAULT_PAGE_SIZE}`
      : `/api/products/subCatId?subCatId=${pathId(id)}&page=1&perPage=${DEFAULT_PAGE_SIZE}`;
  const [tree, page] = await Promise.all([ask(get, '/api/category'), ask(get, list)]);
  const categories = tree.ok ? readCategories(tree.data) : null;
  if (!categories) return unavailable(ctx);

  let category: CategoryFacts | undefined;
  let sub: { id: string; name: string } | undefined;
  if (kind === 'category') category = categories.find((c) => c.id === id);
  else {
    for (const c of categories) {
      sub = c.children.find((s) => s.id === id);
      if (sub) {
        category = c;
        break;
      }
    }
  }
  if (!category || (kind === 'subCategory' && !sub)) return notFound(ctx);

  const name = sub?.name ?? category.name;
  const path = sub ? subCategoryPath(sub.id) : categoryPath(category.id);
  const trail = [{ name: category.name, path: categoryPath(category.id) }];
  if (sub) trail.push({ name: sub.name, path });
  const jsonLd: object[] = [breadcrumbs(origin, trail)];
  // Shown in reverse of the server's order (spec §2 "Product listing"), so listed so here too.
  const products = page.ok ? readProductList(page.data).reverse() : [];
  if (products.length > 0) {
    jsonLd.push({
      '@context': SCHEMA,
      '@type': 'ItemList',
      name,
      numberOfItems: products.length,
      itemListElement: products.map((p, i) => ({
        '@type': 'ListItem',
        position: i + 1,
        url: origin + productPath(p.id),
        name: p.name,
      })),
    });
  }
  const picturePath = category.images[0] ?? products.find((p) => p.images.length > 0)?.images[0];
  return {
    title: titled(name),
    description: sub
      ? `Shop ${sub.name} in ${category.name} at ${STORE_NAME}: prices in rupees, ratings, discounts and stock at a glance.`
      : `Shop ${category.name} at ${STORE_NAME}: prices in rupees, ratings, discounts and stock at a glance.`,
    canonical: origin + path,
    image: picturePath ? picture(picturePath) : undefined,
    type: 'website',
    jsonLd,
    status: 200,
  };
}

/** Decides the page from the URL path+search (by the route table) and asks the API (through `get`) for what its head needs. */
export async function loadHead(url: URL, origin: string, get: HeadFetch, options: HeadOptions = {}): Promise<PageHead> {
  const base = origin.replace(/\/+$/, '');
  const picture = (path: string) => {
    if (/^https?:/i.test(path)) return path;
    const served = options.apiBase ? options.apiBase.replace(/\/+$/, '') + (path.startsWith('/') ? path : `/${path}`) : imageUrl(path);
    // An apiBase given as a path (an API behind the same origin) still yields an absolute URL.
    return new URL(served, `${base}/`).href;
  };
  const ctx: Context = { url, origin: base, get, picture };
  const found = routeOf(url.pathname);
  if (!found) return notFound(ctx);
  const { route, id } = found;
  const head = route.head;
  switch (head.kind) {
    case 'home':
      return homeHead(ctx);
    case 'search':
      return searchHead(ctx);
    case 'static':
      return staticHead(ctx, route.path, head);
    case 'private':
      return head.exists ? privateThingHead(ctx, head.title, head.exists.replace(':id', pathId(id))) : privateHead(ctx, head.title);
    case 'product':
      return productHead(ctx, id);
    case 'category':
    case 'subCategory':
      return listingHead(ctx, head.kind, id);
  }
}

// ---- rendering ----------------------------------------------------------------------------------

/** Text safe inside an attribute value in double quotes, and inside <title>. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * JSON for a <script> element: `<`, `>` and `&` as \u escapes, so no `</script>` or `<!--` in a
 * product name can end or confuse the element (the JSON means the same), and the line separators
 * JavaScript once rejected escaped too.
 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** The tags for <head>: title, description, canonical, og:*, twitter:*, product:price:*, JSON-LD. */
export function renderHead(head: PageHead, nonce: string): string {
  const name = (n: string, content: string) => `<meta name="${n}" content="${escapeHtml(content)}">`;
  const property = (p: string, content: string) => `<meta property="${p}" content="${escapeHtml(content)}">`;
  // Chat apps show the title, the description and the picture: the price leads the shared text.
  const shared = head.price ? `${formatINR(head.price.amount)} · ${head.description}` : head.description;
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    name('description', head.description),
    ...(head.robots ? [name('robots', head.robots)] : []),
    `<link rel="canonical" href="${escapeHtml(head.canonical)}">`,
    property('og:site_name', STORE_NAME),
    property('og:locale', 'en_IN'),
    property('og:type', head.type),
    property('og:title', head.title),
    property('og:description', shared),
    property('og:url', head.canonical),
    ...(head.image ? [property('og:image', head.image)] : []),
    ...(head.price
      ? [property('product:price:amount', String(head.price.amount)), property('product:price:currency', head.price.currency)]
      : []),
    name('twitter:card', head.image ? 'summary_large_image' : 'summary'),
    name('twitter:title', head.title),
    name('twitter:description', shared),
    ...(head.image ? [name('twitter:image', head.image)] : []),
    ...(head.price ? [name('twitter:label1', 'Price'), name('twitter:data1', formatINR(head.price.amount))] : []),
    ...head.jsonLd.map((data) => `<script type="application/ld+json" nonce="${escapeHtml(nonce)}">${scriptJson(data)}</script>`),
  ];
  return tags.join('\n');
}
