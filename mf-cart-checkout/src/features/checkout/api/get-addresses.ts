import { api, type SavedAddress } from '@storefront/shared';

/** GET /api/addresses: the shopper's address book, the default first (decisions §7). */
export function getAddresses(signal?: AbortSignal) {
  return api.get<SavedAddress[]>('/api/addresses', undefined, signal);
}
