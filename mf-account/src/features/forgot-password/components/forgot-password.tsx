import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useAtomValue } from 'jotai';
import { codeFlowAtom, MIN_PASSWORD, OTP_LENGTH, passwordChangedByCode, setCodeFlow, showAlert, TIMINGS, useFormDraft, useTypedBeforeHydration } from '@storefront/shared';
import { ScriptButton } from '@storefront/shared/ui/script-button';
import { EMAIL_BLANK, OTP_REQUIRED, OTP_VERIFIED, PASSWORD_RESET, passwordShapeProblem, VERIFY_OTP_FIRST } from '@storefront/shared/rules';
import { sendResetOtp } from '../../../api/send-reset-otp';
import { verifyResetOtp } from '../../../api/verify-reset-otp';
import { AuthCard } from '../../../components/auth-card';
import form from '../../../components/auth-form.module.css';
import { Field } from '../../../components/form-field';
import { AuthSwitch } from '../../../components/form-links';
import { ButtonSpinner, SubmitButton } from '../../../components/submit-button';
import { digitsOnly } from '../../../lib/digits';
import { useCooldown } from '../../../lib/use-cooldown';
import { useHideChrome } from '../../../lib/use-hide-chrome';
import { useNavigateLater } from '../../../lib/use-later';
import { resetPassword } from '../api/reset-password';

const STEP_2_FIELDS = { otp: '', newPass: '', confirmPass: '' };
const CODE_DRAFT = { otp: '' };
/** Step 2's refusal for a missing code, a short password or an unmatched confirmation (the spec's words). */
const RESET_FIELDS = 'Please fill fields correctly';

/**
 * Two steps: an e-mail gets a code; the code, once verified, gives a resetToken that the reset
 * needs. A failed verification drops the token.
 *
 * Both forms post to the shop's server before the scripts run, or without them
 * (shell/src/ssr/forms.ts): step 1 sends the code and keeps the e-mail in the code flow's cookie, so
 * the server renders step 2 for it; step 2's Reset Password checks the code and resets in one go.
 * The flow also keeps when the code was sent and the token of a verified code: a reload of step 2
 * goes on with its countdown and its verified code.
 */
