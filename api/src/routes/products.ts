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
  productListSchema,
  productPageSchema,
  productParams,
  productSchema,
  productsQuery,
  searchQuery,
} from '@storefront/shared/contract';
import { MAX_LIST, MAX_SEARCH_RESULTS, PRODUCT_NOT_FOUND } from '@storefront/shared/rules';
import { notFound } from '../lib/errors';
import { isId } from '../lib/ids';
import type { RoutePlugin } from '../lib/route-plugin';
import { searchTerms } from '../lib/search';
import { findProductById, listProductPage, listProducts, searchProducts, type ProductFilter } from '../repositories/products';

export const productRoutes: RoutePlugin = async (app) => {
  const page = (filter: ProductFilter, q: { page: number; perPage: number }) =>
    listProductPage(app.db, filter, { page: q.page, perPage: q.perPage });

  // The home list, and the search sidebar's variants (subCatId with a price range or a rating).
  app.get(
    '/api/products',
    {
      schema: {
        querystring: productsQuery,
        response: { 200: productPageSchema },
      },
    },
    async ({ query: q }) =>
      page(
        {
          location: q.location,
          catId: q.catId,
          subCatId: q.subCatId,
          minPrice: q.minPrice,
          maxPrice: q.maxPrice,
          minRating: q.rating,
        },
        q,
      ),
  );

  app.get(
    '/api/products/featured',
    { schema: { querystring: featuredQuery, response: { 200: productListSchema } } },
    async ({ query: q }) => listProducts(app.db, { featured: true, location: q.location }, MAX_LIST),
  );

  app.get(
    '/api/products/catId',
    {
      schema: { querystring: byCatIdQuery, response: { 200: productPageSchema } },
    },
    async ({ query: q }) => page({ location: q.location, catId: q.catId }, q),
  );

  app.get(
    '/api/products/catName',
    {
      schema: {
        querystring: byCatNameQuery,
        response: { 200: productPageSchema },
      },
    },
    async ({ query: q }) => page({ location: q.location, catName: q.catName }, q),
  );

  app.get(
    '/api/products/subCatId',
    {
      schema: {
        querystring: bySubCatIdQuery,
        response: { 200: productPageSchema },
      },
    },
    async ({ query: q }) => page({ location: q.location, subCatId: q.subCatId }, q),
  );

  // Spelled so by the screens.
  app.get(
    '/api/products/fiterByPrice',
    {
      schema: {
        querystring: byPriceQuery,
        response: { 200: productPageSchema },
      },
    },
    async ({ query: q }) =>
      page(
        { location: q.location, catId: q.catId, subCatId: q.subCatId, minPrice: q.minPrice, maxPrice: q.maxPrice },
        q,
      ),
  );

  // Products rated at least `rating` stars (a row of 4 stars shows 4, 4.5 and 5).
  app.get(
    '/api/products/rating',
    {
      schema: {
        querystring: byRatingQuery,
        response: { 200: productPageSchema },
      },
    },
    async ({ query: q }) =>
      page({ location: q.location, catId: q.catId, subCatId: q.subCatId, minRating: q.rating }, q),
  );

  app.get(
    '/api/products/:id',
    { schema: { params: productParams, response: { 200: productSchema } } },
    async (request) => {
      const { id } = request.params;
      const product = isId(id) ? await findProductById(app.db, id) : undefined;
      if (!product) throw notFound(PRODUCT_NOT_FOUND);
      return product;
    },
  );

  app.get(
    '/api/search',
    {
      schema: {
        querystring: searchQuery,
        response: { 200: productListSchema },
      },
    },
    async ({ query: q }) =>
      searchProducts(app.db, app.dialect, searchTerms(q.q), { location: q.location }, MAX_SEARCH_RESULTS),
  );
};
