// Refunds of verified payments that could not become an order. The payment order is first claimed
// (used_payment_id set by the same conditional update an order uses), so the money can neither be
// refunded twice nor refunded and then used for an order. Then the provider is asked; its answer,
// or why it failed, is kept on the row for the operator.
import type { OrderRefund } from '@storefront/shared/types';
import type { Db } from '../db/index';
import type { RefundsTable } from '../db/schema';
import { newId } from '../lib/ids';
import { rupeesToPaise, type PaymentProvider } from '../lib/payments/provider';
import { nowIso, writtenNow } from '../lib/time';
import { claimPaymentOrder, findOwnPaymentOrder, paidButUnused } from './payment-orders';

export type RefundRow = RefundsTable;

/** Where refunds are reported: the request's logger in the API, the console in the CLI. */
export interface RefundLog {
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface UnusedPayment {
  userId: string;
  providerOrderId: string;
  paymentId: string;
  reason: string;
}

/**
 * Refunds a verified payment of the shopper's that no order used. Answers false (and does nothing)
 * when the payment order is not the shopper's, belongs to another provider, or is already used.
 */
export async function refundUnusedPayment(db: Db, provider: PaymentProvider, p: UnusedPayment, log: RefundLog): Promise<boolean> {
  const paymentOrder = await findOwnPaymentOrder(db, p.userId, p.providerOrderId);
  if (!paymentOrder || paymentOrder.provider !== provider.name || paymentOrder.used_payment_id) return false;

  const id = newId();
  const claimed = await db.transaction().execute(async (trx) => {
    if (!(await claimPaymentOrder(trx, paymentOrder.id, p.paymentId))) return false;
    await trx
      .insertInto('refunds')
      .values({
        id,
        payment_order_id: paymentOrder.id,
        provider: provider.name,
        payment_id: p.paymentId,
        amount: paymentOrder.amount,
        currency: paymentOrder.currency,
        reason: p.reason,
        status: 'pending',
        provider_refund_id: null,
        provider_status: null,
        error: null,
        ...writtenNow(),
      })
      .execute();
    return true;
  });
  if (!claimed) return false;

  await askProvider(db, provider, { id, paymentId: p.paymentId, amount: paymentOrder.amount }, log);
  return true;
}

export const CANCELLED_REASON = 'The shopper cancelled the order';

/**
 * Records the refund of a cancelled online order, inside the cancel's transaction (so a crash after
 * it commits leaves a pending refund for retryRefund / the refunds CLI, never a lost one). Answers
 * the refund's id; ask the provider with retryRefund once the transaction has committed.
 */
export async function recordCancelRefund(
  trx: Db,
  o: { userId: string; providerOrderId: string; paymentId: string; amount: number },
): Promise<string | null> {
  const paymentOrder = await findOwnPaymentOrder(trx, o.userId, o.providerOrderId);
  if (!paymentOrder) return null;
  const id = newId();
  await trx
    .insertInto('refunds')
    .values({
      id,
      payment_order_id: paymentOrder.id,
      provider: paymentOrder.provider,
      payment_id: o.paymentId,
      amount: o.amount,
      currency: paymentOrder.currency,
      reason: CANCELLED_REASON,
      status: 'pending',
      provider_refund_id: null,
      provider_status: null,
      error: null,
      ...writtenNow(),
    })
    .execute();
  return id;
}

/**
 * Where a refund stands for the shopper. 'requested' only says the provider took it: the money is
 * back ('refunded') once the provider's own status says processed. A failed ask is retried by the
 * refunds CLI, but until then it is failed, not in progress.
 */
export function toOrderRefund(r: Pick<RefundsTable, 'amount' | 'status' | 'provider_status'>): OrderRefund {
  const status = r.status === 'failed' ? 'failed' : r.status === 'requested' && r.provider_status === 'processed' ? 'refunded' : 'pending';
  return { amount: Number(r.amount), status };
}

/** The refunds of these payments (orders paid online), by payment id: one at most each (payment_id is unique). */
export async function refundsByPayment(db: Db, paymentIds: readonly string[]): Promise<Map<string, OrderRefund>> {
  const found = new Map<string, OrderRefund>();
  if (paymentIds.length === 0) return found;
  const rows = await db
    .selectFrom('refunds')
    .select(['payment_id', 'amount', 'status', 'provider_status'])
    .where('payment_id', 'in', [...paymentIds])
    .execute();
  for (const r of rows) found.set(r.payment_id, toOrderRefund(r));
  return found;
}

async function askProvider(
  db: Db,
  provider: PaymentProvider,
  r: { id: string; paymentId: string; amount: number },
  log: RefundLog,
): Promise<RefundsTable['status']> {
  try {
    const refund = await provider.refund({ paymentId: r.paymentId, amountPaise: rupeesToPaise(r.amount), receipt: r.id });
    await db
      .updateTable('refunds')
      .set({ status: 'requested', provider_refund_id: refund.id, provider_status: refund.status, error: null, updated_at: nowIso() })
      .where('id', '=', r.id)
      .execute();
    log.warn({ refund: r.id, paymentId: r.paymentId, providerRefund: refund.id }, 'payment refunded through the provider (an unused payment or a cancelled order)');
    return 'requested';
  } catch (err) {
    const error = err instanceof Error ? err.message : String(err);
    await db.updateTable('refunds').set({ status: 'failed', error: error.slice(0, 1000), updated_at: nowIso() }).where('id', '=', r.id).execute();
    log.error({ refund: r.id, paymentId: r.paymentId, err }, 'REFUND FAILED (an unused payment or a cancelled order): settle it by hand');
    return 'failed';
  }
}

/** Refunds still to settle: failed ones, and pending ones the process stopped before asking for. */
export async function unsettledRefunds(db: Db): Promise<RefundRow[]> {
  const rows = await db.selectFrom('refunds').selectAll().where('status', 'in', ['pending', 'failed']).orderBy('created_at').execute();
  return rows.map((r) => ({ ...r, amount: Number(r.amount) }));
}

/** Asks the provider again for a refund that failed or never got asked; answers its new status. */
export async function retryRefund(
  db: Db,
  provider: PaymentProvider,
  id: string,
  log: RefundLog,
): Promise<RefundsTable['status'] | 'not-found' | 'already-requested' | 'other-provider'> {
  const row = await db.selectFrom('refunds').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) return 'not-found';
  if (row.status === 'requested') return 'already-requested';
  if (row.provider !== provider.name) return 'other-provider';
  return askProvider(db, provider, { id: row.id, paymentId: row.payment_id, amount: Number(row.amount) }, log);
}

