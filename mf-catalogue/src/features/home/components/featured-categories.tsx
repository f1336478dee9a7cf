import { lazy, Suspense, useState } from 'react';
import { isWideNow, SLIDES, useIsWide } from '@storefront/shared';
import { ChevronLeftIcon, ChevronRightIcon } from '@storefront/shared/ui/icons';
import { useCategoryList } from '../../../lib/use-categories';
import { CategoryTile } from './category-tile';
import { SectionHead } from './section-head';
import type { CarouselStart } from './featured-categories-swiper';
import styles from './home.module.css';
import { ScriptButton } from '@storefront/shared/ui/script-button';

// One HTML for every screen, laid out by CSS: at 992 px and below the tiles are a native scroll
// strip (3, 5 or 8 in view at 320, 500 and 768 px), which needs no script at all; above 992 px a row
// of eight with arrows, whose carousel code comes when the shopper reaches for it (hover, arrow).
const FeaturedCategoriesSwiper = lazy(() => import('./featured-categories-swiper'));

export function FeaturedCategories() {
  const { categories, failed } = useCategoryList();
  const wide = useIsWide();
  const [start, setStart] = useState<CarouselStart | null>(null);
  const id = 'mf-catalogue-featured-categories';
  const scrolls = categories.length > SLIDES.categories.wide;

  const still = (
    <div className={styles.carousel} onPointerEnter={() => scrolls && !start && isWideNow() && setStart({ move: null, focus: null })}>
      <div className={styles.catStrip} role="group" aria-label="Featured categories" tabIndex={0}>
        {categories.map((c) => (
          <CategoryTile key={c.id} category={c} />
        ))}
      </div>
      {scrolls && (
        <>
          <button type="button" className={`${styles.arrow} ${styles.arrowPrev} ${styles.wideOnly}`} aria-label="Previous categories" disabled>
            <ChevronLeftIcon size={18} />
          </button>
          <ScriptButton type="button" className={`${styles.arrow} ${styles.arrowNext} ${styles.wideOnly}`} aria-label="Next categories" onClick={() => setStart({ move: 'next', focus: 'next' })}>
            <ChevronRightIcon size={18} />
          </ScriptButton>
        </>
      )}
    </div>
  );
  // Below 992 px (the window narrowed after the carousel came in) the strip is back.
  const body = start && wide ? (
    <Suspense fallback={still}>
      <FeaturedCategoriesSwiper categories={categories} start={start} />
    </Suspense>
  ) : (
    still
  );

  return (
    <section className={`container ${styles.section}`} aria-labelledby={id} style={{ minHeight: categories.length || failed ? undefined : 170 }}>
      {categories.length > 0 && (
        <>
          <SectionHead id={id} title="Featured Categories" />
          {body}
        </>
      )}
      {failed && (
        <p role="alert" className="text-danger my-4">
          The catalogue could not be loaded right now. Please try again in a moment.
        </p>
      )}
    </section>
  );
}
