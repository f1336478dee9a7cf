// Cart calls (spec section 7, "Cart"). Identity from the token; a userId naming someone else is refused.
import { z } from 'zod';
import { currentUser, ownDataOnly } from '../lib/auth';
import type { RoutePlugin } from '../lib/route-plugin';
import { listCart } from '../repositories/cart';
import { cartItemSchema, idParam } from '../schemas';

export const cartRoutes: RoutePlugin = async (app) => {
  app.get(
    '/api/cart',
    {
      schema: {
        querystring: z.object({ userId: idParam('userId').optional() }),
        response: { 200: z.array(cartItemSchema) },
      },
      onRequest: app.authenticate,
      preValidation: ownDataOnly,
    },
    async (request) => listCart(app.db, currentUser(request).id),
  );
};