export const UNUSED_PAYMENT_GRACE_MS = 30 * 60 * 1000;
export const NOT_ORDERED_REASON = 'The order was not placed within 30 minutes of paying';

/**
 * Refunds payments that paid for an order nobody placed (the shopper closed the tab after paying):
 * every payment order paid more than 30 minutes ago and still unused. Safe to run from several
 * processes at once: each payment is claimed before it is refunded. Answers how many it refunded.
 */
export async function sweepUnusedPayments(db: Db, provider: PaymentProvider, log: RefundLog, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - UNUSED_PAYMENT_GRACE_MS).toISOString();
  let refunded = 0;
  for (const po of await paidButUnused(db, provider.name, before)) {
    const p = { userId: po.user_id, providerOrderId: po.provider_order_id, paymentId: po.paid_payment_id!, reason: NOT_ORDERED_REASON };
    if (await refundUnusedPayment(db, provider, p, log)) refunded++;
  }
  return refunded;
}

/**
 * What the provider finally said of a refund it took ('processed', 'failed'; its webhook): kept as
 * the refund's provider status, and a failed one becomes failed (the refunds CLI asks again). False
 * when no refund of this provider has that id.
 */
export async function recordRefundOutcome(db: Db, provider: string, providerRefundId: string, providerStatus: string): Promise<boolean> {
  const failed = providerStatus === 'failed';
  const res = await db
    .updateTable('refunds')
    .set({
      provider_status: providerStatus.slice(0, 40),
      ...(failed ? { status: 'failed' as const, error: 'The payment provider reported the refund failed' } : {}),
      updated_at: nowIso(),
    })
    .where('provider', '=', provider)
    .where('provider_refund_id', '=', providerRefundId)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}
