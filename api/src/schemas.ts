// Input pieces shared by several routes, and the exact response shapes (strict objects: an extra
// or missing field fails the response check in development and tests). The field names are the
// ones the screens read (spec section 3 and 7); every entity carries both `id` and `_id`.
import { z } from 'zod';
import { ID_PATTERN } from './lib/ids';

// ---- inputs -----------------------------------------------------------------------------------

/** An id in a query or body. Malformed ids are a 400 there (in a path they are a 404). */
export const idParam = (name: string) =>
  z
    .string({ error: `${name} is required` })
    .trim()
    .min(1, `${name} is required`)
    .regex(ID_PATTERN, `${name} is not a valid id`);

/** A whole number from a query string ('2' -> 2) within [min, max]; missing or blank gives `fallback`. */
export function queryInt(name: string, min: number, max: number, fallback: number) {
  const range = `${name} must be a whole number between ${min} and ${max}`;
  return z
    .preprocess(
      (v) => (v === '' ? undefined : v),
      z.coerce.number({ error: range }).int(range).min(min, range).max(max, range).optional(),
    )
    .transform((v) => v ?? fallback);
}

/** A number (decimals allowed) from a query string within [min, max]; missing or blank is undefined. */
export function queryNumber(name: string, min: number, max: number) {
  const range = `${name} must be a number between ${min} and ${max}`;
  return z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.coerce.number({ error: range }).min(min, range).max(max, range).optional(),
  );
}

/** Like queryNumber, but the parameter must be there. */
export function requiredQueryNumber(name: string, min: number, max: number) {
  const range = `${name} must be a number between ${min} and ${max}`;
  return z.preprocess(
    (v) => (v === '' || v === undefined ? undefined : Number(v)),
    z
      .number({ error: (iss) => (iss.input === undefined ? `${name} is required` : range) })
      .min(min, range)
      .max(max, range),
  );
}

/** A location filter: an iso2 country code (any case) or 'All'; missing or blank means All. */
export const locationQuery = z
  .preprocess(
    (v) => (typeof v === 'string' && v.trim() !== '' ? v.trim() : undefined),
    z
      .string()
      .regex(/^(all|[a-z]{2})$/i, "location must be a two-letter country code (such as IN) or 'All'")
      .optional(),
  )
  .transform((v) => (v === undefined || v.toLowerCase() === 'all' ? null : v.toUpperCase()));

export const MAX_PER_PAGE = 100;
export const DEFAULT_PER_PAGE = 10;
export const pageQuery = {
  page: queryInt('page', 1, 1_000_000, 1),
  perPage: queryInt('perPage', 1, MAX_PER_PAGE, DEFAULT_PER_PAGE),
};

// ---- responses --------------------------------------------------------------------------------

const entity = { id: z.string(), _id: z.string() };

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
export type ProductJson = z.infer<typeof productSchema>;

export const productPageSchema = z.strictObject({
  products: z.array(productSchema),
  totalPages: z.number().int(),
  page: z.number().int(),
  perPage: z.number().int(),
  totalPosts: z.number().int(),
});
export type ProductPageJson = z.infer<typeof productPageSchema>;

export const subCategorySchema = z.strictObject({ ...entity, name: z.string(), parentId: z.string() });
export const categorySchema = z.strictObject({
  ...entity,
  name: z.string(),
  color: z.string(),
  images: z.array(z.string()),
  children: z.array(subCategorySchema),
});
export type CategoryJson = z.infer<typeof categorySchema>;
export const categoryListSchema = z.strictObject({ categoryList: z.array(categorySchema) });

export const bannerSchema = z.strictObject({
  ...entity,
  images: z.array(z.string()),
  catId: z.string(),
  subCatId: z.string().nullable(),
});
export type BannerJson = z.infer<typeof bannerSchema>;

export const countriesSchema = z.strictObject({
  error: z.literal(false),
  data: z.array(z.strictObject({ country: z.string(), iso2: z.string() })),
});

export const authUserSchema = z.strictObject({
  name: z.string(),
  email: z.string(),
  id: z.string(),
  userId: z.string(),
  images: z.array(z.string()),
});

export const signInSchema = z.strictObject({
  error: z.literal(false),
  token: z.string(),
  user: authUserSchema,
  msg: z.string(),
});

export const cartItemSchema = z.strictObject({
  ...entity,
  productTitle: z.string(),
  image: z.string(),
  rating: z.number(),
  price: z.number().int(),
  quantity: z.number().int(),
  subTotal: z.number().int(),
  productId: z.string(),
  /** The RAM, size or weight picked, e.g. 'Size: M'; '' for a product without options (decisions §6). */
  variant: z.string(),
  countInStock: z.number().int(),
  userId: z.string(),
});
export type CartItemJson = z.infer<typeof cartItemSchema>;

export const reviewSchema = z.strictObject({
  ...entity,
  productId: z.string(),
  customerName: z.string(),
  customerId: z.string(),
  review: z.string(),
  customerRating: z.number(),
  dateCreated: z.string(),
  /** The reviewer has ordered this product (decisions §6). */
  verifiedPurchase: z.boolean(),
});
export type ReviewJson = z.infer<typeof reviewSchema>;

export const errorSchema = z.looseObject({ error: z.literal(true), msg: z.string() });
