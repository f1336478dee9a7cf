// Opens the provider's checkout for a payment order and reports what the shopper did. The
// sandbox's window is our own dialog; the real provider's is its script, loaded only when needed.
import { useCallback, useRef, useState, type ReactNode } from 'react';
import { useHydrated } from '@storefront/shared';
import { SandboxCheckoutDialog } from '../components/sandbox-checkout-dialog';
import type { CheckoutOptions, PaymentOutcome } from '../lib/payment-checkout';
import { openRazorpayCheckout } from '../lib/razorpay-checkout';

export function usePaymentCheckout(): { open: (options: CheckoutOptions) => Promise<PaymentOutcome>; dialog: ReactNode } {
  const [sandbox, setSandbox] = useState<CheckoutOptions | null>(null);
  const resolver = useRef<((outcome: PaymentOutcome) => void) | null>(null);

  const open = useCallback((options: CheckoutOptions) => {
    if (options.order.provider === 'razorpay') return openRazorpayCheckout(options);
    return new Promise<PaymentOutcome>((resolve) => {
      resolver.current = resolve;
      setSandbox(options);
    });
  }, []);

  const onResult = useCallback((outcome: PaymentOutcome) => {
    setSandbox(null);
    resolver.current?.(outcome);
    resolver.current = null;
  }, []);

  // (a dialog is a portal, which the server cannot render: it joins once the page has hydrated,
  // before anything can open it)
  const hydrated = useHydrated();
  return { open, dialog: hydrated ? <SandboxCheckoutDialog options={sandbox} onResult={onResult} /> : null };
}
