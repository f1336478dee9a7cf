import type { Db } from '../db/index';
import { parseList } from '../lib/json';
import type { CartItemJson } from '../schemas';

/** A shopper's cart, oldest line first; price, title, image and stock come from the products table. */
export async function listCart(db: Db, userId: string): Promise<CartItemJson[]> {
  const rows = await db
    .selectFrom('cart_items as ci')
    .innerJoin('products as p', 'p.id', 'ci.product_id')
    .select([
      'ci.id',
      'ci.user_id',
      'ci.product_id',
      'ci.variant',
      'ci.quantity',
      'p.name',
      'p.images',
      'p.rating',
      'p.price',
      'p.count_in_stock',
    ])
    .where('ci.user_id', '=', userId)
    .orderBy('ci.created_at')
    .orderBy('ci.id')
    .execute();
  return rows.map((r) => {
    const price = Number(r.price);
    const quantity = Number(r.quantity);
    return {
      id: r.id,
      _id: r.id,
      productTitle: r.name,
      image: parseList(r.images)[0] ?? '',
      rating: Number(r.rating),
      price,
      quantity,
      subTotal: price * quantity,
      productId: r.product_id,
      variant: r.variant,
      countInStock: Number(r.count_in_stock),
      userId: r.user_id,
    };
  });
}
