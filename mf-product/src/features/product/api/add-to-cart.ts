import { api, type AddToCartRequest, type StatusResponse } from '@storefront/shared';

export function addToCart(body: AddToCartRequest) {
  return api.post<StatusResponse>('/api/cart/add', body);
}
