import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { STORE_NAME } from '@storefront/shared';
import { SliceRoot } from './slice-root';
import form from './auth-form.module.css';
import { FormActions, type WayOn } from './form-links';
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

/** A code screen reached without the step before it: what to do instead, and two ways on. */
export function AuthDeadEnd({ title, text, ways: [first, second] }: { title: string; text: string; ways: [WayOn, WayOn] }) {
  return (
    <AuthCard title={title}>
      <p className="text-center">{text}</p>
      <FormActions way={second}>
        <Link to={first.to} className={`btn ${form.primary}`}>{first.label}</Link>
      </FormActions>
    </AuthCard>
  );
}
