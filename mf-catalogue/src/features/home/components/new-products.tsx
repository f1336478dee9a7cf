import { useAtomValue } from 'jotai';
import { HOME_LIST, locationAtom, type Banner, type ProductPage } from '@storefront/shared';
import { BannerImage } from '../../../components/banner-image';
import { ProductCard } from '../../../components/product-card/product-card';
import { Spinner } from '../../../components/spinner';
import { getSideBanners } from '../../../lib/api/get-side-banners';
import { bannerAlt } from '../../../lib/banner-alt';
import { useCategories } from '../../../lib/use-categories';
import { useRequest } from '../../../lib/use-request';
import { getProducts } from '../api/get-products';
import { SectionHead } from './section-head';
import styles from './home-lists.module.css';
import { useSectionReady } from '../../../components/lazy-section';

/** Side banners beside New Products (the home list, page 1, 16 per page), spinner until loaded. */
export default function NewProducts() {
  const location = useAtomValue(locationAtom);
  const categories = useCategories();
  const list = useRequest<ProductPage>((signal) => getProducts({ ...HOME_LIST, location }, signal), [location]);
  const side = useRequest<Banner[]>((signal) => getSideBanners(signal), []);
  useSectionReady(!list.loading && !side.loading);
  const products = Array.isArray(list.data?.products) ? list.data.products : [];
  const banners = Array.isArray(side.data) ? side.data : [];
  const id = 'mf-catalogue-new-products';
  return (
    <div className={`container ${styles.section}`}>
      <div className="row g-4">
        {banners.length > 0 && (
          <aside className="col-lg-3 order-2 order-lg-1" aria-label="Featured offers">
            <div className={styles.sideBanners}>
              {banners.map((b) => (
                <BannerImage key={b.id} banner={b} alt={bannerAlt(b, categories)} width={400} height={640} sizes="auto, (min-width: 993px) 25vw, 33vw" />
              ))}
            </div>
          </aside>
        )}
        <section className={`${banners.length ? 'col-lg-9' : 'col-12'} order-1 order-lg-2`} aria-labelledby={id}>
          <SectionHead id={id} title="New Products" />
          {list.loading ? (
            <Spinner label="Loading new products" />
          ) : list.error ? (
            <p role="alert" className="text-danger">
              {list.error}
            </p>
          ) : products.length === 0 ? (
            <p className={styles.muted}>No products yet.</p>
          ) : (
            <div className={styles.newGrid}>
              {products.map((p) => (
                <ProductCard key={p.id} product={p} />
              ))}
            </div>
          )}
        </section>
      </div>
    </div>
  );
}
