import { lazy, Suspense } from 'react';
import { BREAKPOINTS, SLIDES, useIsWide } from '@storefront/shared';
import { ProductCard } from '../product-card/product-card';
import type { ProductSliderProps } from './slider-types';
import styles from './product-slider.module.css';

// The carousel (and swiper with it) is fetched only where it is used: wide screens, once hydrated.
const SwiperTrack = lazy(() => import('./swiper-track'));

export const DEFAULT_SPACE_BETWEEN = 16;

const PER_VIEW: Record<number, string> = { 1: styles.perView1, 2: styles.perView2, 3: styles.perView3, 4: styles.perView4, 5: styles.perView5, 6: styles.perView6 };

/** The cards in view above 992 px: the breakpoint that applies there, else slidesPerView. */
function widePerView({ slidesPerView = SLIDES.popular, breakpoints }: ProductSliderProps): number {
  const from = Object.keys(breakpoints ?? {}).map(Number).filter((w) => w <= BREAKPOINTS.wide + 1);
  return from.length ? breakpoints![Math.max(...from)].slidesPerView : slidesPerView;
}

/**
 * A row of product cards (spec §2). Its HTML is the same for every screen: a row of cards laid out
 * by CSS, a native scroll strip at 992 px and below and `slidesPerView` cards in view above, so a
 * page shows them right before any script runs. Above 992 px, once the page has hydrated (or on a
 * mount in the browser), the swiper carousel with arrows takes the row over, the cards where they
 * already stood. Lent to other slices as './ProductSlider'.
 */
export function ProductSlider(props: ProductSliderProps) {
  const {
    products,
    slidesPerView = SLIDES.popular,
    loading = false,
    label = 'Products',
  } = props;
  // false on the server and while hydrating: the carousel is added once the page is the browser's.
  const wide = useIsWide();
  const cls = `${styles.slider} ${loading ? styles.dimmed : ''}`;
  const spaceBetween = props.spaceBetween ?? DEFAULT_SPACE_BETWEEN;

  const strip = (
    <div
      className={`${styles.strip} ${PER_VIEW[widePerView(props)] ?? styles.perView4} ${spaceBetween === 0 ? styles.noGap : ''}`}
      role="group"
      aria-label={label}
      tabIndex={0}
      data-testid="product-strip"
    >
      {products.map((p) => (
        <div key={p.id} className={styles.stripItem}>
          <ProductCard product={p} />
        </div>
      ))}
    </div>
  );

  return (
    <div className={cls} aria-busy={loading}>
      {wide ? (
        <Suspense fallback={strip}>
          <SwiperTrack {...props} slidesPerView={slidesPerView} spaceBetween={spaceBetween} label={label} />
        </Suspense>
      ) : (
        strip
      )}
    </div>
  );
}
