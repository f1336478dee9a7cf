// The order summary of spec §2 "Checkout": each line as its title cut to 20 characters times the
// quantity with the line subtotal in INR, then Subtotal, Tax (18%) and Total. A line whose product
// is asked for more than is left in stock (its lines together: two sizes share it) says so under it.
import { cutCheckoutTitle, formatINR, type CartItem } from '@storefront/shared';
import { askedOfProduct, stockShortMessage, type DiscountedTotals } from '@storefront/shared/rules';
import styles from './checkout.module.css';

export function OrderSummary({ items, totals, couponCode }: { items: readonly CartItem[]; totals: DiscountedTotals; couponCode?: string }) {
  const asked = askedOfProduct(items);
  return (
    <>
      <table className={styles.summary}>
        <thead>
          <tr><th scope="col">Product</th><th scope="col" className={styles.num}>Subtotal</th></tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item.id} data-testid="summary-line">
              <td>
                <span title={item.productTitle}>{cutCheckoutTitle(item.productTitle)}</span>
                <span className={styles.times}> × {item.quantity}</span>
                {item.variant && <span className={styles.variant} data-testid="line-variant">{item.variant}</span>}
                {/* Said before the shopper pays (the order would be refused); the quantity stays theirs to change. */}
                {(asked.get(item.productId) ?? item.quantity) > item.countInStock && (
                  <span className="d-block small text-danger" data-testid="line-stock">{stockShortMessage(item.productTitle, item.countInStock)}</span>
                )}
              </td>
              <td className={styles.num}>{formatINR(item.subTotal)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr><th scope="row">Subtotal</th><td className={styles.num} data-testid="summary-subtotal">{formatINR(totals.subtotal)}</td></tr>
          {totals.discount > 0 && (
            <tr><th scope="row">Coupon ({couponCode})</th><td className={styles.num} data-testid="summary-discount">-{formatINR(totals.discount)}</td></tr>
          )}
          <tr><th scope="row">Tax (18%)</th><td className={styles.num} data-testid="summary-tax">{formatINR(totals.tax)}</td></tr>
          <tr className={styles.grand}><th scope="row">Total</th><td className={styles.num} data-testid="summary-total">{formatINR(totals.total)}</td></tr>
        </tfoot>
      </table>
    </>
  );
}
