// Orders and their lines. Creating one happens inside the handler's transaction: the cart is taken
// (deleted) first, stock is decremented conditionally, and any refusal rolls everything back.
import type { Db } from '../db/index';
import type { PaymentType } from '../db/schema';
import { newId } from '../lib/ids';
import { parseList } from '../lib/json';
import { nowIso } from '../lib/time';
import type { OrderJson, OrderProductJson } from '../order-schemas';

export const TAX_PERCENT = 18;

export interface Totals {
  subtotal: number;
  tax: number;
  total: number;
}

/** Subtotal of whole-rupee lines, 18% tax rounded to the rupee (half up), and their sum. */
export function computeTotals(lines: ReadonlyArray<{ price: number; quantity: number }>): Totals {
  const subtotal = lines.reduce((sum, l) => sum + l.price * l.quantity, 0);
  const tax = Math.round((subtotal * TAX_PERCENT) / 100);
  return { subtotal, tax, total: subtotal + tax };
}

/** A cart line priced from the products table, as an order will record it. */
export interface PricedLine {
  productId: string;
  productTitle: string;
  image: string;
  /** The RAM, size or weight picked, e.g. 'Size: M'; '' for a product without options. */
  variant: string;
  price: number;
  quantity: number;
  countInStock: number;
}

async function priceLines(db: Db, lines: ReadonlyArray<{ product_id: string; variant: string; quantity: number }>): Promise<PricedLine[]> {
  if (lines.length === 0) return [];
  const products = await db
    .selectFrom('products')
    .select(['id', 'name', 'images', 'price', 'count_in_stock'])
    .where('id', 'in', lines.map((l) => l.product_id))
    .execute();
  const byId = new Map(products.map((p) => [p.id, p]));
  return lines
    .map((l) => {
      const p = byId.get(l.product_id);
      if (!p) return null;
      return {
        productId: p.id,
        productTitle: p.name,
        image: parseList(p.images)[0] ?? '',
        variant: l.variant,
        price: Number(p.price),
        quantity: Number(l.quantity),
        countInStock: Number(p.count_in_stock),
      };
    })
    .filter((l): l is PricedLine => l !== null)
    .sort((a, b) => (a.productId < b.productId ? -1 : a.productId > b.productId ? 1 : 0));
}

/** The shopper's cart priced from the catalogue, without changing it. */
export async function pricedCart(db: Db, userId: string): Promise<PricedLine[]> {
  const lines = await db.selectFrom('cart_items').select(['product_id', 'variant', 'quantity']).where('user_id', '=', userId).execute();
  return priceLines(db, lines);
}

/**
 * Empties the shopper's cart and returns what was in it, priced. Deleting first makes the cart the
 * order's lock: a second order of the same shopper running at the same time finds it empty.
 */
export async function takeCart(trx: Db, userId: string): Promise<PricedLine[]> {
  const taken = await trx.deleteFrom('cart_items').where('user_id', '=', userId).returning(['product_id', 'variant', 'quantity']).execute();
  return priceLines(trx, taken);
}

/** Takes `quantity` from stock only if that much is left (one statement: no lost update). */
export async function decrementStock(trx: Db, productId: string, quantity: number): Promise<boolean> {
  const res = await trx
    .updateTable('products')
    .set((eb) => ({ count_in_stock: eb('count_in_stock', '-', quantity) }))
    .where('id', '=', productId)
    .where('count_in_stock', '>=', quantity)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

export async function stockOf(db: Db, productId: string): Promise<number> {
  const row = await db.selectFrom('products').select('count_in_stock').where('id', '=', productId).executeTakeFirst();
  return Number(row?.count_in_stock ?? 0);
}

export interface NewOrder {
  userId: string;
  name: string;
  phoneNumber: string;
  address: string;
  pincode: string;
  email: string;
  totals: Totals;
  paymentType: PaymentType;
  paymentId: string;
  paymentOrderId: string | null;
  status: string;
  lines: readonly PricedLine[];
}

export async function insertOrder(trx: Db, order: NewOrder): Promise<OrderJson> {
  const id = newId();
  const createdAt = nowIso();
  await trx
    .insertInto('orders')
    .values({
      id,
      user_id: order.userId,
      name: order.name,
      phone_number: order.phoneNumber,
      address: order.address,
      pincode: order.pincode,
      email: order.email,
      subtotal: order.totals.subtotal,
      tax: order.totals.tax,
      amount: order.totals.total,
      payment_type: order.paymentType,
      payment_id: order.paymentId,
      payment_order_id: order.paymentOrderId,
      status: order.status,
      created_at: createdAt,
    })
    .execute();
  const products: OrderProductJson[] = order.lines.map((l) => ({
    productId: l.productId,
    productTitle: l.productTitle,
    image: l.image,
    variant: l.variant,
    price: l.price,
    quantity: l.quantity,
    subTotal: l.price * l.quantity,
  }));
  await trx
    .insertInto('order_items')
    .values(
      products.map((p) => ({
        id: newId(),
        order_id: id,
        product_id: p.productId,
        product_title: p.productTitle,
        image: p.image,
        variant: p.variant,
        price: p.price,
        quantity: p.quantity,
        sub_total: p.subTotal,
      })),
    )
    .execute();
  return {
    id,
    _id: id,
    orderId: id,
    date: createdAt,
    name: order.name,
    phoneNumber: order.phoneNumber,
    address: order.address,
    pincode: order.pincode,
    email: order.email,
    amount: order.totals.total,
    subtotal: order.totals.subtotal,
    tax: order.totals.tax,
    paymentId: order.paymentId,
    paymentType: order.paymentType,
    status: order.status,
    products,
  };
}

/** The shopper's orders, newest first, each with its lines. */
export async function listOrders(db: Db, userId: string): Promise<OrderJson[]> {
  const orders = await db
    .selectFrom('orders')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  if (orders.length === 0) return [];
  const items = await db
    .selectFrom('order_items')
    .selectAll()
    .where('order_id', 'in', orders.map((o) => o.id))
    .orderBy('product_title')
    .orderBy('variant')
    .orderBy('id')
    .execute();
  const byOrder = new Map<string, OrderProductJson[]>();
  for (const it of items) {
    const list = byOrder.get(it.order_id) ?? [];
    list.push({
      productId: it.product_id ?? '',
      productTitle: it.product_title,
      image: it.image,
      variant: it.variant,
      price: Number(it.price),
      quantity: Number(it.quantity),
      subTotal: Number(it.sub_total),
    });
    byOrder.set(it.order_id, list);
  }
  return orders.map((o) => ({
    id: o.id,
    _id: o.id,
    orderId: o.id,
    date: o.created_at,
    name: o.name,
    phoneNumber: o.phone_number,
    address: o.address,
    pincode: o.pincode,
    email: o.email,
    amount: Number(o.amount),
    subtotal: Number(o.subtotal),
    tax: Number(o.tax),
    paymentId: o.payment_id,
    paymentType: o.payment_type,
    status: o.status,
    products: byOrder.get(o.id) ?? [],
  }));
}
