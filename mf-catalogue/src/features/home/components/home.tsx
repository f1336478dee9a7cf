import { lazy, useEffect, useState } from 'react';
import type { Banner } from '@storefront/shared';
import { LazySection } from '../../../components/lazy-section';
import { lazyChunk } from '../../../lib/lazy-chunk';
import { SliceRoot } from '../../../components/slice-root';
import { useCategoryList } from '../../../lib/use-categories';
import { useRequest } from '../../../lib/use-request';
import { getHomeBanners } from '../api/get-home-banners';
import { BannerRow } from './banner-row';
import { FeaturedCategories } from './featured-categories';
import { HomeBanner } from './home-banner';
import styles from './home.module.css';

// Below the fold: each section's code and data come when it scrolls near the viewport.
// (the first list is rendered on the server: lazyChunk names its chunk for the page to preload)
const PopularProducts = lazyChunk(() => import(/* webpackChunkName: "lazy-home-popular" */ './popular-products'), 'lazy-home-popular');
const NewProducts = lazy(() => import('./new-products'));
const FeaturedProducts = lazy(() => import('./featured-products'));
const BottomBanners = lazy(() => import('./bottom-banners'));
const CategoryBlock = lazy(() => import('./category-block'));
const RandomCategory = lazy(() => import('./random-category'));
const RecentlyViewed = lazy(() => import('./recently-viewed'));

const BANNER_WAIT_MS = 3000;

/**
 * What each section below the fold measures once shown, on a phone (390 px wide) and in the wide
 * layout (1280 px), with the seeded catalogue: its place holds that much until it is shown, so
 * showing it moves nothing the shopper is looking at (a browser test scrolls home and counts the
 * layout shifts). Recently viewed is empty for a new visitor.
 */
const SECTION_HEIGHTS = {
  popular: { phone: 480, wide: 480 },
  newProducts: { phone: 3046, wide: 1393 },
  featured: { phone: 350, wide: 438 },
  bottomBanners: { phone: 540, wide: 346 },
  categoryBlock: { phone: 350, wide: 381 },
  randomCategory: { phone: 1339, wide: 851 },
  recentlyViewed: 0,
} as const;

/** Home (spec §2): banner, categories, banners, product lists, category blocks, recently viewed. */
export function Home() {
  const { categories, failed } = useCategoryList();
  const banners = useRequest<Banner[]>((signal) => getHomeBanners(signal), []);
  // A slow banner call holds the rest back for 3 s at most.
  const [waited, setWaited] = useState(false);
  useEffect(() => {
    const t = setTimeout(() => setWaited(true), BANNER_WAIT_MS);
    return () => clearTimeout(t);
  }, []);
  const holding = banners.loading && !waited;
  return (
    <SliceRoot className={styles.home}>
      <h1 className="visually-hidden">Storefront: shop by category</h1>
      <div className="container pt-3">
        <HomeBanner data={banners.data} loading={banners.loading} />
      </div>
      {/* Below the banner, sections mount and hold their place at once (their calls run alongside
          the banner's) but show once the banner is in: on phones it is a grid of unknown height,
          and whatever was shown beneath it would jump down when it arrived. */}
      <div style={holding ? { visibility: 'hidden' } : undefined} aria-hidden={holding || undefined}>
        <FeaturedCategories />
        <BannerRow />
        {categories.length > 0 ? (
          <>
            <LazySection minHeight={SECTION_HEIGHTS.popular} ssr>
              <PopularProducts />
            </LazySection>
            <LazySection minHeight={SECTION_HEIGHTS.newProducts}>
              <NewProducts />
            </LazySection>
            <LazySection minHeight={SECTION_HEIGHTS.featured}>
              <FeaturedProducts />
            </LazySection>
            <LazySection minHeight={SECTION_HEIGHTS.bottomBanners}>
              <BottomBanners />
            </LazySection>
            {categories.map((c) => (
              <LazySection key={c.id} minHeight={SECTION_HEIGHTS.categoryBlock}>
                <CategoryBlock category={c} />
              </LazySection>
            ))}
            <LazySection minHeight={SECTION_HEIGHTS.randomCategory}>
              <RandomCategory />
            </LazySection>
            <LazySection minHeight={SECTION_HEIGHTS.recentlyViewed}>
              <RecentlyViewed />
            </LazySection>
          </>
        ) : (
          // The lists wait for the catalogue's categories (the tabs and blocks are built from them),
          // holding their place meanwhile; when the catalogue cannot be read they stay away.
          !failed && <div style={{ minHeight: 900 }} aria-hidden="true" />
        )}
      </div>
    </SliceRoot>
  );
}
