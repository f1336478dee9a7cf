// Orders and payment calls (spec section 7 "Orders and payment", decisions §2-§3). The server
// prices the shopper's cart itself and refuses a client amount that disagrees; an order takes the
// cart, decrements stock and is written in one transaction; an online order needs a payment whose
// signature verifies, for the payment order's amount, used once.
import type { FastifyBaseLogger } from 'fastify';
import {
  billingDefaultsSchema,
  createOrderBody,
  invoiceSchema,
  orderIdParams,
  createPaymentOrderBody,
  orderListSchema,
  orderSchema,
  ordersQuery,
  paymentOrderSchema,
  sandboxPayBody,
  signedPaymentSchema,
  verifyPaymentBody,
  verifyPaymentResponseSchema,
} from '@storefront/shared/contract';
import {
  CANCELLABLE_STATUSES,
  COD_INDIA_ONLY,
  COD_NOT_AVAILABLE,
  COUPON_ALREADY_USED,
  COUPON_EXPIRED,
  COUPON_INVALID,
  COUPON_USED_UP,
  financialYear,
  indiaDate,
  isIndia,
  isValidPincode,
  MAX_ADDRESSES,
  placeOfSupplyAbroad,
  ORDER_ALREADY_CANCELLED,
  ORDER_CANCELLED_STATUS,
  ORDER_NOT_CANCELLABLE,
  ORDER_NOT_FOUND,
  PINCODE_INVALID,
  PINCODE_NOT_SERVED,
  PROVIDER_FAILED,
  totalsWithCoupon,
  VERIFICATION_FAILED,
  type CouponTerms,
} from '@storefront/shared/rules';
import type { Db } from '../db/index';
import { AMOUNT_MISMATCH, assertAmountMatches, assertCodAllowed, computeTotals } from '../domain/pricing';
import { assertLinesInStock, takeStock } from '../domain/stock';
import { currentUser, ownDataOnly } from '../lib/auth';
import { isUniqueViolation } from '../lib/db-errors';
import { badRequest, conflict, HttpError, notFound, orNotFound } from '../lib/errors';
import { withLock } from '../lib/locks';
import { PaymentProviderError, rupeesToPaise, type PaymentProvider } from '../lib/payments/provider';
import { createPaymentProvider, isSandbox } from '../lib/payments/select-provider';
import { waitMinutes } from '../lib/rate-limit';
import type { RoutePlugin } from '../lib/route-plugin';
import { findPincodeArea, type PincodeArea } from '../domain/delivery';
import { buildInvoice } from '../domain/invoice';
import { addAddress, countAddresses, hasAddress } from '../repositories/addresses';
import { checkCoupon, releaseCouponUse, takeCouponUse } from '../repositories/coupons';
import { billingDefaults, rememberAddress } from '../repositories/last-addresses';
import { findOwnOrder, insertOrder, listOrders, nextCreditNoteSerial, nextInvoiceSerial, pricedCart, refundOfOrder, takeCart, toOrder, toOrderProduct } from '../repositories/orders';
import { recordCancelRefund, refundUnusedPayment, retryRefund } from '../repositories/refunds';
import { claimPaymentOrder, findOwnPaymentOrder, insertPaymentOrder, markPaymentOrderPaid } from '../repositories/payment-orders';

export const CART_EMPTY = 'Your cart is empty';
export const PAYMENT_REQUIRED = 'A verified payment is required for an online order';
export const PAYMENT_ALREADY_USED = 'This payment has already been used for an order';
export const PAYMENT_ORDER_NOT_FOUND = 'Payment order not found';
export const SANDBOX_INACTIVE = 'The sandbox payment provider is not active';
export const SANDBOX_ALREADY_PAID = 'This payment order has already been paid';
export const USER_NOT_FOUND = 'User not found';
export const INVOICE_NOT_FOUND = 'This order was placed before tax invoices were issued';
const REFUND_NOTE = ' Your payment was not used and will be refunded.';
/** Refusals for where the order goes or the coupon it carries: a payment already made is given back. */
const REFUNDABLE_REFUSALS: ReadonlySet<string> = new Set([
  CART_EMPTY, PINCODE_INVALID, PINCODE_NOT_SERVED, COUPON_INVALID, COUPON_EXPIRED, COUPON_USED_UP, COUPON_ALREADY_USED,
]);
const CURRENCY = 'INR' as const;
const HOUR_MS = 60 * 60 * 1000;

