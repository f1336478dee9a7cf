// The cart as the screens read it: each line with its product's current title, image, price and stock.
import type { CartItem } from '@storefront/shared/types';
import { lineSubtotal } from '@storefront/shared/rules';
import type { Db } from '../db/index';
import { parseList } from '../lib/json';

function cartQuery(db: Db, userId: string) {
  return db
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
    .where('ci.user_id', '=', userId);
}

type CartRow = Awaited<ReturnType<ReturnType<typeof cartQuery>['executeTakeFirstOrThrow']>>;

/** A cart line from its row joined with its product: the one place a cart item is made. */
export function toCartItem(r: CartRow): CartItem {
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
    subTotal: lineSubtotal(price, quantity),
    productId: r.product_id,
    variant: r.variant,
    countInStock: Number(r.count_in_stock),
    userId: r.user_id,
  };
}

/** A shopper's cart, oldest line first. */
export async function listCart(db: Db, userId: string): Promise<CartItem[]> {
  const rows = await cartQuery(db, userId).orderBy('ci.created_at').orderBy('ci.id').execute();
  return rows.map(toCartItem);
}

/** One line of the shopper's cart. */
export async function findCartItem(db: Db, userId: string, id: string): Promise<CartItem | undefined> {
  const row = await cartQuery(db, userId).where('ci.id', '=', id).executeTakeFirst();
  return row ? toCartItem(row) : undefined;
}
