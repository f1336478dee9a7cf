import type { ReactNode } from 'react';
import styles from './home.module.css';

export function SectionHead({ id, title, sub, children }: { id: string; title: string; sub?: string; children?: ReactNode }) {
  return (
    <div className={styles.sectionHead}>
      <div>
        <h2 className={styles.sectionTitle} id={id}>
          {title}
        </h2>
        {sub && <p className={styles.sectionSub}>{sub}</p>}
      </div>
      {children}
    </div>
  );
}
