// The offline provider: order and payment ids in the provider's format, and payments signed with a
// server-side secret exactly as the real provider signs them, so verification is the same code.
import { createHmac, randomBytes } from 'node:crypto';
import type { PaymentProvider, ProviderOrder, SignedPayment } from './provider';
import { isValidPaymentSignature, paymentSignature } from './signature';

export const SANDBOX_KEY_ID = 'rzp_test_sandbox';

const ID_CHARS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

function providerId(prefix: string): string {
  const bytes = randomBytes(14);
  let out = '';
  for (const b of bytes) out += ID_CHARS[b % ID_CHARS.length];
  return `${prefix}_${out}`;
}

/**
 * The sandbox's key secret, derived from the server's own secret: every API process behind a load
 * balancer agrees on it, and it is never configured or shown anywhere.
 */
export function sandboxSecret(serverSecret: string): string {
  return createHmac('sha256', serverSecret).update('storefront:payments:sandbox').digest('hex');
}

export interface SandboxProvider extends PaymentProvider {
  readonly name: 'sandbox';
  /** What the sandbox's checkout hands back after the shopper pays: a signed payment. */
  pay(orderId: string): SignedPayment;
}

export function createSandboxProvider(secret: string): SandboxProvider {
  return {
    name: 'sandbox',
    keyId: SANDBOX_KEY_ID,
    async createOrder({ amountPaise, currency }): Promise<ProviderOrder> {
      return { id: providerId('order'), amountPaise, currency };
    },
    verifySignature(orderId, paymentId, signature) {
      return isValidPaymentSignature(secret, orderId, paymentId, signature);
    },
    async refund() {
      return { id: providerId('rfnd'), status: 'processed' };
    },
    pay(orderId) {
      const paymentId = providerId('pay');
      return { razorpay_order_id: orderId, razorpay_payment_id: paymentId, razorpay_signature: paymentSignature(secret, orderId, paymentId) };
    },
  };
}
