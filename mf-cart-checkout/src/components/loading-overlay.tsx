// Covers the page while a cart change is on its way (spec: "A loading overlay covers the page
// during updates"). It blocks clicks, and tells assistive technology the region is busy.
import styles from './loading-overlay.module.css';

export function LoadingOverlay({ show, label = 'Updating' }: { show: boolean; label?: string }) {
  if (!show) return null;
  return (
    <div className={styles.overlay} role="status" aria-live="polite" data-testid="loading-overlay">
      <div className="spinner-border text-success" aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </div>
  );
}
