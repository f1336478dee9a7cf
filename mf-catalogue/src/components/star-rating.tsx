import { CARD_RATING } from '@storefront/shared';
import { StarShape } from './icons';
import styles from './star-rating.module.css';

/** Rounds to the card's half-star precision and keeps it within 0..max. */
export function roundRating(value: number, max: number = CARD_RATING.max): number {
  const v = Number.isFinite(value) ? value : 0;
  const steps = 1 / CARD_RATING.precision;
  return Math.min(max, Math.max(0, Math.round(v * steps) / steps));
}

/** A read-only star rating with half-star precision (maximum 5). */
export function StarRating({ value, size = 14, max = CARD_RATING.max }: { value: number; size?: number; max?: number }) {
  const rating = roundRating(value, max);
  const stars = Array.from({ length: max }, (_, i) => <StarShape key={i} size={size} />);
  return (
    <span className={styles.stars} role="img" aria-label={`Rated ${rating} out of ${max}`}>
      <span className={styles.row}>{stars}</span>
      <span className={`${styles.row} ${styles.filled}`} style={{ width: `${(rating / max) * 100}%` }} data-rating={rating}>
        {stars}
      </span>
    </span>
  );
}
