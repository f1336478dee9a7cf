// Search as shoppers type it (decisions §7 "Forgiving search"): the results page (sorted, filtered,
// paged, with facet counts) and the corrections of words typed wrong. The candidates are the
// full-text index's (at most SEARCH_CANDIDATES, as for suggestions); filters, facets, order and
// paging work on those few rows in memory, and only the page's products are read in full.
import { sql } from 'kysely';
import type { Db, Dialect } from '../db/index';
import { catalogueVersionOf } from '../lib/catalogue-version';
import { JsonText } from '../lib/json';
import { fts5Query, tsQuery, tsWholeQuery, type SearchWord } from '../lib/search';
import { Vocabulary, type VocabularyWord } from '../lib/vocabulary';
import { PRICE_BANDS, RATING_STEPS, type SortKey } from '@storefront/shared/rules';
import type { Facets, Product as ProductJson, SearchPage } from '@storefront/shared/types';
import { productsInOrder } from './product-json';
import { pgSearchRank, productWhere, SEARCH_CANDIDATES, sqlFilter, type PageRequest } from './products';

// ---- the vocabulary ------------------------------------------------------------------------------

/** A vocabulary older than this is rebuilt (in the background) once the catalogue has changed. */
export const VOCABULARY_REFRESH_MS = 60_000;

interface Kept {
  version: string;
  builtAt: number;
  vocabulary: Vocabulary;
  rebuilding?: Promise<void>;
}
const vocabularies = new WeakMap<object, Kept>();
const firstBuilds = new WeakMap<object, Promise<Kept>>();

/** Every term of the search index with how many products hold it (no product row is read on SQLite). */
async function readIndexTerms(db: Db, dialect: Dialect): Promise<VocabularyWord[]> {
  const rows =
    dialect === 'postgres'
      ? (await sql<{ word: string; docs: number }>`select word, ndoc as docs from ts_stat('select search_document from products')`.execute(db)).rows
      : (await sql<{ word: string; docs: number }>`select term as word, doc as docs from product_search_vocab`.execute(db)).rows;
  return rows.map((r) => ({ word: r.word, docs: Number(r.docs) }));
}

const isWord = (w: VocabularyWord) => /^\p{L}{3,}$/u.test(w.word);

/** The words corrections choose from: the index's terms of three letters or more, letters only. */
export async function readVocabulary(db: Db, dialect: Dialect): Promise<VocabularyWord[]> {
  return (await readIndexTerms(db, dialect)).filter(isWord);
}

async function build(db: Db, dialect: Dialect): Promise<Kept> {
  const version = await catalogueVersionOf(db);
  const terms = await readIndexTerms(db, dialect);
  const kept: Kept = { version, builtAt: Date.now(), vocabulary: new Vocabulary(terms.filter(isWord), terms.map((t) => t.word)) };
  vocabularies.set(db, kept);
  return kept;
}

/**
 * The vocabulary of this database: built on first need; afterwards, when the catalogue changed and
 * the words are older than VOCABULARY_REFRESH_MS, built again in the background while the kept
 * one keeps answering (a new word is forgiven within a minute).
 */
export async function vocabularyOf(db: Db, dialect: Dialect): Promise<Vocabulary> {
  const kept = vocabularies.get(db);
  if (!kept) {
    let first = firstBuilds.get(db);
    if (!first) {
      first = build(db, dialect).finally(() => firstBuilds.delete(db));
      firstBuilds.set(db, first);
    }
    return (await first).vocabulary;
  }
  if (!kept.rebuilding && Date.now() - kept.builtAt >= VOCABULARY_REFRESH_MS && (await catalogueVersionOf(db)) !== kept.version) {
    kept.rebuilding = build(db, dialect).then(
      () => undefined,
      () => {
        kept.builtAt = Date.now();
        kept.rebuilding = undefined;
      },
    );
  }
  return kept.vocabulary;
}

/**
 * The terms with each word the index does not hold replaced by the closest catalogue word, or else
 * by the two catalogue words it was written for ('smartwatch' -> 'smart watch'); undefined when
 * nothing could be corrected. `asPrefix`: the last word may be still being typed.
 */
