import type { Review } from '@storefront/shared';
import { ReviewForm } from './review-form';
import { ReviewList } from './review-list';
import styles from './reviews.module.css';

export function ReviewsPanel({ productId, reviews, onAdded }: { productId: string; reviews: Review[] | null; onAdded: () => void }) {
  return (
    <div className={styles.panel}>
      <ReviewList reviews={reviews} />
      <ReviewForm productId={productId} onAdded={onAdded} />
    </div>
  );
}
