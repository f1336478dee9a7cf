import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { Db, Dialect } from '../db/index';
import type { Database, ProductsTable } from '../db/schema';
import { catalogueVersionOf } from '../lib/catalogue-version';
import { JsonText, parseList } from '../lib/json';
import { QueryTemplates, type Slot } from '../lib/query-templates';
import { fts5Query, tsQuery, tsWholeQuery, type SearchWord } from '../lib/search';
import { productsInOrder } from './product-json';
import type { Product as ProductJson, ProductPage as ProductPageJson } from '@storefront/shared/types';

/** Every filter a product list call can combine. All of them run inside the SQL query. */
export interface ProductFilter {
  /** iso2 code (upper case); null or undefined means every location. */
  location?: string | null;
  catId?: string;
  subCatId?: string;
  catName?: string;
  minPrice?: number;
  maxPrice?: number;
  /** Products rated at least this much. */
  minRating?: number;
  featured?: boolean;
}

export interface PageRequest {
  page: number;
  perPage: number;
}

type ProductScope = Database & { p: ProductsTable };

/**
 * The filter's values as the SQL compares them: an upper-case place, a lower-case category name,
 * and prices in whole rupees (an integer column, which PostgreSQL will not compare with 100.5):
 * '>= 100.5' is '>= 101' and '<= 100.5' is '<= 100', on both engines.
 */
export function sqlFilter(f: ProductFilter): ProductFilter {
  return {
    location: f.location ? f.location.toUpperCase() : undefined,
    catId: f.catId,
    subCatId: f.subCatId,
    catName: f.catName?.toLowerCase(),
    minPrice: f.minPrice === undefined ? undefined : Math.ceil(f.minPrice),
    maxPrice: f.maxPrice === undefined ? undefined : Math.floor(f.maxPrice),
    minRating: f.minRating,
    featured: f.featured || undefined,
  };
}

const FILTER_VALUES = ['location', 'catId', 'subCatId', 'catName', 'minPrice', 'maxPrice', 'minRating'] as const;

/** What a filter's SQL text depends on: which filters it has (not their values). */
export function filterShape(f: ProductFilter): string {
  return [...FILTER_VALUES.filter((k) => f[k] !== undefined), f.featured ? 'featured' : ''].join(',');
}

/** The same filter with a template's placeholder for each value. */
export function slotFilter(f: ProductFilter, slot: Slot): ProductFilter {
  const slotted: ProductFilter = { featured: f.featured };
  for (const k of FILTER_VALUES) if (f[k] !== undefined) (slotted as Record<string, unknown>)[k] = slot(k);
  return slotted;
}

/** The catalogue's hot reads, compiled once per shape (queries of other shapes are rare). */
export const templates = new QueryTemplates();

/** A row count written into the SQL (page sizes are few; a plan made once then knows it). */
export function literalCount(n: number) {
  if (!Number.isSafeInteger(n) || n < 0) throw new Error(`not a row count: ${n}`);
  return sql.lit(n);
}

/**
 * `rowByRow`: the query stops after a few rows (a page, a bounded candidate set), so each row
 * looks its place up by key. Without it PostgreSQL may choose to hash every product of the place
 * first (a planner estimate that ignores the LIMIT): right for a count, but for a page of 40 it
 * costs about seven times the rest of the query. The OFFSET in the EXISTS keeps PostgreSQL from
 * turning it into a hashable IN; SQLite looks each row up either way.
 */
