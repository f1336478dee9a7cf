import styles from './logo.module.css';

/**
 * The shop's mark: a green shopping bag with a leaf, and the name in text (readable, no image request).
 * `compactBelowWide`: the small size at 992 px and below (the header), by CSS.
 */
export function Logo({ compact = false, compactBelowWide = false }: { compact?: boolean; compactBelowWide?: boolean }) {
  return (
    <span className={`${styles.logo} ${compact ? styles.compact : ''} ${compactBelowWide ? styles.compactBelowWide : ''}`}>
      <svg className={styles.mark} viewBox="0 0 40 40" aria-hidden="true" focusable="false">
        <rect x="2" y="2" width="36" height="36" rx="10" fill="#3bb77e" />
        <path d="M11 15h18l-1.6 15.2a2 2 0 0 1-2 1.8H14.6a2 2 0 0 1-2-1.8Z" fill="#fff" />
        <path d="M15.5 15v-2.5a4.5 4.5 0 0 1 9 0V15" fill="none" stroke="#fff" strokeWidth="2.2" strokeLinecap="round" />
        <path d="M16 26.5c0-3.6 2.6-6.1 7.5-6.5-.4 4.7-3 7-7.5 6.5Z" fill="#3bb77e" />
      </svg>
      <span className={styles.word}>
        Store<span className={styles.accent}>front</span>
      </span>
    </span>
  );
}
