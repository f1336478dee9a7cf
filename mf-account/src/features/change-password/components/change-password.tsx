import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { showAlert, TIMINGS } from '@storefront/shared';
import { CONFIRM_PASSWORD, PASSWORDS_DIFFER, passwordShapeProblem } from '@storefront/shared/rules';
import { AuthCard } from '../../../components/auth-card';
import form from '../../../components/auth-form.module.css';
import { useHideChrome } from '../../../lib/use-hide-chrome';
import { useNavigateLater } from '../../../lib/use-later';
import { clearVerification, storedEmail, storedResetToken } from '../../../lib/verification';
import { changePasswordWithToken } from '../api/change-password-with-token';

/** New password after the code was verified on /verifyOTP; the verification's token is the proof. */
export function ChangePassword() {
  useHideChrome();
  const navigateLater = useNavigateLater();
  const [email] = useState(storedEmail);
  const [resetToken, setResetToken] = useState(storedResetToken);
  const [newPass, setNewPass] = useState('');
  const [confirmPass, setConfirmPass] = useState('');
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy || done) return;
    if (!newPass) return showAlert('Please enter new password', true);
    if (!confirmPass) return showAlert(CONFIRM_PASSWORD, true);
    if (newPass !== confirmPass) return showAlert(PASSWORDS_DIFFER, true);
    const weak = passwordShapeProblem(newPass, email);
    if (weak) return showAlert(weak, true);
    setBusy(true);
    const res = await changePasswordWithToken({ email, newPass, confirmPass, resetToken });
    setBusy(false);
    if (!res.ok || res.data.status !== 'SUCCESS') {
      const msg = res.ok ? res.data.message || res.data.msg || 'Reset failed' : res.msg;
      // 4xx about the proof itself (used, expired) means the code must be verified again.
      if (!res.ok && res.status === 403) setResetToken('');
      return showAlert(msg, true);
    }
    clearVerification();
    setDone(true);
    showAlert(res.data.message || 'Password changed!');
    navigateLater('/signIn', TIMINGS.navigateAfterResetMs);
  };

  if (!email || (!resetToken && !done)) {
    return (
      <AuthCard title="Change Password">
        <p className="text-center">Please verify the OTP sent to your e-mail before choosing a new password.</p>
        <div className={form.actions}>
          <Link to="/forgotPassword" className={`btn ${form.primary}`}>Forgot Password</Link>
          <Link to="/signIn" className="btn btn-outline-secondary">Sign In</Link>
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Change Password" subtitle={<>For <strong>{email}</strong></>}>
      <form onSubmit={submit} noValidate aria-label="Change Password">
        <div className={form.field}>
          <label htmlFor="change-new" className="form-label">New Password</label>
          <input id="change-new" type="password" className="form-control" autoComplete="new-password"
            value={newPass} onChange={(e) => setNewPass(e.target.value)} />
        </div>
        <div className={form.field}>
          <label htmlFor="change-confirm" className="form-label">Confirm Password</label>
          <input id="change-confirm" type="password" className="form-control" autoComplete="new-password"
            value={confirmPass} onChange={(e) => setConfirmPass(e.target.value)} />
        </div>
        <div className={form.actions}>
          <button type="submit" className={`btn ${form.primary}`} disabled={busy || done} aria-busy={busy}>
            {busy && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
            Change Password
          </button>
          <Link to="/signIn" className="btn btn-outline-secondary">Cancel</Link>
        </div>
      </form>
    </AuthCard>
  );
}
