import { api, type SavedAddress } from '@storefront/shared';

/** POST /api/addresses/:id/default: answers the address book, this one the default. */
export function makeDefaultAddress(id: string) {
  return api.post<SavedAddress[]>(`/api/addresses/${encodeURIComponent(id)}/default`);
}
