import type { ReactNode } from 'react';
import styles from './slice-root.module.css';

// QA builds carry a visible release label so a tester sees which build of the slice is live.
const RELEASE = typeof __SLICE_RELEASE__ === 'string' ? __SLICE_RELEASE__ : '';

/** Marks this slice's region in the DOM so ownership is visible in the page and in tests. */
export function SliceRoot({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div data-boundary="mf-account" className={className ? `${styles.root} ${className}` : styles.root}>
      {RELEASE && (
        <p className="small text-bg-warning px-2 mb-0" data-release={RELEASE}>
          Release {RELEASE}
        </p>
      )}
      {children}
    </div>
  );
}
