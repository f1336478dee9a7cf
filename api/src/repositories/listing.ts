// A listing's page as a shopper orders and narrows it (decisions §7 "Sort", facets with counts):
// GET /api/products/listing. Newest first reads as every list does (products.ts, with its
// remembered page starts); the other orders read the sort's covering index (migration
// 2026112629), ties broken by id so no product shows on two pages. The facet counts of a filter
// come from one grouped read of the category's index rows, kept per filter while the catalogue
// version holds, as the totals are.
import { sql, type RawBuilder } from 'kysely';
import type { Db, Dialect } from '../db/index';
import { catalogueVersionOf } from '../lib/catalogue-version';
import { JsonText } from '../lib/json';
import { productsInOrder } from './product-json';
import type { Slot } from '../lib/query-templates';
import { PRICE_BANDS, RATING_STEPS, type SortKey } from '@storefront/shared/rules';
import type { Facets, ListingPage } from '@storefront/shared/types';
import {
  countAt,
  filterKey,
  filterShape,
  listProductPage,
  literalCount,
  productWhere,
  slotFilter,
  sqlFilter,
  templates,
  type PageRequest,
  type ProductFilter,
} from './products';

export type ListingSort = Exclude<SortKey, 'relevance'>;

/** The column each sort orders by, and which way (ties by id the same way). */
const ORDER: Record<Exclude<ListingSort, 'newest'>, { column: 'p.price' | 'p.rating' | 'p.popularity'; dir: 'asc' | 'desc' }> = {
  price_asc: { column: 'p.price', dir: 'asc' },
  price_desc: { column: 'p.price', dir: 'desc' },
  rating: { column: 'p.rating', dir: 'desc' },
  popular: { column: 'p.popularity', dir: 'desc' },
};

/**
 * A known place in a sorted list: the rows from `offset` on are those at or after (inclusive) or
 * strictly after the row with this sort key and id, in the sort's order.
 */
export interface SortedStart {
  offset: number;
  key: number;
  id: string;
  inclusive: boolean;
}

/**
 * Page starts per database handle, sort and filter, valid while the catalogue version holds (as
 * the newest-first list keeps its own): a page read once, or the page before it, tells where the
 * next read of it starts, so it seeks there in the sort's index instead of stepping over (and
 * checking the place of) every row before it.
 */
const sortedStarts = new WeakMap<object, Map<string, { version: string; starts: Map<number, SortedStart> }>>();
const MAX_SORTED_FILTERS = 1000;
const MAX_SORTED_STARTS = 2000;

function sortedStartsOf(db: Db, key: string, version: string): Map<number, SortedStart> {
  let byKey = sortedStarts.get(db);
  if (!byKey) {
    byKey = new Map();
    sortedStarts.set(db, byKey);
  }
  let entry = byKey.get(key);
  if (!entry || entry.version !== version) {
    byKey.delete(key);
    if (byKey.size >= MAX_SORTED_FILTERS) byKey.delete(byKey.keys().next().value as string);
    entry = { version, starts: new Map() };
    byKey.set(key, entry);
  }
  return entry.starts;
}

function nearestSortedStart(starts: Map<number, SortedStart>, offset: number): SortedStart | undefined {
  const exact = starts.get(offset);
  if (exact) return exact;
  let best: SortedStart | undefined;
  for (const start of starts.values()) if (start.offset <= offset && (!best || start.offset > best.offset)) best = start;
  return best;
}

function rememberSorted(starts: Map<number, SortedStart>, start: SortedStart): void {
  if (start.offset === 0) return;
  const known = starts.get(start.offset);
  if (known?.inclusive) return;
  if (!known && starts.size >= MAX_SORTED_STARTS) starts.delete(starts.keys().next().value as number);
  starts.set(start.offset, start);
}

/**
 * `f` as sqlFilter gives it. The page's ids in the sort's order, from the sort's covering index;
 * from a known `start`, seeking to it first.
 */
