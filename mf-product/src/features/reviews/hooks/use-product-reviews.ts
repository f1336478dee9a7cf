import { useCallback, useEffect, useState } from 'react';
import type { Review } from '@storefront/shared';
import { getProductReviews } from '../api/get-product-reviews';

/** Newest first, whatever order the server sends. */
export function newestFirst(reviews: Review[]): Review[] {
  return [...reviews].sort((a, b) => (b.dateCreated ?? '').localeCompare(a.dateCreated ?? ''));
}

/**
 * The product's reviews, newest first, with `reload` for after a review is posted. `failed` says
 * the list could not be read (the page then falls back to the product's own review count).
 */
export function useProductReviews(productId: string) {
  const [reviews, setReviews] = useState<Review[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const reload = useCallback(() => setAttempt((a) => a + 1), []);
  useEffect(() => {
    const ctrl = new AbortController();
    getProductReviews(productId, ctrl.signal).then(
      (res) => {
        if (ctrl.signal.aborted) return;
        const ok = res.ok && Array.isArray(res.data);
        setFailed(!ok);
        setReviews(ok ? newestFirst(res.data as Review[]) : []);
      },
      () => {},
    );
    return () => ctrl.abort();
  }, [productId, attempt]);
  useEffect(() => {
    setReviews(null);
    setFailed(false);
  }, [productId]);
  return { reviews, failed, reload };
}
