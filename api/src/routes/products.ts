// Product reads (spec section 7, "Catalogue"): lists by category, sub-category, price and rating,
// featured, one product, and search. Every list honours `location`; every filter runs in SQL, so
// pages are full and totals count only matches.
import { z } from 'zod';
import { notFound } from '../lib/errors';
import { isId } from '../lib/ids';
import type { RoutePlugin } from '../lib/route-plugin';
import { searchTerms } from '../lib/search';
import { findProductById, listProductPage, listProducts, searchProducts, type ProductFilter } from '../repositories/products';
import { idParam, locationQuery, pageQuery, productPageSchema, productSchema, queryNumber, requiredQueryNumber } from '../schemas';

export const PRODUCT_NOT_FOUND = 'Product not found';
/** Featured and search answers are plain arrays; this bounds them. */
export const MAX_LIST = 100;
export const MAX_SEARCH_RESULTS = 60;
const MAX_PRICE = 10_000_000;

const blankIsMissing = (v: unknown) => (v === '' ? undefined : v);
const optionalId = (name: string) => z.preprocess(blankIsMissing, idParam(name).optional());

const paging = { ...pageQuery, location: locationQuery };
const categoryIds = { catId: optionalId('catId'), subCatId: optionalId('subCatId') };
const priceRange = { minPrice: queryNumber('minPrice', 0, MAX_PRICE), maxPrice: queryNumber('maxPrice', 0, MAX_PRICE) };

interface PriceRange {
  minPrice?: number;
  maxPrice?: number;
}
interface CategoryIds {
  catId?: string;
  subCatId?: string;
}
const minNotAboveMax = (q: PriceRange) => q.minPrice === undefined || q.maxPrice === undefined || q.minPrice <= q.maxPrice;
const hasCategory = (q: CategoryIds) => q.catId !== undefined || q.subCatId !== undefined;
const MIN_ABOVE_MAX = { message: 'minPrice cannot be more than maxPrice', path: ['minPrice'] };
const CATEGORY_REQUIRED = { message: 'catId or subCatId is required', path: ['catId'] };

const productList = z.array(productSchema);

export const productRoutes: RoutePlugin = async (app) => {
  const page = (filter: ProductFilter, q: { page: number; perPage: number }) =>
    listProductPage(app.db, filter, { page: q.page, perPage: q.perPage });

  // The home list, and the search sidebar's variants (subCatId with a price range or a rating).
  app.get(
    '/api/products',
    {
      schema: {
        querystring: z
          .object({ ...paging, ...categoryIds, ...priceRange, rating: queryNumber('rating', 0, 5) })
          .refine(minNotAboveMax, MIN_ABOVE_MAX),
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
    { schema: { querystring: z.object({ location: locationQuery }), response: { 200: productList } } },
    async ({ query: q }) => listProducts(app.db, { featured: true, location: q.location }, MAX_LIST),
  );

  app.get(
    '/api/products/catId',
    {
      schema: { querystring: z.object({ ...paging, catId: idParam('catId') }), response: { 200: productPageSchema } },
    },
    async ({ query: q }) => page({ location: q.location, catId: q.catId }, q),
  );

  app.get(
    '/api/products/catName',
    {
      schema: {
        querystring: z.object({
          ...paging,
          catName: z
            .string({ error: 'catName is required' })
            .trim()
            .min(1, 'catName is required')
            .max(100, 'catName must be at most 100 characters'),
        }),
        response: { 200: productPageSchema },
      },
    },
    async ({ query: q }) => page({ location: q.location, catName: q.catName }, q),
  );

  app.get(
    '/api/products/subCatId',
    {
      schema: {
        querystring: z.object({ ...paging, subCatId: idParam('subCatId') }),
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
        querystring: z
          .object({ ...paging, ...categoryIds, ...priceRange })
          .refine(hasCategory, CATEGORY_REQUIRED)
          .refine(minNotAboveMax, MIN_ABOVE_MAX),
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
        querystring: z
          .object({ ...paging, ...categoryIds, rating: requiredQueryNumber('rating', 0, 5) })
          .refine(hasCategory, CATEGORY_REQUIRED),
        response: { 200: productPageSchema },
      },
    },
    async ({ query: q }) =>
      page({ location: q.location, catId: q.catId, subCatId: q.subCatId, minRating: q.rating }, q),
  );

  app.get(
    '/api/products/:id',
    { schema: { params: z.object({ id: z.string() }), response: { 200: productSchema } } },
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
        querystring: z.object({
          q: z
            .string({ error: 'q is required: type something to search for' })
            .trim()
            .min(1, 'q is required: type something to search for')
            .max(200, 'q must be at most 200 characters'),
          location: locationQuery,
        }),
        response: { 200: productList },
      },
    },
    async ({ query: q }) =>
      searchProducts(app.db, app.dialect, searchTerms(q.q), { location: q.location }, MAX_SEARCH_RESULTS),
  );
};
