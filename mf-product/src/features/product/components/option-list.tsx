import styles from './product-summary.module.css';

export interface OptionListProps {
  /** The field's name in the Add to cart form: productRam, size or productWeight. */
  name: string;
  label: string;
  values: string[];
  selected: string | undefined;
  error: boolean;
  onSelect: (value: string) => void;
}

/**
 * One option list (RAM, Size or Weight) as radio buttons of the Add to cart form, so a choice works
 * before the scripts run and without them (the form posts it); `error` is the highlight for a
 * missing choice.
 */
export function OptionList({ name, label, values, selected, error, onSelect }: OptionListProps) {
  return (
    <div className={styles.optionRow}>
      <span className={styles.optionLabel} aria-hidden="true">{label}:</span>
      <div
        role="radiogroup"
        aria-label={label}
        aria-invalid={error || undefined}
        className={`${styles.optionList} ${error ? styles.optionError : ''}`}
      >
        {values.map((v) => (
          <label key={v} className={`${styles.option} ${selected === v ? styles.optionActive : ''}`}>
            <input type="radio" className={styles.optionInput} name={name} value={v} checked={selected === v} onChange={() => onSelect(v)} />
            {v}
          </label>
        ))}
      </div>
    </div>
  );
}
