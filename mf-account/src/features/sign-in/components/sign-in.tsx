import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { showAlert, signIn, TIMINGS, toStoredUser } from '@storefront/shared';
import { EMAIL_BLANK, PASSWORD_REQUIRED } from '@storefront/shared/rules';
import { resendVerificationOtp } from '../../../api/resend-verification-otp';
import { AuthCard } from '../../../components/auth-card';
import form from '../../../components/auth-form.module.css';
import { GoogleButton } from '../../../components/google-button';
import { useHideChrome } from '../../../lib/use-hide-chrome';
import { useNavigateLater } from '../../../lib/use-later';
import { rememberVerification } from '../../../lib/verification';
import { signInRequest } from '../api/sign-in';

/**
 * Sign in, with the spec's two modes. An unverified account (error true, isVerify false) turns the
 * screen into 'Verify Email': submitting then sends a new code by e-mail and goes to /verifyOTP,
 * where the shopper types it (decisions §2: the code never reaches the browser).
 */
export function SignIn() {
  const showChrome = useHideChrome();
  const navigateLater = useNavigateLater();
  const [fields, setFields] = useState({ email: '', password: '' });
  const [verifyMode, setVerifyMode] = useState(false);
  const [loading, setLoading] = useState(false);

  const signInNormally = async (email: string) => {
    if (!fields.password) return showAlert(PASSWORD_REQUIRED, true);
    setLoading(true);
    const res = await signInRequest({ email, password: fields.password });
    setLoading(false);
    if (res.error || !res.token || !res.user) {
      showAlert(res.msg, true);
      if (res.isVerify === false) setVerifyMode(true);
      return;
    }
    signIn(res.token, toStoredUser(res.user));
    showChrome();
    showAlert(res.msg);
    navigateLater('/', TIMINGS.navigateAfterSignInMs);
  };

  const requestCode = async (email: string) => {
    setLoading(true);
    const res = await resendVerificationOtp(email);
    setLoading(false);
    if (!res.ok || res.data.success === false) {
      showAlert(res.ok ? res.data.message || res.data.msg || 'Failed to send OTP' : res.msg, true);
      return;
    }
    rememberVerification(email, 'verifyEmail');
    showAlert(res.data.message || 'OTP sent!');
    navigateLater('/verifyOTP', TIMINGS.navigateAfterVerifyRequestMs);
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (loading) return;
    const email = fields.email.trim();
    if (!email) return showAlert(EMAIL_BLANK, true);
    void (verifyMode ? requestCode(email) : signInNormally(email));
  };

  const title = verifyMode ? 'Verify Email' : 'Sign In';
  return (
    <AuthCard
      title={title}
      subtitle={verifyMode ? 'We will e-mail you a new code to verify your account.' : undefined}
    >
      <form onSubmit={submit} noValidate aria-label={title}>
        <div className={form.field}>
          <label htmlFor="signin-email" className="form-label">Email</label>
          <input id="signin-email" type="email" className="form-control" required autoComplete="email"
            value={fields.email} onChange={(e) => setFields({ ...fields, email: e.target.value })} />
        </div>
        {!verifyMode && (
          <div className={form.field}>
            <label htmlFor="signin-password" className="form-label">Password</label>
            <input id="signin-password" type="password" className="form-control" required autoComplete="current-password"
              value={fields.password} onChange={(e) => setFields({ ...fields, password: e.target.value })} />
          </div>
        )}
        {!verifyMode && (
          <p className={form.linkRow}>
            <Link to="/forgotPassword" className={form.link}>Forgot Password?</Link>
          </p>
        )}
        <div className={`${form.actions} mt-3`}>
          <button type="submit" className={`btn ${form.primary}`} disabled={loading} aria-busy={loading}>
            {loading ? (
              <span className="spinner-border spinner-border-sm" role="status" aria-label={verifyMode ? 'Sending code' : 'Signing in'} />
            ) : verifyMode ? 'Verify Email' : 'Sign In'}
          </button>
          <Link to="/" className="btn btn-outline-secondary">Cancel</Link>
        </div>
        <p className={`${form.linkRow} ${form.center}`}>
          Not Registered? <Link to="/signUp" className={form.link}>Sign Up</Link>
        </p>
        {verifyMode && (
          <p className={`${form.linkRow} ${form.center}`}>
            <button type="button" className={form.linkButton} onClick={() => setVerifyMode(false)}>Back to Sign In</button>
          </p>
        )}
      </form>
      <div className={form.divider}>Or continue with social account</div>
      <GoogleButton mode="signin" />
    </AuthCard>
  );
}
