import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { showAlert, signIn, TIMINGS, toStoredUser } from '@storefront/shared';
import { SliceRoot } from '../../../components/slice-root';
import { useHideChrome } from '../../../lib/use-hide-chrome';
import { signInRequest } from '../api/sign-in';

export function SignIn() {
  useHideChrome();
  const navigate = useNavigate();
  const [form, setForm] = useState({ email: '', password: '' });
  const [loading, setLoading] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>();
  useEffect(() => () => clearTimeout(timer.current), []);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!form.email.trim()) return showAlert('Email cannot be blank!', true);
    if (!form.password) return showAlert('Password cannot be blank!', true);
    setLoading(true);
    const res = await signInRequest({ email: form.email.trim(), password: form.password });
    setLoading(false);
    if (res.error || !res.token || !res.user) {
      showAlert(res.msg, true);
      return;
    }
    signIn(res.token, toStoredUser(res.user));
    showAlert(res.msg);
    timer.current = setTimeout(() => navigate('/'), TIMINGS.navigateAfterSignInMs);
  };

  return (
    <SliceRoot className="container py-5" >
      <div className="mx-auto border rounded-3 p-4 shadow-sm bg-white" style={{ maxWidth: 420 }}>
        <h1 className="h3 mb-4 text-center">Sign In</h1>
        <form onSubmit={submit} noValidate>
          <div className="mb-3">
            <label htmlFor="signin-email" className="form-label">Email</label>
            <input id="signin-email" type="email" className="form-control" required autoComplete="email"
              value={form.email} onChange={(e) => setForm({ ...form, email: e.target.value })} />
          </div>
          <div className="mb-3">
            <label htmlFor="signin-password" className="form-label">Password</label>
            <input id="signin-password" type="password" className="form-control" required autoComplete="current-password"
              value={form.password} onChange={(e) => setForm({ ...form, password: e.target.value })} />
          </div>
          <p><Link to="/forgotPassword">Forgot Password?</Link></p>
          <div className="d-flex gap-2">
            <button type="submit" className="btn btn-success flex-grow-1" disabled={loading}>
              {loading ? <span className="spinner-border spinner-border-sm" role="status" aria-label="Signing in" /> : 'Sign In'}
            </button>
            <Link to="/" className="btn btn-outline-secondary flex-grow-1">Cancel</Link>
          </div>
          <p className="mt-3 mb-0 text-center">Not Registered? <Link to="/signUp">Sign Up</Link></p>
        </form>
      </div>
    </SliceRoot>
  );
}