/** `f`: a filter as sqlFilter gives it. */
export function productWhere(eb: ExpressionBuilder<ProductScope, 'p'>, f: ProductFilter, rowByRow = false): Expression<SqlBool> {
  const and: Expression<SqlBool>[] = [];
  if (f.location) {
    // `location` is a JSON list of upper-case iso2 codes; '[]' means everywhere (`loc_all`, a
    // generated column in every listing index). The other lists live in product_locations.
    const place = eb
      .selectFrom('product_locations as pl')
      .select(sql.lit(1).as('one'))
      .where('pl.iso2', '=', f.location)
      .whereRef('pl.product_id', '=', 'p.id');
    // (constants written into the SQL, so a plan made once for every call knows them)
    and.push(eb.or([eb(sql.ref('p.loc_all'), '=', sql.lit(1)), eb.exists(rowByRow ? place.limit(sql.lit(1)).offset(sql.lit(0)) : place)]));
  }
  if (f.catId !== undefined) and.push(eb('p.cat_id', '=', f.catId));
  if (f.subCatId !== undefined) and.push(eb('p.sub_cat_id', '=', f.subCatId));
  if (f.catName !== undefined) {
    const name = f.catName;
    and.push(
      eb(
        'p.cat_id',
        'in',
        eb
          .selectFrom('categories')
          .select('categories.id')
          .where('categories.parent_id', 'is', null)
          .where((e) => e(e.fn('lower', ['categories.name']), '=', name)),
      ),
    );
  }
  if (f.minPrice !== undefined) and.push(eb('p.price', '>=', f.minPrice));
  if (f.maxPrice !== undefined) and.push(eb('p.price', '<=', f.maxPrice));
  if (f.minRating !== undefined) and.push(eb('p.rating', '>=', f.minRating));
  if (f.featured) and.push(eb('p.is_featured', '=', sql.lit(1)));
  return eb.and(and);
}

function selectProducts(db: Db) {
  return db
    .selectFrom('products as p')
    .leftJoin('categories as c', 'c.id', 'p.cat_id')
    .leftJoin('categories as sc', 'sc.id', 'p.sub_cat_id')
    .select([
      'p.id',
      'p.name',
      'p.description',
      'p.brand',
      'p.images',
      'p.price',
      'p.old_price',
      'p.discount',
      'p.count_in_stock',
      'p.rating',
      'p.num_reviews',
      'p.cat_id',
      'p.sub_cat_id',
      'p.product_ram',
      'p.size',
      'p.product_weight',
      'p.location',
      'p.is_featured',
      'p.date_created',
      'c.name as cat_name',
      'sc.name as sub_cat_name',
    ]);
}

type ProductRow = Awaited<ReturnType<ReturnType<typeof selectProducts>['executeTakeFirstOrThrow']>>;

export function toProductJson(r: ProductRow): ProductJson {
  return {
    id: r.id,
    _id: r.id,
    name: r.name,
    description: r.description,
    brand: r.brand,
    images: parseList(r.images),
    price: Number(r.price),
    oldPrice: Number(r.old_price),
    discount: Number(r.discount),
    countInStock: Number(r.count_in_stock),
    rating: Number(r.rating),
    numReviews: Number(r.num_reviews),
    catId: r.cat_id,
    catName: r.cat_name ?? '',
    subCatId: r.sub_cat_id,
    subCat: r.sub_cat_name ?? '',
    productRam: parseList(r.product_ram),
    size: parseList(r.size),
    productWeight: parseList(r.product_weight),
    location: parseList(r.location),
    isFeatured: r.is_featured === 1,
    dateCreated: r.date_created,
  };
}

/**
 * A product in the contract's shape (toProductJson's, key for key), written as JSON text by the
 * database: a page of products goes out as the text the database gave, with no object per row in
 * JavaScript and nothing to serialize again. The list columns hold the JSON lists the app wrote
 * (toListText), so they are embedded as they are.
 */
