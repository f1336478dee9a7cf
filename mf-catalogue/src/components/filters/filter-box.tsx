import { useId, type ReactNode } from 'react';
import styles from './filters.module.css';

/** One titled block of the filter sidebar (PRODUCT CATEGORIES, FILTER BY PRICE, ...). */
export function FilterBox({ title, children, className = '' }: { title: string; children: ReactNode; className?: string }) {
  const id = useId();
  return (
    <section className={`${styles.box} ${className}`} aria-labelledby={id}>
      <h2 className={styles.heading} id={id}>
        {title}
      </h2>
      {children}
    </section>
  );
}
