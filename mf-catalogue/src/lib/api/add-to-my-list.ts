import { api, type AddToMyListRequest, type StatusResponse } from '@storefront/shared';

export function addToMyList(body: AddToMyListRequest) {
  return api.post<StatusResponse>('/api/my-list/add/', body);
}
