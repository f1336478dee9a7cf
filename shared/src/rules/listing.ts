// How a listing (category, sub-category, search) may be ordered and narrowed (decisions §7 "Sort"):
// the sort choices with their labels and URL values, the price bands the facets count, and the
// bounds on a search query. The API and the screens read the same lists.

export const SORTS = ['relevance', 'newest', 'price_asc', 'price_desc', 'rating', 'popular'] as const;
export type SortKey = (typeof SORTS)[number];

export const SORT_LABELS: Record<SortKey, string> = {
  relevance: 'Relevance',
  newest: 'Newest',
  price_asc: 'Price: Low to High',
  price_desc: 'Price: High to Low',
  rating: 'Customer Rating',
  popular: 'Popularity',
};

/** Listings offer every sort but Relevance; search offers all of them. */
export const LISTING_SORTS: readonly SortKey[] = ['newest', 'price_asc', 'price_desc', 'rating', 'popular'];
export const SEARCH_SORTS: readonly SortKey[] = SORTS;
export const DEFAULT_LISTING_SORT: SortKey = 'newest';
export const DEFAULT_SEARCH_SORT: SortKey = 'relevance';

/** Popularity counts the units ordered over this many days. */
export const POPULARITY_DAYS = 30;

/** The price bands the facets count (whole rupees, both ends included; max null: no upper end). */
export const PRICE_BANDS: readonly { min: number; max: number | null }[] = [
  { min: 0, max: 499 },
  { min: 500, max: 999 },
  { min: 1000, max: 1999 },
  { min: 2000, max: 4999 },
  { min: 5000, max: 9999 },
  { min: 10000, max: 19999 },
  { min: 20000, max: null },
];

/** The rating steps the facets count ("4 stars & up"). */
export const RATING_STEPS = [5, 4, 3, 2, 1] as const;

/** The longest search query the API reads (more is cut, not refused: a pasted paragraph still searches). */
export const MAX_QUERY_READ = 200;
/** The most characters of a query a results heading shows. */
export const MAX_QUERY_SHOWN = 60;

/** `text` cut to `max` characters with an ellipsis (a long query in a heading). */
export function cutQuery(text: string, max = MAX_QUERY_SHOWN): string {
  const chars = [...text];
  return chars.length <= max ? text : `${chars.slice(0, max - 1).join('').trimEnd()}…`;
}
