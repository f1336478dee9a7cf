import { useCallback, useEffect, useRef, useState } from 'react';
import { useServedFirstRun, useServerData, type ApiResult, type Review } from '@storefront/shared';
import { getProductReviews } from '../api/get-product-reviews';

/** Newest first, whatever order the server sends. */
export function newestFirst(reviews: Review[]): Review[] {
  return [...reviews].sort((a, b) => (b.dateCreated ?? '').localeCompare(a.dateCreated ?? ''));
}

function listOf(res: ApiResult<Review[]>): { reviews: Review[]; failed: boolean } {
  const ok = res.ok && Array.isArray(res.data);
  return { reviews: ok ? newestFirst(res.data as Review[]) : [], failed: !ok };
}

/**
 * The product's reviews, newest first, with `reload` for after a review is posted. `failed` says
 * the list could not be read (the page then falls back to the product's own review count).
 * `serve`: the page opens on its Reviews tab (`?tab=reviews`), so the server reads them while it
 * renders and the page arrives with them (without scripts they would never come); the browser's
 * first render starts from them, with no second call.
 */
export function useProductReviews(productId: string, serve = false) {
  const served = useServerData(() => (serve && productId ? getProductReviews(productId) : null), [productId, serve]);
  const [reviews, setReviews] = useState<Review[] | null>(() => (served ? listOf(served.value).reviews : null));
  const [failed, setFailed] = useState(() => (served ? listOf(served.value).failed : false));
  const [attempt, setAttempt] = useState(0);
  const reload = useCallback(() => setAttempt((a) => a + 1), []);
  const servedRun = useServedFirstRun(served);
  const shownFor = useRef(productId);
  useEffect(() => {
    if (shownFor.current !== productId) {
      // Another product: nothing of the last one's list shows while its own loads.
      shownFor.current = productId;
      setReviews(null);
      setFailed(false);
    }
    if (servedRun()) return;
    const ctrl = new AbortController();
    getProductReviews(productId, ctrl.signal).then(
      (res) => {
        if (ctrl.signal.aborted) return;
        const list = listOf(res);
        setFailed(list.failed);
        setReviews(list.reviews);
      },
      () => {},
    );
    return () => ctrl.abort();
  }, [productId, attempt, servedRun]);
  return { reviews, failed, reload };
}
