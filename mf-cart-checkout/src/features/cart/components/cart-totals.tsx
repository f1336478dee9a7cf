import { Link } from 'react-router-dom';
import type { ReactNode } from 'react';
import { formatINR, SHIPPING_LABEL } from '@storefront/shared';
import type { DiscountedTotals } from '@storefront/shared/rules';
import styles from './cart.module.css';

/** The CART TOTALS card: Subtotal, Tax (18%), Shipping 'Free', Total and the way to /checkout. */
export function CartTotals({ totals, couponCode, children }: { totals: DiscountedTotals; couponCode?: string; children?: ReactNode }) {
  return (
    <section className={styles.totals} aria-labelledby="mfcc-cart-totals">
      <h2 id="mfcc-cart-totals" className={styles.totalsHeading}>CART TOTALS</h2>
      <dl className={styles.totalsList}>
        <div><dt>Subtotal</dt><dd data-testid="totals-subtotal">{formatINR(totals.subtotal)}</dd></div>
        {totals.discount > 0 && (
          <div><dt>Coupon ({couponCode})</dt><dd data-testid="totals-discount">-{formatINR(totals.discount)}</dd></div>
        )}
        <div><dt>Tax (18%)</dt><dd data-testid="totals-tax">{formatINR(totals.tax)}</dd></div>
        <div><dt>Shipping</dt><dd>{SHIPPING_LABEL}</dd></div>
        <div className={styles.grand}><dt>Total</dt><dd data-testid="totals-total">{formatINR(totals.total)}</dd></div>
      </dl>
      {children}
      <Link to="/checkout" className={`btn btn-success w-100 ${styles.checkout}`}>Checkout</Link>
    </section>
  );
}
