import { lazy, Suspense, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { imageUrl, Picture, SLIDES, useIsWide, type Banner } from '@storefront/shared';
import { ChevronLeftIcon, ChevronRightIcon } from '@storefront/shared/ui/icons';
import { bannerAlt } from '../../../lib/banner-alt';
import { bannerLink } from '../../../lib/banner-link';
import { BANNER_SIZES } from './banner-sizes';
import { useCategories } from '../../../lib/use-categories';
import type { BannerSlide, StartAction } from './home-banner-swiper';
import styles from './home.module.css';
import { ScriptButton } from '@storefront/shared/ui/script-button';

/** Banners a phone shows in its first screen (stacked in a grid). */
const FIRST_SCREEN_BANNERS = 4;

// Swiper is fetched when the carousel first has to move: at the first autoplay tick or when the
// shopper reaches for it. Until then the first slide is plain markup, so the page becomes
// interactive without the carousel's code.
const HomeBannerSwiper = lazy(() => import('./home-banner-swiper'));

/**
 * The home banner: a carousel above 992 px, a grid below (spec §2 Home). The home page reads the
 * banners (it holds what follows until they are in, so nothing below jumps when they arrive).
 */
export function HomeBanner({ data, loading }: { data: Banner[] | null; loading: boolean }) {
  const wide = useIsWide();
  const categories = useCategories();
  const slides: BannerSlide[] = (Array.isArray(data) ? data : [])
    .filter((b) => b.images?.[0])
    .map((b) => ({ id: b.id, src: imageUrl(b.images[0]), href: bannerLink(b), alt: bannerAlt(b, categories) }));

  if (loading) return <div className={styles.bannerBox} aria-hidden="true" />;
  if (slides.length === 0) return null;
  if (!wide) {
    return (
      <section className={styles.bannerGrid} aria-label="Offers">
        {slides.map((s, i) => (
          <Link key={s.id} to={s.href}>
            <Picture
              src={s.src}
              alt={s.alt}
              width={1600}
              height={520}
              sizes={BANNER_SIZES.grid}
              // A phone's first screen holds the first few banners, all of one size (any of them can be
              // the largest paint): asked for first, with the page, not after layout.
              priority={i < FIRST_SCREEN_BANNERS}
            />
          </Link>
        ))}
      </section>
    );
  }
  return <BannerCarousel slides={slides} />;
}

function BannerCarousel({ slides }: { slides: BannerSlide[] }) {
  const [start, setStart] = useState<StartAction | null>(null);
  const [paused, setPaused] = useState(false);
  const many = slides.length > 1;

  // The first autoplay tick brings the carousel in and moves on, as autoplay would.
  useEffect(() => {
    if (!many || start || paused) return;
    const t = setTimeout(() => setStart({ move: 'next', focus: null }), SLIDES.homeBanner.autoplayMs);
    return () => clearTimeout(t);
  }, [many, start, paused]);

  const first = slides[0];
  const still = (
    <div
      className={styles.bannerBox}
      role="region"
      aria-roledescription="carousel"
      aria-label="Offers"
      onPointerEnter={() => many && !start && setStart({ move: null, focus: null })}
    >
      <Link to={first.href} className={styles.bannerSlide}>
        <Picture src={first.src} alt={first.alt} width={1600} height={520} sizes={BANNER_SIZES.carousel} priority />
      </Link>
      {many && (
        <>
          <ScriptButton type="button" className={`${styles.arrow} ${styles.arrowPrev}`} aria-label="Previous banner" onClick={() => setStart({ move: 'prev', focus: 'prev' })}>
            <ChevronLeftIcon size={22} />
          </ScriptButton>
          <ScriptButton type="button" className={`${styles.arrow} ${styles.arrowNext}`} aria-label="Next banner" onClick={() => setStart({ move: 'next', focus: 'next' })}>
            <ChevronRightIcon size={22} />
          </ScriptButton>
          <ScriptButton type="button" className={styles.pause} aria-pressed={paused} onClick={() => setPaused((p) => !p)}>
            {paused ? 'Play' : 'Pause'}
            <span className="visually-hidden"> banner rotation</span>
          </ScriptButton>
        </>
      )}
    </div>
  );
  if (!start) return still;
  return (
    <Suspense fallback={still}>
      <HomeBannerSwiper slides={slides} start={start} paused={paused} onTogglePause={() => setPaused((p) => !p)} />
    </Suspense>
  );
}
