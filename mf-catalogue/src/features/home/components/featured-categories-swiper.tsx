// Featured Categories carousel above 992 px: eight in view, arrows paging in groups of three.
import { useEffect, useRef } from 'react';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import { SLIDES, type Category } from '@storefront/shared';
import { ChevronLeftIcon, ChevronRightIcon } from '@storefront/shared/ui/icons';
import { useSwiperEdges } from '../../../lib/use-swiper-edges';
import { CategoryTile } from './category-tile';
import styles from './home.module.css';

export interface CarouselStart {
  move: 'next' | null;
  focus: 'next' | null;
}

export default function FeaturedCategoriesSwiper({ categories, start }: { categories: Category[]; start: CarouselStart }) {
  const { swiper, edges, events } = useSwiperEdges({ start: true, end: false });
  const nextRef = useRef<HTMLButtonElement>(null);
  const started = useRef(false);

  useEffect(() => {
    if (!swiper || started.current) return;
    started.current = true;
    if (start.move === 'next') swiper.slideNext();
    if (start.focus === 'next') nextRef.current?.focus();
  }, [swiper, start]);

  return (
    <div className={styles.carousel} role="group" aria-roledescription="carousel" aria-label="Featured categories">
      <Swiper
        slidesPerView={SLIDES.categories.wide}
        slidesPerGroup={SLIDES.categories.group}
        spaceBetween={12}
        {...events}
      >
        {categories.map((c) => (
          <SwiperSlide key={c.id} style={{ height: 'auto' }}>
            <CategoryTile category={c} />
          </SwiperSlide>
        ))}
      </Swiper>
      <button type="button" className={`${styles.arrow} ${styles.arrowPrev}`} aria-label="Previous categories" disabled={edges.start} onClick={() => swiper?.slidePrev()}>
        <ChevronLeftIcon size={18} />
      </button>
      <button ref={nextRef} type="button" className={`${styles.arrow} ${styles.arrowNext}`} aria-label="Next categories" disabled={edges.end} onClick={() => swiper?.slideNext()}>
        <ChevronRightIcon size={18} />
      </button>
    </div>
  );
}
