// Changes to a shopper's cart. Every function takes the shopper's id, so a line of another shopper
// is simply not found. Prices, titles and images are never stored here: they are read from the
// products table when the cart is listed.
import type { Db } from '../db/index';
import { newId } from '../lib/ids';
import type { StoredOptionLists } from '../lib/variants';
import { nowIso, writtenNow } from '../lib/time';

export interface ProductStock extends StoredOptionLists {
  id: string;
  name: string;
  count_in_stock: number;
}

export async function findProductStock(db: Db, productId: string): Promise<ProductStock | undefined> {
  const row = await db
    .selectFrom('products')
    .select(['id', 'name', 'count_in_stock', 'product_ram', 'size', 'product_weight'])
    .where('id', '=', productId)
    .executeTakeFirst();
  return row && { ...row, count_in_stock: Number(row.count_in_stock) };
}

/** The shopper's line for this product in this variant ('' for a product without options). */
export async function findCartLine(db: Db, userId: string, productId: string, variant: string): Promise<{ id: string } | undefined> {
  return db
    .selectFrom('cart_items')
    .select('id')
    .where('user_id', '=', userId)
    .where('product_id', '=', productId)
    .where('variant', '=', variant)
    .executeTakeFirst();
}

/**
 * How many of a product the shopper's other lines hold (its other sizes or weights): a product's
 * stock is shared by its variants (decisions §6), so a line may hold only what they leave.
 */
export async function quantityInOtherLines(db: Db, userId: string, productId: string, exceptId: string | null = null): Promise<number> {
  let query = db
    .selectFrom('cart_items')
    .select((eb) => eb.fn.sum<number | string | null>('quantity').as('total'))
    .where('user_id', '=', userId)
    .where('product_id', '=', productId);
  if (exceptId) query = query.where('id', '!=', exceptId);
  const row = await query.executeTakeFirst();
  return Number(row?.total ?? 0);
}

/** Inserts a line; the (user, product, variant) unique key refuses a second line for the same choice. */
export async function insertCartLine(db: Db, userId: string, productId: string, variant: string, quantity: number): Promise<string> {
  const id = newId();
  await db
    .insertInto('cart_items')
    .values({ id, user_id: userId, product_id: productId, variant, quantity, ...writtenNow() })
    .execute();
  return id;
}

export interface OwnCartLine {
  id: string;
  product_id: string;
  quantity: number;
  count_in_stock: number;
}

export async function findOwnCartLine(db: Db, userId: string, id: string): Promise<OwnCartLine | undefined> {
  const row = await db
    .selectFrom('cart_items as ci')
    .innerJoin('products as p', 'p.id', 'ci.product_id')
    .select(['ci.id', 'ci.product_id', 'ci.quantity', 'p.count_in_stock'])
    .where('ci.id', '=', id)
    .where('ci.user_id', '=', userId)
    .executeTakeFirst();
  return row && { ...row, quantity: Number(row.quantity), count_in_stock: Number(row.count_in_stock) };
}

export async function setCartLineQuantity(db: Db, userId: string, id: string, quantity: number): Promise<boolean> {
  const res = await db
    .updateTable('cart_items')
    .set({ quantity, updated_at: nowIso() })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

export async function deleteCartLine(db: Db, userId: string, id: string): Promise<boolean> {
  const res = await db.deleteFrom('cart_items').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  return Number(res.numDeletedRows) === 1;
}
