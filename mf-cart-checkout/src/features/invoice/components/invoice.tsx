// The Tax Invoice page (/orders/:id/invoice, decisions §7): a GST invoice under CGST Rules 46 that
// prints cleanly to paper or PDF (the page's chrome is left out of the print). Rendered on the server
// for the shopper of the session cookie (read as that shopper): there at the first paint, and
// without scripts.
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { formatINR, formatINRPaise, useServedFirstRun, useServerData, type ApiResult, type Invoice as InvoiceData } from '@storefront/shared';
import { ScriptButton } from '@storefront/shared/ui/script-button';
import { indiaDate } from '@storefront/shared/rules';
import { signedInPage } from '../../../components/slice-root';
import { refundText } from '../../../lib/refund-text';
import { getInvoice } from '../api/get-invoice';
import styles from './invoice.module.css';

type Load = { status: 'loading' } | { status: 'ready'; invoice: InvoiceData } | { status: 'error'; msg: string };

const loaded = (res: ApiResult<InvoiceData>): Load => (res.ok ? { status: 'ready', invoice: res.data } : { status: 'error', msg: res.msg });

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** '26 November 2026': the invoice's date in India. */
export function invoiceDate(iso: string): string {
  const [y, m, d] = indiaDate(new Date(iso)).split('-').map(Number);
  return `${d} ${MONTHS[m - 1]} ${y}`;
}

/** What a cancelled order's credit note credits: the invoice whole, its tax as charged. */
export function creditNoteText(inv: InvoiceData): string {
  const tax = inv.intraState ? `CGST ${formatINRPaise(inv.cgst)} and SGST ${formatINRPaise(inv.sgst)}` : `IGST ${formatINR(inv.igst)}`;
  return `The order was cancelled: this invoice is credited in full, ${formatINR(inv.total)} (taxable value ${formatINR(inv.taxableValue)}, ${tax}).`;
}

