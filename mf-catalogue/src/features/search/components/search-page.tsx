import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { Product } from '@storefront/shared';
import { FilterBox } from '../../../components/filters/filter-box';
import { FilterSidebar } from '../../../components/filters/filter-sidebar';
import { FULL_PRICE_RANGE, isFullRange, PriceFilter } from '../../../components/filters/price-filter';
import { RatingFilter } from '../../../components/filters/rating-filter';
import { SubCategoryFilter } from '../../../components/filters/sub-category-filter';
import { ProductGrid, ResultCount, Toolbar, ViewControls } from '../../../components/listing-controls';
import { SliceRoot } from '../../../components/slice-root';
import { LoadError } from '../../../components/load-error';
import { Spinner } from '../../../components/spinner';
import { flattenSubCategories } from '../../../lib/use-categories';
import { useListingView } from '../../../lib/use-listing-view';
import { useRequest } from '../../../lib/use-request';
import { searchProducts } from '../api/search-products';
import { applySearchFilters, subCategoriesOf, type SearchFilters } from './search-filters';
import styles from './search.module.css';

const ALL_SUB_CATEGORIES = '';
const NO_FILTERS: SearchFilters = { subCatId: null, price: FULL_PRICE_RANGE, rating: null };

/** /search?q=...: the full results of the header's search, with the sidebar filters (spec §2). */
export function SearchPage() {
  const [params] = useSearchParams();
  const q = (params.get('q') ?? '').trim();
  const { location, categories, wide, setPanelOpen, columns, setColumns } = useListingView();
  // Filters belong to one query: a new search starts unfiltered.
  const [state, setState] = useState<{ q: string; filters: SearchFilters }>({ q, filters: NO_FILTERS });
  const filters = state.q === q ? state.filters : NO_FILTERS;
  const setFilters = (patch: Partial<SearchFilters>) => setState({ q, filters: { ...filters, ...patch } });

  // Empty text does nothing: no call without a query.
  const { data, loading, error, retry } = useRequest<Product[]>((signal) => (q ? searchProducts({ q, location }, signal) : null), [q, location]);
  const results = useMemo(() => (Array.isArray(data) ? data : []), [data]);
  const names = useMemo(() => new Map(flattenSubCategories(categories).map((s) => [s.id, s.name])), [categories]);
  const subOptions = useMemo(() => subCategoriesOf(results, names), [results, names]);
  const shown = useMemo(() => applySearchFilters(results, filters), [results, filters]);
  const filtered = filters.subCatId !== null || filters.rating !== null || !isFullRange(filters.price);

  return (
    <SliceRoot className="container py-4">
      <div className="row gx-4 gy-0">
        <div className="col-lg-3">
          <FilterSidebar>
            <FilterBox title="PRODUCT CATEGORIES">
              <SubCategoryFilter
                name="mf-catalogue-search-subcat"
                options={subOptions.length ? [{ id: ALL_SUB_CATEGORIES, name: 'All' }, ...subOptions] : []}
                selected={filters.subCatId ?? ALL_SUB_CATEGORIES}
                onSelect={(id) => setFilters({ subCatId: id === ALL_SUB_CATEGORIES ? null : id })}
              />
            </FilterBox>
            <FilterBox title="FILTER BY PRICE">
              <PriceFilter idPrefix="mf-catalogue-search" value={filters.price} onChange={(price) => setFilters({ price })} />
            </FilterBox>
            <FilterBox title="FILTER BY RATING">
              <RatingFilter value={filters.rating} onChange={(rating) => setFilters({ rating })} />
            </FilterBox>
          </FilterSidebar>
        </div>
        <div className="col-lg-9">
          <h1 className={styles.title}>{q ? `Search results for "${q}"` : 'Search'}</h1>
          <Toolbar>
            <ViewControls wide={wide} onOpenFilters={() => setPanelOpen(true)} columns={columns} onColumns={setColumns} />
            {q && !loading && !error && results.length > 0 && (
              <ResultCount>
                {filtered ? `${shown.length} of ${results.length} products` : `${results.length} ${results.length === 1 ? 'product' : 'products'}`}
              </ResultCount>
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
          ) : results.length === 0 ? (
            <div className={styles.empty}>
              <p className={styles.emptyTitle}>No products found for "{q}"</p>
              <p>Check the spelling or try a shorter or more general word.</p>
            </div>
          ) : shown.length === 0 ? (
            <div className={styles.empty}>
              <p className={styles.emptyTitle}>No products match the chosen filters.</p>
              <button type="button" className="btn btn-success btn-sm" onClick={() => setState({ q, filters: NO_FILTERS })}>
                Clear filters
              </button>
            </div>
          ) : (
            <ProductGrid products={shown} columns={columns} />
          )}
        </div>
      </div>
    </SliceRoot>
  );
}
