// Sizes and ranges both sides keep: quantities, reviews, ratings.

/** The most of one product a cart line may hold (stock permitting). */
export const MAX_QUANTITY = 10_000;

export const REVIEW_MAX_LENGTH = 2000;
export const DEFAULT_REVIEW_RATING = 1;
export const RATING_RULE = 'customerRating must be between 0.5 and 5, in half stars';

/** A review's rating: half stars from 0.5 to 5. */
export function isReviewRating(n: number): boolean {
  return n >= 0.5 && n <= 5 && Number.isInteger(n * 2);
}

/** What the API takes as a location: a two-letter country code (any case) or 'All'. */
export const LOCATION_PATTERN = /^(all|[a-z]{2})$/i;
