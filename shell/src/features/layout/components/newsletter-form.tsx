import { useId, useRef, useState, type FormEvent } from 'react';
import { showAlert, useTypedBeforeHydration } from '@storefront/shared';
import { MailIcon } from '@storefront/shared/ui/icons';
import { EMAIL_INVALID, isEmail } from '../../../lib/is-email';
import styles from './footer.module.css';

export const SUBSCRIBED_MSG = 'Thank you for subscribing to the Storefront newsletter!';

/** The newsletter box. Signing up is not wired to a server yet, so it only thanks the shopper. */
export function NewsletterForm() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState('');
  const inputId = useId();
  const errorId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration(formRef, { email: '' }, (typed) => setEmail(typed.email));

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const value = email.trim();
    if (!value) return setError('Please enter your email address.');
    if (!isEmail(value)) return setError(EMAIL_INVALID);
    setError('');
    setEmail('');
    showAlert(SUBSCRIBED_MSG);
  };

  return (
    // Before the scripts run it posts to the shop's server (ssr/forms.ts), which thanks alike.
    <form ref={formRef} method="post" action="/newsletter" className={styles.newsForm} onSubmit={onSubmit} noValidate aria-label="Newsletter">
      <label htmlFor={inputId} className="visually-hidden">
        Your email address
      </label>
      <div className={styles.newsField}>
        <MailIcon size={20} className={styles.newsIcon} />
        <input
          id={inputId}
          type="email"
          name="email"
          inputMode="email"
          autoComplete="email"
          placeholder="Your email address"
          className={styles.newsInput}
          value={email}
          onChange={(e) => {
            setEmail(e.target.value);
            if (error) setError('');
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          required
        />
        <button type="submit" className={styles.newsButton}>
          Subscribe
        </button>
      </div>
      {error && (
        <p id={errorId} className={styles.newsError} role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
