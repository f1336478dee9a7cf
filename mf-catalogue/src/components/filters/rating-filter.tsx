import { RATING_FILTER_VALUES } from '@storefront/shared';
import { StarRating } from '@storefront/shared/ui/star-rating';
import styles from './filters.module.css';

/** FILTER BY RATING: clickable star rows for 5..1; choosing the chosen row again clears it. */
export function RatingFilter({ value, onChange }: { value: number | null; onChange: (rating: number | null) => void }) {
  return (
    <ul className={styles.ratingList}>
      {RATING_FILTER_VALUES.map((r) => (
        <li key={r}>
          <button
            type="button"
            className={styles.ratingButton}
            aria-pressed={value === r}
            aria-label={r === 5 ? 'Rated 5 stars' : `Rated ${r} stars and up`}
            onClick={() => onChange(value === r ? null : r)}
          >
            <StarRating value={r} size={16} />
            <span aria-hidden="true">{r === 5 ? '' : '& up'}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
