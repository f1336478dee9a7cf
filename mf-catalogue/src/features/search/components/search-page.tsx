import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import type { SearchPage as SearchAnswer } from '@storefront/shared';
import { cutQuery, DEFAULT_SEARCH_SORT, SEARCH_SORTS } from '@storefront/shared/rules';
import { FilterBox } from '../../../components/filters/filter-box';
import { FilterSidebar } from '../../../components/filters/filter-sidebar';
import { PriceBandFacet, RatingFacet, SubCategoryFacet } from '../../../components/filters/facets';
import { atFloor, FULL_PRICE_RANGE, isFullRange, isOpenEnded, PriceFilter, type PriceRange } from '../../../components/filters/price-filter';
import { PageLinks, PastTheEnd, ProductGrid, ResultCount, SortAndShow, Toolbar, toolbarStyles, ViewControls } from '../../../components/listing-controls';
import { SliceRoot } from '../../../components/slice-root';
import { LoadError } from '../../../components/load-error';
import { Spinner } from '../../../components/spinner';
import { isFiltered, keptFields, listingSearch, readListingState, type ListingState, type StateRules } from '../../../lib/listing-state';
import { useGoTo } from '../../../lib/use-go-to';
import { useListingView } from '../../../lib/use-listing-view';
import { useRequest } from '../../../lib/use-request';
import { getSearchResults } from '../api/get-search-results';
import styles from './search.module.css';

/** 'kurta or saree', 'cotton, shirt or headphones': the words of a search for any of them. */
function anyOfWords(words: readonly string[]): string {
  return words.length < 2 ? words.join('') : `${words.slice(0, -1).join(', ')} or ${words.at(-1)}`;
}

/** Search shows every result on one page unless the shopper picks a smaller page size. */
const RULES: StateRules = { sorts: SEARCH_SORTS, defaultSort: DEFAULT_SEARCH_SORT, defaultPerPage: 60 };

/**
 * /search?q=...: the results of the header's search (spec §2, decisions §7), sorted, filtered and
 * paged by the URL's state, with facet counts; when the words as typed match nothing but a
 * correction does, it says so and offers the words as typed; when no product holds every word but
 * each finds products ('kurta saree'), it says it shows those holding any of them ('Showing
 * results for kurta or saree').
 */
