import { lazy, Suspense, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { BREAKPOINTS, imageUrl, isWideNow, Picture, SLIDES, useIsWide, type Banner } from '@storefront/shared';
import { ChevronLeftIcon, ChevronRightIcon } from '@storefront/shared/ui/icons';
import { bannerAlt } from '../../../lib/banner-alt';
import { bannerLink } from '../../../lib/banner-link';
import { BANNER_SIZES } from './banner-sizes';
import { useCategories } from '../../../lib/use-categories';
import type { BannerSlide, StartAction } from './home-banner-swiper';
import styles from './home.module.css';
import { ScriptButton } from '@storefront/shared/ui/script-button';

// Swiper is fetched when the carousel first has to move: at the first autoplay tick or when the
// shopper reaches for it. Until then the first slide is plain markup, so the page becomes
// interactive without the carousel's code.
const HomeBannerSwiper = lazy(() => import('./home-banner-swiper'));

/** The banners a phone shows in its first screen (one a row, 134 px each on a 412 px screen). */
const FIRST_SCREEN_BANNERS = 4;

/**
 * The home banner (spec §2 Home): one HTML for every screen, laid out by CSS: a grid of all banners
 * at 992 px and below, the first one with arrows and a pause button above (a carousel, whose code
 * comes when it first has to move). The home page reads the banners (it holds what follows until
 * they are in, so nothing below jumps when they arrive).
 */
export function HomeBanner({ data, loading }: { data: Banner[] | null; loading: boolean }) {
  const wide = useIsWide();
  const categories = useCategories();
  const slides: BannerSlide[] = (Array.isArray(data) ? data : [])
    .filter((b) => b.images?.[0])
    .map((b) => ({ id: b.id, src: imageUrl(b.images[0]), href: bannerLink(b), alt: bannerAlt(b, categories) }));

  if (loading) return <div className={styles.bannerBox} aria-hidden="true" />;
  if (slides.length === 0) return null;
  return <BannerCarousel slides={slides} wide={wide} />;
}

function BannerCarousel({ slides, wide }: { slides: BannerSlide[]; wide: boolean }) {
  const [start, setStart] = useState<StartAction | null>(null);
  const [paused, setPaused] = useState(false);
  const many = slides.length > 1;

  // The first autoplay tick brings the carousel in and moves on, as autoplay would: on wide
  // screens only (false while hydrating; below 992 px the banners are a grid).
  useEffect(() => {
    if (!wide || !many || start || paused) return;
    const t = setTimeout(() => setStart({ move: 'next', focus: null }), SLIDES.homeBanner.autoplayMs);
    return () => clearTimeout(t);
  }, [wide, many, start, paused]);

  const still = (
    <section
      className={styles.banners}
      aria-label="Offers"
      onPointerEnter={() => many && !start && isWideNow() && setStart({ move: null, focus: null })}
    >
      <div className={styles.bannerGrid}>
        {slides.map((s, i) => (
          <Link key={s.id} to={s.href}>
            <Picture
              src={s.src}
              alt={s.alt}
              width={1600}
              height={520}
              sizes={BANNER_SIZES.any}
              // The first is the largest paint on every screen: asked for first, with the page. At
              // 992 px and below the next ones share the first screen (a phone's holds four, one
              // under the other): in the server's HTML asked for with the page too, not once laid
              // out, and never above 992 px, where they are hidden. Any further ones wait for
              // layout (lazy), as do all of a home the browser renders itself (Picture's onlyUpTo).
              priority={i === 0}
              {...(i > 0 && i < FIRST_SCREEN_BANNERS ? { loading: 'eager' as const, onlyUpTo: BREAKPOINTS.wide } : {})}
            />
          </Link>
        ))}
      </div>
      {many && (
        <>
          <ScriptButton type="button" className={`${styles.arrow} ${styles.arrowPrev} ${styles.wideOnly}`} aria-label="Previous banner" onClick={() => setStart({ move: 'prev', focus: 'prev' })}>
            <ChevronLeftIcon size={22} />
          </ScriptButton>
          <ScriptButton type="button" className={`${styles.arrow} ${styles.arrowNext} ${styles.wideOnly}`} aria-label="Next banner" onClick={() => setStart({ move: 'next', focus: 'next' })}>
            <ChevronRightIcon size={22} />
          </ScriptButton>
          <ScriptButton type="button" className={`${styles.pause} ${styles.wideOnly}`} aria-pressed={paused} onClick={() => setPaused((p) => !p)}>
            {paused ? 'Play' : 'Pause'}
            <span className="visually-hidden"> banner rotation</span>
          </ScriptButton>
        </>
      )}
    </section>
  );
  // Below 992 px (the window narrowed after the carousel came in) the grid is back.
  if (!start || !wide) return still;
  return (
    <Suspense fallback={still}>
      <HomeBannerSwiper slides={slides} start={start} paused={paused} onTogglePause={() => setPaused((p) => !p)} />
    </Suspense>
  );
}
