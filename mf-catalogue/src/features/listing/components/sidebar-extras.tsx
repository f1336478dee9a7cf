import { useMemo } from 'react';
import { useAtomValue } from 'jotai';
import { locationAtom, SLIDES, useIsWide, type Banner, type Product } from '@storefront/shared';
import { BannerImage } from '../../../components/banner-image';
import { FilterBox } from '../../../components/filters/filter-box';
import filterStyles from '../../../components/filters/filters.module.css';
import { ProductSlider } from '../../../components/product-slider/product-slider';
import { getFeaturedProducts } from '../../../lib/api/get-featured-products';
import { getSideBanners } from '../../../lib/api/get-side-banners';
import { bannerAlt } from '../../../lib/banner-alt';
import { useCategories } from '../../../lib/use-categories';
import { useRequest } from '../../../lib/use-request';

/**
 * FEATURED PRODUCTS (one slide, list reversed, wide screens only). Extra matter beside the listing,
 * so it is not in the server's HTML (a strip of cards was about 60 kB of every listing page, hidden
 * on a phone): on a wide screen it comes in once the page has hydrated. Hidden by CSS at 992 px and
 * below too (a window narrowed later), where the sidebar is the filter panel.
 */
export function SidebarFeatured() {
  // The server's answer (and the hydrating page's) is a phone's: nothing, so the HTML is the same for every screen.
  const wide = useIsWide();
  return wide ? <SidebarFeaturedProducts /> : null;
}

function SidebarFeaturedProducts() {
  const location = useAtomValue(locationAtom);
  const { data } = useRequest<Product[]>((signal) => getFeaturedProducts(location, signal), [location]);
  // A non-array answer is treated as empty (spec §7).
  const products = useMemo(() => (Array.isArray(data) ? [...data].reverse() : []), [data]);
  if (products.length === 0) return null;
  return (
    <FilterBox title="FEATURED PRODUCTS" className={filterStyles.wideOnly}>
      <ProductSlider
        products={products}
        slidesPerView={SLIDES.sidebarFeatured}
        slidesPerGroup={SLIDES.sidebarFeatured}
        spaceBetween={0}
        label="Featured products"
      />
    </FilterBox>
  );
}

/** The side banners under the filters. */
export function SidebarBanners() {
  const categories = useCategories();
  const { data } = useRequest<Banner[]>((signal) => getSideBanners(signal), []);
  const banners = Array.isArray(data) ? data : [];
  if (banners.length === 0) return null;
  return (
    <div className={filterStyles.bannerList}>
      {banners.map((b) => (
        <BannerImage key={b.id} banner={b} alt={bannerAlt(b, categories)} width={400} height={640} sizes="auto, (min-width: 992px) 25vw, 100vw" />
      ))}
    </div>
  );
}
