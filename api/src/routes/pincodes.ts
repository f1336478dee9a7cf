// Pincode check (decisions §7): whether we deliver to a pincode, by when, and whether Cash on
// Delivery is offered there. Public: the product page asks before anyone signs in.
import { deliveryEstimateSchema, pincodeParams } from '@storefront/shared/contract';
import { estimateDelivery } from '../domain/delivery';
import type { RoutePlugin } from '../lib/route-plugin';

export const pincodeRoutes: RoutePlugin = async (app) => {
  app.get(
    '/api/pincodes/:pincode',
    { schema: { params: pincodeParams, response: { 200: deliveryEstimateSchema } } },
    async (request, reply) => {
      // The date moves with the clock: a shared cache may keep it for minutes, not days.
      reply.header('cache-control', 'public, max-age=300');
      return estimateDelivery(app.db, request.params.pincode, app.config.seller.state);
    },
  );
};