export async function correctTerms(db: Db, dialect: Dialect, terms: readonly string[], asPrefix: boolean): Promise<string[] | undefined> {
  const vocabulary = await vocabularyOf(db, dialect);
  let changed = false;
  const out = terms.flatMap((t, i) => {
    if (vocabulary.has(t)) return [t];
    // (only the last word may be still being typed)
    const typing = asPrefix && i === terms.length - 1;
    const better = vocabulary.correct(t, typing) ?? vocabulary.split(t, typing);
    if (!better) return [t];
    changed = true;
    return typeof better === 'string' ? [better] : better;
  });
  return changed ? out : undefined;
}

/**
 * True when the words as typed certainly find nothing, so a typo goes straight to its corrected
 * search (one search, not a search that finds nothing and then another): some word starts no term
 * of the index, as the vocabulary read at the catalogue version that holds now shows (one read at
 * an older version proves nothing: a product written since may hold the word; the version moves on
 * every write to a column search reads, migration 2026112650). False whenever unsure.
 */
export async function typedWordsFindNothing(db: Db, dialect: Dialect, terms: readonly string[]): Promise<boolean> {
  if (terms.length === 0) return false;
  const vocabulary = await vocabularyOf(db, dialect);
  const kept = vocabularies.get(db);
  if (kept?.vocabulary !== vocabulary || kept.version !== (await catalogueVersionOf(db))) return false;
  // (a word no term starts with may still end a compound: 'board' in 'keyboard')
  return terms.some((t) => vocabulary.lacksPrefix(t) && vocabulary.compoundsOf(t).length === 0);
}

/**
 * The words of a search as the index is asked them: each word with the catalogue's compounds ending
 * in it, any of which will do ('phone' finds 'smartphone' and 'earphones': Vocabulary.compoundsOf).
 */
export async function searchWords(db: Db, dialect: Dialect, terms: readonly string[]): Promise<SearchWord[]> {
  const vocabulary = await vocabularyOf(db, dialect);
  return terms.map((t) => {
    const compounds = vocabulary.compoundsOf(t);
    return compounds.length > 0 ? [t, ...compounds] : t;
  });
}

// ---- the results page ----------------------------------------------------------------------------

export interface Candidate {
  id: string;
  rank: number;
  /** How many of the words it holds, in a search for any of them (more first); 0 in a search for all. */
  hits: number;
  sub: string | null;
  subName: string | null;
  price: number;
  rating: number;
  popularity: number;
  date: string;
}

/**
 * Which products a search's words find: those holding every word (`all`, as typed or corrected), or,
 * once no product holds them all, those holding any of them (`any`), the ones holding more first.
 */
export type Match = 'all' | 'any';

/** The index's candidates for `terms`: ids with their rank, lower is better (no product row read). */
function candidatesQuery(dialect: Dialect, terms: readonly SearchWord[]) {
  const postgres = dialect === 'postgres';
  const match = postgres ? tsQuery(terms) : fts5Query(terms);
  const query = sql`to_tsquery('simple', ${match})`;
  // PostgreSQL's rank: higher is better; FTS5's: lower is better. Turned so lower is better on both.
  return postgres
    ? sql<{ id: string; rank: number }>`select id, -(${pgSearchRank(match, tsWholeQuery(terms))}) as rank from products where search_document @@ ${query} limit ${SEARCH_CANDIDATES}`
    : sql<{ id: string; rank: number }>`select product_id as id, rank from product_search where product_search match ${match} limit ${SEARCH_CANDIDATES}`;
}

/**
 * The candidates in the shopper's place, with what filters and sorts read: the index's ids first,
 * then those rows by key (a join could let the planner walk every product instead).
 */
/**
 * Candidates per database handle and (words, place), kept while the catalogue version holds: a
 * shopper who sorts, filters or pages the same search reads the index and the rows once.
 */
const candidateCaches = new WeakMap<object, Map<string, { version: string; candidates: Candidate[] }>>();
const MAX_CACHED_SEARCHES = 2000;

/** A search's candidates and the key they are kept by (words and place). */
interface Found {
  key: string;
  candidates: readonly Candidate[];
}

const NOTHING: Found = { key: '', candidates: [] };

