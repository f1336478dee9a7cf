import { useRef, useState, type KeyboardEvent } from 'react';
import { useAtomValue } from 'jotai';
import { locationAtom, SLIDES, type ProductPage } from '@storefront/shared';
import { ProductSlider } from '../../../components/product-slider/product-slider';
import { Spinner } from '../../../components/spinner';
import { useCategories } from '../../../lib/use-categories';
import { useRequest } from '../../../lib/use-request';
import { getProductsByCategoryName } from '../api/get-products-by-category-name';
import { SectionHead } from './section-head';
import styles from './home-lists.module.css';
import { ScriptButton } from '@storefront/shared/ui/script-button';
import { useSectionReady } from '../../../components/lazy-section';

/**
 * Popular Products with category tabs: a tab loads that category into the slider, which returns
 * to its first slide and is dimmed while loading (spec §2, §4).
 */
export default function PopularProducts() {
  const categories = useCategories();
  const location = useAtomValue(locationAtom);
  const [chosen, setChosen] = useState<string | null>(null);
  const catName = chosen ?? categories[0]?.name ?? '';
  const tabs = useRef<Array<HTMLButtonElement | null>>([]);
  const { data, loading } = useRequest<ProductPage>(
    (signal) => (catName ? getProductsByCategoryName({ catName, location }, signal) : null),
    [catName, location],
  );
  const products = Array.isArray(data?.products) ? data.products : [];
  useSectionReady(!(loading && products.length === 0));
  const id = 'mf-catalogue-popular';

  const onKeyDown = (e: KeyboardEvent, index: number) => {
    const step = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    e.preventDefault();
    const next = (index + step + categories.length) % categories.length;
    tabs.current[next]?.focus();
    setChosen(categories[next].name);
  };

  return (
    <section className={`container ${styles.section}`} aria-labelledby={id}>
      <SectionHead id={id} title="Popular Products" sub="Do not miss the current offers until the end of March.">
        <div className={styles.tabs} role="tablist" aria-label="Popular products by category">
          {categories.map((c, i) => (
            <ScriptButton
              key={c.id}
              ref={(el) => {
                tabs.current[i] = el;
              }}
              type="button"
              role="tab"
              id={`${id}-tab-${c.id}`}
              aria-selected={c.name === catName}
              aria-controls={`${id}-panel`}
              tabIndex={c.name === catName ? 0 : -1}
              className={styles.tab}
              onClick={() => setChosen(c.name)}
              onKeyDown={(e) => onKeyDown(e, i)}
            >
              {c.name}
            </ScriptButton>
          ))}
        </div>
      </SectionHead>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={categories.find((c) => c.name === catName) ? `${id}-tab-${categories.find((c) => c.name === catName)?.id}` : undefined}>
        {loading && products.length === 0 ? (
          <Spinner label="Loading popular products" />
        ) : products.length === 0 ? (
          <p className={styles.muted}>No products in this category yet.</p>
        ) : (
          <ProductSlider
            products={products}
            slidesPerView={SLIDES.popular}
            slidesPerGroup={SLIDES.homeGroup}
            loading={loading}
            resetKey={catName}
            label="Popular products"
          />
        )}
      </div>
    </section>
  );
}
