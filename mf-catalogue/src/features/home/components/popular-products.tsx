import { useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { useAtomValue } from 'jotai';
import { useLocation } from 'react-router-dom';
import { HYDRATING_ATTRIBUTE, locationAtom, SLIDES, useHydrated, type ProductPage } from '@storefront/shared';
import { ProductSlider } from '../../../components/product-slider/product-slider';
import { Spinner } from '../../../components/spinner';
import { useCategories } from '../../../lib/use-categories';
import { useRequest } from '../../../lib/use-request';
import { getProductsByCategoryName } from '../api/get-products-by-category-name';
import { SectionHead } from './section-head';
import styles from './home-lists.module.css';
import { useSectionReady } from '../../../components/lazy-section';

/** The address's query naming the category whose tab is chosen (`/?popular=<catId>`). */
export const POPULAR_PARAM = 'popular';
const id = 'mf-catalogue-popular';

/** A click the browser would open elsewhere (a new tab or window): the link keeps it. */
const opensElsewhere = (e: MouseEvent) => e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey;

/**
 * Popular Products with category tabs: a tab loads that category into the slider, which returns
 * to its first slide and is dimmed while loading (spec §2, §4). Each tab is a link to home with
 * that tab chosen (`/?popular=<catId>`, the server renders its list): before the scripts run, and
 * without them, a tap brings that list; with them it only switches the list in place.
 */
export default function PopularProducts() {
  const categories = useCategories();
  const location = useAtomValue(locationAtom);
  const asked = new URLSearchParams(useLocation().search).get(POPULAR_PARAM);
  const [chosen, setChosen] = useState<string | null>(null);
  const catName = chosen ?? categories.find((c) => c.id === asked)?.name ?? categories[0]?.name ?? '';
  const tabs = useRef<Array<HTMLAnchorElement | null>>([]);
  // Until the list has hydrated its tabs are plain links, marked meanwhile, so the page says it
  // works only once the scripts own them.
  const hydrated = useHydrated();
  const waiting = hydrated ? undefined : { [HYDRATING_ATTRIBUTE]: '' };
  const { data, loading } = useRequest<ProductPage>(
    (signal) => (catName ? getProductsByCategoryName({ catName, location }, signal) : null),
    [catName, location],
  );
  const products = Array.isArray(data?.products) ? data.products : [];
  useSectionReady(!(loading && products.length === 0));

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
            <a
              key={c.id}
              ref={(el) => {
                tabs.current[i] = el;
              }}
              href={`/?${POPULAR_PARAM}=${encodeURIComponent(c.id)}#${id}`}
              role="tab"
              id={`${id}-tab-${c.id}`}
              aria-selected={c.name === catName}
              aria-controls={`${id}-panel`}
              tabIndex={c.name === catName ? 0 : -1}
              className={styles.tab}
              {...waiting}
              onClick={(e) => {
                if (opensElsewhere(e)) return;
                e.preventDefault();
                setChosen(c.name);
              }}
              onKeyDown={(e) => onKeyDown(e, i)}
            >
              {c.name}
            </a>
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
