import { useState, type FormEvent } from 'react';
import { showAlert, TIMINGS, useFormDraft } from '@storefront/shared';
import { passwordShapeProblem, SIGN_UP_BLANK } from '@storefront/shared/rules';
import { AuthCard } from '../../../components/auth-card';
import form from '../../../components/auth-form.module.css';
import { Field } from '../../../components/form-field';
import { AuthSwitch, FormActions, OrGoogle } from '../../../components/form-links';
import { SubmitButton } from '../../../components/submit-button';
import { digitsOnly } from '../../../lib/digits';
import { useFormFields } from '../../../lib/use-form-fields';
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
  // A form the shop's server refused (posted before the scripts ran) comes back filled, password aside.
  const { fields, set, formRef } = useFormFields(useFormDraft(EMPTY, '/signUp'));
  const [sending, setSending] = useState(false);

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
      {/* Before the scripts run (or without them) it posts to the shop's server (shell/src/ssr/forms.ts), which signs up alike. */}
      <form ref={formRef} method="post" action="/signUp" onSubmit={submit} noValidate aria-label="Sign Up">
        <div className="row gx-2">
          <Field id="signup-name" name="name" label="Name" wrapClassName={`col-12 col-sm-6 ${form.field}`} autoComplete="name" required
            value={fields.name} onValue={set('name')} />
          <Field id="signup-phone" name="phone" label="Phone No." wrapClassName={`col-12 col-sm-6 ${form.field}`} type="tel" inputMode="numeric"
            autoComplete="tel" required value={fields.phone} onValue={(phone) => set('phone')(digitsOnly(phone))} />
        </div>
        <Field id="signup-email" name="email" label="Email" type="email" autoComplete="email" required value={fields.email} onValue={set('email')} />
        <Field id="signup-password" name="password" label="Password" type="password" autoComplete="new-password" required
          value={fields.password} onValue={set('password')} />
        <FormActions way={{ to: '/', label: 'Cancel' }}>
          <SubmitButton busy={sending}>Sign Up</SubmitButton>
        </FormActions>
        <AuthSwitch question="Already Registered?" way={{ to: '/signIn', label: 'Sign In' }} />
      </form>
      <OrGoogle mode="signup" />
    </AuthCard>
  );
}
