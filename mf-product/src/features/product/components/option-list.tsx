import styles from './product-summary.module.css';
import { ScriptButton } from '@storefront/shared/ui/script-button';

export interface OptionListProps {
  label: string;
  values: string[];
  selected: string | undefined;
  error: boolean;
  onSelect: (value: string) => void;
}

/** One option list (RAM, Size or Weight); `error` is the highlight for a missing choice. */
export function OptionList({ label, values, selected, error, onSelect }: OptionListProps) {
  return (
    <div className={styles.optionRow}>
      <span className={styles.optionLabel} aria-hidden="true">{label}:</span>
      <div
        role="group"
        aria-label={label}
        aria-invalid={error || undefined}
        className={`${styles.optionList} ${error ? styles.optionError : ''}`}
      >
        {values.map((v) => (
          <ScriptButton
            key={v}
            type="button"
            aria-pressed={selected === v}
            className={`${styles.option} ${selected === v ? styles.optionActive : ''}`}
            onClick={() => onSelect(v)}
          >
            {v}
          </ScriptButton>
        ))}
      </div>
    </div>
  );
}