const PRODUCT_JSON: Record<Dialect, string> = {
  sqlite: `json_object('id', p.id, '_id', p.id, 'name', p.name, 'description', p.description, 'brand', p.brand,
    'images', json(p.images), 'price', p.price, 'oldPrice', p.old_price, 'discount', p.discount,
    'countInStock', p.count_in_stock, 'rating', p.rating, 'numReviews', p.num_reviews,
    'catId', p.cat_id, 'catName', coalesce(c.name, ''), 'subCatId', p.sub_cat_id, 'subCat', coalesce(sc.name, ''),
    'productRam', json(p.product_ram), 'size', json(p.size), 'productWeight', json(p.product_weight),
    'location', json(p.location), 'isFeatured', json(iif(p.is_featured = 1, 'true', 'false')), 'dateCreated', p.date_created)`,
  // (PostgreSQL: the text put together piece by piece, about a third cheaper than json_build_object,
  // which also writes a space around every colon and after every comma: the same JSON, 9% fewer
  // bytes. Strings go through to_json, which escapes them as json_build_object does; the list
  // columns hold the JSON lists the app wrote and are embedded as they are, as json_build_object
  // embeds a ::json value; sub_cat_id, the one nullable column, is null when missing.)
  postgres: `'{"id":' || to_json(p.id)::text || ',"_id":' || to_json(p.id)::text || ',"name":' || to_json(p.name)::text
    || ',"description":' || to_json(p.description)::text || ',"brand":' || to_json(p.brand)::text || ',"images":' || p.images
    || ',"price":' || p.price::text || ',"oldPrice":' || p.old_price::text || ',"discount":' || p.discount::text
    || ',"countInStock":' || p.count_in_stock::text || ',"rating":' || to_json(p.rating)::text || ',"numReviews":' || p.num_reviews::text
    || ',"catId":' || to_json(p.cat_id)::text || ',"catName":' || to_json(coalesce(c.name, ''))::text
    || ',"subCatId":' || coalesce(to_json(p.sub_cat_id)::text, 'null') || ',"subCat":' || to_json(coalesce(sc.name, ''))::text
    || ',"productRam":' || p.product_ram || ',"size":' || p.size || ',"productWeight":' || p.product_weight
    || ',"location":' || p.location || ',"isFeatured":' || case when p.is_featured = 1 then 'true' else 'false' end
    || ',"dateCreated":' || to_json(p.date_created)::text || '}'`,
};

/** Products as JSON text (PRODUCT_JSON), with the sort key a page remembers its start by. */
export function selectProductJson(db: Db, dialect: Dialect) {
  return db
    .selectFrom('products as p')
    .leftJoin('categories as c', 'c.id', 'p.cat_id')
    .leftJoin('categories as sc', 'sc.id', 'p.sub_cat_id')
    .select([sql<string>`${sql.raw(PRODUCT_JSON[dialect])}`.as('json'), 'p.id', 'p.date_created']);
}

export const jsonList = (rows: readonly { json: string }[]) => `[${rows.map((r) => r.json).join(',')}]`;

export async function findProductById(db: Db, id: string): Promise<ProductJson | undefined> {
  const row = await selectProducts(db).where('p.id', '=', id).executeTakeFirst();
  return row ? toProductJson(row) : undefined;
}

/** Count caches per database handle: filter key -> total, valid while the catalogue version holds. */
const countCaches = new WeakMap<object, Map<string, { version: string; total: number }>>();
const MAX_CACHED_COUNTS = 5000;

export function filterKey(f: ProductFilter): string {
  return JSON.stringify([
    f.location ?? null,
    f.catId ?? null,
    f.subCatId ?? null,
    f.catName?.toLowerCase() ?? null,
    f.minPrice ?? null,
    f.maxPrice ?? null,
    f.minRating ?? null,
    f.featured ?? false,
  ]);
}

/**
 * How many products match the filter. Counted once per filter and catalogue version (from the
 * covering index), then answered from memory until a product write bumps the version, in this
 * process or any other on the same database (seen as lib/catalogue-version.ts promises).
 */
export async function countProducts(db: Db, filter: ProductFilter): Promise<number> {
  return countAt(db, filter, await catalogueVersionOf(db));
}

export async function countAt(db: Db, filter: ProductFilter, version: string): Promise<number> {
  let cache = countCaches.get(db);
  if (!cache) {
    cache = new Map();
    countCaches.set(db, cache);
  }
  const key = filterKey(filter);
  const hit = cache.get(key);
  if (hit && hit.version === version) return hit.total;
  const row = await db
    .selectFrom('products as p')
    .where((eb) => productWhere(eb, sqlFilter(filter)))
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  const total = Number(row.n);
  cache.delete(key);
  if (cache.size >= MAX_CACHED_COUNTS) cache.delete(cache.keys().next().value as string);
  cache.set(key, { version, total });
  return total;
}

/**
 * A known place in a filter's list: the rows from `offset` on are those at or after (inclusive) or
 * strictly after the row with this sort key (newest first, ties by id).
 */
export interface PageStart {
  offset: number;
  date: string;
  id: string;
  inclusive: boolean;
}

/**
 * Page starts per database handle and filter, valid while the catalogue version holds (every
 * write that could move a row in a list bumps it). A page read once, or the page before it, tells
 * where it starts, so a shopper scrolling on (or anyone reading a deep page again) seeks there in
 * the index instead of stepping over every row before it.
 */
