// Payment orders opened with the provider: who opened one, for how much, and (once) which payment
// paid for an order. `used_payment_id` is set in the order's transaction by a conditional update,
// so one payment can never create two orders.
import type { Db } from '../db/index';
import type { PaymentOrdersTable } from '../db/schema';
import { newId } from '../lib/ids';
import { nowIso, writtenNow } from '../lib/time';

export type PaymentOrderRow = PaymentOrdersTable;

export async function insertPaymentOrder(
  db: Db,
  p: { provider: string; providerOrderId: string; userId: string; amount: number; currency: string },
): Promise<void> {
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
      paid_payment_id: null,
      paid_at: null,
      ...writtenNow(),
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

/**
 * Records that a verified payment arrived (created -> paid) and which one; idempotent: the first
 * payment and time are kept.
 */
export async function markPaymentOrderPaid(db: Db, id: string, paymentId: string): Promise<boolean> {
  const now = nowIso();
  const res = await db
    .updateTable('payment_orders')
    .set({ status: 'paid', paid_payment_id: paymentId, paid_at: now, updated_at: now })
    .where('id', '=', id)
    .where('paid_payment_id', 'is', null)
    .executeTakeFirst();
  // True when this call recorded the payment (false: one was already recorded).
  return Number(res.numUpdatedRows) === 1;
}

/** Payment orders paid before `before` that no order used (and nothing refunded yet). */
export async function paidButUnused(db: Db, provider: string, before: string): Promise<PaymentOrderRow[]> {
  const rows = await db
    .selectFrom('payment_orders')
    .selectAll()
    .where('provider', '=', provider)
    .where('paid_at', '<', before)
    .where('used_payment_id', 'is', null)
    .where('paid_payment_id', 'is not', null)
    .orderBy('paid_at')
    .limit(100)
    .execute();
  return rows.map((r) => ({ ...r, amount: Number(r.amount) }));
}

/** A payment order by the provider's order id, whoever opened it (the provider's webhook). */
export async function findPaymentOrder(db: Db, providerOrderId: string): Promise<PaymentOrderRow | undefined> {
  const row = await db.selectFrom('payment_orders').selectAll().where('provider_order_id', '=', providerOrderId).executeTakeFirst();
  return row && { ...row, amount: Number(row.amount) };
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
