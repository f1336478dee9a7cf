import { api, CURRENCY, type PaymentOrder } from '@storefront/shared';

/**
 * POST /api/orders/create-razorpay-order: the server prices the shopper's cart itself and opens a
 * payment order with the provider; `amount` is the total the shopper saw (integer rupees), refused
 * by the server if it disagrees with the cart.
 */
export function createPaymentOrder(amount: number, checks: { couponCode?: string; pincode?: string } = {}) {
  // The coupon prices the amount; an Indian pincode is checked before the shopper pays (decisions §7).
  return api.post<PaymentOrder>('/api/orders/create-razorpay-order', { amount, currency: CURRENCY, ...checks });
}
