// What a provider's checkout widget tells the page, whichever provider it is (decisions §3).
import { STORE_NAME, type PaymentOrder, type VerifyPaymentRequest } from '@storefront/shared';

export type PaymentOutcome =
  | { kind: 'success'; response: VerifyPaymentRequest }
  | { kind: 'failed'; reason: string }
  | { kind: 'dismissed' };

export interface PaymentPrefill {
  name: string;
  email: string;
  contact: string;
}

/** Everything the widget shows (spec §2 "Checkout": key, order id, amount, store, prefill, theme). */
export interface CheckoutOptions {
  order: PaymentOrder;
  storeName: string;
  description: string;
  prefill: PaymentPrefill;
  themeColor: string;
}

// The shop's strong brand green: white text on it keeps a 4.5:1 contrast.
export const THEME_COLOR = '#17774c';
export const PAYMENT_DESCRIPTION = 'Payment for your order';

export function checkoutOptions(order: PaymentOrder, prefill: PaymentPrefill): CheckoutOptions {
  return { order, storeName: STORE_NAME, description: PAYMENT_DESCRIPTION, prefill, themeColor: THEME_COLOR };
}
