import { useEffect } from 'react';
import { useAtomValue } from 'jotai';
import { alertAtom, hideAlert, TIMINGS } from '@storefront/shared';
import { AlertIcon, CheckIcon, CloseIcon } from '@storefront/shared/ui/icons';
import { LinkButton } from '@storefront/shared/ui/link-button';
import styles from './snackbar.module.css';

/**
 * The one place alerts appear: green for success, red for errors. Every new alert (a new `key`,
 * even with the same text) restarts the 6-second timer. The live region stays in the page so
 * screen readers announce each message when it is written into it.
 */
export function Snackbar() {
  const alert = useAtomValue(alertAtom);

  useEffect(() => {
    if (!alert.open) return;
    const timer = window.setTimeout(hideAlert, TIMINGS.snackbarMs);
    return () => window.clearTimeout(timer);
  }, [alert.open, alert.key]);
  // Each message has an id of its own: one dismissed before the scripts ran (the address ends in
  // its id) stays hidden, and none after it is.
  const id = `shell-snackbar-${alert.key}`;

  return (
    <div className={styles.region} role="status" aria-live="polite" aria-atomic="true">
      {alert.open && alert.msg && (
        <div
          key={alert.key}
          id={id}
          className={`${styles.snackbar} shell-snackbar ${alert.error ? 'text-bg-danger' : 'text-bg-success'}`}
          data-variant={alert.error ? 'error' : 'success'}
        >
          {alert.error ? <AlertIcon size={20} /> : <CheckIcon size={20} />}
          <span className={styles.message}>{alert.msg}</span>
          {/* Before the scripts run, or without them, a link to the message itself, which CSS (:target) hides. */}
          <LinkButton
            href={`#${id}`}
            className={styles.close}
            aria-label="Dismiss message"
            onClick={(e) => {
              e.preventDefault();
              // Closed from the keyboard: focus would fall to the document as the button goes, and
              // the next Tab would start over from the top. The page's content takes it instead.
              if (document.activeElement === e.currentTarget) document.getElementById('shell-main')?.focus({ preventScroll: true });
              hideAlert();
            }}
          >
            <CloseIcon size={18} />
          </LinkButton>
        </div>
      )}
    </div>
  );
}
