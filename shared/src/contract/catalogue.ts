// Catalogue calls (spec §7 "Catalogue"): categories, banners, countries, product lists, one
// product, search. Every list honours `location`; the price and rating filters are checked here.
import { z } from 'zod';
import { LISTING_SORTS, MAX_QUERY_READ, SORTS } from '../rules/listing';
import { MAX_SEARCH_RESULTS } from '../rules/paging';
import { entity, idParam, locationQuery, pageQuery, queryInt, queryNumber, requiredQueryNumber, requiredText } from './common';

// ---- responses --------------------------------------------------------------------------------

export const productSchema = z.strictObject({
  ...entity,
  name: z.string(),
  description: z.string(),
  brand: z.string(),
  images: z.array(z.string()),
  price: z.number().int(),
  oldPrice: z.number().int(),
  discount: z.number().int(),
  countInStock: z.number().int(),
  rating: z.number(),
  numReviews: z.number().int(),
  catId: z.string(),
  catName: z.string(),
  subCatId: z.string().nullable(),
  subCat: z.string(),
  productRam: z.array(z.string()),
  size: z.array(z.string()),
  productWeight: z.array(z.string()),
  location: z.array(z.string()),
  isFeatured: z.boolean(),
  dateCreated: z.string(),
});
export const productListSchema = z.array(productSchema);

export const productPageSchema = z.strictObject({
  products: productListSchema,
  totalPages: z.number().int(),
  page: z.number().int(),
  perPage: z.number().int(),
  totalPosts: z.number().int(),
});

/** What each choice of a listing's filters would leave, the other filters applied (decisions §7). */
export const facetsSchema = z.strictObject({
  /** Per sub-category of the listing's category (price and rating applied). */
  subCategories: z.array(z.strictObject({ id: z.string(), name: z.string(), count: z.number().int() })),
  /** Per rating step, products rated at least that (sub-category and price applied). */
  ratings: z.array(z.strictObject({ rating: z.number().int(), count: z.number().int() })),
  /** Per price band, both ends included, max null for no upper end (sub-category and rating applied). */
  prices: z.array(z.strictObject({ min: z.number().int(), max: z.number().int().nullable(), count: z.number().int() })),
});

export const sortSchema = z.enum(SORTS);

/** GET /api/products/listing: one sorted, filtered page with its facet counts. */
export const listingPageSchema = productPageSchema.extend({
  sort: sortSchema,
  facets: facetsSchema,
});

/** GET /api/search/results: a page of search results with facets, and the correction used if any. */
export const searchPageSchema = listingPageSchema.extend({
  /** The query as read (cut to MAX_QUERY_READ characters). */
  query: z.string(),
  /** The corrected query the results are for, when the words as typed matched nothing (else null). */
  correctedQuery: z.string().nullable(),
  /**
   * The words the results hold one or more of, when no product holds them all but each finds
   * products on its own ('kurta saree': ['kurta', 'saree']; those holding more words first); else null.
   */
  anyOf: z.array(z.string()).nullable(),
});

export const subCategorySchema = z.strictObject({ ...entity, name: z.string(), parentId: z.string() });
export const categorySchema = z.strictObject({
  ...entity,
  name: z.string(),
  color: z.string(),
  images: z.array(z.string()),
  children: z.array(subCategorySchema),
});
export const categoryListSchema = z.strictObject({ categoryList: z.array(categorySchema) });

export const bannerSchema = z.strictObject({
  ...entity,
  images: z.array(z.string()),
  catId: z.string(),
  subCatId: z.string().nullable(),
});
export const bannerListSchema = z.array(bannerSchema);

export const countrySchema = z.strictObject({ country: z.string(), iso2: z.string() });
export const countriesSchema = z.strictObject({ error: z.literal(false), data: z.array(countrySchema) });

// ---- requests ---------------------------------------------------------------------------------

const MAX_PRICE = 10_000_000;
const blankIsMissing = (v: unknown) => (v === '' ? undefined : v);
const optionalId = (name: string) => z.preprocess(blankIsMissing, idParam(name).optional());

const paging = { ...pageQuery, location: locationQuery };
const categoryIds = { catId: optionalId('catId'), subCatId: optionalId('subCatId') };
const priceRange = { minPrice: queryNumber('minPrice', 0, MAX_PRICE), maxPrice: queryNumber('maxPrice', 0, MAX_PRICE) };

const minNotAboveMax = (q: { minPrice?: number; maxPrice?: number }) =>
  q.minPrice === undefined || q.maxPrice === undefined || q.minPrice <= q.maxPrice;
