import { Link } from 'react-router-dom';
import { useAtomValue } from 'jotai';
import { BREAKPOINTS, cartCountAtom, cartTotalsAtom, formatINR, useWindowWidth } from '@storefront/shared';
import { CartIcon } from '../../../components/icons';
import styles from './header.module.css';

/** Cart icon with the item count; the rupee subtotal joins it only on screens wider than 1000 px. */
export function CartButton() {
  const count = useAtomValue(cartCountAtom);
  const { subtotal } = useAtomValue(cartTotalsAtom);
  const showTotal = useWindowWidth() > BREAKPOINTS.headerCart;
  const label = `Cart, ${count} ${count === 1 ? 'item' : 'items'}${showTotal ? `, ${formatINR(subtotal)}` : ''}`;
  return (
    <Link to="/cart" className={styles.cart} aria-label={label}>
      {showTotal && (
        <span className={styles.cartTotal} data-testid="cart-total">
          {formatINR(subtotal)}
        </span>
      )}
      <span className={styles.cartIcon}>
        <CartIcon size={24} />
        <span className={styles.cartCount} data-testid="cart-count">
          {count}
        </span>
      </span>
    </Link>
  );
}