function withRefundNote(msg: string): string {
  return (/[.!?]$/.test(msg) ? msg : `${msg}.`) + REFUND_NOTE;
}

/** The order was refused for what is in the cart, not for the payment itself. */
function isRefundable(err: unknown): err is HttpError {
  if (!(err instanceof HttpError)) return false;
  if (err.statusCode === 409) return err.message !== PAYMENT_ALREADY_USED;
  if (err.statusCode === 429) return true;
  return err.statusCode === 400 && (REFUNDABLE_REFUSALS.has(err.message) || err.message.startsWith('This coupon needs a minimum order'));
}

/**
 * Orders to India go only where we deliver, and Cash on Delivery only where it is offered
 * (decisions §7); abroad, only paid online (no courier of ours collects cash there). Answers the
 * pincode's area (null for an order abroad).
 */
async function assertDeliverable(db: Db, pincode: string, country: string | undefined, cod: boolean): Promise<PincodeArea | null> {
  if (!isIndia(country)) {
    if (cod) throw badRequest(COD_INDIA_ONLY);
    return null;
  }
  if (!isValidPincode(pincode)) throw badRequest(PINCODE_INVALID);
  const area = await findPincodeArea(db, pincode);
  if (!area) throw badRequest(PINCODE_NOT_SERVED);
  if (cod && !area.cod) throw badRequest(COD_NOT_AVAILABLE);
  return area;
}



/** GST's place of supply: the pincode's state in India (else the state typed); abroad, the country. */
function placeOfSupplyOf(area: PincodeArea | null, address: { country: string; state: string } | undefined): string {
  if (address && !isIndia(address.country)) return placeOfSupplyAbroad(address.country);
  return area?.state ?? address?.state ?? '';
}

async function openProviderOrder(provider: PaymentProvider, amount: number, receipt: string, log: FastifyBaseLogger) {
  try {
    return await provider.createOrder({ amountPaise: rupeesToPaise(amount), currency: CURRENCY, receipt });
  } catch (err) {
    if (err instanceof PaymentProviderError) {
      log.warn({ err }, 'payment provider refused to create an order');
      throw new HttpError(502, PROVIDER_FAILED);
    }
    throw err;
  }
}

