import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { chromeHiddenAtom, CODE_FLOW_COOKIE, codeFlowAtom, parseCodeFlow, store } from '@storefront/shared';
import { mockApi } from '../../../test/api-mock';
import { expectChecksInOrder, expectMoveAfter, fill, setUpFormTests, user, type User } from '../../../test/form';
import { alert, location, renderPage, resetStore } from '../../../test/render';
import { ForgotPassword } from './forgot-password';

const SENT = { 'POST /api/user/forgotPassword/send-otp': { body: { success: true, message: 'If an account exists for this e-mail, we have sent an OTP to it.' } } };
const VERIFIED = { 'POST /api/user/forgotPassword/verify-otp': { body: { success: true, message: 'OTP Verified!', resetToken: 'tok-1' } } };

setUpFormTests();

/** Types an e-mail (over any before it) and asks for a code. */
async function sendCodeTo(u: User, email: string) {
  await u.clear(screen.getByLabelText('Email'));
  await fill({ Email: email }, u);
  await u.click(screen.getByRole('button', { name: 'Send OTP' }));
}

async function toStepTwo(u: User) {
  await sendCodeTo(u, 'asha@example.in');
  await screen.findByLabelText('OTP');
}

/** Types a code (over any before it) and asks for it to be verified. */
async function verify(u: User, code: string) {
  await u.clear(screen.getByLabelText('OTP'));
  await fill({ OTP: code }, u);
  await u.click(screen.getByRole('button', { name: 'Verify OTP' }));
}

/** Types the same new password in both fields and asks for the reset. */
async function resetTo(u: User, password: string) {
  await fill({ 'New Password': password, 'Confirm Password': password }, u);
  await u.click(screen.getByRole('button', { name: 'Reset Password' }));
}

/** Step 2 with the code '123456' verified. */
async function toVerified(u: User) {
  await toStepTwo(u);
  await verify(u, '123456');
  await waitFor(() => expect(alert().msg).toBe('OTP Verified!'));
}

