// The wide-screen carousel of ProductSlider. Only swiper's core is used (no modules): the arrows
// are our own named buttons driving the swiper instance.
import { useEffect } from 'react';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import { SLIDES } from '@storefront/shared';
import { ChevronLeftIcon, ChevronRightIcon } from '@storefront/shared/ui/icons';
import { useSwiperEdges } from '../../lib/use-swiper-edges';
import { ProductCard } from '../product-card/product-card';
import type { ProductSliderProps } from './slider-types';
import styles from './product-slider.module.css';
import { ScriptButton } from '@storefront/shared/ui/script-button';

export default function SwiperTrack({
  products,
  slidesPerView = SLIDES.popular,
  slidesPerGroup = SLIDES.homeGroup,
  spaceBetween = 16,
  breakpoints,
  navigation = true,
  resetKey,
  label = 'Products',
}: ProductSliderProps) {
  const { swiper, edges, sync, events } = useSwiperEdges();

  useEffect(() => {
    if (swiper && !swiper.destroyed) {
      swiper.slideTo(0, 0);
      sync(swiper);
    }
  }, [resetKey, swiper, sync]);

  // A group never moves more cards than are in view.
  const group = Math.max(1, Math.min(slidesPerGroup, slidesPerView));
  const bps = breakpoints
    ? Object.fromEntries(
        Object.entries(breakpoints).map(([w, b]) => [
          w,
          { slidesPerView: b.slidesPerView, slidesPerGroup: Math.max(1, Math.min(b.slidesPerGroup ?? group, b.slidesPerView)) },
        ]),
      )
    : undefined;

  return (
    <div role="group" aria-label={label} aria-roledescription="carousel">
      <Swiper
        slidesPerView={slidesPerView}
        slidesPerGroup={group}
        spaceBetween={spaceBetween}
        breakpoints={bps}
        watchOverflow
        {...events}
        onSlidesLengthChange={sync}
        onBreakpoint={sync}
        onResize={sync}
      >
        {products.map((p) => (
          <SwiperSlide key={p.id} className={styles.swiperSlide}>
            <ProductCard product={p} />
          </SwiperSlide>
        ))}
      </Swiper>
      {navigation && !(edges.start && edges.end) && (
        <>
          <ScriptButton type="button" className={`${styles.nav} ${styles.prev}`} aria-label={`Previous ${label}`} disabled={edges.start} onClick={() => swiper?.slidePrev()}>
            <ChevronLeftIcon size={18} />
          </ScriptButton>
          <ScriptButton type="button" className={`${styles.nav} ${styles.next}`} aria-label={`Next ${label}`} disabled={edges.end} onClick={() => swiper?.slideNext()}>
            <ChevronRightIcon size={18} />
          </ScriptButton>
        </>
      )}
    </div>
  );
}
