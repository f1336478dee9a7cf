// Description / Additional info / Reviews tabs under the product. The page controls which tab is
// open (the rating link opens Reviews) and supplies the Reviews panel. Each tab is a link to the
// page with `?tab=` (the server renders that tab open): before the scripts run, and without them,
// the reviews and their form are one tap away; with them a tap only switches the panel.
import { useId, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import styles from './product-tabs.module.css';

export type ProductTab = 'description' | 'additional' | 'reviews';
const ORDER: ProductTab[] = ['description', 'additional', 'reviews'];
/** The tabs' section, where a tab's link lands. */
export const PRODUCT_TABS_ID = 'product-information';

/** The tab an address asks for (`?tab=reviews`), Description otherwise. */
export function tabOf(search: string): ProductTab {
  const asked = new URLSearchParams(search).get('tab');
  return ORDER.includes(asked as ProductTab) ? (asked as ProductTab) : 'description';
}

/** The page's address with `tab` open (the other choices kept), landing on the tabs. */
export function tabHref(search: string, tab: ProductTab): string {
  const params = new URLSearchParams(search);
  if (tab === 'description') params.delete('tab');
  else params.set('tab', tab);
  const query = params.toString();
  return `${query ? `?${query}` : '?'}#${PRODUCT_TABS_ID}`;
}

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
  const { search } = useLocation();
  const hrefOf = (t: ProductTab) => tabHref(search, t);
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
    <section id={PRODUCT_TABS_ID} className={styles.tabs} aria-label="Product information">
      <div role="tablist" className={styles.list} onKeyDown={onKey}>
        {ORDER.map((t) => (
          <a
            key={t}
            id={`${base}-tab-${t}`}
            href={hrefOf(t)}
            role="tab"
            aria-selected={active === t}
            aria-controls={`${base}-panel-${t}`}
            tabIndex={active === t ? 0 : -1}
            className={`${styles.tab} ${active === t ? styles.active : ''}`}
            onClick={(e: MouseEvent) => {
              e.preventDefault();
              onSelect(t);
            }}
          >
            {labels[t]}
          </a>
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
