import type { Banner } from '@storefront/shared';
import { BannerImage } from '../../../components/banner-image';
import { bannerAlt } from '../../../lib/banner-alt';
import { useCategories } from '../../../lib/use-categories';
import { useRequest } from '../../../lib/use-request';
import { getBanners } from '../api/get-banners';
import styles from './home.module.css';

/** The banners under Featured Categories, each to its sub-category or category. */
export function BannerRow() {
  const categories = useCategories();
  const { data, loading } = useRequest<Banner[]>((signal) => getBanners(signal), []);
  const banners = Array.isArray(data) ? data : [];
  if (loading) return <div className={`container ${styles.section}`} style={{ minHeight: 150 }} aria-hidden="true" />;
  if (banners.length === 0) return null;
  return (
    <section className={`container ${styles.section}`} aria-label="Offers by category">
      <div className={styles.bannerRow}>
        {banners.map((b) => (
          <BannerImage key={b.id} banner={b} alt={bannerAlt(b, categories)} width={800} height={400} sizes="auto, (min-width: 992px) 25vw, 50vw" />
        ))}
      </div>
    </section>
  );
}
