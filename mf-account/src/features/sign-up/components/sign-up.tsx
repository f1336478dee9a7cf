import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { showAlert, TIMINGS } from '@storefront/shared';
import { passwordShapeProblem, SIGN_UP_BLANK } from '@storefront/shared/rules';
import { AuthCard } from '../../../components/auth-card';
import form from '../../../components/auth-form.module.css';
import { GoogleButton } from '../../../components/google-button';
import { digitsOnly } from '../../../lib/digits';
import { useHideChrome } from '../../../lib/use-hide-chrome';
import { useNavigateLater } from '../../../lib/use-later';
import { rememberVerification } from '../../../lib/verification';
import { signUpRequest } from '../api/sign-up';

const EMPTY = { name: '', phone: '', email: '', password: '' };

/** The spec's checks, in its order; the first failing one is shown. */
function firstBlank(f: typeof EMPTY): string | null {
  if (!f.name.trim()) return SIGN_UP_BLANK.name;
  if (!f.email.trim()) return SIGN_UP_BLANK.email;
  if (!f.phone.trim()) return SIGN_UP_BLANK.phone;
  if (!f.password) return SIGN_UP_BLANK.password;
  return null;
}

export function SignUp() {
  useHideChrome();
  const navigateLater = useNavigateLater();
  const [fields, setFields] = useState(EMPTY);
  const [sending, setSending] = useState(false);
  const set = (key: keyof typeof EMPTY) => (value: string) => setFields((f) => ({ ...f, [key]: value }));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (sending) return;
    const blank = firstBlank(fields);
    if (blank) return showAlert(blank, true);
    const email = fields.email.trim();
    const weak = passwordShapeProblem(fields.password, email);
    if (weak) return showAlert(weak, true);
    setSending(true);
    const res = await signUpRequest({
      name: fields.name.trim(),
      email,
      phone: fields.phone,
      password: fields.password,
      isAdmin: false,
    });
    setSending(false);
    if (!res.ok || res.data.status === 'FAILED' || res.data.status === false) {
      showAlert(res.ok ? res.data.msg : res.msg, true);
      return;
    }
    rememberVerification(email, 'verifyEmail');
    showAlert(res.data.msg);
    navigateLater('/verifyOTP', TIMINGS.navigateAfterSignUpMs);
  };

  return (
    <AuthCard title="Sign Up">
      <form onSubmit={submit} noValidate aria-label="Sign Up">
        <div className="row gx-2">
          <div className={`col-12 col-sm-6 ${form.field}`}>
            <label htmlFor="signup-name" className="form-label">Name</label>
            <input id="signup-name" className="form-control" autoComplete="name" required
              value={fields.name} onChange={(e) => set('name')(e.target.value)} />
          </div>
          <div className={`col-12 col-sm-6 ${form.field}`}>
            <label htmlFor="signup-phone" className="form-label">Phone No.</label>
            <input id="signup-phone" className="form-control" type="tel" inputMode="numeric" autoComplete="tel" required
              value={fields.phone} onChange={(e) => set('phone')(digitsOnly(e.target.value))} />
          </div>
        </div>
        <div className={form.field}>
          <label htmlFor="signup-email" className="form-label">Email</label>
          <input id="signup-email" className="form-control" type="email" autoComplete="email" required
            value={fields.email} onChange={(e) => set('email')(e.target.value)} />
        </div>
        <div className={form.field}>
          <label htmlFor="signup-password" className="form-label">Password</label>
          <input id="signup-password" className="form-control" type="password" autoComplete="new-password" required
            value={fields.password} onChange={(e) => set('password')(e.target.value)} />
        </div>
        <div className={form.actions}>
          <button type="submit" className={`btn ${form.primary}`} disabled={sending} aria-busy={sending}>
            {sending && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
            Sign Up
          </button>
          <Link to="/" className="btn btn-outline-secondary">Cancel</Link>
        </div>
        <p className={`${form.linkRow} ${form.center}`}>
          Already Registered? <Link to="/signIn" className={form.link}>Sign In</Link>
        </p>
      </form>
      <div className={form.divider}>Or continue with social account</div>
      <GoogleButton mode="signup" />
    </AuthCard>
  );
}