function sortedIds(
  db: Db,
  f: ProductFilter,
  sort: Exclude<ListingSort, 'newest'>,
  limit: number,
  skip: number | undefined,
  start?: { key: number; id: string; inclusive: boolean },
) {
  const { column, dir } = ORDER[sort];
  let query = db
    .selectFrom('products as p')
    .select(['p.id', sql<number>`${sql.ref(column)}`.as('sort_key')])
    .where((eb) => productWhere(eb, f, true));
  if (start) {
    // One row-value comparison: both engines seek the sort's index straight to (key, id). Written
    // as `key <= K and (key < K or id <= I)` they seek to K only and step over the rows of every
    // tie before I (a page deep in a list sorted by popularity, mostly ties, read thousands).
    const op = dir === 'asc' ? (start.inclusive ? '>=' : '>') : start.inclusive ? '<=' : '<';
    query = query.where(sql<boolean>`(${sql.ref(column)}, ${sql.ref('p.id')}) ${sql.raw(op)} (${start.key}, ${start.id})`);
  }
  query = query.orderBy(column, dir).orderBy('p.id', dir).limit(literalCount(limit));
  return skip === undefined ? query : query.offset(skip);
}

/** One sorted page (not newest), compiled once per shape; from a known start when given. */
export function sortedPageQuery(
  db: Db,
  dialect: Dialect,
  filter: ProductFilter,
  sort: Exclude<ListingSort, 'newest'>,
  { page, perPage }: PageRequest,
  start?: SortedStart,
) {
  const f = sqlFilter(filter);
  const skip = (page - 1) * perPage - (start?.offset ?? 0);
  const mode = start ? (start.inclusive ? 'from' : 'after') : 'top';
  const shape = `sorted|${dialect}|${sort}|${filterShape(f)}|${perPage}|${mode}|${skip === 0 ? 'here' : 'skip'}`;
  return templates.compile(
    shape,
    { ...f, skip, startKey: start?.key, startId: start?.id },
    (slot: Slot) =>
      sortedIds(
        db,
        slotFilter(f, slot),
        sort,
        perPage,
        skip === 0 ? undefined : slot<number>('skip'),
        start && { key: slot<number>('startKey'), id: slot<string>('startId'), inclusive: start.inclusive },
      ),
    { prepare: true },
  );
}

// ---- facets -------------------------------------------------------------------------------------

const facetCaches = new WeakMap<object, Map<string, { version: string; facets: Facets }>>();
const MAX_CACHED_FACETS = 5000;

const TRUE = sql<boolean>`1 = 1`;

/** `f` as sqlFilter gives it: the price range and the rating as SQL conditions (or always true). */
function priceOk(f: ProductFilter): RawBuilder<boolean> {
  if (f.minPrice === undefined && f.maxPrice === undefined) return TRUE;
  const min = f.minPrice ?? 0;
  return f.maxPrice === undefined ? sql<boolean>`p.price >= ${min}` : sql<boolean>`(p.price >= ${min} and p.price <= ${f.maxPrice})`;
}
function ratingOk(f: ProductFilter): RawBuilder<boolean> {
  return f.minRating === undefined ? TRUE : sql<boolean>`p.rating >= ${f.minRating}`;
}
function inBand(band: { min: number; max: number | null }): RawBuilder<boolean> {
  return band.max === null ? sql<boolean>`p.price >= ${band.min}` : sql<boolean>`(p.price >= ${band.min} and p.price <= ${band.max})`;
}
const countIf = (cond: RawBuilder<boolean>) => sql<number>`sum(case when ${cond} then 1 else 0 end)`;

/** The category a listing's facets count over: its own, or its sub-category's parent. */
async function categoryOf(db: Db, filter: ProductFilter): Promise<string | undefined> {
  if (filter.catId !== undefined) return filter.catId;
  if (filter.subCatId === undefined) return undefined;
  const row = await db.selectFrom('categories').select('parent_id').where('id', '=', filter.subCatId).executeTakeFirst();
  return row?.parent_id ?? undefined;
}

/**
 * Facet counts of a listing: per sub-category of its category (price and rating applied), per
 * rating step (sub-category and price applied), per price band (sub-category and rating applied).
 * One grouped read over the category's rows in its covering index.
 */
