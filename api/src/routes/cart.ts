// Cart calls (spec section 7, "Cart"). Identity from the token; a userId naming someone else is refused.
// Prices, titles and images always come from the products table, never from the request body.
import {
  addToCartBody,
  cartAddResponseSchema,
  cartDeleteResponseSchema,
  cartItemParams,
  cartItemSchema,
  cartListSchema,
  cartQuery,
  updateCartBody,
} from '@storefront/shared/contract';
import { ALREADY_IN_CART, CART_ITEM_NOT_FOUND, ITEM_ADDED, ITEM_REMOVED, PRODUCT_NOT_FOUND } from '@storefront/shared/rules';
import { assertQuantityInStock } from '../domain/stock';
import { currentUser, ownDataOnly } from '../lib/auth';
import { isUniqueViolation } from '../lib/db-errors';
import { withLock } from '../lib/locks';
import { badRequest, conflict, notFound, orNotFound } from '../lib/errors';
import type { RoutePlugin } from '../lib/route-plugin';
import { variantFor } from '../lib/variants';
import { findCartItem, listCart } from '../repositories/cart';
import {
  deleteCartLine,
  findCartLine,
  findOwnCartLine,
  findProductStock,
  insertCartLine,
  quantityInOtherLines,
  setCartLineQuantity,
} from '../repositories/cart-writes';

/** One shopper's lines of one product: what their stock check and write hold (lib/locks.ts). */
const stockLockKey = (userId: string, productId: string) => `cart-stock:${userId}:${productId}`;

export const cartRoutes: RoutePlugin = async (app) => {
  // Every cart call is the shopper's own data: signed in, and a userId in the request may name only them.
  app.addHook('onRequest', app.authenticate);
  app.addHook('preValidation', ownDataOnly);

  app.get(
    '/api/cart',
    { schema: { querystring: cartQuery, response: { 200: cartListSchema } } },
    async (request) => listCart(app.db, currentUser(request).id),
  );

  app.post(
    '/api/cart/add',
    { schema: { body: addToCartBody, response: { 201: cartAddResponseSchema } } },
    async (request, reply) => {
      const userId = currentUser(request).id;
      const { productId, quantity } = request.body;
      const product = await findProductStock(app.db, productId);
      if (!product) throw notFound(PRODUCT_NOT_FOUND, { status: false });
      const picked = variantFor(product, request.body);
      if (!picked.ok) throw badRequest(picked.msg, { status: false });
      // Its other variants in the cart share the product's stock: counted and written as one step, so
      // two sizes added at once cannot both take what only one of them may.
      const id = await withLock(app.db, stockLockKey(userId, productId), async (trx) => {
        if (await findCartLine(trx, userId, productId, picked.variant)) throw conflict(ALREADY_IN_CART, { status: false });
        const others = await quantityInOtherLines(trx, userId, productId);
        assertQuantityInStock(quantity + others, product.count_in_stock, { status: false });
        try {
          return await insertCartLine(trx, userId, productId, picked.variant, quantity);
        } catch (err) {
          // Two adds of the same product and variant at once: the unique key lets one through.
          if (isUniqueViolation(err)) throw conflict(ALREADY_IN_CART, { status: false });
          throw err;
        }
      });
      const cartItem = await findCartItem(app.db, userId, id);
      if (!cartItem) throw notFound(PRODUCT_NOT_FOUND, { status: false });
      return reply.code(201).send({ status: true as const, msg: ITEM_ADDED, cartItem });
    },
  );

  app.put(
    '/api/cart/:id',
    { schema: { params: cartItemParams, body: updateCartBody, response: { 200: cartItemSchema } } },
    async (request) => {
      const userId = currentUser(request).id;
      const line = await findOwnCartLine(app.db, userId, request.params.id);
      if (!line) throw notFound(CART_ITEM_NOT_FOUND);
      await withLock(app.db, stockLockKey(userId, line.product_id), async (trx) => {
        const others = await quantityInOtherLines(trx, userId, line.product_id, line.id);
        assertQuantityInStock(request.body.quantity + others, line.count_in_stock);
        if (!(await setCartLineQuantity(trx, userId, line.id, request.body.quantity))) throw notFound(CART_ITEM_NOT_FOUND);
      });
      return orNotFound(await findCartItem(app.db, userId, line.id), CART_ITEM_NOT_FOUND);
    },
  );

  app.delete(
    '/api/cart/:id',
    { schema: { params: cartItemParams, response: { 200: cartDeleteResponseSchema } } },
    async (request) => {
      const userId = currentUser(request).id;
      if (!(await deleteCartLine(app.db, userId, request.params.id))) throw notFound(CART_ITEM_NOT_FOUND);
      return { success: true as const, msg: ITEM_REMOVED };
    },
  );
};
