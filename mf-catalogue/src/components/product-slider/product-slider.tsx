import { lazy, Suspense } from 'react';
import { SLIDES, useIsWide } from '@storefront/shared';
import { ProductCard } from '../product-card/product-card';
import type { ProductSliderProps } from './slider-types';
import styles from './product-slider.module.css';

// The carousel (and swiper with it) is fetched only where it is shown: wide screens.
const SwiperTrack = lazy(() => import('./swiper-track'));

export const DEFAULT_SPACE_BETWEEN = 16;

/**
 * A row of product cards: a swiper carousel with arrows above 992 px, a native scroll strip at
 * 992 px and below (spec §2). Lent to other slices as './ProductSlider'.
 */
export function ProductSlider(props: ProductSliderProps) {
  const {
    products,
    slidesPerView = SLIDES.popular,
    loading = false,
    label = 'Products',
    scrollBelowWide = true,
  } = props;
  const wide = useIsWide();
  const cls = `${styles.slider} ${loading ? styles.dimmed : ''}`;

  if (!wide && scrollBelowWide) {
    return (
      <div className={cls} aria-busy={loading}>
        <div className={styles.strip} role="group" aria-label={label} tabIndex={0} data-testid="product-strip">
          {products.map((p) => (
            <div key={p.id} className={styles.stripItem}>
              <ProductCard product={p} />
            </div>
          ))}
        </div>
      </div>
    );
  }

  const placeholder = (
    <div className={styles.placeholderRow} aria-hidden="true">
      {Array.from({ length: Math.max(1, Math.min(slidesPerView, products.length)) }, (_, i) => (
        <div key={i} className={styles.placeholder} />
      ))}
    </div>
  );
  return (
    <div className={cls} aria-busy={loading}>
      <Suspense fallback={placeholder}>
        <SwiperTrack {...props} slidesPerView={slidesPerView} spaceBetween={props.spaceBetween ?? DEFAULT_SPACE_BETWEEN} label={label} />
      </Suspense>
    </div>
  );
}
