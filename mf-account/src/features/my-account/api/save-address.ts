import { api, type AddressRequest, type SavedAddress } from '@storefront/shared';

/** POST /api/addresses (a new one) or PUT /api/addresses/:id (an edit). */
export function saveAddress(body: AddressRequest, id?: string) {
  return id ? api.put<SavedAddress>(`/api/addresses/${encodeURIComponent(id)}`, body) : api.post<SavedAddress>('/api/addresses', body);
}
