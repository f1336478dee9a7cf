// The pages this slice lends to the shell, by the names of the shell's route table. Home comes
// with this module (the landing page); the listing and search pages load when first shown.
import { Suspense, type ComponentType } from 'react';
import type { SlicePages } from '@storefront/shared';
import { SliceRoot } from '../components/slice-root';
import { Spinner } from '../components/spinner';
import { Home } from '../features/home/components/home';
import { lazyChunk } from '../lib/lazy-chunk';

/** A page loaded when first shown, with a spinner meanwhile; `chunk`: lazyChunk's. */
function lazyPage(load: () => Promise<{ default: ComponentType }>, chunk: string): ComponentType {
  const Page = lazyChunk(load, chunk);
  return function LazyPage() {
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
}

const Listing = lazyPage(
  () => import(/* webpackChunkName: "lazy-listing" */ '../features/listing/components/listing-page').then((m) => ({ default: m.ListingPage })),
  'lazy-listing',
);
const Search = lazyPage(
  () => import(/* webpackChunkName: "lazy-search" */ '../features/search/components/search-page').then((m) => ({ default: m.SearchPage })),
  'lazy-search',
);

const pages: SlicePages = { Home, CategoryListing: Listing, SubCategoryListing: Listing, Search };
export default pages;