export function ForgotPassword() {
  useHideChrome();
  const navigateLater = useNavigateLater();
  const flow = useAtomValue(codeFlowAtom);
  const started = flow?.purpose === 'forgotPassword' ? flow : null;
  const [step, setStep] = useState<1 | 2>(started ? 2 : 1);
  const [email, setEmail] = useState(started?.email ?? '');
  // A reset the shop's server refused (posted before the scripts ran) comes back with its code.
  const draft = useFormDraft(CODE_DRAFT, '/forgotPassword');
  const [otp, setOtp] = useState(draft.otp);
  const [newPass, setNewPass] = useState('');
  const [confirmPass, setConfirmPass] = useState('');
  const step2Ref = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration(step2Ref, STEP_2_FIELDS, (typed) => {
    if (typed.otp !== undefined) setOtp(digitsOnly(typed.otp).slice(0, OTP_LENGTH));
    if (typed.newPass !== undefined) setNewPass(typed.newPass);
    if (typed.confirmPass !== undefined) setConfirmPass(typed.confirmPass);
  });
  const [resetToken, setResetToken] = useState(started?.resetToken ?? '');
  const [busy, setBusy] = useState<'send' | 'verify' | 'reset' | null>(null);
  const cooldown = useCooldown(TIMINGS.otpResendCooldownMs);
  useEffect(() => {
    if (started?.sentAt) cooldown.start(started.sentAt);
    // Once, as the page mounts in the browser (the server's HTML has no countdown).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  // Focus goes on to the field the shopper needs next: the button they pressed is gone or disabled.
  const [focusNext, setFocusNext] = useState<{ name: 'otp' | 'newPass' } | null>(null);
  useEffect(() => {
    const field = focusNext && step2Ref.current?.elements.namedItem(focusNext.name);
    if (field instanceof HTMLInputElement) field.focus();
  }, [focusNext]);

  /** The proof of the verified code ('' for none), kept in the flow too for a reload. */
  const keepToken = (token: string) => {
    setResetToken(token);
    if (started) setCodeFlow({ ...started, resetToken: token || undefined });
  };

  const sendCode = async () => {
    const to = email.trim();
    if (!to) return showAlert(EMAIL_BLANK, true);
    setBusy('send');
    const res = await sendResetOtp(to);
    setBusy(null);
    if (!res.ok || !res.data.success) {
      return showAlert(res.ok ? res.data.message || res.data.msg || 'Failed to send OTP' : res.msg || 'Failed to send OTP', true);
    }
    showAlert('OTP sent!');
    // A reload (or the server, for a form posted before the scripts) comes back to step 2.
    setCodeFlow({ email: to, purpose: 'forgotPassword', sentAt: Date.now() });
    cooldown.start();
    setResetToken('');
    setStep(2);
    setFocusNext({ name: 'otp' });
  };

  const verifyCode = async () => {
    if (!otp) return showAlert(OTP_REQUIRED, true);
    setBusy('verify');
    const res = await verifyResetOtp(email.trim(), otp);
    setBusy(null);
    if (!res.ok || !res.data.success || !res.data.resetToken) {
      keepToken('');
      return showAlert(res.ok ? res.data.message || res.data.msg || 'Invalid OTP' : res.msg || 'Invalid OTP', true);
    }
    keepToken(res.data.resetToken);
    showAlert(OTP_VERIFIED);
    setFocusNext({ name: 'newPass' });
  };

  /** Back to step 1 with the e-mail as typed, for a shopper who sees a typo in it. */
  const changeEmail = () => {
    if (flow?.purpose === 'forgotPassword') setCodeFlow(null);
    setStep(1);
    setOtp('');
    setResetToken('');
  };

  const reset = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    // A code verified before a reload is not on screen any more: its token stands for it.
    if ((!otp && !resetToken) || newPass.length < MIN_PASSWORD || newPass !== confirmPass) return showAlert(RESET_FIELDS, true);
    const weak = passwordShapeProblem(newPass, email.trim());
    if (weak) return showAlert(weak, true);
    if (!resetToken) return showAlert(VERIFY_OTP_FIRST, true);
    setBusy('reset');
    const res = await resetPassword({ email: email.trim(), resetToken, newPass });
    setBusy(null);
    if (!res.ok || !res.data.success) {
      // Only a refused proof (used, expired) needs a new verification; a refused password (too
      // common, the e-mail) leaves the token unused, so the shopper just picks another one.
      if (!res.ok && res.status === 403) keepToken('');
      return showAlert(res.ok ? res.data.message || res.data.msg || 'Reset failed' : res.msg || 'Reset failed', true);
    }
    // Every session of the shopper ended, this browser's too: signed out here at once.
    passwordChangedByCode(email);
    if (flow?.purpose === 'forgotPassword') setCodeFlow(null);
    showAlert(PASSWORD_RESET);
    navigateLater('/signIn', TIMINGS.navigateAfterResetMs);
  };

  return (
    <AuthCard
      title="Forgot Password"
      subtitle={step === 1 ? 'Enter your e-mail and we will send you an OTP.' : <>Enter the OTP sent to <strong>{email.trim()}</strong></>}
    >
      {step === 1 ? (
        <form
          method="post"
          action="/forgotPassword"
          noValidate
          aria-label="Send OTP"
          onSubmit={(e) => {
            e.preventDefault();
            if (!busy) void sendCode();
          }}
        >
          <input type="hidden" name="action" value="send" />
          <Field id="forgot-email" name="email" label="Email" type="email" autoComplete="email" required value={email} onValue={setEmail}
            autoFocus={email !== ''} />
          <SubmitButton busy={busy === 'send'} disabled={busy !== null} className="w-100">Send OTP</SubmitButton>
        </form>
      ) : (
        <form ref={step2Ref} method="post" action="/forgotPassword" noValidate aria-label="Reset Password" onSubmit={reset}>
          <label htmlFor="forgot-otp" className="form-label">OTP</label>
          <div className="input-group mb-1">
            <input id="forgot-otp" name="otp" className="form-control" inputMode="numeric" autoComplete="one-time-code"
              maxLength={OTP_LENGTH} value={otp}
              onChange={(e) => {
                setOtp(digitsOnly(e.target.value).slice(0, OTP_LENGTH));
                if (resetToken) keepToken('');
              }} />
            {/* Only the scripts check the code on its own; without them Reset Password checks it. */}
            <ScriptButton className={`btn ${form.outline}`} onClick={() => void verifyCode()}
              disabled={busy !== null || Boolean(resetToken)}>
              {busy === 'verify' && <ButtonSpinner />}
              {resetToken ? 'Verified' : 'Verify OTP'}
            </ScriptButton>
          </div>
          <p className={`${form.note} mb-3`}>
            {/* Resend OTP and Change email: the server's too, through a form of their own. */}
            <button type="submit" form="forgot-other" name="action" value="resend" formNoValidate className={form.linkButton}
              onClick={(e) => {
                e.preventDefault();
                void sendCode();
              }}
              disabled={cooldown.seconds > 0 || busy !== null}>
              Resend OTP
            </button>
            {cooldown.seconds > 0 && <span className="ms-1">in {cooldown.seconds}s</span>}
            <span aria-hidden="true" className="mx-2">·</span>
            <button type="submit" form="forgot-other" name="action" value="change-email" formNoValidate className={form.linkButton}
              onClick={(e) => {
                e.preventDefault();
                changeEmail();
              }}
              disabled={busy !== null}>
              Change email
            </button>
          </p>
          <Field id="forgot-new" name="newPass" label="New Password" type="password" autoComplete="new-password"
            hint={`At least ${MIN_PASSWORD} characters.`} value={newPass} onValue={setNewPass} />
          <Field id="forgot-confirm" name="confirmPass" label="Confirm Password" type="password" autoComplete="new-password"
            value={confirmPass} onValue={setConfirmPass} />
          <SubmitButton busy={busy === 'reset'} disabled={busy !== null} className="w-100">Reset Password</SubmitButton>
        </form>
      )}
      {step === 2 && <form id="forgot-other" method="post" action="/forgotPassword" hidden />}
      <AuthSwitch way={{ to: '/signIn', label: 'Back to Login' }} />
    </AuthCard>
  );
}
