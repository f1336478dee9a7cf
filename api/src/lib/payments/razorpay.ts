// Razorpay (decisions §3): orders and refunds go through its REST API (amounts in paise, basic
// auth with the key id and secret); payments are verified with the key secret.
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

interface RazorpayRefundJson {
  id?: unknown;
  status?: unknown;
  error?: { description?: unknown };
}

interface RazorpayOrderJson {
  id?: unknown;
  amount?: unknown;
  currency?: unknown;
  error?: { description?: unknown };
}

export function createRazorpayProvider({ keyId, keySecret, baseUrl = RAZORPAY_API, fetch: fetchImpl }: RazorpayOptions): PaymentProvider {
  const auth = `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString('base64')}`;
  const base = baseUrl.replace(/\/$/, '');

  async function post(path: string, body: unknown, what: string): Promise<{ res: Response; json: Record<string, unknown> }> {
    let res: Response;
    try {
      res = await (fetchImpl ?? fetch)(`${base}${path}`, {
        method: 'POST',
        headers: { Authorization: auth, 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (err) {
      throw new PaymentProviderError(`Razorpay could not be reached (${what})`, { cause: err });
    }
    const json = (await res.json().catch(() => ({}))) as Record<string, unknown>;
    return { res, json };
  }

  function refusal(what: string, res: Response, json: { error?: { description?: unknown } }): PaymentProviderError {
    const why = typeof json.error?.description === 'string' ? json.error.description : `HTTP ${res.status}`;
    return new PaymentProviderError(`Razorpay refused the ${what}: ${why}`);
  }

  return {
    name: 'razorpay',
    keyId,
    async createOrder({ amountPaise, currency, receipt }): Promise<ProviderOrder> {
      const { res, json } = await post('/v1/orders', { amount: amountPaise, currency, receipt }, 'order');
      const body = json as RazorpayOrderJson;
      if (!res.ok || typeof body.id !== 'string') throw refusal('order', res, body);
      const amount = typeof body.amount === 'number' ? body.amount : amountPaise;
      if (amount !== amountPaise) throw new PaymentProviderError('Razorpay answered with another amount');
      return { id: body.id, amountPaise: amount, currency: typeof body.currency === 'string' ? body.currency : currency };
    },
    async refund({ paymentId, amountPaise, receipt }) {
      const { res, json } = await post(
        `/v1/payments/${encodeURIComponent(paymentId)}/refund`,
        { amount: amountPaise, speed: 'normal', receipt },
        'refund',
      );
      const body = json as RazorpayRefundJson;
      if (!res.ok || typeof body.id !== 'string') throw refusal('refund', res, body);
      return { id: body.id, status: typeof body.status === 'string' ? body.status : 'pending' };
    },
    verifySignature(orderId, paymentId, signature) {
      return isValidPaymentSignature(keySecret, orderId, paymentId, signature);
    },
  };
}
