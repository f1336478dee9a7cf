// Shared by the order tests: shoppers with a cart of known products, and the checkout calls.
import type { Shopper, TestContext } from './helpers';
import { createUser, signIn } from './helpers';
import { newId } from '../src/lib/ids';

export type { Shopper };

let counter = 0;
export async function newShopper(t: TestContext, name = 'Order Shopper'): Promise<Shopper> {
  const email = `shopper-${++counter}-${newId(6).toLowerCase()}@example.in`;
  await createUser(t.db, { email, password: 'Shopper@123', name });
  return signIn(t.app, email, 'Shopper@123');
}

/** Puts lines straight into the shopper's cart (the cart calls have their own tests). */
export async function fillCart(t: TestContext, who: Shopper, lines: ReadonlyArray<{ productId: string; quantity: number }>): Promise<void> {
  const now = new Date().toISOString();
  await t.db.deleteFrom('cart_items').where('user_id', '=', who.userId).execute();
  if (lines.length === 0) return;
  await t.db
    .insertInto('cart_items')
    .values(lines.map((l, i) => ({ id: newId(), user_id: who.userId, product_id: l.productId, quantity: l.quantity, created_at: new Date(Date.parse(now) + i).toISOString(), updated_at: now })))
    .execute();
}

export const BILLING = {
  name: 'Asha Rao',
  phoneNumber: '9876543210',
  address: '12 MG Road Flat 4',
  pincode: '560001',
  email: 'asha@example.in',
} as const;

export function orderPayload(who: Shopper, totals: { subtotal: number; tax: number; total: number }, extra: Record<string, unknown> = {}) {
  return {
    ...BILLING,
    amount: totals.total,
    subtotal: totals.subtotal,
    tax: totals.tax,
    paymentId: 'None',
    paymentType: 'COD',
    userid: who.userId,
    products: [],
    date: 'Nov 22, 2026',
    ...extra,
  };
}

export function post(t: TestContext, who: Shopper | null, url: string, payload: Record<string, unknown>) {
  return t.app.inject({ method: 'POST', url, headers: who?.auth ?? {}, payload });
}
