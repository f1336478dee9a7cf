// A listing's whole state lives in its URL (sort, price range, rating, page size, page; on search
// also the query and the sub-category), so Back and Forward step through what the shopper chose,
// a reload keeps it and a shared link opens the same list. The server renders from the same URL.
import { DEFAULT_PAGE_SIZE, PAGE_SIZES, PRICE_SLIDER } from '@storefront/shared';
import type { SortKey } from '@storefront/shared/rules';

export interface ListingState {
  sort: SortKey;
  minPrice?: number;
  maxPrice?: number;
  rating?: number;
  /** Search only: the chosen sub-category (a listing's is its path). */
  subCatId?: string;
  perPage: number;
  page: number;
}

export interface StateRules {
  sorts: readonly SortKey[];
  defaultSort: SortKey;
  defaultPerPage?: number;
}

const wholeNumber = (v: string | null, min: number, max: number): number | undefined => {
  if (v === null || v.trim() === '') return undefined;
  const n = Number(v);
  return Number.isInteger(n) && n >= min && n <= max ? n : undefined;
};

/** The state a URL's query holds; anything unreadable falls back to its default. */
export function readListingState(params: URLSearchParams, rules: StateRules): ListingState {
  const sort = params.get('sort') as SortKey | null;
  const perPage = wholeNumber(params.get('perPage'), 1, 100);
  let minPrice = wholeNumber(params.get('minPrice'), 0, 10_000_000);
  let maxPrice = wholeNumber(params.get('maxPrice'), 0, 10_000_000);
  if (minPrice !== undefined && maxPrice !== undefined && minPrice > maxPrice) [minPrice, maxPrice] = [undefined, undefined];
  // The slider's handles as a form sends them (before scripts): the upper one at the maximum is no
  // upper limit and the lower one at its minimum no lower limit (products under ₹100 stay in the
  // list when only the upper handle moved), both at their ends no price filter at all.
  if (maxPrice !== undefined && maxPrice >= PRICE_SLIDER.max) maxPrice = undefined;
  if (minPrice === PRICE_SLIDER.min) minPrice = undefined;
  if (maxPrice === undefined && minPrice !== undefined && minPrice <= PRICE_SLIDER.min) minPrice = undefined;
  const subCatId = params.get('subCatId') ?? undefined;
  return {
    sort: sort && rules.sorts.includes(sort) ? sort : rules.defaultSort,
    minPrice,
    maxPrice,
    rating: wholeNumber(params.get('rating'), 1, 5),
    subCatId: subCatId && /^[A-Za-z0-9_-]{1,64}$/.test(subCatId) ? subCatId : undefined,
    perPage: perPage !== undefined && (PAGE_SIZES as readonly number[]).includes(perPage) ? perPage : (rules.defaultPerPage ?? DEFAULT_PAGE_SIZE),
    page: wholeNumber(params.get('page'), 1, 1_000_000) ?? 1,
  };
}

/**
 * The query string of a state (with `extra` first, e.g. the search's q), leaving out what is at
 * its default, so the plain listing keeps its plain address.
 */
export function listingSearch(state: ListingState, rules: StateRules, extra: Record<string, string> = {}): string {
  const p = new URLSearchParams(extra);
  if (state.subCatId) p.set('subCatId', state.subCatId);
  if (state.sort !== rules.defaultSort) p.set('sort', state.sort);
  if (state.minPrice !== undefined) p.set('minPrice', String(state.minPrice));
  if (state.maxPrice !== undefined) p.set('maxPrice', String(state.maxPrice));
  if (state.rating !== undefined) p.set('rating', String(state.rating));
  if (state.perPage !== (rules.defaultPerPage ?? DEFAULT_PAGE_SIZE)) p.set('perPage', String(state.perPage));
  if (state.page > 1) p.set('page', String(state.page));
  const text = p.toString();
  return text ? `?${text}` : '';
}

/**
 * What a form keeps of the state as hidden fields when it sends some choices itself (`sent`, set
 * to undefined here): the rest of the listing's query, from page 1.
 */
export function keptFields(state: ListingState, rules: StateRules, sent: Partial<ListingState>, extra: Record<string, string> = {}): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(listingSearch({ ...state, page: 1, ...sent }, rules, extra)));
}

/** Whether any filter narrows the list (sort and paging do not). */
export function isFiltered(state: ListingState): boolean {
  return state.minPrice !== undefined || state.maxPrice !== undefined || state.rating !== undefined || state.subCatId !== undefined;
}