const pageStarts = new WeakMap<object, Map<string, { version: string; starts: Map<number, PageStart> }>>();
const MAX_MARKED_FILTERS = 1000;
const MAX_STARTS_PER_FILTER = 2000;

function startsOf(db: Db, filter: ProductFilter, version: string): Map<number, PageStart> {
  let byFilter = pageStarts.get(db);
  if (!byFilter) {
    byFilter = new Map();
    pageStarts.set(db, byFilter);
  }
  const key = filterKey(filter);
  let entry = byFilter.get(key);
  if (!entry || entry.version !== version) {
    byFilter.delete(key);
    if (byFilter.size >= MAX_MARKED_FILTERS) byFilter.delete(byFilter.keys().next().value as string);
    entry = { version, starts: new Map() };
    byFilter.set(key, entry);
  }
  return entry.starts;
}

/** The nearest known start at or before `offset` (none: from the top). */
function nearestStart(starts: Map<number, PageStart>, offset: number): PageStart | undefined {
  const exact = starts.get(offset);
  if (exact) return exact;
  let best: PageStart | undefined;
  for (const start of starts.values()) {
    if (start.offset <= offset && (!best || start.offset > best.offset)) best = start;
  }
  return best;
}

/** The start a page at `offset` would seek from now (for tests: what the lists remember). */
export async function knownPageStart(db: Db, filter: ProductFilter, offset: number): Promise<PageStart | undefined> {
  return nearestStart(startsOf(db, filter, await catalogueVersionOf(db)), offset);
}

function remember(starts: Map<number, PageStart>, start: PageStart): void {
  // The first page starts at the top: a seek there would only add conditions (and, on PostgreSQL,
  // a plan made for every call that knows less than the plain read's).
  if (start.offset === 0) return;
  const known = starts.get(start.offset);
  if (known?.inclusive) return;
  if (!known && starts.size >= MAX_STARTS_PER_FILTER) starts.delete(starts.keys().next().value as number);
  starts.set(start.offset, start);
}

/**
 * The ids of one page, newest first (ties broken by id so pages never overlap). Exported so tests
 * can check its plan: it reads a covering index only, so the rows a deep page skips cost an index
 * step each, never a table row. From a known `start`, it seeks to that row and skips only the
 * rows between it and the page.
 */
export function pageIdsQuery(db: Db, filter: ProductFilter, { page, perPage }: PageRequest, start?: PageStart) {
  return pageIds(db, sqlFilter(filter), perPage, (page - 1) * perPage - (start?.offset ?? 0), start);
}

/** `f` as sqlFilter gives it; `skip`: the rows between `start` (or the top) and the page. */
function pageIds(db: Db, f: ProductFilter, limit: number, skip: number, start?: Pick<PageStart, 'date' | 'id' | 'inclusive'>) {
  let query = db
    .selectFrom('products as p')
    .select(['p.id', 'p.date_created'])
    .where((eb) => productWhere(eb, f, true));
  if (start) {
    query = query
      .where('p.date_created', '<=', start.date)
      .where((eb) => eb.or([eb('p.date_created', '<', start.date), eb('p.id', start.inclusive ? '<=' : '<', start.id)]));
  }
  query = query.orderBy('p.date_created', 'desc').orderBy('p.id', 'desc').limit(literalCount(limit));
  // (no OFFSET at all for none: a plan made once then knows the page is the first rows it finds)
  return skip === 0 ? query : query.offset(skip);
}

/**
 * One page: its ids (and the date a page remembers its start by) from the listing's covering index
 * alone; their stock is read with the page's JSON (productsInOrder, kept a moment).
 */
export function pageQuery(db: Db, _dialect: Dialect, filter: ProductFilter, { page, perPage }: PageRequest, start?: PageStart) {
  return pageIds(db, sqlFilter(filter), perPage, (page - 1) * perPage - (start?.offset ?? 0), start);
}

/**
 * pageQuery, compiled once per shape (the filters given, the page size, seeking from a start or
 * not). PostgreSQL keeps it prepared per connection: it plans it once it finds a generic plan no
 * worse (the page size is written into the SQL, so that plan knows a page is a few rows).
 */
