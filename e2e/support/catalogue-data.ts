// Reads of the test API's seeded catalogue, so journeys pick their categories and products by what
// they need (options, stock, location) instead of by ids, which a fresh seed changes every run.
import { apiURL as defaultApiURL } from './ports';

const apiURL = process.env.E2E_API_URL ?? defaultApiURL;

export interface SeedCategory {
  id: string;
  name: string;
  children: Array<{ id: string; name: string }>;
}

export interface SeedProduct {
  id: string;
  name: string;
  images: string[];
  price: number;
  oldPrice: number;
  rating: number;
  countInStock: number;
  catId: string;
  subCatId: string;
  productRam: string[];
  size: string[];
  productWeight: string[];
  location: string[];
  numReviews?: number;
}

async function get<T>(path: string): Promise<T> {
  const res = await fetch(apiURL + path);
  if (!res.ok) throw new Error(`GET ${path} answered ${res.status}`);
  return (await res.json()) as T;
}

export async function categories(): Promise<SeedCategory[]> {
  return (await get<{ categoryList: SeedCategory[] }>('/api/category')).categoryList;
}

/**
 * Every product of the seed, read fresh (other tests running at the same time change ratings by
 * reviewing and stock by ordering).
 */
export async function products(): Promise<SeedProduct[]> {
  const first = await get<{ products: SeedProduct[]; totalPages: number }>('/api/products?page=1&perPage=100');
  const rest = await Promise.all(
    Array.from({ length: Math.max(0, first.totalPages - 1) }, (_, i) =>
      get<{ products: SeedProduct[] }>(`/api/products?page=${i + 2}&perPage=100`).then((r) => r.products),
    ),
  );
  return [...first.products, ...rest.flat()];
}

export type OptionKind = 'productRam' | 'size' | 'productWeight';
export const OPTION_LABEL: Record<OptionKind, string> = { productRam: 'RAM', size: 'Size', productWeight: 'Weight' };

export function optionsOf(p: SeedProduct): OptionKind[] {
  return (['productRam', 'size', 'productWeight'] as const).filter((k) => p[k].length > 0);
}

/** Sold where `location` is (an empty list means everywhere). */
export function soldIn(p: SeedProduct, location: string): boolean {
  return p.location.length === 0 || p.location.includes(location);
}

/**
 * An in-stock product with exactly one option list of `kind`, whose name has a word no other
 * product's name has (so a search for that word finds it first), sold in `location`.
 */
export async function productWithOption(kind: OptionKind, opts: { location?: string; minStock?: number; not?: string[] } = {}) {
  const all = await products();
  const words = new Map<string, number>();
  for (const p of all) for (const w of new Set(searchWords(p.name))) words.set(w, (words.get(w) ?? 0) + 1);
  const fit = all.filter(
    (p) =>
      p.countInStock >= (opts.minStock ?? 10) &&
      optionsOf(p).length === 1 &&
      p[kind].length >= 2 &&
      !(opts.not ?? []).includes(p.id) &&
      (!opts.location || soldIn(p, opts.location)),
  );
  for (const p of fit) {
    const word = searchWords(p.name).find((w) => words.get(w) === 1);
    if (word) return { product: p, word };
  }
  if (fit[0]) return { product: fit[0], word: fit[0].name };
  throw new Error(`no in-stock product with ${kind} options in the seed`);
}

/** A product not sold in `location`, with a name word no other product's name has. */
export async function productNotSoldIn(location: string) {
  const all = await products();
  const words = new Map<string, number>();
  for (const p of all) for (const w of new Set(searchWords(p.name))) words.set(w, (words.get(w) ?? 0) + 1);
  for (const p of all.filter((x) => !soldIn(x, location))) {
    const word = searchWords(p.name).find((w) => words.get(w) === 1);
    if (word) return { product: p, word };
  }
  throw new Error(`no product outside ${location} with a distinctive name in the seed`);
}

function searchWords(name: string): string[] {
  return name.split(/[^A-Za-z]+/).filter((w) => w.length >= 5);
}

/** The category with the most products (several pages of 10), and its products. */
export async function bigCategory() {
  const [cats, all] = await Promise.all([categories(), products()]);
  const counts = cats.map((c) => ({ c, n: all.filter((p) => p.catId === c.id).length })).sort((a, b) => b.n - a.n);
  if (counts[0].n <= 20) throw new Error('no category with several pages of products in the seed');
  return { category: counts[0].c, inCat: all.filter((p) => p.catId === counts[0].c.id) };
}

/** A category and one of its sub-categories that has at least `min` products. */
export async function richSubCategory(min = 4) {
  const [cats, all] = await Promise.all([categories(), products()]);
  for (const c of cats) {
    for (const s of c.children) {
      const inSub = all.filter((p) => p.subCatId === s.id);
      if (inSub.length >= min) return { category: c, sub: s, products: inSub };
    }
  }
  throw new Error('no sub-category with enough products in the seed');
}

export async function searchApi(q: string, location?: string): Promise<SeedProduct[]> {
  return get(`/api/search?q=${encodeURIComponent(q)}${location ? `&location=${location}` : ''}`);
}

export async function reviewsOf(productId: string): Promise<Array<{ customerName: string; review: string; dateCreated: string }>> {
  return get(`/api/productReviews?productId=${encodeURIComponent(productId)}`);
}
