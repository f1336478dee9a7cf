import { CARD_RATING } from '@storefront/shared';
import { StarIcon } from './icons';
import styles from './star-rating.module.css';

const STARS = Array.from({ length: CARD_RATING.max }, (_, i) => i + 1);

function toHalfStep(value: number): number {
  const v = Number.isFinite(value) ? value : 0;
  return Math.min(CARD_RATING.max, Math.max(0, Math.round(v / CARD_RATING.precision) * CARD_RATING.precision));
}

/** A read-only rating in half stars (My List rows). */
export function StarRating({ value, size = 16 }: { value: number; size?: number }) {
  const shown = toHalfStep(value);
  const row = (
    <span className={styles.row}>
      {STARS.map((s) => (
        <StarIcon key={s} size={size} />
      ))}
    </span>
  );
  return (
    <span className={styles.stars} role="img" aria-label={`Rated ${shown} out of ${CARD_RATING.max}`}>
      {row}
      <span className={styles.fill} style={{ width: `${(shown / CARD_RATING.max) * 100}%` }}>
        {row}
      </span>
    </span>
  );
}
