// Orders and payment calls (spec section 7 "Orders and payment", decisions §2-§3). The server
// prices the shopper's cart itself and refuses a client amount that disagrees; an order takes the
// cart, decrements stock and is written in one transaction; an online order needs a payment whose
// signature verifies, for the payment order's amount, used once.
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { currentUser, ownDataOnly } from '../lib/auth';
import { isUniqueViolation } from '../lib/db-errors';
import { badRequest, conflict, HttpError, notFound } from '../lib/errors';
import { PaymentProviderError, rupeesToPaise, type PaymentProvider } from '../lib/payments/provider';
import { createPaymentProvider, isSandbox } from '../lib/payments/select-provider';
import { withLock } from '../lib/locks';
import { waitMinutes } from '../lib/rate-limit';
import type { RoutePlugin } from '../lib/route-plugin';
import type { Db } from '../db/index';
import {
  orderSchema,
  paymentOrderSchema,
  signedPaymentSchema,
  verifyPaymentResponseSchema,
} from '../order-schemas';
import {
  computeTotals,
  decrementStock,
  insertOrder,
  listOrders,
  pricedCart,
  stockOf,
  takeCart,
  type PricedLine,
} from '../repositories/orders';
import { claimPaymentOrder, findOwnPaymentOrder, insertPaymentOrder, markPaymentOrderPaid } from '../repositories/payment-orders';
import { billingDefaults, rememberAddress } from '../repositories/last-addresses';
import { refundUnusedPayment } from '../repositories/refunds';
import { idParam } from '../schemas';

export const CART_EMPTY = 'Your cart is empty';
export const AMOUNT_MISMATCH = 'The amount does not match your cart. Please review your cart and try again.';
export const PROVIDER_FAILED = 'Order creation with the payment provider failed. Please try again.';
export const VERIFICATION_FAILED = 'Payment verification failed';
export const PAYMENT_REQUIRED = 'A verified payment is required for an online order';
export const PAYMENT_ALREADY_USED = 'This payment has already been used for an order';
export const PAYMENT_ORDER_NOT_FOUND = 'Payment order not found';
export const SANDBOX_INACTIVE = 'The sandbox payment provider is not active';
export const SANDBOX_ALREADY_PAID = 'This payment order has already been paid';
export const USER_NOT_FOUND = 'User not found';
const REFUND_NOTE = ' Your payment was not used and will be refunded.';
const CURRENCY = 'INR' as const;
const MAX_AMOUNT = 1_000_000_000;
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

export function outOfStockMessage(line: PricedLine, left: number): string {
  return left <= 0
    ? `Sorry, ${line.productTitle} is out of stock`
    : `Sorry, ${line.productTitle} is out of stock for ${line.quantity}: only ${left} left`;
}

const money = (name: string) =>
  z.number({ error: `${name} must be a whole number of rupees` }).int(`${name} must be a whole number of rupees`).min(0).max(MAX_AMOUNT);

/** Required text: trimmed, 'Please fill {fieldName}' when blank (the checkout form's wording). */
const filled = (fieldName: string, max: number) =>
  z
    .string({ error: `Please fill ${fieldName}` })
    .trim()
    .min(1, `Please fill ${fieldName}`)
    .max(max, `${fieldName} must be at most ${max} characters`);

const providerId = (name: string) =>
  z.string({ error: `${name} is required` }).trim().min(1, `${name} is required`).max(100).regex(/^[A-Za-z0-9_-]+$/, `${name} is not valid`);

const createPaymentOrderBody = z.object({
  amount: money('amount'),
  currency: z.literal(CURRENCY, { error: 'currency must be INR' }).default(CURRENCY),
  userId: z.string().optional(),
});

const verifyBody = z.object({
  razorpay_order_id: providerId('razorpay_order_id'),
  razorpay_payment_id: providerId('razorpay_payment_id'),
  razorpay_signature: z.string({ error: 'razorpay_signature is required' }).trim().min(1).max(200),
});

const sandboxPayBody = z.object({ razorpay_order_id: providerId('razorpay_order_id') });

