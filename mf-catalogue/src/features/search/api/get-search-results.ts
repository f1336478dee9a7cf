import { api, type SearchPage } from '@storefront/shared';
import type { ListingState } from '../../../lib/listing-state';
import { locationParam } from '../../../lib/location';

/** GET /api/search/results: a page of results, sorted and filtered, with facets and any correction. */
export function getSearchResults(q: { q: string; exact?: boolean; state: ListingState; location: string }, signal?: AbortSignal) {
  const s = q.state;
  return api.get<SearchPage>(
    '/api/search/results',
    {
      q: q.q,
      exact: q.exact ? 1 : undefined,
      sort: s.sort,
      subCatId: s.subCatId,
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
