import { api, type VerifyPaymentRequest } from '@storefront/shared';

/** POST /api/orders/verify-payment: the server checks the provider's signature; reads `success`. */
export function verifyPayment(response: VerifyPaymentRequest) {
  return api.post<{ success: boolean; msg?: string }>('/api/orders/verify-payment', response);
}