export function compiledPageQuery(db: Db, dialect: Dialect, filter: ProductFilter, { page, perPage }: PageRequest, start?: PageStart) {
  const f = sqlFilter(filter);
  const skip = (page - 1) * perPage - (start?.offset ?? 0);
  const shape = `page|${dialect}|${filterShape(f)}|${perPage}|${start ? (start.inclusive ? 'from' : 'after') : 'top'}|${skip === 0 ? 'here' : 'skip'}`;
  const values = { ...f, skip, startDate: start?.date, startId: start?.id };
  return templates.compile(
    shape,
    values,
    (slot) =>
      pageIds(db, slotFilter(f, slot), perPage, skip === 0 ? 0 : slot('skip'), start && { date: slot('startDate'), id: slot('startId'), inclusive: start.inclusive }),
    { prepare: true },
  );
}

/**
 * Newest first; ties broken by id so pages never overlap. `more`: members written after the page's
 * own (JSON text starting with a comma), so a caller adding to the answer does not cut and copy it.
 */
export async function listProductPage(db: Db, dialect: Dialect, filter: ProductFilter, { page, perPage }: PageRequest, more = ''): Promise<JsonText<ProductPageJson>> {
  const version = await catalogueVersionOf(db);
  const totalPosts = await countAt(db, filter, version);
  const offset = (page - 1) * perPage;
  let rows: { id: string; date_created: string }[] = [];
  if (offset < totalPosts) {
    const starts = startsOf(db, filter, version);
    rows = (await db.executeQuery(compiledPageQuery(db, dialect, filter, { page, perPage }, nearestStart(starts, offset)))).rows;
    if (rows.length > 0) {
      const [first, last] = [rows[0], rows[rows.length - 1]];
      remember(starts, { offset, date: first.date_created, id: first.id, inclusive: true });
      if (rows.length === perPage) remember(starts, { offset: offset + perPage, date: last.date_created, id: last.id, inclusive: false });
    }
  }
  const totalPages = Math.ceil(totalPosts / perPage);
  return new JsonText(
    `{"products":${await productsInOrder(db, dialect, rows.map((r) => r.id), version)},"totalPages":${totalPages},"page":${page},"perPage":${perPage},"totalPosts":${totalPosts}${more}}`,
  );
}

/** Up to `limit` products matching the filter, newest first (lists that are not paged). */
export async function listProducts(db: Db, dialect: Dialect, filter: ProductFilter, limit: number): Promise<JsonText<ProductJson[]>> {
  const rows = await selectProductJson(db, dialect)
    .where((eb) => productWhere(eb, sqlFilter(filter), true))
    .orderBy('p.date_created', 'desc')
    .orderBy('p.id', 'desc')
    .limit(limit)
    .execute();
  return new JsonText(jsonList(rows));
}

/** Average of the given review ratings rounded to the nearest half star (0 without reviews). */
export function roundToHalf(value: number): number {
  return Math.round(value * 2) / 2;
}

