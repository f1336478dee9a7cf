import { useEffect, useRef, useState, type FormEvent } from 'react';
import { formatINR, PRICE_SLIDER, useTypedBeforeHydration } from '@storefront/shared';
import styles from './filters.module.css';

export type PriceRange = readonly [number, number];
export const FULL_PRICE_RANGE: PriceRange = [PRICE_SLIDER.min, PRICE_SLIDER.max];
/** A drag settles before the list is asked for again, instead of one call per pixel. */
export const PRICE_COMMIT_DELAY_MS = 350;

/** The upper handle at the slider's maximum means "no upper limit" (decisions §5). */
export function isOpenEnded(range: PriceRange): boolean {
  return range[1] >= PRICE_SLIDER.max;
}

/** The lower handle at the slider's minimum: no lower limit (a product under ₹100 stays listed). */
export function atFloor(range: PriceRange): boolean {
  return range[0] <= PRICE_SLIDER.min;
}

export function isFullRange(range: PriceRange): boolean {
  return range[0] <= PRICE_SLIDER.min && isOpenEnded(range);
}

/** The value a range input of the slider holds for `v`: clamped, then on the nearest step (the browser's own rule). */
export function onSlider(v: number): number {
  const { min, max, step } = PRICE_SLIDER;
  const clamped = Math.min(max, Math.max(min, v));
  return Math.min(max, min + Math.round((clamped - min) / step) * step);
}

/**
 * FILTER BY PRICE: a two-handle range slider, 100 to 60000 in steps of 5, as a GET form. With
 * scripts a drag applies once it settles (and becomes the URL); before them or without them,
 * 'Apply' sends the handles (`minPrice`, `maxPrice`; the upper handle at the maximum reads as no
 * upper limit, listing-state.ts) with the listing's other choices as hidden fields, and the server
 * renders that list. Handles moved before the scripts took over are carried out as it hydrates.
 */
export function PriceFilter({ value, onChange, idPrefix, action, hidden }: {
  value: PriceRange;
  onChange: (range: PriceRange) => void;
  idPrefix: string;
  /** The listing's own path (the form sends to it). */
  action: string;
  /** The listing's other choices (sort, page size, rating...), kept by the form. */
  hidden: Record<string, string | number | undefined>;
}) {
  const [draft, setDraft] = useState<PriceRange>(value);
  const timer = useRef<ReturnType<typeof setTimeout>>();
  const latest = useRef(onChange);
  latest.current = onChange;
  const formRef = useRef<HTMLFormElement>(null);

  // A reset from outside (another filter chosen, a new category) moves the handles back.
  useEffect(() => setDraft(value), [value]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const update = (next: PriceRange) => {
    setDraft(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => latest.current(next), PRICE_COMMIT_DELAY_MS);
  };

  // (compared with what the slider can hold: a price band's ₹4,999 sits on the ₹5,000 step, and
  // taken for a handle moved before hydration it widened the band to ₹5,000 on its own)
  useTypedBeforeHydration(formRef, { minPrice: String(onSlider(value[0])), maxPrice: String(onSlider(value[1])) }, (moved) => {
    const handle = (text: string | undefined, fallback: number) => (text === undefined || text === '' || !Number.isFinite(Number(text)) ? fallback : Number(text));
    update([handle(moved.minPrice, value[0]), handle(moved.maxPrice, value[1])]);
  });

  const apply = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    clearTimeout(timer.current);
    latest.current(draft);
  };

  const { min, max, step } = PRICE_SLIDER;
  const pct = (v: number) => ((v - min) / (max - min)) * 100;
  return (
    <form ref={formRef} method="get" action={action} onSubmit={apply}>
      {Object.entries(hidden).map(([name, v]) => (v === undefined ? null : <input key={name} type="hidden" name={name} value={v} />))}
      <div className={styles.range}>
        <div className={styles.track}>
          <div className={styles.fill} style={{ left: `${pct(draft[0])}%`, right: `${100 - pct(draft[1])}%` }} />
        </div>
        <input
          type="range"
          id={`${idPrefix}-min-price`}
          name="minPrice"
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
          name="maxPrice"
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
      <button type="submit" className={`btn btn-outline-success btn-sm ${styles.priceApply}`}>
        Apply
      </button>
    </form>
  );
}
