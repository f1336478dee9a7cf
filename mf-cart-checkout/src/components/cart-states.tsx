// What the cart and checkout pages show before there is a cart to show.
import { Link } from 'react-router-dom';
import { refreshCart } from '@storefront/shared';
import { CartIcon } from '@storefront/shared/ui/icons';
import styles from './cart-states.module.css';

/** The first read of the cart is under way. */
export function CartLoading({ label }: { label: string }) {
  return (
    <div className="text-center py-5">
      <div className="spinner-border text-success" role="status"><span className="visually-hidden">{label}</span></div>
    </div>
  );
}

/** Continue Shopping's id: where focus goes when the cart's last line is removed. */
export const CONTINUE_SHOPPING_ID = 'mfcc-continue-shopping';

/** 'Your Cart is currently empty', an optional note, and the way back to the shop. */
export function EmptyCart({ note }: { note?: string }) {
  return (
    <div className={styles.empty}>
      <CartIcon size={64} className={styles.emptyIcon} />
      <h1 className="h4">Your Cart is currently empty</h1>
      {note && <p className="text-muted">{note}</p>}
      <Link to="/" id={CONTINUE_SHOPPING_ID} className="btn btn-success mt-3">Continue Shopping</Link>
    </div>
  );
}

/** The cart could not be read: that is not an empty cart. Says why and offers another read. */
export function CartReadError({ msg }: { msg: string }) {
  return (
    <div className="alert alert-danger d-flex justify-content-between align-items-center" role="alert">
      <span>{msg}</span>
      <button type="button" className="btn btn-sm btn-outline-danger" onClick={() => void refreshCart()}>Try again</button>
    </div>
  );
}
