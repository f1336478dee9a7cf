import { useAtomValue } from 'jotai';
import { locationAtom, SLIDES, type Category, type ProductPage } from '@storefront/shared';
import { ProductSlider } from '../../../components/product-slider/product-slider';
import { Spinner } from '../../../components/spinner';
import { getProductsByCategory } from '../../../lib/api/get-products-by-category';
import { useRequest } from '../../../lib/use-request';
import { SectionHead } from './section-head';
import styles from './home-lists.module.css';
import { useSectionReady } from '../../../components/lazy-section';

/** Enough cards for the five-card slider to page a few times. */
export const CATEGORY_BLOCK_PRODUCTS = { page: 1, perPage: 10 } as const;

/** One block per category: its name, a five-card slider and View All (spec §2 Home). */
export default function CategoryBlock({ category }: { category: Category }) {
  const location = useAtomValue(locationAtom);
  const { data, loading } = useRequest<ProductPage>(
    (signal) => getProductsByCategory({ catId: category.id, location, ...CATEGORY_BLOCK_PRODUCTS }, signal),
    [category.id, location],
  );
  useSectionReady(!loading);
  const products = Array.isArray(data?.products) ? data.products : [];
  const id = `mf-catalogue-block-${category.id}`;
  if (!loading && products.length === 0) return null;
  return (
    <section className={`container ${styles.section}`} aria-labelledby={id}>
      <SectionHead id={id} title={category.name} viewAll={category} />
      {loading ? (
        <Spinner label={`Loading ${category.name}`} />
      ) : (
        <ProductSlider products={products} slidesPerView={SLIDES.categoryBlock} slidesPerGroup={SLIDES.homeGroup} label={category.name} />
      )}
    </section>
  );
}
