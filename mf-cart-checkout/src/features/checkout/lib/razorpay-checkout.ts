// The real provider's Checkout widget. Its script is loaded only when the server says the
// provider is 'razorpay' (keys configured), never for the sandbox.
import type { VerifyPaymentRequest } from '@storefront/shared';
import type { CheckoutOptions, PaymentOutcome } from './payment-checkout';

export const RAZORPAY_SCRIPT = 'https://checkout.razorpay.com/v1/checkout.js';

interface RazorpayWidgetOptions {
  key: string;
  amount: number;
  currency: string;
  name: string;
  description: string;
  order_id: string;
  prefill: { name: string; email: string; contact: string };
  theme: { color: string };
  handler: (response: VerifyPaymentRequest) => void;
  modal: { ondismiss: () => void };
}

interface RazorpayWidget {
  open(): void;
  on(event: 'payment.failed', cb: (response: { error?: { description?: string } }) => void): void;
}

type RazorpayConstructor = new (options: RazorpayWidgetOptions) => RazorpayWidget;

declare global {
  interface Window {
    Razorpay?: RazorpayConstructor;
  }
}

let loading: Promise<RazorpayConstructor> | null = null;

function loadRazorpay(): Promise<RazorpayConstructor> {
  if (window.Razorpay) return Promise.resolve(window.Razorpay);
  if (!loading) {
    loading = new Promise<RazorpayConstructor>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = RAZORPAY_SCRIPT;
      script.async = true;
      script.onload = () => (window.Razorpay ? resolve(window.Razorpay) : reject(new Error('Razorpay did not load')));
      script.onerror = () => reject(new Error('Razorpay could not be loaded'));
      document.body.appendChild(script);
    }).catch((err: unknown) => {
      loading = null;
      throw err;
    });
  }
  return loading;
}

/** Opens Razorpay Checkout; resolves once with success, failure or dismissal. */
export async function openRazorpayCheckout(options: CheckoutOptions): Promise<PaymentOutcome> {
  let Razorpay: RazorpayConstructor;
  try {
    Razorpay = await loadRazorpay();
  } catch {
    return { kind: 'failed', reason: 'the payment window could not be loaded' };
  }
  return new Promise<PaymentOutcome>((resolve) => {
    let failure: string | null = null;
    const widget = new Razorpay({
      key: options.order.key,
      // The provider counts paise; our API speaks whole rupees.
      amount: options.order.amount * 100,
      currency: options.order.currency,
      name: options.storeName,
      description: options.description,
      order_id: options.order.id,
      prefill: options.prefill,
      theme: { color: options.themeColor },
      handler: (response) => resolve({ kind: 'success', response }),
      // The widget stays open after a failed attempt so the shopper can retry; closing it then
      // reports the last failure.
      modal: { ondismiss: () => resolve(failure ? { kind: 'failed', reason: failure } : { kind: 'dismissed' }) },
    });
    widget.on('payment.failed', (r) => {
      failure = r.error?.description || 'Payment failed';
    });
    widget.open();
  });
}
