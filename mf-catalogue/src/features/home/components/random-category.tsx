import { useState } from 'react';
import { useAtomValue } from 'jotai';
import { locationAtom, type ProductPage } from '@storefront/shared';
import { ProductCard } from '../../../components/product-card/product-card';
import { Spinner } from '../../../components/spinner';
import { getProductsByCategory } from '../../../lib/api/get-products-by-category';
import { useCategories } from '../../../lib/use-categories';
import { useRequest } from '../../../lib/use-request';
import { CATEGORY_BLOCK_PRODUCTS } from './category-block';
import { SectionHead } from './section-head';
import styles from './home-lists.module.css';
import { useSectionReady } from '../../../components/lazy-section';

/**
 * Every category already has its block above with its first products (CATEGORY_BLOCK_PRODUCTS):
 * 'Picked for you' shows the ones after those, so it never repeats a block.
 */
export const RANDOM_CATEGORY_PRODUCTS = { page: CATEGORY_BLOCK_PRODUCTS.page + 1, perPage: CATEGORY_BLOCK_PRODUCTS.perPage } as const;
export const RANDOM_CATEGORY_SHOWN = 8;

/** The products of one randomly chosen category, chosen once per visit of the home page. */
export default function RandomCategory() {
  const categories = useCategories();
  const location = useAtomValue(locationAtom);
  const [pick] = useState(() => Math.random());
  const category = categories.length ? categories[Math.floor(pick * categories.length)] : undefined;
  const { data, loading } = useRequest<ProductPage>(
    (signal) => (category ? getProductsByCategory({ catId: category.id, location, ...RANDOM_CATEGORY_PRODUCTS }, signal) : null),
    [category?.id, location],
  );
  useSectionReady(!category || !loading);
  const products = Array.isArray(data?.products) ? data.products.slice(0, RANDOM_CATEGORY_SHOWN) : [];
  if (!category || (!loading && products.length === 0)) return null;
  const id = 'mf-catalogue-random-category';
  return (
    <section className={`container ${styles.section}`} aria-labelledby={id}>
      <SectionHead id={id} title={`Picked for you: ${category.name}`} viewAll={category} />
      {loading ? (
        <Spinner label={`Loading ${category.name}`} />
      ) : (
        <div className={styles.grid}>
          {products.map((p) => (
            <ProductCard key={p.id} product={p} />
          ))}
        </div>
      )}
    </section>
  );
}
