import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { Category } from '@storefront/shared';
import styles from './home.module.css';
import lists from './home-lists.module.css';

/** A home section's heading; `viewAll` adds the link to that category's listing. */
export function SectionHead({ id, title, sub, viewAll, children }: { id: string; title: string; sub?: string; viewAll?: Category; children?: ReactNode }) {
  return (
    <div className={styles.sectionHead}>
      <div>
        <h2 className={styles.sectionTitle} id={id}>
          {title}
        </h2>
        {sub && <p className={styles.sectionSub}>{sub}</p>}
      </div>
      {viewAll && (
        <Link to={`/products/category/${viewAll.id}`} className={lists.viewAll}>
          View All<span className="visually-hidden"> {viewAll.name}</span> →
        </Link>
      )}
      {children}
    </div>
  );
}
