import { api, type BillingForm } from '@storefront/shared';

/**
 * GET /api/orders/billing-defaults (decisions §6): name, e-mail and phone from the profile, and
 * the address of the shopper's last order (India and blanks before the first one).
 */
export function getBillingDefaults(signal?: AbortSignal) {
  return api.get<BillingForm>('/api/orders/billing-defaults', undefined, signal);
}
