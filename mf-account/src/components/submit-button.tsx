import type { ReactNode } from 'react';
import form from './auth-form.module.css';

/** The small spinner a button shows before its label while its request runs. */
export const ButtonSpinner = () => <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />;

interface SubmitButtonProps {
  busy: boolean;
  /** Disabled while busy unless said otherwise (another request of the form may run). */
  disabled?: boolean;
  className?: string;
  /** While busy, a spinner alone replaces the label and names what runs. */
  busyLabel?: string;
  children: ReactNode;
}

/** The account forms' main button, in the brand colour. */
export function SubmitButton({ busy, disabled = busy, className, busyLabel, children }: SubmitButtonProps) {
  const label = busy && busyLabel
    ? <span className="spinner-border spinner-border-sm" role="status" aria-label={busyLabel} />
    : <>{busy && <ButtonSpinner />}{children}</>;
  return (
    <button type="submit" className={`btn ${form.primary}${className ? ` ${className}` : ''}`} disabled={disabled} aria-busy={busy}>
      {label}
    </button>
  );
}
