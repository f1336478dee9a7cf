// The pages this slice lends to the shell, by the names of the shell's route table. Home comes
// with this module (the landing page); the listing and search pages load when first shown.
import { lazy, Suspense, type ComponentType } from 'react';
import type { SlicePages } from '@storefront/shared';
import { SliceRoot } from '../components/slice-root';
import { Spinner } from '../components/spinner';
import { Home } from '../features/home/components/home';

function lazyPage(load: () => Promise<{ default: ComponentType }>): ComponentType {
  const Page = lazy(load);
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

const Listing = lazyPage(() => import('../features/listing/components/listing-page').then((m) => ({ default: m.ListingPage })));
const Search = lazyPage(() => import('../features/search/components/search-page').then((m) => ({ default: m.SearchPage })));

const pages: SlicePages = { Home, CategoryListing: Listing, SubCategoryListing: Listing, Search };
export default pages;
