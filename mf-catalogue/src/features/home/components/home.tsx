import { lazy, useEffect, useState } from 'react';
import { useIsWide, type Banner } from '@storefront/shared';
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

/** Home (spec §2): banner, categories, banners, product lists, category blocks, recently viewed. */
export function Home() {
  const { categories, failed } = useCategoryList();
  const banners = useRequest<Banner[]>((signal) => getHomeBanners(signal), []);
  const wide = useIsWide();
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
            {/* On phones (a scroll strip, no carousel code) the first list starts loading well
                before it scrolls into view, below the stacked banners. */}
            <LazySection minHeight={480} rootMargin={wide ? undefined : '600px 0px'} ssr>
              <PopularProducts />
            </LazySection>
            <LazySection minHeight={900}>
              <NewProducts />
            </LazySection>
            <LazySection minHeight={480}>
              <FeaturedProducts />
            </LazySection>
            <LazySection minHeight={240}>
              <BottomBanners />
            </LazySection>
            {categories.map((c) => (
              <LazySection key={c.id} minHeight={440}>
                <CategoryBlock category={c} />
              </LazySection>
            ))}
            <LazySection minHeight={400}>
              <RandomCategory />
            </LazySection>
            <LazySection minHeight={200}>
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
