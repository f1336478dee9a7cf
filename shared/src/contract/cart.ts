// Cart calls (spec §7 "Cart"). Only productId, quantity and the option picked are believed;
// prices, titles and images come from the catalogue.
import { z } from 'zod';
import { MAX_QUANTITY } from '../rules/limits';
import { SELECT_QUANTITY, STOCK_EXCEEDED } from '../rules/messages';
import { entity, idParam, removedSchema } from './common';

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
export const cartListSchema = z.array(cartItemSchema);

/** GET /api/cart */
export const cartQuery = z.object({ userId: idParam('userId').optional() });

const quantityField = z
  .number({ error: SELECT_QUANTITY })
  .int('quantity must be a whole number')
  .min(1, SELECT_QUANTITY)
  .max(MAX_QUANTITY, STOCK_EXCEEDED);

const choice = (label: string) => z.string({ error: `${label} must be text` }).trim().max(100, `${label} must be at most 100 characters`).optional();

/**
 * POST /api/cart/add. The spec's body is the whole cart item; only productId, quantity and the RAM,
 * size or weight picked (decisions §6, named like the product's lists) are read.
 */
export const addToCartBody = z.object({
  productId: idParam('productId'),
  quantity: quantityField,
  productRam: choice('RAM'),
  size: choice('Size'),
  productWeight: choice('Weight'),
  userId: z.string().optional(),
  // The rest of the spec's cart item may come along; the catalogue's own values are used instead.
  productTitle: z.unknown().optional(),
  image: z.unknown().optional(),
  rating: z.unknown().optional(),
  price: z.unknown().optional(),
  subTotal: z.unknown().optional(),
  countInStock: z.unknown().optional(),
});
export const cartAddResponseSchema = z.strictObject({ status: z.literal(true), msg: z.string(), cartItem: cartItemSchema });

/** PUT /api/cart/:id: the new quantity; answers the changed line. */
export const updateCartBody = z.object({ quantity: quantityField, userId: z.string().optional() });
export const cartItemParams = z.object({ id: z.string() });

/** DELETE /api/cart/:id */
export const cartDeleteResponseSchema = removedSchema;
