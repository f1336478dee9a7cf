import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { showAlert, signIn, TIMINGS, toStoredUser, useFormDraft } from '@storefront/shared';
import { EMAIL_BLANK, PASSWORD_REQUIRED } from '@storefront/shared/rules';
import { resendVerificationOtp } from '../../../api/resend-verification-otp';
import { AuthCard } from '../../../components/auth-card';
import form from '../../../components/auth-form.module.css';
import { Field } from '../../../components/form-field';
import { AuthSwitch, FormActions, OrGoogle } from '../../../components/form-links';
import { SubmitButton } from '../../../components/submit-button';
import { useFormFields } from '../../../lib/use-form-fields';
import { useHideChrome } from '../../../lib/use-hide-chrome';
import { useNavigateLater } from '../../../lib/use-later';
import { rememberVerification } from '../../../lib/verification';
import { signInRequest } from '../api/sign-in';

const EMPTY = { email: '', password: '' };

/**
 * Sign in, with the spec's two modes. An unverified account (error true, isVerify false) turns the
 * screen into 'Verify Email': submitting then sends a new code by e-mail and goes to /verifyOTP,
 * where the shopper types it (decisions §2: the code never reaches the browser).
 */
export function SignIn() {
  const showChrome = useHideChrome();
  const navigateLater = useNavigateLater();
  // A sign-in the shop's server refused (posted before the scripts ran) comes back with its e-mail.
  const { fields, set, formRef } = useFormFields(useFormDraft(EMPTY, '/signIn'));
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
      {/* Before the scripts run it posts to the shop's server (shell/src/ssr/forms.ts), which signs in alike. */}
      <form ref={formRef} method="post" action="/signIn" onSubmit={submit} noValidate aria-label={title}>
        <Field id="signin-email" name="email" label="Email" type="email" required autoComplete="email"
          value={fields.email} onValue={set('email')} />
        {!verifyMode && (
          <>
            <Field id="signin-password" name="password" label="Password" type="password" required autoComplete="current-password"
              value={fields.password} onValue={set('password')} />
            <p className={form.linkRow}>
              <Link to="/forgotPassword" className={form.link}>Forgot Password?</Link>
            </p>
          </>
        )}
        <FormActions way={{ to: '/', label: 'Cancel' }} className="mt-3">
          <SubmitButton busy={loading} busyLabel={verifyMode ? 'Sending code' : 'Signing in'}>{title}</SubmitButton>
        </FormActions>
        <AuthSwitch question="Not Registered?" way={{ to: '/signUp', label: 'Sign Up' }} />
        {verifyMode && (
          <p className={`${form.linkRow} ${form.center}`}>
            <button type="button" className={form.linkButton} onClick={() => setVerifyMode(false)}>Back to Sign In</button>
          </p>
        )}
      </form>
      <OrGoogle mode="signin" />
    </AuthCard>
  );
}
