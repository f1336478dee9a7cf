import { useEffect, useMemo } from 'react';
import { Link, useLocation, useParams, useSearchParams } from 'react-router-dom';
import { usePageTitle, type ListingPage as ListingAnswer } from '@storefront/shared';
import { DEFAULT_LISTING_SORT, LISTING_SORTS } from '@storefront/shared/rules';
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
import { getListing } from '../api/get-listing';
import { SidebarBanners, SidebarFeatured } from './sidebar-extras';
import styles from './listing.module.css';

const RULES: StateRules = { sorts: LISTING_SORTS, defaultSort: DEFAULT_LISTING_SORT };

/**
 * Product listing of a category or a sub-category (spec §2 "Product listing", decisions §7): its
 * whole state (sort, price, rating, page size, page) is the URL's, so every choice is a step in
 * the history, a reload keeps it and the server renders the same list from the same address.
 */
export function ListingPage() {
  const { id = '' } = useParams();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  // The call variant follows the address: sub-category when it holds subCat (spec §2).
  const kind = pathname.includes('/subCat/') ? 'subCat' : 'category';
  const { location, categories, setPanelOpen, columns, setColumns } = useListingView();
  const state = readListingState(params, RULES);
  const href = (patch: Partial<ListingState>, path = pathname) => `${path}${listingSearch({ ...state, page: 1, ...patch }, RULES)}`;
  const stateKey = listingSearch(state, RULES);

  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname, stateKey]);

  const { data, loading, error, retry } = useRequest<ListingAnswer>(
    (signal) => (id ? getListing({ scope: kind === 'subCat' ? { subCatId: id } : { catId: id }, state, location }, signal) : null),
    [kind, id, location, stateKey],
  );
  const products = data?.products ?? [];

  const { category, subCategory } = useMemo(() => {
    if (kind === 'category') return { category: categories.find((c) => c.id === id), subCategory: undefined };
    for (const c of categories) {
      const s = c.children?.find((child) => child.id === id);
      if (s) return { category: c, subCategory: s };
    }
    return { category: undefined, subCategory: undefined };
  }, [categories, kind, id]);
  const title = subCategory?.name ?? category?.name ?? '';
  // The tab is named after the category once it is known (the server's head does the same).
  usePageTitle(title || undefined);
  const priceRange: PriceRange = [state.minPrice ?? FULL_PRICE_RANGE[0], state.maxPrice ?? FULL_PRICE_RANGE[1]];
  const go = useGoTo();

  return (
    <SliceRoot className="container py-4">
      <nav aria-label="Breadcrumb" className={styles.crumbs}>
        <ol>
          <li>
            <Link to="/">Home</Link>
          </li>
          {category && (
            <li>{subCategory ? <Link to={`/products/category/${category.id}`}>{category.name}</Link> : <span aria-current="page">{category.name}</span>}</li>
          )}
          {subCategory && (
            <li>
              <span aria-current="page">{subCategory.name}</span>
            </li>
          )}
        </ol>
      </nav>
      <div className={`row gx-4 gy-0 ${toolbarStyles.row}`}>
        <div className={`col-lg-3 ${toolbarStyles.sideColumn}`}>
          <FilterSidebar count={loading ? undefined : data?.totalPosts}>
            <FilterBox title="PRODUCT CATEGORIES">
              <SubCategoryFacet
                options={data?.facets.subCategories ?? []}
                selected={subCategory?.id}
                hrefOf={(subId) => href({}, `/products/subCat/${subId}`)}
              />
            </FilterBox>
            <FilterBox title="FILTER BY PRICE">
              <PriceFilter
                idPrefix="mf-catalogue-listing"
                value={priceRange}
                action={pathname}
                hidden={keptFields(state, RULES, { minPrice: undefined, maxPrice: undefined })}
                onChange={(range) =>
                  go(
                    href(
                      isFullRange(range)
                        ? { minPrice: undefined, maxPrice: undefined }
                        : { minPrice: atFloor(range) ? undefined : range[0], maxPrice: isOpenEnded(range) ? undefined : range[1] },
                    ),
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
            <SidebarFeatured />
            <SidebarBanners />
          </FilterSidebar>
        </div>
        <div className={`col-lg-9 ${toolbarStyles.mainColumn}`}>
          {title && <h1 className={styles.title}>{title}</h1>}
          <Toolbar>
            <ViewControls onOpenFilters={() => setPanelOpen(true)} columns={columns} onColumns={setColumns} />
            {!loading && !error && data && <ResultCount>{data.totalPosts === 1 ? 'There is 1 product.' : `There are ${data.totalPosts} products.`}</ResultCount>}
            <SortAndShow
              action={pathname}
              sorts={LISTING_SORTS}
              sort={state.sort}
              perPage={state.perPage}
              hidden={{ minPrice: state.minPrice, maxPrice: state.maxPrice, rating: state.rating }}
              onChange={({ sort, perPage }) => go(href({ sort, perPage }))}
            />
          </Toolbar>
          {loading ? (
            <Spinner label="Loading products" />
          ) : error ? (
            <LoadError className={styles.empty} message={error} onRetry={retry} />
          ) : products.length === 0 && (data?.totalPosts ?? 0) > 0 ? (
            <PastTheEnd className={styles.empty} page={state.page} firstPage={href({ page: 1 })} />
          ) : products.length === 0 ? (
            <div className={styles.empty}>
              <p>No products found.</p>
              {isFiltered(state) && (
                <Link className="btn btn-success btn-sm" to={href({ minPrice: undefined, maxPrice: undefined, rating: undefined })}>
                  Clear filters
                </Link>
              )}
            </div>
          ) : (
            <>
              <ProductGrid products={products} columns={columns} />
              <PageLinks page={state.page} totalPages={data?.totalPages ?? 0} hrefOf={(p) => href({ page: p })} />
            </>
          )}
        </div>
      </div>
    </SliceRoot>
  );
}

export const CategoryListing = ListingPage;
export const SubCategoryListing = ListingPage;
