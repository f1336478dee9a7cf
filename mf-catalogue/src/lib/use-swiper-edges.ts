// Our own arrow buttons drive a swiper instance: they need the instance and whether it sits at its
// start or end. `events` keeps both in step (spread onto <Swiper>).
import { useCallback, useMemo, useState } from 'react';
import type { Swiper as SwiperClass } from 'swiper/types';

export function useSwiperEdges(initial: { start: boolean; end: boolean } = { start: true, end: true }) {
  const [swiper, setSwiper] = useState<SwiperClass | null>(null);
  const [edges, setEdges] = useState(initial);
  const sync = useCallback((s: SwiperClass) => setEdges({ start: s.isBeginning, end: s.isEnd }), []);
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
