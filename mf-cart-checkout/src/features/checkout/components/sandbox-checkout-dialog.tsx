// The offline payment provider's checkout window (decisions §3, provider 'sandbox'): the same
// information the real widget shows, and the shopper's choice of paying, failing the payment or
// closing. Paying asks the server to record and sign the payment, exactly as the real provider
// would, so the page then runs the same verification as with real money.
import { useId, useState } from 'react';
import Modal from 'react-bootstrap/Modal';
import { formatINR } from '@storefront/shared';
import { CloseIcon, LockIcon } from '@storefront/shared/ui/icons';
import { paySandboxOrder } from '../api/pay-sandbox-order';
import type { CheckoutOptions, PaymentOutcome } from '../lib/payment-checkout';
import styles from './sandbox-checkout-dialog.module.css';

export const SANDBOX_FAILURE_REASON = 'declined by the sandbox';

export function SandboxCheckoutDialog({ options, onResult }: {
  options: CheckoutOptions | null;
  onResult: (outcome: PaymentOutcome) => void;
}) {
  const titleId = useId();
  const [paying, setPaying] = useState(false);
  const show = options !== null;

  const finish = (outcome: PaymentOutcome) => {
    setPaying(false);
    onResult(outcome);
  };

  const pay = async () => {
    if (!options) return;
    setPaying(true);
    const res = await paySandboxOrder(options.order.id);
    if (res.ok && res.data?.razorpay_signature) finish({ kind: 'success', response: res.data });
    else finish({ kind: 'failed', reason: res.ok ? SANDBOX_FAILURE_REASON : res.msg });
  };

  return (
    <Modal
      show={show}
      onHide={() => !paying && finish({ kind: 'dismissed' })}
      backdrop={paying ? 'static' : true}
      keyboard={!paying}
      centered
      aria-labelledby={titleId}
      dialogClassName={styles.dialog}
      contentClassName={styles.content}
    >
      {options && (
        <>
          <div className={styles.header} style={{ background: options.themeColor }}>
            <div>
              <h2 id={titleId} className={styles.store}>{options.storeName}</h2>
              <p className={styles.description}>{options.description}</p>
            </div>
            <button type="button" className={styles.close} aria-label="Close" disabled={paying}
              onClick={() => finish({ kind: 'dismissed' })}>
              <CloseIcon size={20} />
            </button>
          </div>
          <div className={styles.body}>
            <p className={styles.amountLabel}>Amount to pay</p>
            <p className={styles.amount} data-testid="sandbox-amount">{formatINR(options.order.amount)}</p>
            <dl className={styles.prefill}>
              <div><dt>Name</dt><dd>{options.prefill.name}</dd></div>
              <div><dt>Email</dt><dd>{options.prefill.email}</dd></div>
              <div><dt>Phone</dt><dd>{options.prefill.contact}</dd></div>
              <div><dt>Order</dt><dd className={styles.orderId}>{options.order.id}</dd></div>
            </dl>
            <p className={styles.note}>
              <span className={styles.badge}>Test mode</span> Sandbox payments: no real money is charged.
            </p>
            <div className={styles.actions}>
              <button type="button" className={styles.pay} style={{ background: options.themeColor }} disabled={paying}
                onClick={() => void pay()}>
                {paying ? (
                  <><span className="spinner-border spinner-border-sm" aria-hidden="true" /> Processing payment…</>
                ) : (
                  <><LockIcon size={16} /> Pay {formatINR(options.order.amount)}</>
                )}
              </button>
              <button type="button" className={styles.fail} disabled={paying}
                onClick={() => finish({ kind: 'failed', reason: SANDBOX_FAILURE_REASON })}>
                Fail payment
              </button>
            </div>
          </div>
        </>
      )}
    </Modal>
  );
}
