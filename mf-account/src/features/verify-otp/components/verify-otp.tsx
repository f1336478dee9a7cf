import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { OTP_LENGTH, showAlert, TIMINGS, useTypedBeforeHydration } from '@storefront/shared';
import { OTP_INCOMPLETE, OTP_REQUIRED, OTP_VERIFIED } from '@storefront/shared/rules';
import { resendVerificationOtp } from '../../../api/resend-verification-otp';
import { sendResetOtp } from '../../../api/send-reset-otp';
import { verifyResetOtp } from '../../../api/verify-reset-otp';
import { AuthCard, AuthDeadEnd } from '../../../components/auth-card';
import form from '../../../components/auth-form.module.css';
import { MailIcon } from '@storefront/shared/ui/icons';
import { emptyOtp, OtpInput } from '../../../components/otp-input';
import { SubmitButton } from '../../../components/submit-button';
import { useCooldown } from '../../../lib/use-cooldown';
import { useHideChrome } from '../../../lib/use-hide-chrome';
import { clearVerification, keepResetToken, rememberVerification, useCodeFlow } from '../../../lib/verification';
import { verifyEmail } from '../api/verify-email';

const OTP_FIELD = { otp: '' };

/**
 * Whether the server looked at the code and refused it (the boxes are emptied for a new try); a lost
 * connection or a server failure keeps the typed code so the shopper can just try again.
 */
function codeWasRefused(res: { ok: boolean; status: number }): boolean {
  return res.ok || (res.status >= 400 && res.status < 500);
}

/**
 * Types the code the shopper received by e-mail. For an account check the success goes to /signIn;
 * when the stored action type is 'changePassword' it keeps the proof (resetToken) and goes to
 * /changePassword.
 */
export function VerifyOtp() {
  useHideChrome();
  const navigate = useNavigate();
  const { email, actionType, sentAt } = useCodeFlow();
  const [otp, setOtp] = useState<string[]>(emptyOtp);
  const [busy, setBusy] = useState(false);
  const [resending, setResending] = useState(false);
  // After a refused code the boxes are emptied; the first one takes focus again (the boxes were
  // disabled while the check ran, so focus had fallen to the page's body).
  const [retype, setRetype] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  // Digits typed into the server's boxes before the scripts ran are the code's.
  useTypedBeforeHydration(formRef, OTP_FIELD, ({ otp: typed = '' }) => setOtp(emptyOtp().map((d, i) => typed[i] ?? d)));
  useEffect(() => {
    if (retype > 0 && !busy) formRef.current?.querySelector('input')?.focus();
  }, [retype, busy]);
  // The code was sent on the way here, so the first resend waits too: 30 s from when it was sent
  // (a reload does not start the wait over).
  const cooldown = useCooldown(TIMINGS.otpResendCooldownMs, sentAt ?? true);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    const code = otp.join('');
    if (!code) return showAlert(OTP_REQUIRED, true);
    if (code.length !== OTP_LENGTH) return showAlert(OTP_INCOMPLETE, true);
    setBusy(true);
    if (actionType === 'changePassword') {
      const res = await verifyResetOtp(email, code);
      setBusy(false);
      if (!res.ok || !res.data.success || !res.data.resetToken) {
        keepResetToken(email, null);
        if (codeWasRefused(res)) setOtp(emptyOtp());
        setRetype((n) => n + 1);
        return showAlert(res.ok ? res.data.message || res.data.msg || 'Invalid OTP' : res.msg, true);
      }
      keepResetToken(email, res.data.resetToken);
      showAlert(OTP_VERIFIED);
      navigate('/changePassword');
      return;
    }
    const res = await verifyEmail(email, code);
    setBusy(false);
    if (!res.ok || !res.data.success) {
      if (codeWasRefused(res)) setOtp(emptyOtp());
      setRetype((n) => n + 1);
      return showAlert(res.ok ? res.data.message || res.data.msg || 'Invalid OTP' : res.msg, true);
    }
    clearVerification();
    showAlert(OTP_VERIFIED);
    navigate('/signIn');
  };

  const resend = async () => {
    if (cooldown.seconds > 0 || resending) return;
    setResending(true);
    const res = actionType === 'changePassword' ? await sendResetOtp(email) : await resendVerificationOtp(email);
    setResending(false);
    if (!res.ok || res.data.success === false) {
      return showAlert(res.ok ? res.data.message || res.data.msg || 'Failed to send OTP' : res.msg || 'Failed to send OTP', true);
    }
    cooldown.start();
    rememberVerification(email, actionType);
    setOtp(emptyOtp());
    showAlert('OTP sent!');
  };

  if (!email) {
    return (
      <AuthDeadEnd title="Verify OTP" text="There is no code waiting to be checked. Sign up, or sign in to verify your account."
        ways={[{ to: '/signIn', label: 'Sign In' }, { to: '/signUp', label: 'Sign Up' }]} />
    );
  }

  return (
    <AuthCard
      title="Verify OTP"
      subtitle={
        <>
          <MailIcon size={18} className="me-1" />
          An OTP has been sent to <strong>{email}</strong>
        </>
      }
    >
      {/* Before the scripts run (or without them) it posts to the shop's server (shell/src/ssr/forms.ts), which checks the code alike. */}
      <form ref={formRef} method="post" action="/verifyOTP" onSubmit={submit} noValidate aria-label="Verify OTP">
        <OtpInput value={otp} onChange={setOtp} disabled={busy} />
        <SubmitButton busy={busy} className="w-100">Verify OTP</SubmitButton>
      </form>
      {/* Resend OTP is a button of the same form: without scripts the server sends a new code. */}
      <p className={`${form.linkRow} ${form.center}`}>
        Didn&apos;t get the code?{' '}
        <button type="submit" form="verify-otp-resend" name="action" value="resend" formNoValidate className={form.linkButton}
          onClick={(e) => {
            e.preventDefault();
            void resend();
          }}
          disabled={cooldown.seconds > 0 || resending}>
          Resend OTP
        </button>
        {cooldown.seconds > 0 && (
          <span className={`${form.note} ms-1`}>
            in {cooldown.seconds}s
          </span>
        )}
      </p>
      <form id="verify-otp-resend" method="post" action="/verifyOTP" hidden />
    </AuthCard>
  );
}
