import type { ReactNode } from 'react';
import { STORE_NAME } from '@storefront/shared';
import { SliceRoot } from './slice-root';
import styles from './auth-card.module.css';

/**
 * The frame of the sign-in, sign-up and code screens. Header and footer are hidden there, so the
 * card carries the shop's name itself.
 */
export function AuthCard({ title, subtitle, children }: { title: string; subtitle?: ReactNode; children: ReactNode }) {
  return (
    <SliceRoot className={styles.page}>
      <section className={styles.card} aria-labelledby="mf-account-auth-title">
        <p className={styles.brand}>{STORE_NAME}</p>
        <h1 id="mf-account-auth-title" className={styles.title}>
          {title}
        </h1>
        {subtitle && <div className={styles.subtitle}>{subtitle}</div>}
        {children}
      </section>
    </SliceRoot>
  );
}
