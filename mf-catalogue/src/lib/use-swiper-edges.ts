// Our own arrow buttons drive a swiper instance: they need the instance and whether it sits at its
// start or end. `events` keeps both in step (spread onto <Swiper>), and keeps the slides out of
// view inert: Tab went through every hidden card of a carousel (three stops each), scrolling it to
// half of two cards, before it reached the page's next part; the arrows bring the others in.
import { useCallback, useMemo, useState } from 'react';
import type { Swiper as SwiperClass } from 'swiper/types';

type SlidesView = Pick<SwiperClass, 'activeIndex' | 'isEnd'> & { slides: ArrayLike<HTMLElement>; params: { slidesPerView?: number | 'auto' } };

/** Marks the slides out of view inert (not focusable, not read) and the ones in view not. */
export function hideOffscreenSlides(s: SlidesView): void {
  const per = typeof s.params.slidesPerView === 'number' ? Math.max(1, Math.ceil(s.params.slidesPerView)) : s.slides.length;
  const first = s.isEnd ? Math.max(0, s.slides.length - per) : s.activeIndex;
  Array.from(s.slides).forEach((el, i) => el.toggleAttribute('inert', i < first || i >= first + per));
}

export function useSwiperEdges(initial: { start: boolean; end: boolean } = { start: true, end: true }) {
  const [swiper, setSwiper] = useState<SwiperClass | null>(null);
  const [edges, setEdges] = useState(initial);
  const sync = useCallback((s: SwiperClass) => {
    setEdges({ start: s.isBeginning, end: s.isEnd });
    hideOffscreenSlides(s);
  }, []);
  const events = useMemo(
    () => ({
      onSwiper: (s: SwiperClass) => {
        setSwiper(s);
        sync(s);
      },
      onSlideChange: sync,
      onReachBeginning: sync,
      onReachEnd: sync,
      onFromEdge: sync,
    }),
    [sync],
  );
  return { swiper, edges, sync, events };
}
