// Orders and payment calls (spec section 7 "Orders and payment", decisions §2-§3). The server
// prices the shopper's cart itself and refuses a client amount that disagrees; an order takes the
// cart, decrements stock and is written in one transaction; an online order needs a payment whose
// signature verifies, for the payment order's amount, used once.
import type { FastifyBaseLogger } from 'fastify';
import {
  billingDefaultsSchema,
  createOrderBody,
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
import { PROVIDER_FAILED, VERIFICATION_FAILED } from '@storefront/shared/rules';
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
import { billingDefaults, rememberAddress } from '../repositories/last-addresses';
import { insertOrder, listOrders, pricedCart, takeCart } from '../repositories/orders';
import { claimPaymentOrder, findOwnPaymentOrder, insertPaymentOrder, markPaymentOrderPaid } from '../repositories/payment-orders';
import { refundUnusedPayment } from '../repositories/refunds';

export const CART_EMPTY = 'Your cart is empty';
export const PAYMENT_REQUIRED = 'A verified payment is required for an online order';
export const PAYMENT_ALREADY_USED = 'This payment has already been used for an order';
export const PAYMENT_ORDER_NOT_FOUND = 'Payment order not found';
export const SANDBOX_INACTIVE = 'The sandbox payment provider is not active';
export const SANDBOX_ALREADY_PAID = 'This payment order has already been paid';
export const USER_NOT_FOUND = 'User not found';
const REFUND_NOTE = ' Your payment was not used and will be refunded.';
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
  return err.statusCode === 400 && err.message === CART_EMPTY;
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
      const totals = computeTotals(lines);
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
        const order = await withLock(app.db, `orders:${userId}`, async (trx) => {
          await assertOrderRate(trx, userId);
          const lines = await takeCart(trx, userId);
          if (lines.length === 0) throw badRequest(CART_EMPTY);
          const totals = computeTotals(lines);
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

          await takeStock(trx, lines);

          if (body.billingAddress) await rememberAddress(trx, userId, body.billingAddress);
          return insertOrder(trx, {
            userId,
            name: body.name,
            phoneNumber: body.phoneNumber,
            address: body.address,
            pincode: body.pincode,
            email: body.email,
            totals,
            paymentType: body.paymentType,
            paymentId: payment ? payment.paymentId : 'None',
            paymentOrderId,
            status: online ? 'paid' : 'pending',
            lines,
          });
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