const hasCategory = (q: { catId?: string; subCatId?: string }) => q.catId !== undefined || q.subCatId !== undefined;
const MIN_ABOVE_MAX = { message: 'minPrice cannot be more than maxPrice', path: ['minPrice'] };
const CATEGORY_REQUIRED = { message: 'catId or subCatId is required', path: ['catId'] };

/** GET /api/products: the home list, and the search sidebar's variants (a price range or a rating). */
export const productsQuery = z
  .object({ ...paging, ...categoryIds, ...priceRange, rating: queryNumber('rating', 0, 5) })
  .refine(minNotAboveMax, MIN_ABOVE_MAX);

/** GET /api/products/featured */
export const featuredQuery = z.object({ location: locationQuery });

/** GET /api/products/catId */
export const byCatIdQuery = z.object({ ...paging, catId: idParam('catId') });

/** GET /api/products/catName */
export const byCatNameQuery = z.object({
  ...paging,
  catName: requiredText('catName is required', 100, 'catName must be at most 100 characters'),
});

/** GET /api/products/subCatId */
export const bySubCatIdQuery = z.object({ ...paging, subCatId: idParam('subCatId') });

/** GET /api/products/fiterByPrice (spelled so by the screens) */
export const byPriceQuery = z
  .object({ ...paging, ...categoryIds, ...priceRange })
  .refine(hasCategory, CATEGORY_REQUIRED)
  .refine(minNotAboveMax, MIN_ABOVE_MAX);

/** GET /api/products/rating: products rated at least `rating` stars. */
export const byRatingQuery = z
  .object({ ...paging, ...categoryIds, rating: requiredQueryNumber('rating', 0, 5) })
  .refine(hasCategory, CATEGORY_REQUIRED);

const sortParam = (allowed: readonly string[]) =>
  z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .enum(allowed as [string, ...string[]], { error: `sort must be one of ${allowed.join(', ')}` })
      .optional(),
  );

/** GET /api/products/listing: a category's or sub-category's page, sorted and filtered. */
export const listingQuery = z
  .object({ ...paging, ...categoryIds, ...priceRange, rating: queryNumber('rating', 0, 5), sort: sortParam(LISTING_SORTS) })
  .refine(hasCategory, CATEGORY_REQUIRED)
  .refine(minNotAboveMax, MIN_ABOVE_MAX);

/** GET /api/search/results: q is cut to MAX_QUERY_READ characters (a pasted paragraph still searches). */
export const searchResultsQuery = z
  .object({
    ...paging,
    q: z
      .string({ error: 'q is required: type something to search for' })
      .transform((v) => [...v].slice(0, MAX_QUERY_READ).join('').trim())
      .pipe(z.string().min(1, 'q is required: type something to search for')),
    subCatId: optionalId('subCatId'),
    ...priceRange,
    rating: queryNumber('rating', 0, 5),
    sort: sortParam(SORTS),
    /** 1: the words as typed, never corrected ('Search instead for'). */
    exact: z.preprocess((v) => (v === '' ? undefined : v), z.enum(['0', '1'], { error: 'exact must be 0 or 1' }).optional()),
  })
  .refine(minNotAboveMax, MIN_ABOVE_MAX);

/** GET /api/products/:id (an unknown or malformed id is a 404). */
export const productParams = z.object({ id: z.string() });

/**
 * GET /api/search. `limit`: at most this many products (the spec's answer, MAX_SEARCH_RESULTS, when
 * absent); the header's suggestions ask for the few they show instead of 60 on every keystroke.
 */
export const searchQuery = z.object({
  q: requiredText('q is required: type something to search for', 200, 'q must be at most 200 characters'),
  location: locationQuery,
  limit: queryInt('limit', 1, MAX_SEARCH_RESULTS, MAX_SEARCH_RESULTS),
});

// ---- sitemap --------------------------------------------------------------------------------------

/** Products per sitemap file (the sitemap protocol's limit). */
export const SITEMAP_URLS = 50_000;

/** GET /api/sitemap?page=N: what the shop's sitemaps list (page N of the products, by id). */
export const sitemapQuery = z.object({ page: pageQuery.page });

/** The catalogue's version: it moves on every product, category or banner change (the shell keys its page cache by it). */
export const catalogueVersionSchema = z.strictObject({ version: z.string() });

const lastmodEntry = z.strictObject({ id: z.string(), lastmod: z.string() });
export const sitemapSchema = z.strictObject({
  /** How many products there are (so how many product sitemaps). */
  totalProducts: z.number().int(),
  perFile: z.number().int(),
  products: z.array(lastmodEntry),
  /** Categories and sub-categories, each with its newest product's date (or the catalogue's). */
  categories: z.array(lastmodEntry),
  subCategories: z.array(lastmodEntry),
});
