import { api, type ListingPage } from '@storefront/shared';
import type { ListingState } from '../../../lib/listing-state';
import { locationParam } from '../../../lib/location';

/** GET /api/products/listing: one sorted, filtered page of a category or sub-category, with its facet counts. */
export function getListing(q: { scope: { catId: string } | { subCatId: string }; state: ListingState; location: string }, signal?: AbortSignal) {
  const s = q.state;
  return api.get<ListingPage>(
    '/api/products/listing',
    {
      ...q.scope,
      sort: s.sort,
      minPrice: s.minPrice,
      maxPrice: s.maxPrice,
      rating: s.rating,
      page: s.page,
      perPage: s.perPage,
      location: locationParam(q.location),
    },
    signal,
  );
}
