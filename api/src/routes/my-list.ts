// My List calls (spec §7 "My List"). Identity from the token; a userId naming someone else is a
// 403. Title, image, rating and price come from the products table, never from the body.
import {
  addToMyListBody,
  myListAddedSchema,
  myListItemParams,
  myListQuery,
  myListRemovedSchema,
  myListSchema,
} from '@storefront/shared/contract';
import { ALREADY_IN_MY_LIST, MY_LIST_ADDED, MY_LIST_REMOVED, PRODUCT_NOT_FOUND } from '@storefront/shared/rules';
import { currentUser, OWN_DATA_ONLY, ownDataOnly } from '../lib/auth';
import { badRequest, forbidden, HttpError, notFound } from '../lib/errors';
import type { RoutePlugin } from '../lib/route-plugin';
import { addToMyList, deleteMyListEntry, findMyListEntry, listMyList } from '../repositories/my-list';
import { productExists } from '../repositories/products';

const NOT_IN_MY_LIST = 'This item is not in My List';

export const myListRoutes: RoutePlugin = async (app) => {
  app.get(
    '/api/my-list',
    {
      schema: {
        querystring: myListQuery,
        response: { 200: myListSchema },
      },
      onRequest: app.authenticate,
      preValidation: ownDataOnly,
    },
    async (request) => {
      const { productId, productIds } = request.query;
      if (productId !== undefined && productIds !== undefined) throw badRequest('Send productId or productIds, not both');
      return listMyList(app.db, currentUser(request).id, productIds ?? productId);
    },
  );

  app.post(
    '/api/my-list/add',
    {
      attachValidation: true,
      schema: {
        body: addToMyListBody,
        response: { 201: myListAddedSchema },
      },
      onRequest: app.authenticate,
      preValidation: ownDataOnly,
    },
    async (request, reply) => {
      if (request.validationError) throw new HttpError(400, request.validationError.message, { status: false });
      const me = currentUser(request).id;
      const { productId } = request.body;
      if (!(await productExists(app.db, productId))) throw notFound(PRODUCT_NOT_FOUND, { status: false });
      if (!(await addToMyList(app.db, me, productId))) throw new HttpError(409, ALREADY_IN_MY_LIST, { status: false });
      return reply.code(201).send({ status: true as const, msg: MY_LIST_ADDED });
    },
  );

  app.delete(
    '/api/my-list/:id',
    {
      schema: {
        params: myListItemParams,
        response: { 200: myListRemovedSchema },
      },
      onRequest: app.authenticate,
    },
    async (request) => {
      const me = currentUser(request).id;
      const entry = await findMyListEntry(app.db, request.params.id);
      if (!entry) throw notFound(NOT_IN_MY_LIST);
      if (entry.user_id !== me) throw forbidden(OWN_DATA_ONLY);
      if (!(await deleteMyListEntry(app.db, entry.id, me))) throw notFound(NOT_IN_MY_LIST);
      return { success: true as const, msg: MY_LIST_REMOVED };
    },
  );
};
