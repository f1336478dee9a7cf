// My List (the wishlist). Title, image, rating and price always come from the products table.
import type { MyListItem } from '@storefront/shared/types';
import type { Db } from '../db/index';
import { newId } from '../lib/ids';
import { parseList } from '../lib/json';

/** The shopper's list, or only its entries for one product or a set of products. */
export async function listMyList(db: Db, userId: string, productId?: string | readonly string[]): Promise<MyListItem[]> {
  let q = db
    .selectFrom('my_list as m')
    .innerJoin('products as p', 'p.id', 'm.product_id')
    .select(['m.id', 'm.user_id', 'm.product_id', 'p.name', 'p.images', 'p.rating', 'p.price'])
    .where('m.user_id', '=', userId);
  if (typeof productId === 'string') q = q.where('m.product_id', '=', productId);
  else if (productId !== undefined) q = q.where('m.product_id', 'in', productId);
  const rows = await q.orderBy('m.created_at', 'desc').orderBy('m.id').execute();
  return rows.map((r) => ({
    id: r.id,
    _id: r.id,
    productTitle: r.name,
    image: parseList(r.images)[0] ?? '',
    rating: Number(r.rating),
    price: Number(r.price),
    productId: r.product_id,
    userId: r.user_id,
  }));
}

/** Adds the product; false when it is already in the shopper's list (the unique key decides). */
export async function addToMyList(db: Db, userId: string, productId: string): Promise<boolean> {
  const res = await db
    .insertInto('my_list')
    .values({ id: newId(), user_id: userId, product_id: productId, created_at: new Date().toISOString() })
    .onConflict((oc) => oc.columns(['user_id', 'product_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return res !== undefined;
}

export async function findMyListEntry(db: Db, id: string): Promise<{ id: string; user_id: string } | undefined> {
  return db.selectFrom('my_list').select(['id', 'user_id']).where('id', '=', id).executeTakeFirst();
}

export async function deleteMyListEntry(db: Db, id: string, userId: string): Promise<boolean> {
  const res = await db.deleteFrom('my_list').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  return Number(res.numDeletedRows) === 1;
}
