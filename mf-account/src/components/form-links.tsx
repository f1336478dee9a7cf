import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import form from './auth-form.module.css';
import { GoogleButton } from './google-button';

export interface WayOn {
  to: string;
  label: string;
}

/** A form's row of buttons: its main button (or link) first, then the way out as an outlined link. */
export function FormActions({ way, className, children }: { way: WayOn; className?: string; children: ReactNode }) {
  return (
    <div className={className ? `${form.actions} ${className}` : form.actions}>
      {children}
      <Link to={way.to} className="btn btn-outline-secondary">{way.label}</Link>
    </div>
  );
}

/** The centred line under a form that leads to the other account screen ('Not Registered? Sign Up'). */
export function AuthSwitch({ question, way }: { question?: string; way: WayOn }) {
  return (
    <p className={`${form.linkRow} ${form.center}`}>
      {question && <>{question} </>}
      <Link to={way.to} className={form.link}>{way.label}</Link>
    </p>
  );
}

/** The divider and Google's button under the sign-in and sign-up forms. */
export function OrGoogle({ mode }: { mode: 'signin' | 'signup' }) {
  return (
    <>
      <div className={form.divider}>Or continue with social account</div>
      <GoogleButton mode={mode} />
    </>
  );
}
