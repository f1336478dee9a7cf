import { useState, type FormEvent } from 'react';
import { passwordChangedByCode, showAlert, TIMINGS } from '@storefront/shared';
import { CHANGE_PASSWORD_NEEDS_CODE, CONFIRM_PASSWORD, NEW_PASSWORD_BLANK, PASSWORDS_DIFFER, passwordShapeProblem } from '@storefront/shared/rules';
import { AuthCard, AuthDeadEnd } from '../../../components/auth-card';
import { Field } from '../../../components/form-field';
import { FormActions } from '../../../components/form-links';
import { SubmitButton } from '../../../components/submit-button';
import { useFormFields } from '../../../lib/use-form-fields';
import { useHideChrome } from '../../../lib/use-hide-chrome';
import { useNavigateLater } from '../../../lib/use-later';
import { clearVerification, keepResetToken, useCodeFlow } from '../../../lib/verification';
import { changePasswordWithToken } from '../api/change-password-with-token';

/** Where the form posts before (or without) scripts: the shop's server changes it (shell's forms.ts). */
export const CHANGE_PASSWORD_PATH = '/changePassword';
const EMPTY = { newPass: '', confirmPass: '' };

/**
 * New password after the code was verified on /verifyOTP; the verification's token is the proof.
 * Rendered on the server from the code flow's cookie: before the scripts run, or without them, the
 * form posts to the shop's server.
 */
export function ChangePassword() {
  useHideChrome();
  const navigateLater = useNavigateLater();
  // The code checked on /verifyOTP (by the scripts, or by the shop's server's form) left its proof in the code flow.
  const flow = useCodeFlow();
  // The change ends the flow: the form stays, for its e-mail, until the shopper is taken to Sign In.
  const [changedFor, setChangedFor] = useState('');
  const email = changedFor || flow.email;
  const done = changedFor !== '';
  const { fields, set, formRef } = useFormFields(EMPTY);
  const { newPass, confirmPass } = fields;
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy || done) return;
    if (!newPass) return showAlert(NEW_PASSWORD_BLANK, true);
    if (!confirmPass) return showAlert(CONFIRM_PASSWORD, true);
    if (newPass !== confirmPass) return showAlert(PASSWORDS_DIFFER, true);
    const weak = passwordShapeProblem(newPass, email);
    if (weak) return showAlert(weak, true);
    setBusy(true);
    const res = await changePasswordWithToken({ email, newPass, confirmPass, resetToken: flow.resetToken });
    setBusy(false);
    if (!res.ok || res.data.status !== 'SUCCESS') {
      const msg = res.ok ? res.data.message || res.data.msg || 'Reset failed' : res.msg;
      // 4xx about the proof itself (used, expired) means the code must be verified again.
      if (!res.ok && res.status === 403) keepResetToken(email, null);
      return showAlert(msg, true);
    }
    setChangedFor(email);
    clearVerification();
    // Every session of the shopper ended, this browser's too: signed out here at once.
    passwordChangedByCode(email);
    showAlert(res.data.message || 'Password changed!');
    navigateLater('/signIn', TIMINGS.navigateAfterResetMs);
  };

  if (!email || (!flow.resetToken && !done)) {
    return (
      <AuthDeadEnd title="Change Password" text={CHANGE_PASSWORD_NEEDS_CODE}
        ways={[{ to: '/forgotPassword', label: 'Forgot Password' }, { to: '/signIn', label: 'Sign In' }]} />
    );
  }

  return (
    <AuthCard title="Change Password" subtitle={<>For <strong>{email}</strong></>}>
      <form ref={formRef} method="post" action={CHANGE_PASSWORD_PATH} onSubmit={submit} noValidate aria-label="Change Password">
        <Field id="change-new" name="newPass" label="New Password" type="password" autoComplete="new-password" value={newPass} onValue={set('newPass')} />
        <Field id="change-confirm" name="confirmPass" label="Confirm Password" type="password" autoComplete="new-password"
          value={confirmPass} onValue={set('confirmPass')} />
        <FormActions way={{ to: '/signIn', label: 'Cancel' }}>
          <SubmitButton busy={busy} disabled={busy || done}>Change Password</SubmitButton>
        </FormActions>
      </form>
    </AuthCard>
  );
}
