// Orders and their lines. Creating one happens inside the handler's transaction: the cart is taken
// (deleted) first, stock is decremented conditionally, and any refusal rolls everything back.
import type { Selectable } from 'kysely';
import { invoiceNumber, lineSubtotal, type DiscountedTotals } from '@storefront/shared/rules';
import type { Order, OrderProduct, OrderRefund } from '@storefront/shared/types';
import type { Db } from '../db/index';
import type { OrderItemsTable, OrdersTable, PaymentType } from '../db/schema';
import type { PricedLine } from '../domain/pricing';
import { hsnFor } from '../domain/hsn';
import { newId } from '../lib/ids';
import { parseList } from '../lib/json';
import { refundsByPayment } from './refunds';
import { nowIso } from '../lib/time';

/** An order line from its row. */
export function toOrderProduct(it: Selectable<OrderItemsTable>): OrderProduct {
  return {
    productId: it.product_id ?? '',
    productTitle: it.product_title,
    image: it.image,
    variant: it.variant,
    price: Number(it.price),
    quantity: Number(it.quantity),
    subTotal: Number(it.sub_total),
  };
}

/** An order from its row, its lines and its refund (if cancelled after paying online): the one place an order is made. */
export function toOrder(o: Selectable<OrdersTable>, products: OrderProduct[], refund: OrderRefund | null = null): Order {
  return {
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
    products,
    discount: Number(o.discount ?? 0),
    couponCode: o.coupon_code ?? null,
    city: o.city ?? '',
    state: o.state ?? '',
    country: o.country ?? '',
    invoiceNumber: o.invoice_fy && o.invoice_serial !== null ? invoiceNumber(o.invoice_fy, Number(o.invoice_serial)) : null,
    refund,
  };
}

async function priceLines(db: Db, lines: ReadonlyArray<{ product_id: string; variant: string; quantity: number }>): Promise<PricedLine[]> {
  if (lines.length === 0) return [];
  const products = await db
    .selectFrom('products as p')
    .leftJoin('categories as c', 'c.id', 'p.cat_id')
    .leftJoin('categories as sc', 'sc.id', 'p.sub_cat_id')
    .select(['p.id', 'p.name', 'p.images', 'p.price', 'p.count_in_stock', 'c.name as category', 'sc.name as subCategory'])
    .where('p.id', 'in', lines.map((l) => l.product_id))
    .execute();
  const byId = new Map(products.map((p) => [p.id, p]));
  return lines
    .map((l): PricedLine | null => {
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
        hsn: hsnFor({ category: p.category, subCategory: p.subCategory, name: p.name }),
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
  totals: DiscountedTotals;
  couponCode: string | null;
  city: string;
  state: string;
  country: string;
  placeOfSupply: string;
  invoice: { fy: string; serial: number };
  paymentType: PaymentType;
  paymentId: string;
  paymentOrderId: string | null;
  status: string;
  lines: readonly PricedLine[];
}

export async function insertOrder(trx: Db, order: NewOrder): Promise<Order> {
  const row: Selectable<OrdersTable> = {
    id: newId(),
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
    created_at: nowIso(),
    discount: order.totals.discount,
    coupon_code: order.couponCode,
    city: order.city,
    state: order.state,
    country: order.country,
    place_of_supply: order.placeOfSupply,
    invoice_fy: order.invoice.fy,
    invoice_serial: order.invoice.serial,
    cancelled_at: null,
    credit_note_fy: null,
    credit_note_serial: null,
  };
  await trx.insertInto('orders').values(row).execute();
  const items: Selectable<OrderItemsTable>[] = order.lines.map((l) => ({
    id: newId(),
    order_id: row.id,
    product_id: l.productId,
    product_title: l.productTitle,
    image: l.image,
    variant: l.variant,
    price: l.price,
    quantity: l.quantity,
    sub_total: lineSubtotal(l.price, l.quantity),
    hsn: l.hsn ?? '',
  }));
  await trx.insertInto('order_items').values(items).execute();
  return toOrder(row, items.map(toOrderProduct));
}

/** The next tax invoice serial of the financial year: the order's transaction holds the counter's row until it commits, so serials follow each other without gaps. */
/** The next credit note's serial in the financial year `fy` (its own series, beside the invoices'). */
export function nextCreditNoteSerial(trx: Db, fy: string): Promise<number> {
  return nextInvoiceSerial(trx, `CN/${fy}`);
}

export async function nextInvoiceSerial(trx: Db, fy: string): Promise<number> {
  const row = await trx
    .insertInto('invoice_counters')
    .values({ fy, last_serial: 1 })
    .onConflict((oc) => oc.column('fy').doUpdateSet((eb) => ({ last_serial: eb('invoice_counters.last_serial', '+', 1) })))
    .returning('last_serial')
    .executeTakeFirstOrThrow();
  return Number(row.last_serial);
}

/** One of the shopper's orders with its lines, or undefined (someone else's is not found either). */
export async function findOwnOrder(db: Db, userId: string, orderId: string): Promise<{ order: Selectable<OrdersTable>; items: Selectable<OrderItemsTable>[] } | undefined> {
  const order = await db.selectFrom('orders').selectAll().where('id', '=', orderId).where('user_id', '=', userId).executeTakeFirst();
  if (!order) return undefined;
  const items = await db.selectFrom('order_items').selectAll().where('order_id', '=', orderId).orderBy('product_title').orderBy('variant').orderBy('id').execute();
  return { order, items };
}

/** The shopper's orders, newest first, each with its lines. */
export async function listOrders(db: Db, userId: string): Promise<Order[]> {
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
  const byOrder = new Map<string, OrderProduct[]>();
  for (const it of items) {
    const list = byOrder.get(it.order_id) ?? [];
    list.push(toOrderProduct(it));
    byOrder.set(it.order_id, list);
  }
  const refunds = await refundsByPayment(db, onlinePaymentIds(orders));
  return orders.map((o) => toOrder(o, byOrder.get(o.id) ?? [], refunds.get(o.payment_id) ?? null));
}

/** The payment ids of online orders: only they can have a refund ('None' is every COD order's). */
export function onlinePaymentIds(orders: ReadonlyArray<Pick<Selectable<OrdersTable>, 'payment_type' | 'payment_id'>>): string[] {
  return orders.filter((o) => o.payment_type === 'Online').map((o) => o.payment_id);
}

/** The refund of one order, or null. */
export async function refundOfOrder(db: Db, o: Pick<Selectable<OrdersTable>, 'payment_type' | 'payment_id'>): Promise<OrderRefund | null> {
  const ids = onlinePaymentIds([o]);
  return (await refundsByPayment(db, ids)).get(ids[0]) ?? null;
}
