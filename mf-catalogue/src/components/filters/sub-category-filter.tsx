import styles from './filters.module.css';

export interface SubCategoryOption {
  id: string;
  name: string;
}

/** PRODUCT CATEGORIES: a radio list of sub-categories. */
export function SubCategoryFilter({
  options,
  selected,
  onSelect,
  name,
}: {
  options: SubCategoryOption[];
  selected: string | null;
  onSelect: (id: string) => void;
  name: string;
}) {
  if (options.length === 0) return <p className="text-muted small mb-0">No sub-categories.</p>;
  return (
    <ul className={styles.radioList}>
      {options.map((o) => (
        <li key={o.id}>
          <label>
            <input type="radio" name={name} value={o.id} checked={selected === o.id} onChange={() => onSelect(o.id)} />
            {o.name}
          </label>
        </li>
      ))}
    </ul>
  );
}
