import type { ComponentType } from 'react';
import { useFederatedModule } from '@storefront/shared';
import styles from './product-card.module.css';

export interface QuickViewProps {
  productId: string;
  show: boolean;
  onClose: () => void;
}

/**
 * Loads mf-product's QuickView dialog on first use (never with the card itself, so lists stay
 * light) and shows a small notice while it loads or when the product slice is down.
 */
export function QuickViewHost({ productId, show, onClose }: QuickViewProps) {
  const qv = useFederatedModule<{ default: ComponentType<QuickViewProps> }>('mf_product/QuickView');
  if (qv.status === 'ready') {
    const QuickView = qv.module.default;
    return <QuickView productId={productId} show={show} onClose={onClose} />;
  }
  if (!show) return null;
  if (qv.status === 'loading') {
    return (
      <div className={styles.qvNotice} role="status">
        <span className="spinner-border spinner-border-sm text-success" aria-hidden="true" /> Loading quick view…
      </div>
    );
  }
  return (
    <div className={styles.qvNotice} role="alert">
      <span>Quick view is unavailable right now.</span>
      <button type="button" className="btn btn-sm btn-outline-success" onClick={qv.retry}>
        Try again
      </button>
      <button type="button" className="btn btn-sm btn-outline-secondary" onClick={onClose}>
        Close
      </button>
    </div>
  );
}