export const orderRoutes: RoutePlugin = async (app) => {
  /** The shopper's own data: signed in, and a userId in the request may name only them. */
  const shopperOnly = { onRequest: app.authenticate, preValidation: ownDataOnly };
  const provider = createPaymentProvider(app.config);
  app.log.info({ provider: provider.name }, 'payment provider ready');

  /** A shopper places at most limits.ordersPerHour orders an hour (decisions §6). */
  async function assertOrderRate(db: Db, userId: string): Promise<void> {
    const limit = app.config.limits.ordersPerHour;
    const now = Date.now();
    const recent = await db
      .selectFrom('orders')
      .select('created_at')
      .where('user_id', '=', userId)
      .where('created_at', '>', new Date(now - HOUR_MS).toISOString())
      .orderBy('created_at', 'desc')
      .limit(limit)
      .execute();
    if (recent.length < limit) return;
    const wait = Math.max(1, Math.ceil((Date.parse(recent[limit - 1].created_at) + HOUR_MS - now) / 1000));
    throw new HttpError(429, `You have placed many orders in a short time. Please try again in ${waitMinutes(wait)}.`, { retryAfter: wait });
  }

  app.post(
    '/api/orders/create-razorpay-order',
    {
      schema: { body: createPaymentOrderBody, response: { 200: paymentOrderSchema } },
      ...shopperOnly,
    },
    async (request) => {
      const userId = currentUser(request).id;
      // Nobody pays for an order that would be refused for the hourly limit.
      await assertOrderRate(app.db, userId);
      const lines = await pricedCart(app.db, userId);
      if (lines.length === 0) throw badRequest(CART_EMPTY);
      const { couponCode, pincode } = request.body;
      if (pincode) await assertDeliverable(app.db, pincode, undefined, false);
      const coupon = couponCode ? await checkCoupon(app.db, userId, couponCode, computeTotals(lines).subtotal) : null;
      const totals = totalsWithCoupon(lines, coupon);
      assertAmountMatches({ amount: request.body.amount }, totals);
      assertLinesInStock(lines);
      const order = await openProviderOrder(provider, totals.total, `cart-${userId}-${Date.now()}`, request.log);
      await insertPaymentOrder(app.db, {
        provider: provider.name,
        providerOrderId: order.id,
        userId,
        amount: totals.total,
        currency: CURRENCY,
      });
      return { id: order.id, amount: totals.total, currency: CURRENCY, provider: provider.name, key: provider.keyId };
    },
  );

  app.post(
    '/api/orders/verify-payment',
    {
      schema: { body: verifyPaymentBody, response: { 200: verifyPaymentResponseSchema } },
      ...shopperOnly,
    },
    async (request) => {
      const userId = currentUser(request).id;
      const { razorpay_order_id: orderId, razorpay_payment_id: paymentId, razorpay_signature: signature } = request.body;
      const paymentOrder = await findOwnPaymentOrder(app.db, userId, orderId);
      if (!paymentOrder || paymentOrder.provider !== provider.name || !provider.verifySignature(orderId, paymentId, signature)) {
        throw badRequest(VERIFICATION_FAILED, { success: false });
      }
      await markPaymentOrderPaid(app.db, paymentOrder.id, paymentId);
      return { success: true as const };
    },
  );

  // The sandbox's stand-in for the card network: signs a payment for the shopper's own open
  // payment order. It exists only while the sandbox is the provider.
  app.post(
    '/api/orders/sandbox/pay',
    {
      schema: { body: sandboxPayBody, response: { 200: signedPaymentSchema } },
      ...shopperOnly,
    },
    async (request) => {
      if (!isSandbox(provider)) throw notFound(SANDBOX_INACTIVE);
      const userId = currentUser(request).id;
      const paymentOrder = await findOwnPaymentOrder(app.db, userId, request.body.razorpay_order_id);
      if (!paymentOrder || paymentOrder.provider !== provider.name) throw notFound(PAYMENT_ORDER_NOT_FOUND);
      if (paymentOrder.used_payment_id) throw conflict(PAYMENT_ALREADY_USED);
      if (paymentOrder.paid_payment_id) throw conflict(SANDBOX_ALREADY_PAID);
      // The sandbox took the money: recorded as the real provider's webhook would record it. One
      // payment per payment order: of parallel calls only the one that records it answers.
      const paid = provider.pay(paymentOrder.provider_order_id);
      if (!(await markPaymentOrderPaid(app.db, paymentOrder.id, paid.razorpay_payment_id))) throw conflict(SANDBOX_ALREADY_PAID);
      return paid;
    },
  );

  app.post(
    '/api/orders/create',
    {
      schema: { body: createOrderBody, response: { 201: orderSchema } },
      ...shopperOnly,
    },
    async (request, reply) => {
      const userId = currentUser(request).id;
      const body = request.body;
      const online = body.paymentType === 'Online';
      let payment: { orderId: string; paymentId: string } | null = null;
      if (online) {
        const { paymentId, razorpayOrderId, razorpaySignature } = body;
        if (!paymentId || !razorpayOrderId || !razorpaySignature) throw badRequest(PAYMENT_REQUIRED);
        if (!provider.verifySignature(razorpayOrderId, paymentId, razorpaySignature)) throw badRequest(VERIFICATION_FAILED);
        payment = { orderId: razorpayOrderId, paymentId };
      }

      try {
        // The shopper's orders are placed one at a time (any process), so the hourly count is exact.
        const keys = body.saveAddress ? [`orders:${userId}`, `addresses:${userId}`] : `orders:${userId}`;
        const order = await withLock(app.db, keys, async (trx) => {
          await assertOrderRate(trx, userId);
          const lines = await takeCart(trx, userId);
          if (lines.length === 0) throw badRequest(CART_EMPTY);
          const address = body.billingAddress;
          const area = await assertDeliverable(trx, body.pincode, address?.country, !online);
          let coupon: CouponTerms | null = null;
          if (body.couponCode) coupon = await checkCoupon(trx, userId, body.couponCode, computeTotals(lines).subtotal);
          const totals = totalsWithCoupon(lines, coupon);
          if (!online) assertCodAllowed(totals.total, app.config.limits.codCeiling);
          assertAmountMatches(body, totals);

          let paymentOrderId: string | null = null;
          if (payment) {
            const paymentOrder = await findOwnPaymentOrder(trx, userId, payment.orderId);
            if (!paymentOrder || paymentOrder.provider !== provider.name) throw badRequest(VERIFICATION_FAILED);
            if (paymentOrder.used_payment_id) throw conflict(PAYMENT_ALREADY_USED);
            if (paymentOrder.amount !== totals.total) throw conflict(AMOUNT_MISMATCH, { amount: totals.total });
            let claimed: boolean;
            try {
              claimed = await claimPaymentOrder(trx, paymentOrder.id, payment.paymentId);
            } catch (err) {
              if (isUniqueViolation(err)) throw conflict(PAYMENT_ALREADY_USED);
              throw err;
            }
            if (!claimed) throw conflict(PAYMENT_ALREADY_USED);
            paymentOrderId = paymentOrder.provider_order_id;
          }

          assertLinesInStock(lines);
          await takeStock(trx, lines);

          if (address) await rememberAddress(trx, userId, address);
          if (address && body.saveAddress) {
            const fields = { fullName: body.name, phoneNumber: body.phoneNumber, ...address };
            // A full address book (20) leaves this one unsaved; it never refuses the order, which
            // may be paid already (it was refused, and the payment given back).
            if (!(await hasAddress(trx, userId, fields)) && (await countAddresses(trx, userId)) < MAX_ADDRESSES) {
              await addAddress(trx, userId, fields);
            }
          }
          // The invoice's serial is taken last but one: the counter's row stays locked only briefly.
          const fy = financialYear(indiaDate(new Date()));
          const serial = await nextInvoiceSerial(trx, fy);
          const order = await insertOrder(trx, {
            userId,
            name: body.name,
            phoneNumber: body.phoneNumber,
            address: body.address,
            pincode: body.pincode,
            email: body.email,
            totals,
            couponCode: coupon?.code ?? null,
            city: address?.city ?? '',
            state: address?.state ?? '',
            country: address?.country ?? '',
            placeOfSupply: placeOfSupplyOf(area, address),
            invoice: { fy, serial },
            paymentType: body.paymentType,
            paymentId: payment ? payment.paymentId : 'None',
            paymentOrderId,
            status: online ? 'paid' : 'pending',
            lines,
          });
          if (coupon) await takeCouponUse(trx, coupon.code, userId, order.id);
          return order;
        });
        return reply.code(201).send(order);
      } catch (err) {
        // A verified payment that cannot become an order (the cart changed or emptied, an item sold
        // out) is given back at once; a payment of someone else's or already used is left alone.
        if (payment && isRefundable(err)) {
          const refunded = await refundUnusedPayment(
            app.db,
            provider,
            { userId, providerOrderId: payment.orderId, paymentId: payment.paymentId, reason: err.message },
            request.log,
          );
          if (refunded) throw new HttpError(err.statusCode, withRefundNote(err.message), err.extra);
        }
        throw err;
      }
    },
  );

  // What checkout fills in (decisions §6): the profile's name, e-mail and phone, and the address
  // of the shopper's last order (India and blanks before the first one).
  app.get(
    '/api/orders/billing-defaults',
    {
      schema: { response: { 200: billingDefaultsSchema } },
      onRequest: app.authenticate,
    },
    async (request) => orNotFound(await billingDefaults(app.db, currentUser(request).id), USER_NOT_FOUND),
  );

  // Cancelling (decisions §7): only an order not yet shipped, once however many times it is asked
  // (the status changes by a conditional update), with its stock and coupon use given back in the
  // same transaction; an online payment is then refunded through the provider.
  app.post(
    '/api/orders/:id/cancel',
    {
      schema: { params: orderIdParams, response: { 200: orderSchema } },
      onRequest: app.authenticate,
    },
    async (request) => {
      const userId = currentUser(request).id;
      const orderId = request.params.id;
      const cancelled = await withLock(app.db, `order:${orderId}`, async (trx) => {
        const found = await findOwnOrder(trx, userId, orderId);
        if (!found) throw notFound(ORDER_NOT_FOUND);
        if (found.order.status === ORDER_CANCELLED_STATUS) throw conflict(ORDER_ALREADY_CANCELLED);
        const now = new Date().toISOString();
        // The tax invoice issued with the order is cancelled by a credit note of its own series
        // (none for an order older than invoices). A refused cancel rolls its serial back with the
        // transaction: the series has no gaps.
        const creditNote = found.order.invoice_fy ? { fy: financialYear(indiaDate(new Date(now))), serial: 0 } : null;
        if (creditNote) creditNote.serial = await nextCreditNoteSerial(trx, creditNote.fy);
        const res = await trx
          .updateTable('orders')
          .set({ status: ORDER_CANCELLED_STATUS, cancelled_at: now, credit_note_fy: creditNote?.fy ?? null, credit_note_serial: creditNote?.serial ?? null })
          .where('id', '=', orderId)
          .where('status', 'in', [...CANCELLABLE_STATUSES])
          .executeTakeFirst();
        if (Number(res.numUpdatedRows) !== 1) {
          const now2 = await trx.selectFrom('orders').select('status').where('id', '=', orderId).executeTakeFirstOrThrow();
          throw conflict(now2.status === ORDER_CANCELLED_STATUS ? ORDER_ALREADY_CANCELLED : ORDER_NOT_CANCELLABLE);
        }
        for (const item of found.items) {
          if (!item.product_id) continue;
          await trx
            .updateTable('products')
            .set((eb) => ({ count_in_stock: eb('count_in_stock', '+', Number(item.quantity)) }))
            .where('id', '=', item.product_id)
            .execute();
        }
        await releaseCouponUse(trx, orderId);
        const o = found.order;
        const refundId =
          o.payment_type === 'Online' && o.payment_order_id
            ? await recordCancelRefund(trx, { userId, providerOrderId: o.payment_order_id, paymentId: o.payment_id, amount: Number(o.amount) })
            : null;
        if (o.payment_type === 'Online' && !refundId) request.log.error({ order: orderId }, 'cancelled online order has no payment order: REFUND IT BY HAND');
        return {
          order: { ...o, status: ORDER_CANCELLED_STATUS, cancelled_at: now, credit_note_fy: creditNote?.fy ?? null, credit_note_serial: creditNote?.serial ?? null },
          refundId,
        };
      });
      if (cancelled.refundId) await retryRefund(app.db, provider, cancelled.refundId, request.log);
      const items = await app.db.selectFrom('order_items').selectAll().where('order_id', '=', orderId).orderBy('product_title').orderBy('variant').orderBy('id').execute();
      // Read after the provider was asked: the answer says where the refund now stands.
      return toOrder(cancelled.order, items.map(toOrderProduct), await refundOfOrder(app.db, cancelled.order));
    },
  );

  // The order's GST tax invoice (decisions §7): only its own shopper may read it.
  app.get(
    '/api/orders/:id/invoice',
    {
      schema: { params: orderIdParams, response: { 200: invoiceSchema } },
      onRequest: app.authenticate,
    },
    async (request) => {
      const found = await findOwnOrder(app.db, currentUser(request).id, request.params.id);
      if (!found) throw notFound(ORDER_NOT_FOUND);
      const invoice = buildInvoice(found.order, found.items, app.config.seller, await refundOfOrder(app.db, found.order));
      if (!invoice) throw notFound(INVOICE_NOT_FOUND);
      return invoice;
    },
  );

  app.get(
    '/api/orders',
    {
      schema: {
        querystring: ordersQuery,
        response: { 200: orderListSchema },
      },
      ...shopperOnly,
    },
    async (request) => listOrders(app.db, currentUser(request).id),
  );
};