export function SearchPage() {
  const [params] = useSearchParams();
  const q = (params.get('q') ?? '').trim();
  // 'Search instead for': the words as typed, never corrected.
  const exact = params.get('exact') === '1';
  const extra: Record<string, string> = exact ? { q, exact: '1' } : { q };
  const navigate = useGoTo();
  const { location, setPanelOpen, columns, setColumns } = useListingView();
  const state = readListingState(params, RULES);
  const stateKey = listingSearch(state, RULES, extra);
  const href = (patch: Partial<ListingState>) => `/search${listingSearch({ ...state, page: 1, ...patch }, RULES, extra)}`;

  useEffect(() => {
    window.scrollTo(0, 0);
  }, [stateKey]);

  // Empty text does nothing: no call without a query.
  const { data, loading, error, retry } = useRequest<SearchAnswer>(
    (signal) => (q ? getSearchResults({ q, exact, state, location }, signal) : null),
    [location, stateKey],
  );
  const results = data?.products ?? [];
  const priceRange: PriceRange = [state.minPrice ?? FULL_PRICE_RANGE[0], state.maxPrice ?? FULL_PRICE_RANGE[1]];
  const shownQuery = cutQuery(data?.query ?? q);

  return (
    <SliceRoot className="container py-4">
      <div className={`row gx-4 gy-0 ${toolbarStyles.row}`}>
        <div className={`col-lg-3 ${toolbarStyles.sideColumn}`}>
          <FilterSidebar count={q && !loading ? data?.totalPosts : undefined}>
            <FilterBox title="PRODUCT CATEGORIES">
              <SubCategoryFacet
                options={data?.facets.subCategories ?? []}
                selected={state.subCatId}
                hrefOf={(id) => href({ subCatId: id === state.subCatId ? undefined : id })}
              />
            </FilterBox>
            <FilterBox title="FILTER BY PRICE">
              <PriceFilter
                idPrefix="mf-catalogue-search"
                value={priceRange}
                action="/search"
                hidden={keptFields(state, RULES, { minPrice: undefined, maxPrice: undefined }, extra)}
                onChange={(range) =>
                  navigate(
                    href(isFullRange(range) ? { minPrice: undefined, maxPrice: undefined } : { minPrice: atFloor(range) ? undefined : range[0], maxPrice: isOpenEnded(range) ? undefined : range[1] }),
                  )
                }
              />
              {data && (
                <PriceBandFacet
                  options={data.facets.prices}
                  selected={{ min: state.minPrice, max: state.maxPrice }}
                  hrefOf={(band) => href(band ? { minPrice: band.min, maxPrice: band.max ?? undefined } : { minPrice: undefined, maxPrice: undefined })}
                />
              )}
            </FilterBox>
            <FilterBox title="FILTER BY RATING">
              {data && <RatingFacet options={data.facets.ratings} selected={state.rating} hrefOf={(rating) => href({ rating })} />}
            </FilterBox>
          </FilterSidebar>
        </div>
        <div className={`col-lg-9 ${toolbarStyles.mainColumn}`}>
          <h1 className={styles.title} title={q.length > shownQuery.length ? q.slice(0, 200) : undefined}>
            {q ? `Search results for "${data?.correctedQuery ?? shownQuery}"` : 'Search'}
          </h1>
          {(data?.anyOf || data?.correctedQuery) && (
            <div className={styles.correction}>
              <p className="mb-1">Showing results for {data.anyOf ? anyOfWords(data.anyOf) : data.correctedQuery}</p>
              {data.anyOf && <p className="mb-1 small">No product matches all the words {data.correctedQuery ?? shownQuery}.</p>}
              <p className="mb-0 small">
                <Link to={`/search?${new URLSearchParams({ q, exact: '1' }).toString()}`} rel="nofollow">
                  Search instead for {shownQuery}
                </Link>
              </p>
            </div>
          )}
          <Toolbar>
            <ViewControls onOpenFilters={() => setPanelOpen(true)} columns={columns} onColumns={setColumns} />
            {q && !loading && !error && data && data.totalPosts > 0 && (
              <ResultCount>{`${data.totalPosts} ${data.totalPosts === 1 ? 'product' : 'products'}`}</ResultCount>
            )}
            {q && (
              <SortAndShow
                action="/search"
                sorts={SEARCH_SORTS}
                sort={state.sort}
                perPage={state.perPage}
                hidden={{ q, exact: exact ? '1' : undefined, subCatId: state.subCatId, minPrice: state.minPrice, maxPrice: state.maxPrice, rating: state.rating }}
                onChange={({ sort, perPage }) => navigate(href({ sort, perPage }))}
              />
            )}
          </Toolbar>
          {!q ? (
            <div className={styles.empty}>
              <p>Type what you are looking for in the search box to see products here.</p>
            </div>
          ) : loading ? (
            <Spinner label="Searching products" />
          ) : error ? (
            <LoadError className={styles.empty} message={error} onRetry={retry} />
          ) : results.length === 0 && (data?.totalPosts ?? 0) > 0 ? (
            <PastTheEnd className={styles.empty} page={state.page} firstPage={href({ page: 1 })} />
          ) : results.length === 0 && isFiltered(state) ? (
            <div className={styles.empty}>
              <p className={styles.emptyTitle}>No products match the chosen filters.</p>
              <Link className="btn btn-success btn-sm" to={href({ minPrice: undefined, maxPrice: undefined, rating: undefined, subCatId: undefined })}>
                Clear filters
              </Link>
            </div>
          ) : results.length === 0 ? (
            <div className={styles.empty}>
              <p className={styles.emptyTitle}>No products found for "{shownQuery}"</p>
              <p>Check the spelling or try a shorter or more general word.</p>
            </div>
          ) : (
            <>
              <ProductGrid products={results} columns={columns} />
              <PageLinks page={state.page} totalPages={data?.totalPages ?? 0} hrefOf={(p) => href({ page: p })} />
            </>
          )}
        </div>
      </div>
    </SliceRoot>
  );
}
