// The review form's star rating input: ten radios (0.5 to 5) laid over the left and right halves of
// five stars. The read-only display is the shared one (@storefront/shared/ui/star-rating).
import { useId, useState } from 'react';
import { CARD_RATING, REVIEW_RATING } from '@storefront/shared';
import { StarIcon } from '@storefront/shared/ui/icons';
import styles from './star-rating.module.css';

const STARS = Array.from({ length: CARD_RATING.max }, (_, i) => i + 1);

export function starsLabel(value: number): string {
  return `${value} ${value === 1 ? 'Star' : 'Stars'}`;
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
