import { api, type AddedReview, type AddReviewRequest } from '@storefront/shared';

export function addProductReview(body: AddReviewRequest) {
  return api.post<AddedReview>('/api/productReviews/add', body);
}
