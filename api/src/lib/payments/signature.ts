// The provider's payment signature: hex HMAC-SHA256 of `order_id|payment_id` with the key secret,
// compared in constant time.
import { createHmac, timingSafeEqual } from 'node:crypto';

export function paymentSignature(secret: string, orderId: string, paymentId: string): string {
  return createHmac('sha256', secret).update(`${orderId}|${paymentId}`).digest('hex');
}

export function isValidPaymentSignature(secret: string, orderId: string, paymentId: string, signature: string): boolean {
  if (typeof signature !== 'string' || !/^[0-9a-f]{64}$/i.test(signature)) return false;
  const expected = Buffer.from(paymentSignature(secret, orderId, paymentId), 'hex');
  const given = Buffer.from(signature, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
