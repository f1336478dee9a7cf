import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { cutCardName, formatINR, Picture, readRecentlyViewed, STORAGE_KEYS, type RecentlyViewedItem } from '@storefront/shared';
import { SectionHead } from './section-head';
import styles from './home-lists.module.css';
import { useSectionReady } from '../../../components/lazy-section';

/** Recently viewed items (written by the product slice), each to /products/{prodId}. */
export default function RecentlyViewed() {
  const [items, setItems] = useState<RecentlyViewedItem[]>(readRecentlyViewed);
  // What it shows is this browser's own list, there at once.
  useSectionReady(true);
  useEffect(() => {
    // another tab viewed a product
    const onStorage = (e: StorageEvent) => {
      if (e.key === STORAGE_KEYS.recentlyViewed) setItems(readRecentlyViewed());
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);
  if (items.length === 0) return null;
  const id = 'mf-catalogue-recently-viewed';
  return (
    <section className={`container ${styles.section}`} aria-labelledby={id}>
      <SectionHead id={id} title="Recently Viewed" />
      <div className={styles.recentStrip} role="group" aria-label="Recently viewed products" tabIndex={0}>
        {items.map((it) => (
          <Link key={it.prodId} to={`/products/${it.prodId}`} className={styles.recentItem} title={it.name}>
            {it.images[0] ? (
              <Picture src={it.images[0]} alt={it.name} width={150} height={150} sizes="150px" />
            ) : (
              <span className={styles.recentNoImage} aria-hidden="true" />
            )}
            <span className={styles.recentName}>{cutCardName(it.name)}</span>
            {it.price !== null && (
              <span className={styles.recentPrice}>
                {it.oldPrice !== null && it.oldPrice > it.price && (
                  <del>
                    <span className="visually-hidden">Old price </span>
                    {formatINR(it.oldPrice)}
                  </del>
                )}
                <strong>
                  <span className="visually-hidden">Price </span>
                  {formatINR(it.price)}
                </strong>
              </span>
            )}
          </Link>
        ))}
      </div>
    </section>
  );
}
