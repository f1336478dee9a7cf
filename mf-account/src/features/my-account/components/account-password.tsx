import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { showAlert, signIn, store, userAtom, type UserProfile } from '@storefront/shared';
import { FILL_ALL_DETAILS, PASSWORD_CHANGED, PASSWORDS_DIFFER, passwordShapeProblem } from '@storefront/shared/rules';
import { sendResetOtp } from '../../../api/send-reset-otp';
import form from '../../../components/auth-form.module.css';
import { Field } from '../../../components/form-field';
import { SubmitButton } from '../../../components/submit-button';
import { useFormFields } from '../../../lib/use-form-fields';
import { rememberVerification } from '../../../lib/verification';
import { changePassword } from '../api/change-password';
import styles from './my-account.module.css';

const EMPTY = { oldPass: '', newPass: '', confirmPass: '' };
/**
 * Where 'Forgot your old password?' posts before (or without) scripts: the shop's server e-mails the
 * code and goes on to /verifyOTP (shell's forms.ts), as the script does.
 */
export const PASSWORD_CODE_PATH = '/my-account/password-code';
const FORGOT_FORM_ID = 'mf-account-forgot-old';

export function AccountPassword({ profile }: { profile: UserProfile }) {
  const navigate = useNavigate();
  const { fields, set, reset, formRef } = useFormFields(EMPTY);
  const [saving, setSaving] = useState(false);
  const [sendingCode, setSendingCode] = useState(false);

  const save = async (e: FormEvent) => {
    e.preventDefault();
    if (saving) return;
    if (!fields.oldPass || !fields.newPass || !fields.confirmPass) return showAlert(FILL_ALL_DETAILS, true);
    if (fields.newPass !== fields.confirmPass) return showAlert(PASSWORDS_DIFFER, true);
    const weak = passwordShapeProblem(fields.newPass, profile.email);
    if (weak) return showAlert(weak, true);
    setSaving(true);
    const res = await changePassword(profile.id, {
      name: profile.name,
      email: profile.email,
      password: fields.oldPass,
      newPass: fields.newPass,
      phone: profile.phone,
      images: profile.images,
    });
    setSaving(false);
    if (!res.ok) return showAlert(res.msg, true);
    reset();
    // Every other session ended with the change; this one carries on with the fresh token.
    const user = store.get(userAtom);
    if (res.data.token && user) signIn(res.data.token, user);
    showAlert(res.data.msg || PASSWORD_CHANGED);
  };

  // A shopper who no longer knows the old password proves the e-mail instead (/verifyOTP, then
  // /changePassword).
  const forgotOld = async () => {
    setSendingCode(true);
    const res = await sendResetOtp(profile.email);
    setSendingCode(false);
    if (!res.ok || !res.data.success) {
      return showAlert(res.ok ? res.data.message || res.data.msg || 'Failed to send OTP' : res.msg || 'Failed to send OTP', true);
    }
    rememberVerification(profile.email, 'changePassword');
    showAlert('OTP sent!');
    navigate('/verifyOTP');
  };

  return (
    <>
      <form ref={formRef} onSubmit={save} noValidate aria-label="Change Password" className={styles.passwordForm}>
        <div className="row g-3">
          <Field id="account-old" name="oldPass" label="Old Password" wrapClassName="col-12 col-md-4" type="password" autoComplete="current-password"
            value={fields.oldPass} onValue={set('oldPass')} />
          <Field id="account-new" name="newPass" label="New password" wrapClassName="col-12 col-md-4" type="password" autoComplete="new-password"
            value={fields.newPass} onValue={set('newPass')} />
          <Field id="account-confirm" name="confirmPass" label="Confirm Password" wrapClassName="col-12 col-md-4" type="password" autoComplete="new-password"
            value={fields.confirmPass} onValue={set('confirmPass')} />
        </div>
        <div className="d-flex flex-wrap align-items-center gap-3 mt-4">
          <SubmitButton scriptsOnly busy={saving} className={styles.save}>Save</SubmitButton>
          <button type="submit" form={FORGOT_FORM_ID} className={form.linkButton} disabled={sendingCode}
            onClick={(e) => {
              e.preventDefault();
              void forgotOld();
            }}>
            Forgot your old password?
          </button>
        </div>
      </form>
      {/* (a form of its own: forms do not nest) */}
      <form id={FORGOT_FORM_ID} method="post" action={PASSWORD_CODE_PATH} hidden>
        <input type="hidden" name="email" value={profile.email} />
      </form>
    </>
  );
}
