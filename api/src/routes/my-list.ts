// My List calls (spec §7 "My List"). Identity from the token; a userId naming someone else is a
// 403. Title, image, rating and price come from the products table, never from the body.
import { z } from 'zod';
import { currentUser, OWN_DATA_ONLY, ownDataOnly } from '../lib/auth';
import { badRequest, forbidden, HttpError, notFound } from '../lib/errors';
import type { RoutePlugin } from '../lib/route-plugin';
import { addToMyList, deleteMyListEntry, findMyListEntry, listMyList } from '../repositories/my-list';
import { idParam } from '../schemas';

export const ADDED = 'The product added to My List';
export const ALREADY_ADDED = 'Product already added in My List';
export const REMOVED = 'item removed from My List!';
/** Product cards a page shows at most (a listing page of 40, sliders of 20), with room to spare. */
export const MAX_BATCH = 100;

const productIdsParam = z
  .string()
  .max(MAX_BATCH * 65, `productIds must list at most ${MAX_BATCH} ids`)
  .transform((v) => [...new Set(v.split(',').map((id) => id.trim()).filter((id) => id !== ''))])
  .pipe(
    z
      .array(idParam('productIds'))
      .min(1, 'productIds must list at least one id')
      .max(MAX_BATCH, `productIds must list at most ${MAX_BATCH} ids`),
  );

const myListItemSchema = z.strictObject({
  id: z.string(),
  _id: z.string(),
  productTitle: z.string(),
  image: z.string(),
  rating: z.number(),
  price: z.number(),
  productId: z.string(),
  userId: z.string(),
});

export const myListRoutes: RoutePlugin = async (app) => {
  app.get(
    '/api/my-list',
    {
      schema: {
        // productIds: the batched form for a page of product cards (comma-separated, up to
        // MAX_BATCH); productId: the single form.
        querystring: z.object({
          userId: idParam('userId').optional(),
          productId: idParam('productId').optional(),
          productIds: productIdsParam.optional(),
        }),
        response: { 200: z.array(myListItemSchema) },
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
        // productTitle, image, rating and price may come along (the spec's payload) and are ignored.
        body: z.object({ productId: idParam('productId'), userId: idParam('userId').optional() }),
        response: { 201: z.strictObject({ status: z.literal(true), msg: z.string() }) },
      },
      onRequest: app.authenticate,
      preValidation: ownDataOnly,
    },
    async (request, reply) => {
      if (request.validationError) throw new HttpError(400, request.validationError.message, { status: false });
      const me = currentUser(request).id;
      const { productId } = request.body;
      const product = await app.db.selectFrom('products').select('id').where('id', '=', productId).executeTakeFirst();
      if (!product) throw notFound('Product not found', { status: false });
      if (!(await addToMyList(app.db, me, productId))) throw new HttpError(409, ALREADY_ADDED, { status: false });
      return reply.code(201).send({ status: true as const, msg: ADDED });
    },
  );

  app.delete(
    '/api/my-list/:id',
    {
      schema: {
        params: z.object({ id: z.string().max(64) }),
        response: { 200: z.strictObject({ success: z.literal(true), msg: z.string() }) },
      },
      onRequest: app.authenticate,
    },
    async (request) => {
      const me = currentUser(request).id;
      const entry = await findMyListEntry(app.db, request.params.id);
      if (!entry) throw notFound('This item is not in My List');
      if (entry.user_id !== me) throw forbidden(OWN_DATA_ONLY);
      if (!(await deleteMyListEntry(app.db, entry.id, me))) throw notFound('This item is not in My List');
      return { success: true as const, msg: REMOVED };
    },
  );
};
