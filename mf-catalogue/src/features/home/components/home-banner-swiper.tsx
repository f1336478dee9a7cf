// The home banner carousel (wide screens): one slide, gap 15, loop, 500 ms transitions, autoplay
// every 3500 ms that keeps going after the shopper uses the arrows (spec §2, §9).
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { Swiper, SwiperSlide } from 'swiper/react';
import { Autoplay } from 'swiper/modules';
import type { Swiper as SwiperClass } from 'swiper/types';
import 'swiper/css';
import { Picture, SLIDES } from '@storefront/shared';
import { ChevronLeftIcon, ChevronRightIcon } from '@storefront/shared/ui/icons';
import { BANNER_SIZES } from './banner-sizes';
import styles from './home.module.css';

export interface BannerSlide {
  id: string;
  src: string;
  href: string;
  alt: string;
}

/** What brought the carousel in: a first move to make and the arrow to keep focused. */
export interface StartAction {
  move: 'next' | 'prev' | null;
  focus: 'next' | 'prev' | null;
}

const { perView, gap, loop, speedMs, autoplayMs } = SLIDES.homeBanner;

export default function HomeBannerSwiper({
  slides,
  start,
  paused,
  onTogglePause,
}: {
  slides: BannerSlide[];
  start: StartAction;
  paused: boolean;
  onTogglePause: () => void;
}) {
  const [swiper, setSwiper] = useState<SwiperClass | null>(null);
  const [current, setCurrent] = useState(0);
  const prevRef = useRef<HTMLButtonElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  const started = useRef(false);

  useEffect(() => {
    if (!swiper || started.current) return;
    started.current = true;
    if (start.move === 'next') swiper.slideNext();
    if (start.move === 'prev') swiper.slidePrev();
    if (start.focus === 'next') nextRef.current?.focus();
    if (start.focus === 'prev') prevRef.current?.focus();
  }, [swiper, start]);

  useEffect(() => {
    if (!swiper?.autoplay) return;
    if (paused) swiper.autoplay.stop();
    else swiper.autoplay.start();
  }, [swiper, paused]);

  return (
    <div className={styles.bannerBox} role="region" aria-roledescription="carousel" aria-label="Offers">
      <Swiper
        modules={[Autoplay]}
        slidesPerView={perView}
        spaceBetween={gap}
        loop={loop && slides.length > 1}
        speed={speedMs}
        autoplay={{ delay: autoplayMs, disableOnInteraction: false }}
        onSwiper={setSwiper}
        onSlideChange={(s) => setCurrent(s.realIndex)}
      >
        {slides.map((s, i) => (
          <SwiperSlide key={s.id} aria-label={`${i + 1} of ${slides.length}`} role="group" aria-roledescription="slide" aria-hidden={i !== current}>
            <Link to={s.href} className={styles.bannerSlide} tabIndex={i === current ? 0 : -1}>
              <Picture src={s.src} alt={s.alt} width={1600} height={520} sizes={BANNER_SIZES.carousel} priority={i === 0} />
            </Link>
          </SwiperSlide>
        ))}
      </Swiper>
      <button ref={prevRef} type="button" className={`${styles.arrow} ${styles.arrowPrev}`} aria-label="Previous banner" onClick={() => swiper?.slidePrev()}>
        <ChevronLeftIcon size={22} />
      </button>
      <button ref={nextRef} type="button" className={`${styles.arrow} ${styles.arrowNext}`} aria-label="Next banner" onClick={() => swiper?.slideNext()}>
        <ChevronRightIcon size={22} />
      </button>
      <button type="button" className={styles.pause} aria-pressed={paused} onClick={onTogglePause}>
        {paused ? 'Play' : 'Pause'}
        <span className="visually-hidden"> banner rotation</span>
      </button>
    </div>
  );
}
