// The quick-view dialog other slices open from a product card: the product page's information
// (gallery, summary, options, quantity, cart, wishlist, compare) in a modal.
import { useCallback, useId } from 'react';
import Modal from 'react-bootstrap/Modal';
import { SliceRoot } from '../components/slice-root';
import { CloseIcon } from '@storefront/shared/ui/icons';
import { useTabTrap } from '@storefront/shared/ui/tab-trap';
import { ProductGallery } from '../features/product/components/product-gallery';
import { ProductSummary } from '../features/product/components/product-summary';
import { useProduct } from '../features/product/hooks/use-product';
import styles from './quick-view.module.css';

export const MSG_WISHLIST_ADDED_DIALOG = 'the product added in my list';

export interface QuickViewProps {
  productId: string;
  show: boolean;
  onClose: () => void;
}

export default function QuickView({ productId, show, onClose }: QuickViewProps) {
  const state = useProduct(productId, show);
  const headingId = useId();
  const ready = state.status === 'ready';
  // The keyboard stays in the dialog (its own class names it; the modal around it takes the focus).
  const dialog = useCallback(() => document.querySelector<HTMLElement>(`.${styles.dialog}`)?.closest<HTMLElement>('.modal') ?? null, []);
  useTabTrap(dialog, show);
  return (
    <Modal
      show={show}
      onHide={onClose}
      size="lg"
      centered
      dialogClassName={styles.dialog}
      aria-labelledby={ready ? headingId : undefined}
      aria-label={ready ? undefined : 'Quick view'}
    >
      <SliceRoot className={styles.body}>
        <button type="button" className={styles.close} onClick={onClose} aria-label="Close">
          <CloseIcon size={20} />
        </button>
        {state.status === 'loading' && (
          <div className={styles.centered}>
            <div className="spinner-border text-success" role="status">
              <span className="visually-hidden">Loading product</span>
            </div>
          </div>
        )}
        {state.status === 'missing' && (
          <div className={styles.centered}>
            <h2 className="h5">Product not found</h2>
            <p className="text-muted mb-0">This product does not exist or is no longer available.</p>
          </div>
        )}
        {state.status === 'error' && (
          <div className={styles.centered}>
            <h2 className="h5">The product could not be loaded</h2>
            <p className="text-muted">{state.msg}</p>
            <button type="button" className="btn btn-success" onClick={state.retry}>Try again</button>
          </div>
        )}
        {state.status === 'ready' && (
          <div className="row g-4">
            <div className="col-md-5">
              <ProductGallery key={state.product.id} product={state.product} compact />
            </div>
            <div className="col-md-7">
              <ProductSummary
                key={state.product.id}
                product={state.product}
                reviewCount={state.product.numReviews ?? 0}
                variant="dialog"
                headingId={headingId}
                wishlistSuccessMsg={MSG_WISHLIST_ADDED_DIALOG}
                onOpenDetails={onClose}
              />
            </div>
          </div>
        )}
      </SliceRoot>
    </Modal>
  );
}
