import { Link } from 'react-router-dom';
import { formatINR, SHIPPING_LABEL, type Totals } from '@storefront/shared';
import styles from './cart.module.css';

/** The CART TOTALS card: Subtotal, Tax (18%), Shipping 'Free', Total and the way to /checkout. */
export function CartTotals({ totals }: { totals: Totals }) {
  return (
    <section className={styles.totals} aria-labelledby="mfcc-cart-totals">
      <h2 id="mfcc-cart-totals" className={styles.totalsHeading}>CART TOTALS</h2>
      <dl className={styles.totalsList}>
        <div><dt>Subtotal</dt><dd data-testid="totals-subtotal">{formatINR(totals.subtotal)}</dd></div>
        <div><dt>Tax (18%)</dt><dd data-testid="totals-tax">{formatINR(totals.tax)}</dd></div>
        <div><dt>Shipping</dt><dd>{SHIPPING_LABEL}</dd></div>
        <div className={styles.grand}><dt>Total</dt><dd data-testid="totals-total">{formatINR(totals.total)}</dd></div>
      </dl>
      <Link to="/checkout" className={`btn btn-success w-100 ${styles.checkout}`}>Checkout</Link>
    </section>
  );
}
