import { useRef, type ReactNode } from 'react';
import { HYDRATING_ATTRIBUTE, useHydrated } from '@storefront/shared';
import { useFocusKeptThroughDisabled } from '@storefront/shared/ui/keep-focus';
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
  /**
   * The form has no server behind it (My Account's): rendered on the server, its button waits greyed
   * until the scripts own the form, as a ScriptButton does, and the page keeps a tap on it meanwhile
   * (shell's tap keeper). Until then it is no submit button, so Enter in a field sends nothing
   * (typed passwords never go into an address).
   */
  scriptsOnly?: boolean;
  children: ReactNode;
}

/** The account forms' main button, in the brand colour. */
export function SubmitButton({ busy, disabled = busy, className, busyLabel, scriptsOnly = false, children }: SubmitButtonProps) {
  const hydrated = useHydrated();
  const own = useRef<HTMLButtonElement>(null);
  // (greyed while its request runs, it keeps the keyboard's place: refused, the focus is back on it)
  useFocusKeptThroughDisabled(own, disabled);
  const waiting = scriptsOnly && !hydrated ? { [HYDRATING_ATTRIBUTE]: '', 'aria-disabled': true } : undefined;
  const label = busy && busyLabel
    ? <span className="spinner-border spinner-border-sm" role="status" aria-label={busyLabel} />
    : <>{busy && <ButtonSpinner />}{children}</>;
  return (
    <button ref={own} type={waiting ? 'button' : 'submit'} className={`btn ${form.primary}${className ? ` ${className}` : ''}`} disabled={disabled} aria-busy={busy} {...waiting}>
      {label}
    </button>
  );
}
