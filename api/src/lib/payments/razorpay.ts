// Razorpay (decisions §3): orders are created through its REST API (amount in paise, basic auth
// with the key id and secret); payments are verified with the key secret.
import type { PaymentProvider, ProviderOrder } from './provider';
import { PaymentProviderError } from './provider';
import { isValidPaymentSignature } from './signature';

export const RAZORPAY_API = 'https://api.razorpay.com';
const TIMEOUT_MS = 10_000;

export interface RazorpayOptions {
  keyId: string;
  keySecret: string;
  /** For tests: another base URL or fetch. */
  baseUrl?: string;
  fetch?: typeof fetch;
}

interface RazorpayOrderJson {
  id?: unknown;
  amount?: unknown;
  currency?: unknown;
  error?: { description?: unknown };
}

export function createRazorpayProvider({ keyId, keySecret, baseUrl = RAZORPAY_API, fetch: fetchImpl }: RazorpayOptions): PaymentProvider {
  const auth = `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString('base64')}`;
  return {
    name: 'razorpay',
    keyId,
    async createOrder({ amountPaise, currency, receipt }): Promise<ProviderOrder> {
      let res: Response;
      try {
        res = await (fetchImpl ?? fetch)(`${baseUrl.replace(/\/$/, '')}/v1/orders`, {
          method: 'POST',
          headers: { Authorization: auth, 'Content-Type': 'application/json' },
          body: JSON.stringify({ amount: amountPaise, currency, receipt }),
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
      } catch (err) {
        throw new PaymentProviderError('Razorpay could not be reached', { cause: err });
      }
      const body = (await res.json().catch(() => ({}))) as RazorpayOrderJson;
      if (!res.ok || typeof body.id !== 'string') {
        const why = typeof body.error?.description === 'string' ? body.error.description : `HTTP ${res.status}`;
        throw new PaymentProviderError(`Razorpay refused the order: ${why}`);
      }
      const amount = typeof body.amount === 'number' ? body.amount : amountPaise;
      if (amount !== amountPaise) throw new PaymentProviderError('Razorpay answered with another amount');
      return { id: body.id, amountPaise: amount, currency: typeof body.currency === 'string' ? body.currency : currency };
    },
    verifySignature(orderId, paymentId, signature) {
      return isValidPaymentSignature(keySecret, orderId, paymentId, signature);
    },
  };
}