function InvoiceScreen() {
  const { id = '' } = useParams();
  // The server's read, while the page it rendered hydrates: no second read, no spinner.
  const served = useServerData(() => (id ? getInvoice(id) : null), [id]);
  const [load, setLoad] = useState<Load>(() => (served ? loaded(served.value) : { status: 'loading' }));
  const servedRun = useServedFirstRun(served);

  useEffect(() => {
    if (servedRun()) return;
    const ctrl = new AbortController();
    getInvoice(id, ctrl.signal).then(
      (res) => setLoad(loaded(res)),
      () => undefined,
    );
    return () => ctrl.abort();
  }, [id, servedRun]);

  if (load.status === 'loading') {
    return (
      <div className="text-center py-5">
        <div className="spinner-border text-success" role="status"><span className="visually-hidden">Loading invoice</span></div>
      </div>
    );
  }
  if (load.status === 'error') {
    return (
      <div className="alert alert-danger" role="alert">
        {load.msg} <Link to="/orders">Back to My Orders</Link>
      </div>
    );
  }
  const inv = load.invoice;
  // A coupon's share of each line (the line's Qty x Rate less its taxable value): the columns add up.
  const discounted = inv.discount > 0;
  const b = inv.buyer;
  return (
    <article className={styles.invoice} aria-labelledby="mfcc-invoice-heading">
      <div className={styles.tools}>
        <Link to="/orders" className="btn btn-sm btn-outline-secondary">Back to My Orders</Link>
        <ScriptButton className="btn btn-sm btn-success" onClick={() => window.print()}>Print</ScriptButton>
      </div>
      <header className={styles.top}>
        <div>
          <h1 id="mfcc-invoice-heading" className={styles.heading}>Tax Invoice</h1>
          <p className={styles.seller}>
            <strong>{inv.seller.name}</strong><br />
            {inv.seller.address}<br />
            GSTIN: <span data-testid="seller-gstin">{inv.seller.gstin}</span>
          </p>
        </div>
        <dl className={styles.meta}>
          <div><dt>Invoice No.</dt><dd data-testid="invoice-number">{inv.invoiceNumber}</dd></div>
          <div><dt>Invoice date</dt><dd>{invoiceDate(inv.date)}</dd></div>
          <div><dt>Order</dt><dd className={styles.mono}>#{inv.orderId}</dd></div>
          <div><dt>Payment</dt><dd>{inv.paymentType === 'COD' ? 'Cash on Delivery' : 'Online'}{inv.status === 'Cancelled' ? ' (Cancelled)' : ''}</dd></div>
        </dl>
      </header>

      <section className={styles.parties} aria-label="Billed to">
        <div>
          <h2 className={styles.sub}>Billed to</h2>
          <p className="mb-0">
            <strong>{b.name}</strong><br />
            {b.address}<br />
            {[b.city, `${b.state} ${b.pincode}`.trim(), b.country].filter((p) => p.trim()).join(', ')}<br />
            {b.phoneNumber} · {b.email}
          </p>
        </div>
        <div>
          <h2 className={styles.sub}>Place of supply</h2>
          <p className="mb-0" data-testid="place-of-supply">{inv.placeOfSupply}</p>
        </div>
      </section>

      {/* (on a narrow phone the table scrolls inside its box, never the page) */}
      <div className={styles.linesBox}>
        <table className={styles.lines}>
          <thead>
            <tr>
              <th scope="col">#</th>
              <th scope="col">Description</th>
              <th scope="col">HSN</th>
              <th scope="col" className={styles.num}>Qty</th>
              <th scope="col" className={styles.num}>Rate</th>
              {discounted && <th scope="col" className={`${styles.num} ${styles.wideOnly}`}>Discount</th>}
              <th scope="col" className={styles.num}>Taxable value</th>
            </tr>
          </thead>
          <tbody>
            {inv.lines.map((l, i) => (
              <tr key={i} data-testid="invoice-line">
                <td>{i + 1}</td>
                <td>{l.description}</td>
                <td>{l.hsn}</td>
                <td className={styles.num}>{l.quantity}</td>
                <td className={styles.num}>{formatINR(l.rate)}</td>
                {discounted && <td className={`${styles.num} ${styles.wideOnly}`}>{`-${formatINR(l.rate * l.quantity - l.taxableValue)}`}</td>}
                <td className={styles.num}>
                  {formatINR(l.taxableValue)}
                  {/* (a phone has no room for the Discount column: the line's share goes under its value) */}
                  {l.rate * l.quantity > l.taxableValue && <span className={styles.narrowOnly}>{`less ${formatINR(l.rate * l.quantity - l.taxableValue)} discount`}</span>}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <dl className={styles.totals}>
        <div><dt>Subtotal</dt><dd>{formatINR(inv.subtotal)}</dd></div>
        {inv.discount > 0 && <div><dt>Coupon ({inv.couponCode})</dt><dd>-{formatINR(inv.discount)}</dd></div>}
        <div><dt>Taxable value</dt><dd>{formatINR(inv.taxableValue)}</dd></div>
        {inv.intraState ? (
          <>
            <div><dt>CGST (9%)</dt><dd data-testid="invoice-cgst">{formatINRPaise(inv.cgst)}</dd></div>
            <div><dt>SGST (9%)</dt><dd data-testid="invoice-sgst">{formatINRPaise(inv.sgst)}</dd></div>
          </>
        ) : (
          <div><dt>IGST (18%)</dt><dd data-testid="invoice-igst">{formatINR(inv.igst)}</dd></div>
        )}
        <div className={styles.grand}><dt>Total</dt><dd data-testid="invoice-total">{formatINR(inv.total)}</dd></div>
      </dl>
      {inv.creditNote && (
        <section className={styles.creditNote} aria-labelledby="mfcc-credit-note-heading" data-testid="credit-note">
          <h2 id="mfcc-credit-note-heading" className={styles.sub}>Credit Note</h2>
          <dl className={styles.meta}>
            <div><dt>Credit Note No.</dt><dd data-testid="credit-note-number">{inv.creditNote.number}</dd></div>
            <div><dt>Credit Note date</dt><dd>{invoiceDate(inv.creditNote.date)}</dd></div>
            <div><dt>Against invoice</dt><dd>{inv.invoiceNumber}</dd></div>
          </dl>
          <p className="mb-0">{creditNoteText(inv)}</p>
        </section>
      )}
      {inv.refund && <p className={styles.note} data-testid="invoice-refund">{refundText(inv.refund)}</p>}
      <p className={styles.note}>This is a computer-generated invoice and needs no signature.</p>
    </article>
  );
}

export const Invoice = signedInPage(InvoiceScreen);
