import { useEffect, useRef, useState } from 'react';
import { formatINR, PRICE_SLIDER } from '@storefront/shared';
import styles from './filters.module.css';

export type PriceRange = readonly [number, number];
export const FULL_PRICE_RANGE: PriceRange = [PRICE_SLIDER.min, PRICE_SLIDER.max];
/** A drag settles before the list is asked for again, instead of one call per pixel. */
export const PRICE_COMMIT_DELAY_MS = 350;

/** The upper handle at the slider's maximum means "no upper limit" (decisions §5). */
export function isOpenEnded(range: PriceRange): boolean {
  return range[1] >= PRICE_SLIDER.max;
}

export function isFullRange(range: PriceRange): boolean {
  return range[0] <= PRICE_SLIDER.min && isOpenEnded(range);
}

/** FILTER BY PRICE: a two-handle range slider, 100 to 60000 in steps of 5. */
export function PriceFilter({ value, onChange, idPrefix }: { value: PriceRange; onChange: (range: PriceRange) => void; idPrefix: string }) {
  const [draft, setDraft] = useState<PriceRange>(value);
  const timer = useRef<ReturnType<typeof setTimeout>>();
  const latest = useRef(onChange);
  latest.current = onChange;

  // A reset from outside (another filter chosen, a new category) moves the handles back.
  useEffect(() => setDraft(value), [value]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const update = (next: PriceRange) => {
    setDraft(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => latest.current(next), PRICE_COMMIT_DELAY_MS);
  };

  const { min, max, step } = PRICE_SLIDER;
  const pct = (v: number) => ((v - min) / (max - min)) * 100;
  return (
    <div>
      <div className={styles.range}>
        <div className={styles.track}>
          <div className={styles.fill} style={{ left: `${pct(draft[0])}%`, right: `${100 - pct(draft[1])}%` }} />
        </div>
        <input
          type="range"
          id={`${idPrefix}-min-price`}
          // Pushed to the right half, the lower handle goes on top so it can still be taken back.
          className={pct(draft[0]) > 50 ? styles.onTop : undefined}
          aria-label="Minimum price"
          aria-valuetext={formatINR(draft[0])}
          min={min}
          max={max}
          step={step}
          value={draft[0]}
          onChange={(e) => update([Math.min(Number(e.target.value), draft[1] - step), draft[1]])}
        />
        <input
          type="range"
          id={`${idPrefix}-max-price`}
          aria-label="Maximum price"
          aria-valuetext={isOpenEnded(draft) ? `${formatINR(max)} and above` : formatINR(draft[1])}
          min={min}
          max={max}
          step={step}
          value={draft[1]}
          onChange={(e) => update([draft[0], Math.max(Number(e.target.value), draft[0] + step)])}
        />
      </div>
      <div className={styles.priceLabels} aria-live="polite">
        <span>
          From: <strong>{formatINR(draft[0])}</strong>
        </span>
        <span>
          To: <strong>{isOpenEnded(draft) ? `${formatINR(max)}+` : formatINR(draft[1])}</strong>
        </span>
      </div>
    </div>
  );
}
