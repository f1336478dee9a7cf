import { Link } from 'react-router-dom';
import { useAtomValue } from 'jotai';
import { cartCountAtom, couponTotalsAtom, formatINR } from '@storefront/shared';
import { CartIcon } from '@storefront/shared/ui/icons';
import styles from './header.module.css';

/**
 * Cart icon with the item count; the rupee total (spec: "item count and rupee total") joins it only
 * on screens wider than 1000 px (BREAKPOINTS.headerCart), by CSS: the total is always in the HTML,
 * and hidden (for screen readers too) at 1000 px and below. It is the cart page's Total (subtotal
 * plus the 18% tax, less an applied coupon the cart meets), never the subtotal before tax.
 */
export function CartButton() {
  const count = useAtomValue(cartCountAtom);
  const { total } = useAtomValue(couponTotalsAtom);
  const items = count === 1 ? 'item' : 'items';
  // The name is built from the visible text plus hidden words ("Cart, ₹2,500, 2 items"), so what
  // a voice-control user sees is also what they can say.
  return (
    <Link to="/cart" className={styles.cart}>
      <span className="visually-hidden">Cart,</span>{' '}
      <span className={styles.cartTotalPart}>
        <span className={styles.cartTotal} data-testid="cart-total">
          {formatINR(total)}
        </span>
        <span className="visually-hidden">,</span>
      </span>{' '}
      <span className={styles.cartIcon}>
        <CartIcon size={24} />
        <span className={styles.cartCount} data-testid="cart-count">
          {count}
        </span>
      </span>{' '}
      <span className="visually-hidden">{items}</span>
    </Link>
  );
}
