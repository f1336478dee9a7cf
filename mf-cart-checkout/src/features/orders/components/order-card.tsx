import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { datePart, formatINR, Picture, type Order } from '@storefront/shared';
import { CANCELLABLE_STATUSES, indiaDate } from '@storefront/shared/rules';
import { ScriptButton } from '@storefront/shared/ui/script-button';
import { refundText } from '../../../lib/refund-text';
import styles from './orders.module.css';

/** The whole delivery address: street lines, city, state and pincode, country (older orders: street and pincode). */
export function deliveryAddress(o: Pick<Order, 'address' | 'city' | 'state' | 'pincode' | 'country'>): string {
  return [o.address, o.city, [o.state, o.pincode].filter(Boolean).join(' '), o.country].filter((p) => p && p.trim()).join(', ');
}

/**
 * The day the order was placed, in India (as its invoice is dated): an order placed at 00:30 in
 * India is 19:00 the day before in UTC, and its card said the day before.
 */
export function placedOn(iso: string): string {
  const at = new Date(iso);
  return Number.isNaN(at.getTime()) ? datePart(iso) : indiaDate(at);
}

/** One order (spec §2 "Orders"): details, payment and status badges, and its product rows on demand. */
export interface OrderCardProps {
  order: Order;
  open: boolean;
  onToggle: () => void;
  /** Asks the server to cancel; answers whether it did. */
  onCancel: (order: Order) => Promise<boolean>;
}

export function OrderCard({ order, open, onToggle, onCancel }: OrderCardProps) {
  const panelId = `mfcc-order-${order.id}-products`;
  const pending = order.status === 'pending';
  const cancelled = order.status === 'Cancelled';
  const cancellable = CANCELLABLE_STATUSES.includes(order.status);
  const [confirming, setConfirming] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const confirmId = `mfcc-order-${order.id}-cancel`;
  // The control the shopper used goes away with each step, so focus is put where the step leads
  // (it fell to the page's body): into the question on 'Cancel order' (its safe answer first), back
  // to 'Cancel order' on 'Keep order', and to the order's heading once it is cancelled.
  const keepRef = useRef<HTMLButtonElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const focusNext = useRef<'question' | 'cancel' | 'heading' | null>(null);
  useEffect(() => {
    const next = focusNext.current;
    focusNext.current = null;
    if (next === 'question') keepRef.current?.focus();
    else if (next === 'cancel') cancelRef.current?.focus();
    else if (next === 'heading') headingRef.current?.focus();
  }, [confirming, order.status]);
  const ask = () => {
    focusNext.current = 'question';
    setConfirming(true);
  };
  const keep = () => {
    focusNext.current = 'cancel';
    setConfirming(false);
  };

  const cancel = async () => {
    setCancelling(true);
    focusNext.current = 'heading';
    const done = await onCancel(order);
    setCancelling(false);
    if (done) setConfirming(false);
  };
  return (
    <article className={styles.card} aria-labelledby={`mfcc-order-${order.id}`} data-testid="order-card">
      <header className={styles.cardHeader}>
        <div>
          <h2 id={`mfcc-order-${order.id}`} className={styles.orderId} ref={headingRef} tabIndex={-1}>
            Order <span className={styles.mono}>#{order.orderId || order.id}</span>
          </h2>
          <p className={styles.placed}>Placed on {placedOn(order.date)}</p>
        </div>
        <div className={styles.badges}>
          <span className={`badge ${styles.payment} ${order.paymentType === 'COD' ? 'text-bg-secondary' : 'text-bg-primary'}`}>
            {order.paymentType === 'COD' ? 'Cash on Delivery' : 'Online'}
          </span>
          <span className={`badge ${cancelled ? 'text-bg-secondary' : pending ? 'text-bg-danger' : 'text-bg-success'}`} data-testid="order-status">{order.status}</span>
        </div>
      </header>
      <dl className={styles.details}>
        <div><dt>Name</dt><dd>{order.name}</dd></div>
        <div><dt>Phone</dt><dd>{order.phoneNumber}</dd></div>
        <div className={styles.wide}><dt>Address</dt><dd>{deliveryAddress(order)}</dd></div>
        <div className={styles.wide}><dt>Email</dt><dd className={styles.breakAll}>{order.email}</dd></div>
        <div><dt>Amount</dt><dd className={styles.amount}>{formatINR(order.amount)}</dd></div>
        {order.couponCode && order.discount > 0 && (
          <div><dt>Coupon ({order.couponCode})</dt><dd>-{formatINR(order.discount)}</dd></div>
        )}
        {order.refund && (
          <div className={styles.wide}><dt>Refund</dt><dd data-testid="order-refund">{refundText(order.refund)}</dd></div>
        )}
      </dl>
      <div className={styles.orderActions}>
        {order.invoiceNumber && (
          <Link to={`/orders/${order.id}/invoice`} className="btn btn-sm btn-outline-secondary">Invoice</Link>
        )}
        {cancellable && !confirming && (
          <ScriptButton className="btn btn-sm btn-outline-danger" ref={cancelRef} onClick={ask}>
            Cancel order
          </ScriptButton>
        )}
      </div>
      {/* (only while it can be cancelled: an order found cancelled or shipped closes the question) */}
      {confirming && cancellable && (
        // (Escape answers as Keep order does: nothing changes, and the focus goes back to Cancel order)
        <div id={confirmId} role="alertdialog" aria-labelledby={`${confirmId}-q`} className={styles.confirm}
          onKeyDown={(e) => {
            if (e.key === 'Escape' && !cancelling) {
              e.preventDefault();
              keep();
            }
          }}>
          <p id={`${confirmId}-q`} className="mb-2">Cancel this order? Its items go back to stock{order.paymentType === 'Online' ? ' and your payment is refunded' : ''}.</p>
          <button type="button" className="btn btn-sm btn-danger me-2" disabled={cancelling} onClick={() => void cancel()}>Yes, cancel</button>
          <button type="button" className="btn btn-sm btn-outline-secondary" disabled={cancelling} ref={keepRef} onClick={keep}>Keep order</button>
        </div>
      )}
      <ScriptButton className={`btn btn-sm btn-outline-success ${styles.toggle}`} aria-expanded={open} aria-controls={panelId}
        onClick={onToggle}>
        {open ? 'Hide Products' : 'View Products'}
      </ScriptButton>
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
