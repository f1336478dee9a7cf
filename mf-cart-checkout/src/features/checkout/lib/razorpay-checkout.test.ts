import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkoutOptions } from './payment-checkout';
import { openRazorpayCheckout, RAZORPAY_SCRIPT } from './razorpay-checkout';

interface Captured {
  options: Record<string, unknown> & { handler: (r: unknown) => void; modal: { ondismiss: () => void } };
  failed?: (r: { error?: { description?: string } }) => void;
}

function fakeRazorpay(captured: Captured[]) {
  return class {
    constructor(options: Captured['options']) {
      captured.push({ options });
    }
    on(_event: string, cb: Captured['failed']) {
      captured[captured.length - 1].failed = cb;
    }
    open() {}
  };
}

const ORDER = { id: 'order_RZP1', amount: 3654, currency: 'INR' as const, provider: 'razorpay' as const, key: 'rzp_test_live' };
const PREFILL = { name: 'Asha Rao', email: 'asha@example.in', contact: '9876543210' };

afterEach(() => {
  delete window.Razorpay;
  document.querySelectorAll(`script[src="${RAZORPAY_SCRIPT}"]`).forEach((s) => s.remove());
});

describe('openRazorpayCheckout', () => {
  it('opens the widget with key, order id, amount in paise, currency, store, description, prefill and theme', async () => {
    const captured: Captured[] = [];
    window.Razorpay = fakeRazorpay(captured) as unknown as NonNullable<typeof window.Razorpay>;
    const outcome = openRazorpayCheckout(checkoutOptions(ORDER, PREFILL));
    await vi.waitFor(() => expect(captured).toHaveLength(1));
    expect(captured[0].options).toMatchObject({
      key: 'rzp_test_live',
      order_id: 'order_RZP1',
      amount: 365400,
      currency: 'INR',
      name: 'Storefront',
      description: 'Payment for your order',
      prefill: PREFILL,
      theme: { color: '#17774c' },
    });
    const response = { razorpay_order_id: 'order_RZP1', razorpay_payment_id: 'pay_1', razorpay_signature: 'sig' };
    captured[0].options.handler(response);
    await expect(outcome).resolves.toEqual({ kind: 'success', response });
  });

  it('reports a dismissal, and a failure when the shopper closes after a failed attempt', async () => {
    const captured: Captured[] = [];
    window.Razorpay = fakeRazorpay(captured) as unknown as NonNullable<typeof window.Razorpay>;
    const dismissed = openRazorpayCheckout(checkoutOptions(ORDER, PREFILL));
    await vi.waitFor(() => expect(captured).toHaveLength(1));
    captured[0].options.modal.ondismiss();
    await expect(dismissed).resolves.toEqual({ kind: 'dismissed' });

    const failed = openRazorpayCheckout(checkoutOptions(ORDER, PREFILL));
    await vi.waitFor(() => expect(captured).toHaveLength(2));
    captured[1].failed?.({ error: { description: 'Card declined' } });
    captured[1].options.modal.ondismiss();
    await expect(failed).resolves.toEqual({ kind: 'failed', reason: 'Card declined' });
  });

  it('loads checkout.js only when asked, and reports a script that cannot load as a failure', async () => {
    expect(document.querySelector(`script[src="${RAZORPAY_SCRIPT}"]`)).toBeNull();
    const outcome = openRazorpayCheckout(checkoutOptions(ORDER, PREFILL));
    const script = await vi.waitFor(() => {
      const s = document.querySelector<HTMLScriptElement>(`script[src="${RAZORPAY_SCRIPT}"]`);
      if (!s) throw new Error('no script yet');
      return s;
    });
    script.dispatchEvent(new Event('error'));
    await expect(outcome).resolves.toEqual({ kind: 'failed', reason: 'the payment window could not be loaded' });
  });
});
