// Description / Additional info / Reviews tabs under the product. The page controls which tab is
// open (the rating link opens Reviews) and supplies the Reviews panel.
import { useId, type KeyboardEvent, type ReactNode } from 'react';
import styles from './product-tabs.module.css';
import { ScriptButton } from '@storefront/shared/ui/script-button';

export type ProductTab = 'description' | 'additional' | 'reviews';
const ORDER: ProductTab[] = ['description', 'additional', 'reviews'];

export const ADDITIONAL_INFO_TEXT = 'Additional product information goes here.';

export interface ProductTabsProps {
  description: string;
  reviewCount: number;
  active: ProductTab;
  onSelect: (tab: ProductTab) => void;
  reviews: ReactNode;
}

export function ProductTabs({ description, reviewCount, active, onSelect, reviews }: ProductTabsProps) {
  const base = useId();
  const labels: Record<ProductTab, string> = {
    description: 'Description',
    additional: 'Additional info',
    reviews: `Reviews (${reviewCount})`,
  };
  const onKey = (e: KeyboardEvent<HTMLDivElement>) => {
    const step = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    e.preventDefault();
    const next = ORDER[(ORDER.indexOf(active) + step + ORDER.length) % ORDER.length];
    onSelect(next);
    document.getElementById(`${base}-tab-${next}`)?.focus();
  };
  return (
    <section className={styles.tabs} aria-label="Product information">
      <div role="tablist" className={styles.list} onKeyDown={onKey}>
        {ORDER.map((t) => (
          <ScriptButton
            key={t}
            id={`${base}-tab-${t}`}
            type="button"
            role="tab"
            aria-selected={active === t}
            aria-controls={`${base}-panel-${t}`}
            tabIndex={active === t ? 0 : -1}
            className={`${styles.tab} ${active === t ? styles.active : ''}`}
            onClick={() => onSelect(t)}
          >
            {labels[t]}
          </ScriptButton>
        ))}
      </div>
      <div id={`${base}-panel-${active}`} role="tabpanel" aria-labelledby={`${base}-tab-${active}`} className={styles.panel}>
        {active === 'description' && <p className={styles.text}>{description}</p>}
        {active === 'additional' && <p className={styles.text}>{ADDITIONAL_INFO_TEXT}</p>}
        {active === 'reviews' && reviews}
      </div>
    </section>
  );
}