async function readCandidates(db: Db, dialect: Dialect, terms: readonly string[], location: string | null | undefined, match: Match = 'all'): Promise<Found> {
  if (terms.length === 0) return NOTHING;
  const version = await catalogueVersionOf(db);
  let cache = candidateCaches.get(db);
  if (!cache) {
    cache = new Map();
    candidateCaches.set(db, cache);
  }
  const key = JSON.stringify(match === 'all' ? [terms, location ?? null] : [terms, location ?? null, match]);
  const hit = cache.get(key);
  if (hit && hit.version === version) return { key, candidates: hit.candidates };
  const candidates = match === 'all' ? await readCandidatesNow(db, dialect, terms, location) : await anyWordCandidates(db, dialect, terms, location);
  cache.delete(key);
  if (cache.size >= MAX_CACHED_SEARCHES) cache.delete(cache.keys().next().value as string);
  cache.set(key, { version, candidates });
  return { key, candidates };
}

async function readCandidatesNow(db: Db, dialect: Dialect, terms: readonly string[], location: string | null | undefined): Promise<Candidate[]> {
  const found = (await candidatesQuery(dialect, await searchWords(db, dialect, terms)).execute(db)).rows;
  if (found.length === 0) return [];
  const rank = new Map(found.map((r) => [r.id, Number(r.rank)]));
  const rows = await db
    .selectFrom('products as p')
    .leftJoin('categories as sc', 'sc.id', 'p.sub_cat_id')
    .where('p.id', 'in', [...rank.keys()])
    .where((eb) => productWhere(eb, sqlFilter({ location }), true))
    .select(['p.id', 'p.sub_cat_id as sub', 'sc.name as subName', 'p.price', 'p.rating', 'p.popularity', 'p.date_created as date'])
    .execute();
  return rows.map((r) => ({
    id: r.id,
    rank: rank.get(r.id) ?? 0,
    hits: 0,
    sub: r.sub,
    subName: r.subName ?? null,
    price: Number(r.price),
    rating: Number(r.rating),
    popularity: Number(r.popularity),
    date: r.date,
  }));
}

/**
 * The products holding any of `terms` in the shopper's place: each word's own candidates (read and
 * kept per word as any search's: no further read of the index or of product rows), each product
 * with how many of the words it holds and the sum of its ranks for them (FTS5's bm25 of the words
 * together is that sum); those holding more words first, then by that rank, at most
 * SEARCH_CANDIDATES of them.
 */
async function anyWordCandidates(db: Db, dialect: Dialect, terms: readonly string[], location: string | null | undefined): Promise<Candidate[]> {
  const byId = new Map<string, Candidate>();
  for (const term of terms) {
    for (const c of (await readCandidates(db, dialect, [term], location)).candidates) {
      const seen = byId.get(c.id);
      if (seen) {
        seen.hits++;
        seen.rank += c.rank;
      } else {
        byId.set(c.id, { ...c, hits: 1 });
      }
    }
  }
  return [...byId.values()].sort(ORDERS.relevance).slice(0, SEARCH_CANDIDATES);
}

export interface SearchFilter {
  subCatId?: string;
  minPrice?: number;
  maxPrice?: number;
  minRating?: number;
}

const byId = (a: Candidate, b: Candidate, dir: 1 | -1) => (a.id < b.id ? -dir : a.id > b.id ? dir : 0);
const ORDERS: Record<SortKey, (a: Candidate, b: Candidate) => number> = {
  // (a search for any of the words: those holding more of them first)
  relevance: (a, b) => b.hits - a.hits || a.rank - b.rank || byId(a, b, 1),
  newest: (a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : byId(a, b, -1)),
  price_asc: (a, b) => a.price - b.price || byId(a, b, 1),
  price_desc: (a, b) => b.price - a.price || byId(a, b, -1),
  rating: (a, b) => b.rating - a.rating || byId(a, b, -1),
  popular: (a, b) => b.popularity - a.popularity || byId(a, b, -1),
};

/** The facet counts of the candidates: each choice with the other filters applied. */
export function searchFacets(candidates: readonly Candidate[], f: SearchFilter): Facets {
  const min = f.minPrice === undefined ? -Infinity : Math.ceil(f.minPrice);
  const max = f.maxPrice === undefined ? Infinity : Math.floor(f.maxPrice);
  const priceOk = (c: Candidate) => c.price >= min && c.price <= max;
  const ratingOk = (c: Candidate) => f.minRating === undefined || c.rating >= f.minRating;
  const subOk = (c: Candidate) => f.subCatId === undefined || c.sub === f.subCatId;
  const subs = new Map<string, { id: string; name: string; count: number }>();
  for (const c of candidates) {
    if (!c.sub) continue;
    const entry = subs.get(c.sub) ?? { id: c.sub, name: c.subName ?? '', count: 0 };
    if (priceOk(c) && ratingOk(c)) entry.count++;
    subs.set(c.sub, entry);
  }
  return {
    subCategories: [...subs.values()].sort((a, b) => a.name.localeCompare(b.name) || (a.id < b.id ? -1 : 1)),
    ratings: RATING_STEPS.map((r) => ({ rating: r, count: candidates.filter((c) => subOk(c) && priceOk(c) && c.rating >= r).length })),
    prices: PRICE_BANDS.map((b) => ({
      min: b.min,
      max: b.max,
      count: candidates.filter((c) => subOk(c) && ratingOk(c) && c.price >= b.min && (b.max === null || c.price <= b.max)).length,
    })),
  };
}

