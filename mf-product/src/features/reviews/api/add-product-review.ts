import { api, type AddReviewRequest, type Review } from '@storefront/shared';

export function addProductReview(body: AddReviewRequest) {
  return api.post<Review>('/api/productReviews/add', body);
}
