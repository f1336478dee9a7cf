import { api, type VerifyPaymentRequest } from '@storefront/shared';

/**
 * POST /api/orders/sandbox/pay: the offline sandbox's "card network". The server records a payment
 * for its own payment order and signs it exactly as the real provider would, so the same
 * verification runs afterwards. Answers 4xx unless the sandbox provider is active.
 */
export function paySandboxOrder(orderId: string) {
  return api.post<VerifyPaymentRequest>('/api/orders/sandbox/pay', { razorpay_order_id: orderId });
}
