// Payment orders opened with the provider: who opened one, for how much, and (once) which payment
// paid for an order. `used_payment_id` is set in the order's transaction by a conditional update,
// so one payment can never create two orders.
import type { Db } from '../db/index';
import type { PaymentOrdersTable } from '../db/schema';
import { newId } from '../lib/ids';
import { nowIso } from '../lib/time';

export type PaymentOrderRow = PaymentOrdersTable;

export async function insertPaymentOrder(
  db: Db,
  p: { provider: string; providerOrderId: string; userId: string; amount: number; currency: string },
): Promise<void> {
  const now = nowIso();
  await db
    .insertInto('payment_orders')
    .values({
      id: newId(),
      provider: p.provider,
      provider_order_id: p.providerOrderId,
      user_id: p.userId,
      amount: p.amount,
      currency: p.currency,
      status: 'created',
      used_payment_id: null,
      created_at: now,
      updated_at: now,
    })
    .execute();
}

/** The shopper's own payment order with this provider order id (another shopper's is not found). */
export async function findOwnPaymentOrder(db: Db, userId: string, providerOrderId: string): Promise<PaymentOrderRow | undefined> {
  const row = await db
    .selectFrom('payment_orders')
    .selectAll()
    .where('provider_order_id', '=', providerOrderId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row && { ...row, amount: Number(row.amount) };
}

/** Records that a verified payment arrived (created -> paid); idempotent. */
export async function markPaymentOrderPaid(db: Db, id: string): Promise<void> {
  await db
    .updateTable('payment_orders')
    .set({ status: 'paid', updated_at: nowIso() })
    .where('id', '=', id)
    .where('status', '=', 'created')
    .execute();
}

/** Binds the payment to this payment order once; false when it was already used. */
export async function claimPaymentOrder(trx: Db, id: string, paymentId: string): Promise<boolean> {
  const res = await trx
    .updateTable('payment_orders')
    .set({ status: 'paid', used_payment_id: paymentId, updated_at: nowIso() })
    .where('id', '=', id)
    .where('used_payment_id', 'is', null)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}