/** How many orders and facet counts worked out from candidates are kept (each at most SEARCH_CANDIDATES ids). */
export const MAX_KEPT_DERIVED = 1000;

/**
 * What `make` works out from a search's candidates (an order, facet counts), kept per `key` for as
 * long as those very candidates are the kept ones: new candidates (another catalogue version) are
 * a new array, so a kept value is never served for them. Saves sorting and counting the same few
 * hundred candidates on every page of a search.
 */
export function keptPerCandidates<T>(max = MAX_KEPT_DERIVED) {
  const kept = new Map<string, { of: readonly Candidate[]; value: T }>();
  return (of: readonly Candidate[], key: string, make: () => T): T => {
    if (of.length === 0) return make();
    const hit = kept.get(key);
    if (hit && hit.of === of) return hit.value;
    const value = make();
    kept.delete(key);
    if (kept.size >= max) kept.delete(kept.keys().next().value as string);
    kept.set(key, { of, value });
    return value;
  };
}

const keptOrders = keptPerCandidates<string[]>();
const keptFacets = keptPerCandidates<string>();

const searchFilterKey = (f: SearchFilter) => JSON.stringify([f.subCatId ?? null, f.minPrice ?? null, f.maxPrice ?? null, f.minRating ?? null]);

/** The ids of the candidates `filter` keeps, in `sort`'s order. */
export function orderedIds(candidates: readonly Candidate[], filter: SearchFilter, sort: SortKey): string[] {
  const min = filter.minPrice === undefined ? -Infinity : Math.ceil(filter.minPrice);
  const max = filter.maxPrice === undefined ? Infinity : Math.floor(filter.maxPrice);
  return candidates
    .filter(
      (c) =>
        (filter.subCatId === undefined || c.sub === filter.subCatId) &&
        c.price >= min &&
        c.price <= max &&
        (filter.minRating === undefined || c.rating >= filter.minRating),
    )
    .sort(ORDERS[sort])
    .map((c) => c.id);
}

/** orderedIds of a search's candidates, kept while they are. */
function keptOrder({ key, candidates }: Found, filter: SearchFilter, sort: SortKey): string[] {
  return keptOrders(candidates, `${key}|${searchFilterKey(filter)}|${sort}`, () => orderedIds(candidates, filter, sort));
}

/** The JSON text of a search's facet counts under `filter`, kept while its candidates are. */
function keptFacetsJson({ key, candidates }: Found, filter: SearchFilter): string {
  return keptFacets(candidates, `${key}|${searchFilterKey(filter)}`, () => JSON.stringify(searchFacets(candidates, filter)));
}

/**
 * Suggestions as a shopper types (GET /api/search): the best `limit` products for the words by
 * relevance in the shopper's place (ties by id), or, when the words as typed find nothing, for
 * the closest catalogue words (the last may be half typed). Read from the candidates kept per
 * words while the catalogue version holds (the results page's), so each keystroke, and every
 * shopper typing the same words, costs one read of the best products, not a ranking of the index;
 * a typo the vocabulary shows cannot match goes straight to its corrected words (one search).
 * The same products, in the same order, as one SQL search of them (searchProducts) gives.
 */
export async function suggestProducts(
  db: Db,
  dialect: Dialect,
  terms: readonly string[],
  location: string | null | undefined,
  limit: number,
): Promise<JsonText<ProductJson[]>> {
  let found = (await typedWordsFindNothing(db, dialect, terms)) ? NOTHING : await readCandidates(db, dialect, terms, location);
  if (found.candidates.length === 0 && terms.length > 0) {
    const corrected = await correctTerms(db, dialect, terms, true);
    if (corrected) found = await readCandidates(db, dialect, corrected, location);
  }
  const best = keptOrder(found, {}, 'relevance').slice(0, limit);
  return new JsonText(await productsInOrder(db, dialect, best, await catalogueVersionOf(db)));
}

