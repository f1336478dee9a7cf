import { useId, useRef, useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import { useFormDraft, useTypedBeforeHydration } from '@storefront/shared';
import { EMAIL_INVALID, isEmail } from '../../../lib/is-email';
import styles from './contact.module.css';

export const THANK_YOU_MSG = 'Thank you for contacting us! We will get back to you soon.';

type Field = 'name' | 'email' | 'subject' | 'message';
type Values = Record<Field, string>;
const EMPTY: Values = { name: '', email: '', subject: '', message: '' };
const FIELDS: readonly Field[] = ['name', 'email', 'subject', 'message'];

function validate(v: Values): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {};
  if (!v.name.trim()) errors.name = 'Please enter your name.';
  if (!v.email.trim()) errors.email = 'Please enter your email address.';
  else if (!isEmail(v.email)) errors.email = EMAIL_INVALID;
  if (!v.subject.trim()) errors.subject = 'Please enter a subject.';
  if (!v.message.trim()) errors.message = 'Please enter your message.';
  return errors;
}

/**
 * The contact form: every field required and labelled. Messages are not sent anywhere yet, so a
 * valid submission only thanks the shopper and clears the form.
 */
export function ContactForm() {
  // (a post the shop's server refused, before the scripts ran or without them, comes back filled)
  const [values, setValues] = useState<Values>(useFormDraft(EMPTY, '/contact'));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [sent, setSent] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const id = useId();
  useTypedBeforeHydration(formRef, EMPTY, (typed) => setValues((v) => ({ ...v, ...typed })));

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const found = validate(values);
    setErrors(found);
    const firstBad = FIELDS.find((f) => found[f]);
    if (firstBad) {
      setSent(false);
      formRef.current?.querySelector<HTMLElement>(`[name="${firstBad}"]`)?.focus();
      return;
    }
    setValues(EMPTY);
    setSent(true);
  };

  const update = (name: Field, value: string) => {
    setValues((v) => ({ ...v, [name]: value }));
    if (errors[name]) setErrors((er) => ({ ...er, [name]: undefined }));
  };

  /** Props every control shares: id, name, value, required, and its error wiring. */
  const control = (name: Field) => ({
    id: `${id}-${name}`,
    name,
    className: `${styles.input} ${errors[name] ? styles.invalid : ''}`,
    value: values[name],
    required: true,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${id}-${name}-error` : undefined,
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => update(name, e.target.value),
  });

  const field = (name: Field, label: string, input: ReactNode) => (
    <div className={styles.field}>
      <label htmlFor={`${id}-${name}`} className={styles.label}>
        {label} <span aria-hidden="true" className={styles.req}>*</span>
      </label>
      {input}
      {errors[name] && (
        <p id={`${id}-${name}-error`} className={styles.error}>
          {errors[name]}
        </p>
      )}
    </div>
  );

  return (
    // Before the scripts run it posts to the shop's server (ssr/forms.ts), which checks and thanks alike.
    <form ref={formRef} method="post" action="/contact" className={styles.form} onSubmit={onSubmit} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.formTitle}>
        Send us a message
      </h2>
      <p className={styles.formHint}>All fields are required.</p>
      <div role="status" aria-live="polite">
        {sent && <p className={styles.thanks}>{THANK_YOU_MSG}</p>}
      </div>
      <div className={styles.row}>
        {field('name', 'Your name', <input type="text" autoComplete="name" {...control('name')} />)}
        {field('email', 'Email', <input type="email" autoComplete="email" inputMode="email" {...control('email')} />)}
      </div>
      {field('subject', 'Subject', <input type="text" {...control('subject')} />)}
      {field('message', 'Message', <textarea rows={6} {...control('message')} />)}
      <button type="submit" className={styles.submit}>
        Send Message
      </button>
    </form>
  );
}
