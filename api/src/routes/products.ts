// Product reads (spec section 7, "Catalogue"): lists by category, sub-category, price and rating,
// featured, one product, and search. Every list honours `location`; every filter runs in SQL, so
// pages are full and totals count only matches.
import {
  byCatIdQuery,
  byCatNameQuery,
  byPriceQuery,
  byRatingQuery,
  bySubCatIdQuery,
  featuredQuery,
  listingPageSchema,
  listingQuery,
  productListSchema,
  productPageSchema,
  productParams,
  productSchema,
  productsQuery,
  searchPageSchema,
  searchQuery,
  searchResultsQuery,
} from '@storefront/shared/contract';
import { DEFAULT_LISTING_SORT, DEFAULT_SEARCH_SORT, MAX_LIST, PRODUCT_NOT_FOUND, type SortKey } from '@storefront/shared/rules';
import type { z } from 'zod';
import { orNotFound } from '../lib/errors';
import { isId } from '../lib/ids';
import type { RoutePlugin } from '../lib/route-plugin';
import { searchTerms } from '../lib/search';
import { listListingPage, type ListingSort } from '../repositories/listing';
import { findProductById, listProductPage, listProducts, type ProductFilter } from '../repositories/products';
import { searchResultsPage, suggestProducts } from '../repositories/search';

export const productRoutes: RoutePlugin = async (app) => {
  /** A paged product list at `url`: its query checked by `querystring`, `filter` saying what narrows the list. */
  function pagedList<Q extends z.ZodType<{ page: number; perPage: number }>>(url: string, querystring: Q, filter: (q: z.output<Q>) => ProductFilter) {
    // Fastify validated the query with `querystring`; TypeScript cannot follow that through the generic.
    app.get(url, { schema: { querystring, response: { 200: productPageSchema } } }, async (request) => {
      const q = request.query as z.output<Q>;
      return listProductPage(app.db, app.dialect, filter(q), { page: q.page, perPage: q.perPage });
    });
  }

  /** The category and price range a list is narrowed to (what the price filter sends). */
  const categoryAndPrice = (q: Pick<ProductFilter, 'location' | 'catId' | 'subCatId' | 'minPrice' | 'maxPrice'>): ProductFilter => ({
    location: q.location,
    catId: q.catId,
    subCatId: q.subCatId,
    minPrice: q.minPrice,
    maxPrice: q.maxPrice,
  });

  // The home list, and the search sidebar's variants (subCatId with a price range or a rating).
  pagedList('/api/products', productsQuery, (q) => ({ ...categoryAndPrice(q), minRating: q.rating }));

  app.get(
    '/api/products/featured',
    { schema: { querystring: featuredQuery, response: { 200: productListSchema } } },
    async ({ query: q }) => listProducts(app.db, app.dialect, { featured: true, location: q.location }, MAX_LIST),
  );

  pagedList('/api/products/catId', byCatIdQuery, (q) => ({ location: q.location, catId: q.catId }));
  pagedList('/api/products/catName', byCatNameQuery, (q) => ({ location: q.location, catName: q.catName }));
  pagedList('/api/products/subCatId', bySubCatIdQuery, (q) => ({ location: q.location, subCatId: q.subCatId }));
  // Spelled so by the screens.
  pagedList('/api/products/fiterByPrice', byPriceQuery, categoryAndPrice);
  // Products rated at least `rating` stars (a row of 4 stars shows 4, 4.5 and 5).
  pagedList('/api/products/rating', byRatingQuery, (q) => ({ location: q.location, catId: q.catId, subCatId: q.subCatId, minRating: q.rating }));

  // A category's or sub-category's page as the shopper orders and narrows it, with facet counts.
  app.get('/api/products/listing', { schema: { querystring: listingQuery, response: { 200: listingPageSchema } } }, async (request) => {
    const q = request.query as z.output<typeof listingQuery>;
    const sort = (q.sort ?? DEFAULT_LISTING_SORT) as ListingSort;
    return listListingPage(app.db, app.dialect, { ...categoryAndPrice(q), minRating: q.rating }, sort, { page: q.page, perPage: q.perPage });
  });

  app.get(
    '/api/products/:id',
    { schema: { params: productParams, response: { 200: productSchema } } },
    async ({ params: { id } }) => orNotFound(isId(id) ? await findProductById(app.db, id) : undefined, PRODUCT_NOT_FOUND),
  );

  app.get(
    '/api/search',
    {
      schema: {
        querystring: searchQuery,
        response: { 200: productListSchema },
      },
    },
    // (the best of the candidates kept per words; a typo goes straight to its correction)
    async ({ query: q }) => suggestProducts(app.db, app.dialect, searchTerms(q.q), q.location, q.limit),
  );

  // The results page: sorted, filtered and paged, with facet counts and the correction used.
  app.get('/api/search/results', { schema: { querystring: searchResultsQuery, response: { 200: searchPageSchema } } }, async (request) => {
    const q = request.query as z.output<typeof searchResultsQuery>;
    const sort = (q.sort ?? DEFAULT_SEARCH_SORT) as SortKey;
    return searchResultsPage(
      app.db,
      app.dialect,
      q.q,
      searchTerms(q.q),
      { location: q.location, subCatId: q.subCatId, minPrice: q.minPrice, maxPrice: q.maxPrice, minRating: q.rating },
      sort,
      q.exact === '1',
      { page: q.page, perPage: q.perPage },
    );
  });
};