/**
 * The words of `terms` that find products on their own in the shopper's place ('100% cotton':
 * cotton; 'kurta saree': both); undefined for a single word. Read only once the words together
 * found nothing (each word's candidates are kept per words like any search's).
 */
async function wordsThatFind(db: Db, dialect: Dialect, terms: readonly string[], location: string | null | undefined): Promise<string[] | undefined> {
  if (terms.length < 2) return undefined;
  const kept: string[] = [];
  for (const term of terms) {
    // (one letter or digit alone says nothing of what was meant: '<script>alert(1)</script>' listed
    // every product with a 1 in it as 'Showing results for 1')
    if (term.length < 2) continue;
    if ((await readCandidates(db, dialect, [term], location)).candidates.length > 0) kept.push(term);
  }
  return kept;
}

/**
 * A page of search results for `query` (already cut): the words as typed, or, when they match
 * nothing in the shopper's place, the corrected words (the last one read as half typed when whole
 * words find nothing: what the suggestions showed for it), or else the words left that find products
 * when those that find none on their own are left out (then `correctedQuery` names the words
 * searched: '100% cotton' -> 'cotton', 'basmati rice 5kg' -> 'basmati rice'), or else, when no
 * product holds all of those words but each finds products on its own ('kurta saree'), the products
 * holding any of them, those holding more of the words first, then by relevance (`anyOf` names the
 * words; `correctedQuery` too when they are not the words as typed).
 */
export async function searchResultsPage(
  db: Db,
  dialect: Dialect,
  query: string,
  terms: readonly string[],
  filter: SearchFilter & { location?: string | null },
  sort: SortKey,
  exact: boolean,
  { page, perPage }: PageRequest,
): Promise<JsonText<SearchPage>> {
  let found = (await typedWordsFindNothing(db, dialect, terms)) ? NOTHING : await readCandidates(db, dialect, terms, filter.location);
  let correctedQuery: string | null = null;
  let anyOf: string[] | null = null;
  if (found.candidates.length === 0 && terms.length > 0 && !exact) {
    // The words as whole words first; else with the last one half typed, as the suggestions read it
    // (Enter pressed mid-word: 'hedpho' lists the headphones its suggestions showed).
    let corrected = await correctTerms(db, dialect, terms, false);
    for (const asPrefix of [false, true]) {
      const words = asPrefix ? await correctTerms(db, dialect, terms, true) : corrected;
      if (!words) continue;
      const again = await readCandidates(db, dialect, words, filter.location);
      if (again.candidates.length > 0) {
        found = again;
        corrected = words;
        correctedQuery = words.join(' ');
        break;
      }
    }
    const words = corrected ?? terms;
    const finding = found.candidates.length === 0 ? await wordsThatFind(db, dialect, words, filter.location) : undefined;
    if (finding && finding.length > 0 && finding.length < words.length) {
      const again = await readCandidates(db, dialect, finding, filter.location);
      if (again.candidates.length > 0) {
        found = again;
        correctedQuery = finding.join(' ');
      }
    }
    // Each of these words finds products, but no product holds them all: any of them will do.
    if (found.candidates.length === 0 && finding && finding.length >= 2) {
      const again = await readCandidates(db, dialect, finding, filter.location, 'any');
      if (again.candidates.length > 0) {
        found = again;
        anyOf = finding;
        const typed = finding.length === terms.length && finding.every((w, i) => w === terms[i]);
        correctedQuery = typed ? null : finding.join(' ');
      }
    }
  }
  const facets = keptFacetsJson(found, filter);
  const shown = keptOrder(found, filter, sort);
  const totalPosts = shown.length;
  const pageIds = shown.slice((page - 1) * perPage, page * perPage);
  const json = await productsInOrder(db, dialect, pageIds, await catalogueVersionOf(db));
  const totalPages = Math.ceil(totalPosts / perPage);
  return new JsonText(
    `{"products":${json},"totalPages":${totalPages},"page":${page},"perPage":${perPage},"totalPosts":${totalPosts},"sort":${JSON.stringify(sort)},"facets":${facets},"query":${JSON.stringify(query)},"correctedQuery":${JSON.stringify(correctedQuery)},"anyOf":${JSON.stringify(anyOf)}}`,
  );
}
