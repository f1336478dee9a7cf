// My List calls (spec §7 "My List"). Title, image, rating and price come from the catalogue.
import { z } from 'zod';
import { MAX_MY_LIST_BATCH } from '../rules/paging';
import { entity, idParam, removedSchema } from './common';

export const myListItemSchema = z.strictObject({
  ...entity,
  productTitle: z.string(),
  image: z.string(),
  rating: z.number(),
  price: z.number(),
  productId: z.string(),
  userId: z.string(),
});
export const myListSchema = z.array(myListItemSchema);

const productIdsParam = z
  .string()
  .max(MAX_MY_LIST_BATCH * 65, `productIds must list at most ${MAX_MY_LIST_BATCH} ids`)
  .transform((v) => [...new Set(v.split(',').map((id) => id.trim()).filter((id) => id !== ''))])
  .pipe(
    z
      .array(idParam('productIds'))
      .min(1, 'productIds must list at least one id')
      .max(MAX_MY_LIST_BATCH, `productIds must list at most ${MAX_MY_LIST_BATCH} ids`),
  );

/**
 * GET /api/my-list. productIds: the batched form for a page of product cards (comma-separated);
 * productId: the single form.
 */
export const myListQuery = z.object({
  userId: idParam('userId').optional(),
  productId: idParam('productId').optional(),
  productIds: productIdsParam.optional(),
});

/** POST /api/my-list/add. productTitle, image, rating and price may come along (the spec's payload) and are ignored. */
export const addToMyListBody = z.object({
  productId: idParam('productId'),
  userId: idParam('userId').optional(),
  productTitle: z.unknown().optional(),
  image: z.unknown().optional(),
  rating: z.unknown().optional(),
  price: z.unknown().optional(),
});
export const myListAddedSchema = z.strictObject({ status: z.literal(true), msg: z.string() });

/** DELETE /api/my-list/:id */
export const myListItemParams = z.object({ id: z.string().max(64) });
export const myListRemovedSchema = removedSchema;
