import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { showAlert, signIn, store, userAtom, type UserProfile } from '@storefront/shared';
import { FILL_ALL_DETAILS, PASSWORD_CHANGED, PASSWORDS_DIFFER, passwordShapeProblem } from '@storefront/shared/rules';
import { sendResetOtp } from '../../../api/send-reset-otp';
import { rememberVerification } from '../../../lib/verification';
import { changePassword } from '../api/change-password';
import styles from './my-account.module.css';

const EMPTY = { oldPass: '', newPass: '', confirmPass: '' };

export function AccountPassword({ profile }: { profile: UserProfile }) {
  const navigate = useNavigate();
  const [fields, setFields] = useState(EMPTY);
  const [saving, setSaving] = useState(false);
  const [sendingCode, setSendingCode] = useState(false);
  const set = (key: keyof typeof EMPTY) => (value: string) => setFields((f) => ({ ...f, [key]: value }));

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
    setFields(EMPTY);
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
    <form onSubmit={save} noValidate aria-label="Change Password" className={styles.passwordForm}>
      <div className="row g-3">
        <div className="col-12 col-md-4">
          <label htmlFor="account-old" className="form-label">Old Password</label>
          <input id="account-old" type="password" className="form-control" autoComplete="current-password"
            value={fields.oldPass} onChange={(e) => set('oldPass')(e.target.value)} />
        </div>
        <div className="col-12 col-md-4">
          <label htmlFor="account-new" className="form-label">New password</label>
          <input id="account-new" type="password" className="form-control" autoComplete="new-password"
            value={fields.newPass} onChange={(e) => set('newPass')(e.target.value)} />
        </div>
        <div className="col-12 col-md-4">
          <label htmlFor="account-confirm" className="form-label">Confirm Password</label>
          <input id="account-confirm" type="password" className="form-control" autoComplete="new-password"
            value={fields.confirmPass} onChange={(e) => set('confirmPass')(e.target.value)} />
        </div>
      </div>
      <div className="d-flex flex-wrap align-items-center gap-3 mt-4">
        <button type="submit" className={`btn ${styles.save}`} disabled={saving} aria-busy={saving}>
          {saving && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
          Save
        </button>
        <button type="button" className={styles.linkButton} onClick={() => void forgotOld()} disabled={sendingCode}>
          Forgot your old password?
        </button>
      </div>
    </form>
  );
}
