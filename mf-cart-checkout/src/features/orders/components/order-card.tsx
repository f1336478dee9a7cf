import { datePart, formatINR, Picture, type Order } from '@storefront/shared';
import styles from './orders.module.css';

/** One order (spec §2 "Orders"): details, payment and status badges, and its product rows on demand. */
export function OrderCard({ order, open, onToggle }: { order: Order; open: boolean; onToggle: () => void }) {
  const panelId = `mfcc-order-${order.id}-products`;
  const pending = order.status === 'pending';
  return (
    <article className={styles.card} aria-labelledby={`mfcc-order-${order.id}`} data-testid="order-card">
      <header className={styles.cardHeader}>
        <div>
          <h2 id={`mfcc-order-${order.id}`} className={styles.orderId}>
            Order <span className={styles.mono}>#{order.orderId || order.id}</span>
          </h2>
          <p className={styles.placed}>Placed on {datePart(order.date)}</p>
        </div>
        <div className={styles.badges}>
          <span className={`badge ${styles.payment} ${order.paymentType === 'COD' ? 'text-bg-secondary' : 'text-bg-primary'}`}>
            {order.paymentType === 'COD' ? 'Cash on Delivery' : 'Online'}
          </span>
          <span className={`badge ${pending ? 'text-bg-danger' : 'text-bg-success'}`} data-testid="order-status">{order.status}</span>
        </div>
      </header>
      <dl className={styles.details}>
        <div><dt>Name</dt><dd>{order.name}</dd></div>
        <div><dt>Phone</dt><dd>{order.phoneNumber}</dd></div>
        <div className={styles.wide}><dt>Address</dt><dd>{order.address}, {order.pincode}</dd></div>
        <div className={styles.wide}><dt>Email</dt><dd className={styles.breakAll}>{order.email}</dd></div>
        <div><dt>Amount</dt><dd className={styles.amount}>{formatINR(order.amount)}</dd></div>
      </dl>
      <button type="button" className={`btn btn-sm btn-outline-success ${styles.toggle}`} aria-expanded={open} aria-controls={panelId}
        onClick={onToggle}>
        {open ? 'Hide Products' : 'View Products'}
      </button>
      {open && (
        <ul id={panelId} className={styles.products} aria-label={`Products of order ${order.orderId || order.id}`}>
          {order.products.map((p, i) => (
            <li key={`${p.productId}-${i}`} className={styles.product}>
              <Picture src={p.image} alt="" width={56} height={56} sizes="56px" className={styles.thumb} />
              <span className={styles.productTitle}>
                {p.productTitle} <span className={styles.times}>× {p.quantity}</span>
                {p.variant && <span className={styles.variant} data-testid="line-variant">{p.variant}</span>}
              </span>
              <span className={styles.productSub}>{formatINR(p.subTotal)}</span>
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}
