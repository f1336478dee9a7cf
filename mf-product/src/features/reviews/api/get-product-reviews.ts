import { api, type Review } from '@storefront/shared';

export function getProductReviews(productId: string, signal?: AbortSignal) {
  return api.get<Review[]>('/api/productReviews', { productId }, signal);
}
