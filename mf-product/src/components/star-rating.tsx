// The review form's star rating input: ten radios (0.5 to 5) laid over the left and right halves of
// five stars, named as the form's field: the chosen one is posted before the scripts run and
// without them, and CSS colours the stars up to it then (the scripts colour them, with a preview
// on hover, once they run). The read-only display is the shared one (@storefront/shared/ui/star-rating).
import { useEffect, useId, useState } from 'react';
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
  /** The form field the radios post (a generated name when the value is not posted). */
  name?: string;
}

export function StarRatingInput({ value, onChange, label, size = 24, name: field }: StarRatingInputProps) {
  const id = useId();
  const name = field ?? id;
  const [hover, setHover] = useState<number | null>(null);
  // A star chosen before the scripts ran (the browser checked its radio) is the rating they start
  // with: read from the server's HTML as they hydrate it, before React sets the radios again.
  const [early] = useState(() => {
    if (typeof document === 'undefined') return null;
    const checked = document.getElementById(id)?.querySelector<HTMLInputElement>('input:checked');
    const chosen = checked ? Number(checked.value) : NaN;
    return Number.isFinite(chosen) ? chosen : null;
  });
  useEffect(() => {
    if (early !== null && early !== value) onChange(early);
    // once, as the scripts take over
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
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
    <fieldset id={id} className={styles.input} onMouseLeave={() => setHover(null)}>
      <legend className="visually-hidden">{label}</legend>
      {STARS.map((s) => {
        const full = shown >= s;
        const halfOn = !full && shown >= s - REVIEW_RATING.step;
        return (
          <span key={s} className={`${styles.star} ${full ? styles.on : ''}`}>
            <StarIcon size={size} />
            <span className={`${styles.halfOn} ${halfOn ? styles.halfShown : ''}`}><StarIcon size={size} /></span>
            {half(s, 'left')}
            {half(s, 'right')}
          </span>
        );
      })}
    </fieldset>
  );
}
