// Cart calls (spec section 7, "Cart"). Identity from the token; a userId naming someone else is refused.
// Prices, titles and images always come from the products table, never from the request body.
import { z } from 'zod';
import { currentUser, ownDataOnly } from '../lib/auth';
import { isUniqueViolation } from '../lib/db-errors';
import { badRequest, conflict, notFound } from '../lib/errors';
import type { RoutePlugin } from '../lib/route-plugin';
import { variantFor } from '../lib/variants';
import { cartAddResponseSchema, cartDeleteResponseSchema } from '../order-schemas';
import { listCart } from '../repositories/cart';
import {
  deleteCartLine,
  findCartLine,
  findOwnCartLine,
  findProductStock,
  insertCartLine,
  setCartLineQuantity,
} from '../repositories/cart-writes';
import { cartItemSchema, idParam } from '../schemas';

export const ITEM_ADDED = 'Item is added in the cart';
export const ALREADY_IN_CART = 'Product already added in the cart';
export const ITEM_REMOVED = 'item removed from cart!';
export const STOCK_EXCEEDED = 'The quantity is greater than product count in stock';
export const OUT_OF_STOCK = 'This product is out of stock';
export const CART_ITEM_NOT_FOUND = 'Cart item not found';
export const PRODUCT_NOT_FOUND = 'Product not found';
const MAX_QUANTITY = 10_000;

const quantityField = z
  .number({ error: 'Please select a quantity' })
  .int('quantity must be a whole number')
  .min(1, 'Please select a quantity')
  .max(MAX_QUANTITY, STOCK_EXCEEDED);

const choice = (label: string) => z.string({ error: `${label} must be text` }).trim().max(100, `${label} must be at most 100 characters`).optional();

/**
 * The spec's body is the whole cart item; only productId, quantity and the RAM, size or weight
 * picked (decisions §6: `productRam`, `size`, `productWeight`, named like the product's lists) are believed.
 */
const addBody = z.object({
  productId: idParam('productId'),
  quantity: quantityField,
  productRam: choice('RAM'),
  size: choice('Size'),
  productWeight: choice('Weight'),
  userId: z.string().optional(),
});

const updateBody = z.object({ quantity: quantityField, userId: z.string().optional() });
const itemParams = z.object({ id: z.string() });

export const cartRoutes: RoutePlugin = async (app) => {
  app.get(
    '/api/cart',
    {
      schema: {
        querystring: z.object({ userId: idParam('userId').optional() }),
        response: { 200: z.array(cartItemSchema) },
      },
      onRequest: app.authenticate,
      preHandler: ownDataOnly,
    },
    async (request) => listCart(app.db, currentUser(request).id),
  );

  app.post(
    '/api/cart/add',
    {
      schema: { body: addBody, response: { 201: cartAddResponseSchema } },
      onRequest: app.authenticate,
      preValidation: ownDataOnly,
    },
    async (request, reply) => {
      const userId = currentUser(request).id;
      const { productId, quantity } = request.body;
      const product = await findProductStock(app.db, productId);
      if (!product) throw notFound(PRODUCT_NOT_FOUND, { status: false });
      const picked = variantFor(product, request.body);
      if (!picked.ok) throw badRequest(picked.msg, { status: false });
      if (await findCartLine(app.db, userId, productId, picked.variant)) throw conflict(ALREADY_IN_CART, { status: false });
      if (product.count_in_stock < 1) throw badRequest(OUT_OF_STOCK, { status: false });
      if (quantity > product.count_in_stock) throw badRequest(STOCK_EXCEEDED, { status: false });
      let id: string;
      try {
        id = await insertCartLine(app.db, userId, productId, picked.variant, quantity);
      } catch (err) {
        // Two adds of the same product and variant at once: the unique key lets one through.
        if (isUniqueViolation(err)) throw conflict(ALREADY_IN_CART, { status: false });
        throw err;
      }
      const cartItem = (await listCart(app.db, userId)).find((i) => i.id === id);
      if (!cartItem) throw notFound(PRODUCT_NOT_FOUND, { status: false });
      return reply.code(201).send({ status: true as const, msg: ITEM_ADDED, cartItem });
    },
  );

  app.put(
    '/api/cart/:id',
    {
      schema: { params: itemParams, body: updateBody, response: { 200: cartItemSchema } },
      onRequest: app.authenticate,
      preValidation: ownDataOnly,
    },
    async (request) => {
      const userId = currentUser(request).id;
      const line = await findOwnCartLine(app.db, userId, request.params.id);
      if (!line) throw notFound(CART_ITEM_NOT_FOUND);
      if (request.body.quantity > line.count_in_stock) throw badRequest(STOCK_EXCEEDED);
      if (!(await setCartLineQuantity(app.db, userId, line.id, request.body.quantity))) throw notFound(CART_ITEM_NOT_FOUND);
      const item = (await listCart(app.db, userId)).find((i) => i.id === line.id);
      if (!item) throw notFound(CART_ITEM_NOT_FOUND);
      return item;
    },
  );

  app.delete(
    '/api/cart/:id',
    {
      schema: { params: itemParams, response: { 200: cartDeleteResponseSchema } },
      onRequest: app.authenticate,
      preValidation: ownDataOnly,
    },
    async (request) => {
      const userId = currentUser(request).id;
      if (!(await deleteCartLine(app.db, userId, request.params.id))) throw notFound(CART_ITEM_NOT_FOUND);
      return { success: true as const, msg: ITEM_REMOVED };
    },
  );
};
