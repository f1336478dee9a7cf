import type { Banner } from '@storefront/shared';
import { BannerImage } from '../../../components/banner-image';
import { bannerAlt } from '../../../lib/banner-alt';
import { useCategories } from '../../../lib/use-categories';
import { useRequest } from '../../../lib/use-request';
import { getHomeBottomBanners } from '../api/get-home-bottom-banners';
import styles from './home-lists.module.css';
import { useSectionReady } from '../../../components/lazy-section';

export default function BottomBanners() {
  const categories = useCategories();
  const { data, loading } = useRequest<Banner[]>((signal) => getHomeBottomBanners(signal), []);
  useSectionReady(!loading);
  const banners = Array.isArray(data) ? data : [];
  if (banners.length === 0) return null;
  return (
    <section className={`container ${styles.section}`} aria-label="More offers">
      <div className={styles.bottomBanners}>
        {banners.map((b) => (
          <BannerImage key={b.id} banner={b} alt={bannerAlt(b, categories)} width={1200} height={360} sizes="auto, (min-width: 768px) 50vw, 100vw" />
        ))}
      </div>
    </section>
  );
}
