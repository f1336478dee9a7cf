import { useAtomValue } from 'jotai';
import { locationAtom, SLIDES, type Product } from '@storefront/shared';
import { ProductSlider } from '../../../components/product-slider/product-slider';
import { Spinner } from '../../../components/spinner';
import { getFeaturedProducts } from '../../../lib/api/get-featured-products';
import { useRequest } from '../../../lib/use-request';
import { SectionHead } from './section-head';
import styles from './home-lists.module.css';
import { useSectionReady } from '../../../components/lazy-section';

/** Featured Products slider (4 in view, paging in groups of 3). */
export default function FeaturedProducts() {
  const location = useAtomValue(locationAtom);
  const { data, loading } = useRequest<Product[]>((signal) => getFeaturedProducts(location, signal), [location]);
  useSectionReady(!loading);
  // A non-array answer is treated as empty (spec §7).
  const products = Array.isArray(data) ? data : [];
  const id = 'mf-catalogue-featured-products';
  if (!loading && products.length === 0) return null;
  return (
    <section className={`container ${styles.section}`} aria-labelledby={id}>
      <SectionHead id={id} title="Featured Products" />
      {loading ? (
        <Spinner label="Loading featured products" />
      ) : (
        <ProductSlider products={products} slidesPerView={SLIDES.featured} slidesPerGroup={SLIDES.homeGroup} label="Featured products" />
      )}
    </section>
  );
}
