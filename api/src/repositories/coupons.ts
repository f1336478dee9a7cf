// Coupons (decisions §7): checked when the shopper applies one and again when the order is priced,
// taken in the order's transaction (a conditional update, so a coupon of N uses is used at most N
// times by any number of parallel orders), and given back when the order is cancelled.
import {
  COUPON_ALREADY_USED,
  COUPON_EXPIRED,
  COUPON_INVALID,
  COUPON_USED_UP,
  couponMinimumMessage,
  normalizeCouponCode,
  type CouponTerms,
} from '@storefront/shared/rules';
import type { Db } from '../db/index';
import { badRequest } from '../lib/errors';
import { newId } from '../lib/ids';
import { nowIso } from '../lib/time';

/**
 * The coupon's terms when the shopper may use it on this subtotal; otherwise a 400 with the reason.
 * Per-shopper uses are counted exactly only under the shopper's order lock (the order route holds it).
 */
export async function checkCoupon(db: Db, userId: string, rawCode: string, subtotal: number, now = new Date()): Promise<CouponTerms> {
  const code = normalizeCouponCode(rawCode);
  const c = code ? await db.selectFrom('coupons').selectAll().where('code', '=', code).executeTakeFirst() : undefined;
  if (!c) throw badRequest(COUPON_INVALID);
  if (c.expires_at && c.expires_at <= now.toISOString()) throw badRequest(COUPON_EXPIRED);
  if (c.max_uses !== null && Number(c.used_count) >= Number(c.max_uses)) throw badRequest(COUPON_USED_UP);
  if (c.per_shopper !== null) {
    const used = await db
      .selectFrom('coupon_uses')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('code', '=', code)
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    if (Number(used.n) >= Number(c.per_shopper)) throw badRequest(COUPON_ALREADY_USED);
  }
  if (subtotal < Number(c.min_order)) throw badRequest(couponMinimumMessage(Number(c.min_order)));
  return { code, kind: c.kind, value: Number(c.value), minOrder: Number(c.min_order) };
}

/** Takes one use of the coupon for the order; refuses when its uses ran out meanwhile. */
export async function takeCouponUse(trx: Db, code: string, userId: string, orderId: string): Promise<void> {
  const res = await trx
    .updateTable('coupons')
    .set((eb) => ({ used_count: eb('used_count', '+', 1) }))
    .where('code', '=', code)
    .where((eb) => eb.or([eb('max_uses', 'is', null), eb('used_count', '<', eb.ref('max_uses'))]))
    .executeTakeFirst();
  if (Number(res.numUpdatedRows) !== 1) throw badRequest(COUPON_USED_UP);
  await trx.insertInto('coupon_uses').values({ id: newId(), code, user_id: userId, order_id: orderId, created_at: nowIso() }).execute();
}

/** Gives the order's coupon use back (its order was cancelled). */
export async function releaseCouponUse(trx: Db, orderId: string): Promise<void> {
  const use = await trx.deleteFrom('coupon_uses').where('order_id', '=', orderId).returning('code').executeTakeFirst();
  if (!use) return;
  await trx
    .updateTable('coupons')
    .set((eb) => ({ used_count: eb('used_count', '-', 1) }))
    .where('code', '=', use.code)
    .where('used_count', '>', 0)
    .execute();
}