export async function listingFacets(db: Db, filter: ProductFilter, version: string): Promise<Facets> {
  let cache = facetCaches.get(db);
  if (!cache) {
    cache = new Map();
    facetCaches.set(db, cache);
  }
  const key = filterKey(filter);
  const hit = cache.get(key);
  if (hit && hit.version === version) return hit.facets;

  const catId = await categoryOf(db, filter);
  const f = sqlFilter(filter);
  const subs = catId
    ? await db.selectFrom('categories').select(['id', 'name']).where('parent_id', '=', catId).orderBy('position').orderBy('name').execute()
    : [];
  const groups = catId
    ? await db
        .selectFrom('products as p')
        .where((eb) => productWhere(eb, sqlFilter({ location: filter.location, catId })))
        .select((eb) => [
          eb.ref('p.sub_cat_id').as('sub'),
          countIf(sql`${priceOk(f)} and ${ratingOk(f)}`).as('n'),
          ...RATING_STEPS.map((r) => countIf(sql`${priceOk(f)} and p.rating >= ${r}`).as(`r${r}`)),
          ...PRICE_BANDS.map((b, i) => countIf(sql`${ratingOk(f)} and ${inBand(b)}`).as(`b${i}`)),
        ])
        .groupBy('p.sub_cat_id')
        .execute()
    : [];
  const rows = groups as unknown as Record<string, string | number | null>[];
  const inSub = rows.filter((g) => f.subCatId === undefined || g.sub === f.subCatId);
  const sum = (col: string) => inSub.reduce((n, g) => n + Number(g[col] ?? 0), 0);
  const bySub = new Map(rows.map((g) => [g.sub, Number(g.n ?? 0)]));
  const facets: Facets = {
    subCategories: subs.map((s) => ({ id: s.id, name: s.name, count: bySub.get(s.id) ?? 0 })),
    ratings: RATING_STEPS.map((r) => ({ rating: r, count: sum(`r${r}`) })),
    prices: PRICE_BANDS.map((b, i) => ({ min: b.min, max: b.max, count: sum(`b${i}`) })),
  };
  cache.delete(key);
  if (cache.size >= MAX_CACHED_FACETS) cache.delete(cache.keys().next().value as string);
  cache.set(key, { version, facets });
  return facets;
}

/** A listing's page in the chosen order, with its total and facet counts (one answer). */
export async function listListingPage(
  db: Db,
  dialect: Dialect,
  filter: ProductFilter,
  sort: ListingSort,
  paging: PageRequest,
): Promise<JsonText<ListingPage>> {
  const version = await catalogueVersionOf(db);
  const facets = await listingFacets(db, filter, version);
  const more = `,"sort":${JSON.stringify(sort)},"facets":${JSON.stringify(facets)}`;
  // (newest first: the plain list, with its remembered page starts)
  if (sort === 'newest') return new JsonText((await listProductPage(db, dialect, filter, paging, more)).text);
  const totalPosts = await countAt(db, filter, version);
  const offset = (paging.page - 1) * paging.perPage;
  let rows: { id: string; sort_key: number }[] = [];
  if (offset < totalPosts) {
    const starts = sortedStartsOf(db, `${sort}|${filterKey(filter)}`, version);
    rows = (await db.executeQuery(sortedPageQuery(db, dialect, filter, sort, paging, nearestSortedStart(starts, offset)))).rows as typeof rows;
    if (rows.length > 0) {
      const [first, last] = [rows[0], rows[rows.length - 1]];
      rememberSorted(starts, { offset, key: Number(first.sort_key), id: first.id, inclusive: true });
      if (rows.length === paging.perPage) rememberSorted(starts, { offset: offset + paging.perPage, key: Number(last.sort_key), id: last.id, inclusive: false });
    }
  }
  const totalPages = Math.ceil(totalPosts / paging.perPage);
  // (the page's ids from the sort's index alone; their stock as search answers read it)
  const products = await productsInOrder(db, dialect, rows.map((r) => r.id), version);
  return new JsonText(`{"products":${products},"totalPages":${totalPages},"page":${paging.page},"perPage":${paging.perPage},"totalPosts":${totalPosts}${more}}`);
}
