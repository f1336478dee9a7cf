// Razorpay's webhook (decisions §3): the provider tells us a payment was captured even when the
// shopper's browser never came back (closed tab, lost network). The payment order is marked paid
// with that payment, so the sweep refunds it if no order uses it within 30 minutes. It also tells us
// how a refund we asked for ended (refund.processed, refund.failed): Razorpay may first answer a
// refund as pending, and the shopper's order shows 'in progress' until this says it is done. The
// body is signed: X-Razorpay-Signature is the hex HMAC-SHA256 of the raw body under the webhook secret.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { badRequest, notFound } from '../lib/errors';
import type { RoutePlugin } from '../lib/route-plugin';
import { findPaymentOrder, markPaymentOrderPaid } from '../repositories/payment-orders';
import { recordRefundOutcome } from '../repositories/refunds';

export const WEBHOOK_PATH = '/api/payments/razorpay/webhook';
const HANDLED = new Set(['payment.captured', 'order.paid']);
const REFUND_EVENTS = new Set(['refund.processed', 'refund.failed']);
const rawBodies = new WeakMap<FastifyRequest, string>();

export function webhookSignature(secret: string, body: string): string {
  return createHmac('sha256', secret).update(body).digest('hex');
}

function sameSignature(expected: string, given: string): boolean {
  const a = Buffer.from(expected, 'utf8');
  const b = Buffer.from(given, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}

interface WebhookEvent {
  event?: unknown;
  payload?: {
    payment?: { entity?: { id?: unknown; order_id?: unknown; status?: unknown } };
    refund?: { entity?: { id?: unknown; status?: unknown } };
  };
}

export const paymentWebhookRoutes: RoutePlugin = async (app) => {
  // Within this plugin only: keep the exact bytes that were signed.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 256 * 1024 }, (request, body, done) => {
    rawBodies.set(request, body as string);
    try {
      done(null, JSON.parse(body as string));
    } catch {
      done(badRequest('The request body is not valid JSON'), undefined);
    }
  });

  app.post(WEBHOOK_PATH, async (request) => {
    const secret = app.config.razorpay?.webhookSecret;
    if (!secret) throw notFound('The Razorpay webhook is not configured');
    const raw = rawBodies.get(request) ?? '';
    const given = request.headers['x-razorpay-signature'];
    if (typeof given !== 'string' || !sameSignature(webhookSignature(secret, raw), given)) {
      throw badRequest('Webhook signature verification failed');
    }
    const event = request.body as WebhookEvent;
    if (typeof event?.event === 'string' && REFUND_EVENTS.has(event.event)) {
      const refund = event.payload?.refund?.entity;
      if (typeof refund?.id !== 'string' || typeof refund.status !== 'string') return { ok: true, handled: false };
      const handled = await recordRefundOutcome(app.db, 'razorpay', refund.id, refund.status);
      if (handled) request.log.info({ providerRefund: refund.id, status: refund.status }, 'refund outcome recorded from the webhook');
      return { ok: true, handled };
    }
    if (typeof event?.event !== 'string' || !HANDLED.has(event.event)) return { ok: true, handled: false };
    const payment = event.payload?.payment?.entity;
    if (typeof payment?.id !== 'string' || typeof payment.order_id !== 'string') return { ok: true, handled: false };
    const paymentOrder = await findPaymentOrder(app.db, payment.order_id);
    if (!paymentOrder || paymentOrder.provider !== 'razorpay') return { ok: true, handled: false };
    await markPaymentOrderPaid(app.db, paymentOrder.id, payment.id);
    request.log.info({ paymentOrder: payment.order_id, paymentId: payment.id, event: event.event }, 'payment recorded from the webhook');
    return { ok: true, handled: true };
  });
};