export async function productExists(db: Db, id: string): Promise<boolean> {
  return (await db.selectFrom('products').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
}

/**
 * Takes the product's row lock for the rest of the transaction (a no-op update), so concurrent
 * writers of the same product's derived fields queue up. False when the product does not exist.
 */
export async function lockProduct(db: Db, id: string): Promise<boolean> {
  const result = await db
    .updateTable('products')
    .set((eb) => ({ num_reviews: eb.ref('num_reviews') }))
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Recomputes rating and numReviews from the reviews table (call inside the review's transaction). */
export async function refreshProductRating(db: Db, productId: string): Promise<{ rating: number; numReviews: number }> {
  const agg = await db
    .selectFrom('reviews')
    .where('product_id', '=', productId)
    .select((eb) => [eb.fn.countAll().as('n'), eb.fn.avg('customer_rating').as('avg')])
    .executeTakeFirstOrThrow();
  const numReviews = Number(agg.n);
  const rating = numReviews > 0 ? roundToHalf(Number(agg.avg)) : 0;
  await db.updateTable('products').set({ rating, num_reviews: numReviews }).where('id', '=', productId).execute();
  return { rating, numReviews };
}

/**
 * How many index matches search ranks at most. A short prefix ('sa') matches thousands of
 * products; ranking them all costs more than the answer is worth, so the best of the first
 * SEARCH_CANDIDATES the index yields are shown (the demo catalogue never reaches the bound).
 */
export const SEARCH_CANDIDATES = 400;

/**
 * The full-text search query (exported so tests can check its plan): SQLite reads candidates from
 * the FTS5 index, PostgreSQL from the GIN-indexed tsvector; at most SEARCH_CANDIDATES are ranked,
 * each with the rank the index gives it (no product row read for it), the filter is applied to
 * those candidates, and only the best `limit` are then read in full. Best matches first.
 */
export function searchQuery(db: Db, dialect: Dialect, terms: readonly SearchWord[], filter: ProductFilter, limit: number) {
  return searchRows(db, dialect, matchText(dialect, terms), tsWholeQuery(terms), sqlFilter(filter), limit);
}

/** What the full-text index is asked: a tsquery text (PostgreSQL) or an FTS5 MATCH expression. */
const matchText = (dialect: Dialect, terms: readonly SearchWord[]) => (dialect === 'postgres' ? tsQuery(terms) : fts5Query(terms));

/** searchQuery, compiled once per shape (the filters given). */
export function compiledSearchQuery(db: Db, dialect: Dialect, terms: readonly SearchWord[], filter: ProductFilter, limit: number) {
  const f = sqlFilter(filter);
  // (not kept prepared: a generic plan cannot know how many products a word matches)
  return templates.compile(`search|${dialect}|${filterShape(f)}|${limit}`, { ...f, match: matchText(dialect, terms), whole: tsWholeQuery(terms) }, (slot) =>
    searchRows(db, dialect, slot('match'), slot('whole'), slotFilter(f, slot), limit),
  );
}

/**
 * PostgreSQL's rank of a product for a search, higher is better: the tsquery `match` (tsQuery's
 * text) plus the words as typed, whole (`whole`, tsWholeQuery's), so a product holding the very
 * word ranks above one holding only longer words it starts. The results page's candidates
 * (repositories/search.ts) rank by it too.
 */
export function pgSearchRank(match: string, whole: string) {
  return sql<number>`ts_rank(search_document, to_tsquery('simple', ${match})) + ts_rank(search_document, to_tsquery('simple', ${whole}))`;
}

/** `match`: matchText's; `whole`: tsWholeQuery's (PostgreSQL ranks by it too); `filter` as sqlFilter gives it. */
function searchRows(db: Db, dialect: Dialect, match: string, whole: string, filter: ProductFilter, limit: number) {
  const postgres = dialect === 'postgres';
  const query = sql`to_tsquery('simple', ${match})`;
  const candidates = postgres
    ? sql`(select id, ${pgSearchRank(match, whole)} as rank from products where search_document @@ ${query} limit ${SEARCH_CANDIDATES})`
    : sql`(select product_id as id, rank from product_search where product_search match ${match} limit ${SEARCH_CANDIDATES})`;
  // ts_rank: higher is better; FTS5's rank: lower is better. Ties: by id.
  const best = postgres ? 'desc' : 'asc';
  const filtered = filterShape(filter) !== '';
  const top = db
    .selectFrom(candidates.as('candidates'))
    .select([sql<string>`candidates.id`.as('id'), sql<number>`candidates.rank`.as('rank')])
    .$if(filtered, (qb) =>
      qb.where((eb) =>
        eb.exists(
          eb
            .selectFrom('products as p')
            .select(sql.lit(1).as('one'))
            .whereRef('p.id', '=', sql.ref('candidates.id'))
            .where((pb) => productWhere(pb, filter, true)),
        ),
      ),
    )
    .orderBy(sql`candidates.rank`, best)
    .orderBy(sql`candidates.id`)
    .limit(literalCount(limit));
  return selectProductJson(db, dialect)
    .innerJoin(top.as('top'), 'top.id', 'p.id')
    .orderBy('top.rank', best)
    .orderBy('p.id');
}

export async function searchProducts(
  db: Db,
  dialect: Dialect,
  terms: readonly SearchWord[],
  filter: ProductFilter,
  limit: number,
): Promise<JsonText<ProductJson[]>> {
  if (terms.length === 0) return new JsonText('[]');
  return new JsonText(jsonList((await db.executeQuery(compiledSearchQuery(db, dialect, terms, filter, limit))).rows));
}
