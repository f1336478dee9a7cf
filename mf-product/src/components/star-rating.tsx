// Star ratings in half steps: a read-only display (cards, reviews, product summary) and an input
// of ten radios (0.5 to 5) laid over the left and right halves of five stars.
import { useId, useState } from 'react';
import { CARD_RATING, REVIEW_RATING } from '@storefront/shared';
import { StarIcon } from './icons';
import styles from './star-rating.module.css';

const STARS = Array.from({ length: CARD_RATING.max }, (_, i) => i + 1);

/** Rounds to the nearest half star, within 0..5. */
export function toHalfStep(value: number): number {
  const v = Number.isFinite(value) ? value : 0;
  return Math.min(CARD_RATING.max, Math.max(0, Math.round(v / CARD_RATING.precision) * CARD_RATING.precision));
}

export function starsLabel(value: number): string {
  return `${value} ${value === 1 ? 'Star' : 'Stars'}`;
}

export function StarRating({ value, size = 16 }: { value: number; size?: number }) {
  const shown = toHalfStep(value);
  const row = (
    <span className={styles.row}>
      {STARS.map((s) => <StarIcon key={s} size={size} />)}
    </span>
  );
  return (
    <span className={styles.stars} role="img" aria-label={`Rated ${shown} out of ${CARD_RATING.max}`}>
      {row}
      <span className={styles.fill} style={{ width: `${(shown / CARD_RATING.max) * 100}%` }}>{row}</span>
    </span>
  );
}

export interface StarRatingInputProps {
  value: number;
  onChange: (value: number) => void;
  label: string;
  size?: number;
}

export function StarRatingInput({ value, onChange, label, size = 24 }: StarRatingInputProps) {
  const name = useId();
  const [hover, setHover] = useState<number | null>(null);
  const shown = hover ?? value;
  const half = (star: number, side: 'left' | 'right') => {
    const v = side === 'left' ? star - REVIEW_RATING.step : star;
    return (
      <label
        className={`${styles.half} ${side === 'left' ? styles.left : styles.right}`}
        onMouseEnter={() => setHover(v)}
      >
        <input
          type="radio"
          className={styles.radio}
          name={name}
          value={v}
          checked={value === v}
          onChange={() => onChange(v)}
          aria-label={starsLabel(v)}
        />
      </label>
    );
  };
  return (
    <fieldset className={styles.input} onMouseLeave={() => setHover(null)}>
      <legend className="visually-hidden">{label}</legend>
      {STARS.map((s) => {
        const full = shown >= s;
        const halfOn = !full && shown >= s - REVIEW_RATING.step;
        return (
          <span key={s} className={`${styles.star} ${full ? styles.on : ''}`}>
            <StarIcon size={size} />
            {halfOn && <span className={styles.halfOn}><StarIcon size={size} /></span>}
            {half(s, 'left')}
            {half(s, 'right')}
          </span>
        );
      })}
    </fieldset>
  );
}
