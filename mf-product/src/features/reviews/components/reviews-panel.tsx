import type { Review } from '@storefront/shared';
import { ReviewForm } from './review-form';
import { ReviewList } from './review-list';
import styles from './reviews.module.css';

export interface ReviewsPanelProps {
  productId: string;
  reviews: Review[] | null;
  failed?: boolean;
  onAdded: () => void;
}

export function ReviewsPanel({ productId, reviews, failed, onAdded }: ReviewsPanelProps) {
  return (
    <div className={styles.panel}>
      <ReviewList reviews={reviews} failed={failed} />
      <ReviewForm productId={productId} onAdded={onAdded} />
    </div>
  );
}