/** Spec §3's order payload. `products` and `date` are read from the cart and the clock instead. */
const createOrderBody = z.object({
  name: filled('Full Name', 120),
  phoneNumber: filled('Phone Number', 30),
  address: filled('Street address', 400),
  pincode: filled('ZIP Code', 20),
  email: filled('Email Address', 254),
  amount: money('amount'),
  subtotal: money('subtotal').optional(),
  tax: money('tax').optional(),
  paymentType: z.enum(['COD', 'Online'], { error: 'paymentType must be COD or Online' }),
  paymentId: z.string().trim().max(100).optional(),
  razorpayOrderId: z.string().trim().max(100).optional(),
  razorpaySignature: z.string().trim().max(200).optional(),
  userid: z.string().optional(),
  userId: z.string().optional(),
  products: z.array(z.unknown()).max(1000).optional(),
  date: z.string().max(100).optional(),
  /** The billing form's address parts, remembered for the shopper's next checkout (decisions §6). */
  billingAddress: z
    .object({
      country: filled('Country', 100),
      streetAddressLine1: filled('Street address', 200),
      streetAddressLine2: z.string({ error: 'Street address line 2 must be text' }).trim().max(200, 'Street address line 2 must be at most 200 characters').default(''),
      city: filled('City', 100),
      state: filled('State', 100),
      zipCode: filled('ZIP Code', 20),
    })
    .optional(),
});

const billingDefaultsSchema = z.strictObject({
  fullName: z.string(),
  email: z.string(),
  phoneNumber: z.string(),
  country: z.string(),
  streetAddressLine1: z.string(),
  streetAddressLine2: z.string(),
  city: z.string(),
  state: z.string(),
  zipCode: z.string(),
});

function assertStockFor(lines: readonly PricedLine[]): void {
  for (const line of lines) {
    if (line.quantity > line.countInStock) throw conflict(outOfStockMessage(line, line.countInStock));
  }
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

export function codCeilingMessage(ceiling: number): string {
  return `Cash on Delivery is available for orders up to ₹${ceiling.toLocaleString('en-IN')}. Please pay online.`;
}

export const orderRoutes: RoutePlugin = async (app) => {
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
      onRequest: app.authenticate,
      preValidation: ownDataOnly,
    },
    async (request) => {
      const userId = currentUser(request).id;
      // Nobody pays for an order that would be refused for the hourly limit.
      await assertOrderRate(app.db, userId);
      const lines = await pricedCart(app.db, userId);
      if (lines.length === 0) throw badRequest(CART_EMPTY);
      const totals = computeTotals(lines);
      if (request.body.amount !== totals.total) throw conflict(AMOUNT_MISMATCH, { amount: totals.total });
      assertStockFor(lines);
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
      schema: { body: verifyBody, response: { 200: verifyPaymentResponseSchema } },
      onRequest: app.authenticate,
      preValidation: ownDataOnly,
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
      onRequest: app.authenticate,
      preValidation: ownDataOnly,
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
      onRequest: app.authenticate,
      preValidation: ownDataOnly,
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
          if (!online && totals.total > app.config.limits.codCeiling) throw badRequest(codCeilingMessage(app.config.limits.codCeiling));
          if (
            body.amount !== totals.total ||
            (body.subtotal !== undefined && body.subtotal !== totals.subtotal) ||
            (body.tax !== undefined && body.tax !== totals.tax)
          ) {
            throw conflict(AMOUNT_MISMATCH, { amount: totals.total, subtotal: totals.subtotal, tax: totals.tax });
          }

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

          // Lines are sorted by product id, so concurrent orders lock products in the same order.
          for (const line of lines) {
            if (!(await decrementStock(trx, line.productId, line.quantity))) {
              const left = await stockOf(trx, line.productId);
              throw conflict(outOfStockMessage(line, left));
            }
          }

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
    async (request) => {
      const defaults = await billingDefaults(app.db, currentUser(request).id);
      if (!defaults) throw notFound(USER_NOT_FOUND);
      return defaults;
    },
  );

  app.get(
    '/api/orders',
    {
      schema: {
        querystring: z.object({ userid: idParam('userid').optional(), userId: idParam('userId').optional() }),
        response: { 200: z.array(orderSchema) },
      },
      onRequest: app.authenticate,
      preValidation: ownDataOnly,
    },
    async (request) => listOrders(app.db, currentUser(request).id),
  );
};
