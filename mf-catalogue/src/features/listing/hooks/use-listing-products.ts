import { useMemo } from 'react';
import type { ProductPage } from '@storefront/shared';
import { getProductsByCategory } from '../../../lib/api/get-products-by-category';
import { useRequest } from '../../../lib/use-request';
import { isFullRange, isOpenEnded, type PriceRange } from '../../../components/filters/price-filter';
import { filterProductsByPrice } from '../api/filter-products-by-price';
import { filterProductsByRating } from '../api/filter-products-by-rating';
import { getProductsBySubCategory } from '../api/get-products-by-sub-category';

export type ListingKind = 'category' | 'subCat';

export type ListingFilter = { kind: 'none' } | { kind: 'price'; range: PriceRange } | { kind: 'rating'; rating: number };

export interface ListingQuery {
  kind: ListingKind;
  id: string;
  location: string;
  page: number;
  perPage: number;
  filter: ListingFilter;
}

/**
 * The listing's one call: the plain category or sub-category list, or the price or rating
 * variant when that filter is chosen (spec §7), always with the shopper's location.
 */
export function fetchListing(q: ListingQuery, signal: AbortSignal) {
  const scope = q.kind === 'subCat' ? { subCatId: q.id } : { catId: q.id };
  const paging = { location: q.location, page: q.page, perPage: q.perPage };
  const f = q.filter;
  if (f.kind === 'price' && !isFullRange(f.range)) {
    return filterProductsByPrice({ scope, minPrice: f.range[0], maxPrice: isOpenEnded(f.range) ? undefined : f.range[1], ...paging }, signal);
  }
  if (f.kind === 'rating') return filterProductsByRating({ scope, rating: f.rating, ...paging }, signal);
  return q.kind === 'subCat'
    ? getProductsBySubCategory({ subCatId: q.id, ...paging }, signal)
    : getProductsByCategory({ catId: q.id, ...paging }, signal);
}

export function useListingProducts(q: ListingQuery) {
  const filterKey = JSON.stringify(q.filter);
  const state = useRequest<ProductPage>((signal) => (q.id ? fetchListing(q, signal) : null), [q.kind, q.id, q.location, q.page, q.perPage, filterKey]);
  const page = state.data;
  // Shown in reverse of the server's order (spec §2).
  const products = useMemo(() => (Array.isArray(page?.products) ? [...page.products].reverse() : []), [page]);
  return {
    loading: state.loading,
    error: state.error,
    retry: state.retry,
    products,
    totalPages: page?.totalPages ?? 0,
    totalPosts: page?.totalPosts ?? products.length,
  };
}
