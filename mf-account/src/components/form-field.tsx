import type { InputHTMLAttributes, ReactNode } from 'react';
import form from './auth-form.module.css';

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className' | 'onChange'>;

interface FieldProps extends InputProps {
  id: string;
  label: string;
  /** The wrapper's class: the forms' field spacing unless a grid column is wanted. */
  wrapClassName?: string;
  /** A line under the control that describes it (read with the field). */
  hint?: ReactNode;
  /** Gets the text typed; a field without it is read-only. */
  onValue?: (value: string) => void;
}

/** A labelled control of the account forms: label above, Bootstrap's control below. */
export function Field({ id, label, wrapClassName = form.field, hint, onValue, ...input }: FieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <div className={wrapClassName}>
      <label htmlFor={id} className="form-label">{label}</label>
      <input id={id} className="form-control" aria-describedby={hintId} {...input}
        onChange={onValue && ((e) => onValue(e.target.value))} />
      {hint && <div id={hintId} className="form-text">{hint}</div>}
    </div>
  );
}
