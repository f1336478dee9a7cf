// The pages this slice lends to the shell, by the names of the shell's route table. Home comes
// with this module (the landing page); the listing and search pages load when first shown.
import { lazy, Suspense, type ComponentType } from 'react';
import type { SlicePage, SlicePages } from '@storefront/shared';
import { SliceRoot } from '../components/slice-root';
import { Spinner } from '../components/spinner';
import { Home } from '../features/home/components/home';

/** `chunk`: the webpackChunkName of `load`'s import (the server preloads its files with the page). */
function lazyPage(load: () => Promise<{ default: ComponentType }>, chunk: string): SlicePage {
  const Page = lazy(load);
  const LazyPage: SlicePage = function LazyPage() {
    return (
      <Suspense
        fallback={
          <SliceRoot className="container py-4">
            <Spinner label="Loading page" />
          </SliceRoot>
        }
      >
        <Page />
      </Suspense>
    );
  };
  LazyPage.browserChunk = chunk;
  return LazyPage;
}

const Listing = lazyPage(
  () => import(/* webpackChunkName: "page-listing" */ '../features/listing/components/listing-page').then((m) => ({ default: m.ListingPage })),
  'page-listing',
);
const Search = lazyPage(
  () => import(/* webpackChunkName: "page-search" */ '../features/search/components/search-page').then((m) => ({ default: m.SearchPage })),
  'page-search',
);

const pages: SlicePages = { Home, CategoryListing: Listing, SubCategoryListing: Listing, Search };
export default pages;
