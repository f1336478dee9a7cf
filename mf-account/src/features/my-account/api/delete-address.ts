import { api, type SavedAddress } from '@storefront/shared';

/** DELETE /api/addresses/:id: answers the address book left. */
export function deleteAddress(id: string) {
  return api.del<SavedAddress[]>(`/api/addresses/${encodeURIComponent(id)}`);
}
