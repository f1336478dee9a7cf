import { useEffect, useMemo, useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import { DEFAULT_PAGE_SIZE } from '@storefront/shared';
import { FilterBox } from '../../../components/filters/filter-box';
import { FilterSidebar } from '../../../components/filters/filter-sidebar';
import { FULL_PRICE_RANGE, PriceFilter, type PriceRange } from '../../../components/filters/price-filter';
import { RatingFilter } from '../../../components/filters/rating-filter';
import { SubCategoryFilter } from '../../../components/filters/sub-category-filter';
import {
  Pagination,
  ProductGrid,
  ResultCount,
  ShowCount,
  Toolbar,
  ViewControls,
} from '../../../components/listing-controls';
import { SliceRoot } from '../../../components/slice-root';
import { LoadError } from '../../../components/load-error';
import { Spinner } from '../../../components/spinner';
import { useListingView } from '../../../lib/use-listing-view';
import { useListingProducts, type ListingFilter, type ListingKind } from '../hooks/use-listing-products';
import { SidebarBanners, SidebarFeatured } from './sidebar-extras';
import styles from './listing.module.css';

const NO_FILTER: ListingFilter = { kind: 'none' };

/** Product listing of a category or a sub-category (spec §2 "Product listing"). */
export function ListingPage() {
  const { id = '' } = useParams();
  // The call variant follows the address: sub-category when it holds subCat (spec §2).
  const kind: ListingKind = useLocation().pathname.includes('/subCat/') ? 'subCat' : 'category';
  const navigate = useNavigate();
  const { location, categories, wide, setPanelOpen, columns, setColumns } = useListingView();
  const [perPage, setPerPage] = useState(DEFAULT_PAGE_SIZE);
  // Page and filter belong to one category or sub-category: a new one starts over.
  const scope = `${kind}:${id}`;
  const [nav, setNav] = useState<{ scope: string; page: number; filter: ListingFilter }>({ scope, page: 1, filter: NO_FILTER });
  const { page, filter } = nav.scope === scope ? nav : { page: 1, filter: NO_FILTER };
  const setPage = (p: number) => setNav({ scope, page: p, filter });
  const setFilter = (f: ListingFilter) => setNav({ scope, page: 1, filter: f });

  useEffect(() => {
    window.scrollTo(0, 0);
  }, [scope]);

  const { loading, error, retry, products, totalPages, totalPosts } = useListingProducts({ kind, id, location, page, perPage, filter });

  const { category, subCategory } = useMemo(() => {
    if (kind === 'category') return { category: categories.find((c) => c.id === id), subCategory: undefined };
    for (const c of categories) {
      const s = c.children?.find((child) => child.id === id);
      if (s) return { category: c, subCategory: s };
    }
    return { category: undefined, subCategory: undefined };
  }, [categories, kind, id]);
  const title = subCategory?.name ?? category?.name ?? '';
  const priceRange: PriceRange = filter.kind === 'price' ? filter.range : FULL_PRICE_RANGE;

  const choosePage = (p: number) => {
    setPage(p);
    window.scrollTo(0, 0);
  };

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
      <div className="row gx-4 gy-0">
        <div className="col-lg-3">
          <FilterSidebar>
            <FilterBox title="PRODUCT CATEGORIES">
              <SubCategoryFilter
                name={`mf-catalogue-subcat-${id}`}
                options={(category?.children ?? []).map((s) => ({ id: s.id, name: s.name }))}
                selected={subCategory?.id ?? null}
                onSelect={(subId) => {
                  setPanelOpen(false);
                  navigate(`/products/subCat/${subId}`);
                }}
              />
            </FilterBox>
            <FilterBox title="FILTER BY PRICE">
              <PriceFilter
                idPrefix="mf-catalogue-listing"
                value={priceRange}
                onChange={(range) => setFilter({ kind: 'price', range })}
              />
            </FilterBox>
            <FilterBox title="FILTER BY RATING">
              <RatingFilter
                value={filter.kind === 'rating' ? filter.rating : null}
                onChange={(rating) => setFilter(rating === null ? NO_FILTER : { kind: 'rating', rating })}
              />
            </FilterBox>
            <SidebarFeatured />
            <SidebarBanners />
          </FilterSidebar>
        </div>
        <div className="col-lg-9">
          {title && <h1 className={styles.title}>{title}</h1>}
          <Toolbar>
            <ViewControls wide={wide} onOpenFilters={() => setPanelOpen(true)} columns={columns} onColumns={setColumns} />
            {!loading && !error && <ResultCount>There are {totalPosts} products.</ResultCount>}
            <ShowCount
              value={perPage}
              onChange={(n) => {
                // page is always 1 when a page size is chosen (spec §7)
                setPage(1);
                setPerPage(n);
              }}
            />
          </Toolbar>
          {loading ? (
            <Spinner label="Loading products" />
          ) : error ? (
            <LoadError className={styles.empty} message={error} onRetry={retry} />
          ) : products.length === 0 ? (
            <div className={styles.empty}>
              <p>No products found.</p>
              {filter.kind !== 'none' && (
                <button type="button" className="btn btn-success btn-sm" onClick={() => setFilter(NO_FILTER)}>
                  Clear filters
                </button>
              )}
            </div>
          ) : (
            <>
              <ProductGrid products={products} columns={columns} />
              <Pagination page={page} totalPages={totalPages} onChange={choosePage} />
            </>
          )}
        </div>
      </div>
    </SliceRoot>
  );
}

export const CategoryListing = ListingPage;
export const SubCategoryListing = ListingPage;