describe('Forgot Password', () => {
  it("step 1: 'Email cannot be blank!', then 'OTP sent!' moves to step 2", async () => {
    const api = mockApi(SENT);
    renderPage(<ForgotPassword />, '/forgotPassword');
    expect(store.get(chromeHiddenAtom)).toBe(true);
    const u = user();
    await u.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(alert()).toMatchObject({ msg: 'Email cannot be blank!', error: true });
    expect(api.calls).toHaveLength(0);

    await toStepTwo(u);
    expect(alert()).toMatchObject({ msg: 'OTP sent!', error: false });
    expect(api.callsTo('POST', '/api/user/forgotPassword/send-otp')[0].body).toEqual({ email: 'asha@example.in' });
    expect(screen.getByRole('button', { name: 'Verify OTP' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reset Password' })).toBeInTheDocument();
  });

  it("a refused send shows the server's message and stays on step 1", async () => {
    mockApi({ 'POST /api/user/forgotPassword/send-otp': { status: 500, body: {} } });
    renderPage(<ForgotPassword />, '/forgotPassword');
    await sendCodeTo(user(), 'asha@example.in');
    await waitFor(() => expect(alert().error).toBe(true));
    expect(alert().msg).toBe('Something went wrong. Please try again.');
    expect(screen.queryByLabelText('OTP')).not.toBeInTheDocument();
  });

  it("'Please fill fields correctly' for an empty code, a short or unmatched password; 'Verify OTP first' before verifying", async () => {
    const api = mockApi(SENT);
    renderPage(<ForgotPassword />, '/forgotPassword');
    const u = user();
    await toStepTwo(u);
    await expectChecksInOrder(u, 'Reset Password', [
      [{}, 'Please fill fields correctly'],
      [{ OTP: '123456', 'New Password': '12345', 'Confirm Password': '12345' }, 'Please fill fields correctly'],
      [{ 'New Password': '6' }, 'Please fill fields correctly'],
      [{ 'Confirm Password': '6' }, 'Verify OTP first'],
    ]);
    expect(api.callsTo('POST', '/api/user/forgotPassword/reset')).toHaveLength(0);
  });

  it("refuses a password the rule book refuses (only spaces, the e-mail itself) in its own words, without asking", async () => {
    const api = mockApi({ ...SENT, ...VERIFIED });
    renderPage(<ForgotPassword />, '/forgotPassword');
    const u = user();
    await toVerified(u);
    await resetTo(u, '      ');
    expect(alert()).toMatchObject({ msg: 'Password cannot be blank or only spaces', error: true });
    await u.clear(screen.getByLabelText('New Password'));
    await u.clear(screen.getByLabelText('Confirm Password'));
    await resetTo(u, 'Asha@Example.in');
    expect(alert()).toMatchObject({ msg: 'Password cannot be your e-mail address', error: true });
    expect(api.callsTo('POST', '/api/user/forgotPassword/reset')).toHaveLength(0);
  });

  it('moves focus to the field needed next: the OTP box after Send OTP, the new password after Verify OTP', async () => {
    mockApi({ ...SENT, ...VERIFIED });
    renderPage(<ForgotPassword />, '/forgotPassword');
    const u = user();
    await toStepTwo(u);
    await waitFor(() => expect(screen.getByLabelText('OTP')).toHaveFocus());
    await verify(u, '123456');
    await waitFor(() => expect(alert().msg).toBe('OTP Verified!'));
    expect(screen.getByLabelText('New Password')).toHaveFocus();
  });

  it('a reload of step 2 finds the code still verified and Resend OTP still counting down', async () => {
    const api = mockApi({ ...SENT, ...VERIFIED, 'POST /api/user/forgotPassword/reset': { body: { success: true, message: 'Password reset!' } } });
    const before = renderPage(<ForgotPassword />, '/forgotPassword');
    const u = user();
    await toVerified(u);
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    before.unmount();

    // The reloaded page starts from the flow's cookie, as the shop's server reads it.
    const cookie = document.cookie.split('; ').find((c) => c.startsWith(`${CODE_FLOW_COOKIE}=`))!;
    resetStore();
    store.set(codeFlowAtom, parseCodeFlow(decodeURIComponent(cookie.slice(CODE_FLOW_COOKIE.length + 1))));
    renderPage(<ForgotPassword />, '/forgotPassword');
    expect(screen.getByRole('button', { name: 'Verified' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Resend OTP' })).toBeDisabled();
    expect(screen.getByText('in 20s')).toBeInTheDocument();
    await resetTo(user(), 'Fresh@123');
    await waitFor(() => expect(alert()).toMatchObject({ msg: 'Password reset!', error: false }));
    expect(api.callsTo('POST', '/api/user/forgotPassword/reset')[0].body).toEqual({ email: 'asha@example.in', resetToken: 'tok-1', newPass: 'Fresh@123' });
    expect(api.callsTo('POST', '/api/user/forgotPassword/verify-otp')).toHaveLength(1);
  });

  it("verify gives 'OTP Verified!' and the token; reset sends it, says 'Password reset!' and goes to /signIn after 1.5 s", async () => {
    const api = mockApi({ ...SENT, ...VERIFIED, 'POST /api/user/forgotPassword/reset': { body: { success: true, message: 'Password reset!' } } });
    renderPage(<ForgotPassword />, '/forgotPassword');
    const u = user();
    await toStepTwo(u);
    await u.type(screen.getByLabelText('OTP'), '12ab3456');
    expect(screen.getByLabelText('OTP')).toHaveValue('123456');
    await u.click(screen.getByRole('button', { name: 'Verify OTP' }));
    await waitFor(() => expect(alert()).toMatchObject({ msg: 'OTP Verified!', error: false }));
    expect(api.callsTo('POST', '/api/user/forgotPassword/verify-otp')[0].body).toEqual({ email: 'asha@example.in', otp: '123456' });

    await resetTo(u, 'Fresh@123');
    await waitFor(() => expect(alert()).toMatchObject({ msg: 'Password reset!', error: false }));
    expect(api.callsTo('POST', '/api/user/forgotPassword/reset')[0].body).toEqual({ email: 'asha@example.in', resetToken: 'tok-1', newPass: 'Fresh@123' });
    await expectMoveAfter(1500, '/forgotPassword', '/signIn');
  });

  it("a failed verification shows the server's message and clears the token", async () => {
    let verifyOk = true;
    const api = mockApi({
      ...SENT,
      'POST /api/user/forgotPassword/verify-otp': () =>
        verifyOk
          ? { body: { success: true, message: 'OTP Verified!', resetToken: 'tok-1' } }
          : { status: 400, body: { error: true, success: false, msg: 'Invalid OTP. 3 attempts left.' } },
    });
    renderPage(<ForgotPassword />, '/forgotPassword');
    const u = user();
    await toVerified(u);

    // A changed code needs a new verification, which fails: the token is gone.
    verifyOk = false;
    await verify(u, '654321');
    await waitFor(() => expect(alert()).toMatchObject({ msg: 'Invalid OTP. 3 attempts left.', error: true }));
    await resetTo(u, 'Fresh@123');
    expect(alert().msg).toBe('Verify OTP first');
    expect(api.callsTo('POST', '/api/user/forgotPassword/reset')).toHaveLength(0);
  });

  it("a refused reset shows the server's message (or 'Reset failed') and needs a new verification", async () => {
    const api = mockApi({
      ...SENT,
      ...VERIFIED,
      'POST /api/user/forgotPassword/reset': { status: 403, body: { error: true, success: false, msg: 'Your OTP verification has expired or was already used. Please verify the OTP again.' } },
    });
    renderPage(<ForgotPassword />, '/forgotPassword');
    const u = user();
    await toVerified(u);
    await resetTo(u, 'Fresh@123');
    await waitFor(() => expect(alert().msg).toBe('Your OTP verification has expired or was already used. Please verify the OTP again.'));
    await u.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(alert().msg).toBe('Verify OTP first');
    expect(api.callsTo('POST', '/api/user/forgotPassword/reset')).toHaveLength(1);
  });

  it("a refused password (too common) keeps the verified code: another password resets without a new OTP", async () => {
    const api = mockApi({
      ...SENT,
      ...VERIFIED,
      'POST /api/user/forgotPassword/reset': ({ body }) =>
        (body as { newPass: string }).newPass === 'password'
          ? { status: 400, body: { error: true, success: false, msg: 'This password is too common. Please choose another.' } }
          : { body: { success: true, message: 'Password reset!' } },
    });
    renderPage(<ForgotPassword />, '/forgotPassword');
    const u = user();
    await toVerified(u);
    await resetTo(u, 'password');
    await waitFor(() => expect(alert()).toMatchObject({ msg: 'This password is too common. Please choose another.', error: true }));
    expect(screen.getByRole('button', { name: 'Verified' })).toBeDisabled();
    await u.clear(screen.getByLabelText('New Password'));
    await u.clear(screen.getByLabelText('Confirm Password'));
    await resetTo(u, 'Fresh@123');
    await waitFor(() => expect(alert()).toMatchObject({ msg: 'Password reset!', error: false }));
    expect(api.callsTo('POST', '/api/user/forgotPassword/reset')[1].body).toEqual({ email: 'asha@example.in', resetToken: 'tok-1', newPass: 'Fresh@123' });
    expect(api.callsTo('POST', '/api/user/forgotPassword/verify-otp')).toHaveLength(1);
  });

  it("falls back to 'Failed to send OTP', 'Invalid OTP' and 'Reset failed' when the server gives no message", async () => {
    mockApi({
      'POST /api/user/forgotPassword/send-otp': ({ body }) =>
        (body as { email: string }).email === 'fail@example.in' ? { body: { success: false } } : { body: { success: true } },
      'POST /api/user/forgotPassword/verify-otp': ({ body }) =>
        (body as { otp: string }).otp === '000000' ? { body: { success: false } } : { body: { success: true, resetToken: 'tok-1' } },
      'POST /api/user/forgotPassword/reset': { body: { success: false } },
    });
    renderPage(<ForgotPassword />, '/forgotPassword');
    const u = user();
    await sendCodeTo(u, 'fail@example.in');
    await waitFor(() => expect(alert()).toMatchObject({ msg: 'Failed to send OTP', error: true }));

    await toStepTwo(u);
    await verify(u, '000000');
    await waitFor(() => expect(alert()).toMatchObject({ msg: 'Invalid OTP', error: true }));

    await verify(u, '123456');
    await waitFor(() => expect(alert().msg).toBe('OTP Verified!'));
    await resetTo(u, 'Fresh@123');
    await waitFor(() => expect(alert()).toMatchObject({ msg: 'Reset failed', error: true }));
  });

  it("step 2's 'Change email' goes back to step 1 with the typed e-mail, so a typo can be fixed and a code sent to the right one", async () => {
    const api = mockApi(SENT);
    renderPage(<ForgotPassword />, '/forgotPassword');
    const u = user();
    await sendCodeTo(u, 'asah@example.in');
    await screen.findByLabelText('OTP');
    await u.click(screen.getByRole('button', { name: 'Change email' }));
    const email = screen.getByLabelText('Email');
    expect(email).toHaveValue('asah@example.in');
    expect(email).toHaveFocus();
    await sendCodeTo(u, 'asha@example.in');
    await screen.findByLabelText('OTP');
    expect(screen.getByText('asha@example.in')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/user/forgotPassword/send-otp').map((c) => c.body)).toEqual([
      { email: 'asah@example.in' },
      { email: 'asha@example.in' },
    ]);
  });

  it("'Back to Login' goes to /signIn and the header comes back", async () => {
    mockApi({});
    renderPage(<ForgotPassword />, '/forgotPassword');
    await user().click(screen.getByRole('link', { name: 'Back to Login' }));
    expect(location()).toBe('/signIn');
    expect(store.get(chromeHiddenAtom)).toBe(false);
  });
});
