import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { chromeHiddenAtom, codeFlowAtom, store } from '@storefront/shared';
import { mockApi } from '../../../test/api-mock';
import { setUpFormTests, user, type User } from '../../../test/form';
import { alert, location, renderPage } from '../../../test/render';
import { VerifyOtp } from './verify-otp';

setUpFormTests({ userEmail: 'asha@example.in', actionType: 'verifyEmail' });

async function typeCode(u: User, digits: string) {
  await u.click(screen.getByRole('textbox', { name: 'Digit 1 of 6' }));
  await u.keyboard(digits);
}

describe('Verify OTP', () => {
  it('shows the e-mail the code went to and hides the header and footer', () => {
    mockApi({});
    renderPage(<VerifyOtp />, '/verifyOTP');
    expect(screen.getByText('asha@example.in')).toBeInTheDocument();
    expect(store.get(chromeHiddenAtom)).toBe(true);
  });

  it("says 'Please enter OTP' when the boxes are empty, and asks for all 6 digits", async () => {
    const api = mockApi({});
    renderPage(<VerifyOtp />, '/verifyOTP');
    const u = user();
    await u.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect(alert()).toMatchObject({ msg: 'Please enter OTP', error: true });
    await typeCode(u, '123');
    await u.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect(alert()).toMatchObject({ msg: 'Please enter all 6 digits of the OTP', error: true });
    expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it("a right code: 'OTP Verified!', the stored e-mail is cleared, and /signIn", async () => {
    const api = mockApi({ 'POST /api/user/verifyemail': { body: { success: true, message: 'OTP Verified!' } } });
    renderPage(<VerifyOtp />, '/verifyOTP');
    const u = user();
    await typeCode(u, '482913');
    await u.click(screen.getByRole('button', { name: 'Verify OTP' }));
    await waitFor(() => expect(location()).toBe('/signIn'));
    expect(alert()).toMatchObject({ msg: 'OTP Verified!', error: false });
    expect(api.callsTo('POST', '/api/user/verifyemail')[0].body).toEqual({ otp: '482913', email: 'asha@example.in' });
    expect(localStorage.getItem('userEmail')).toBeNull();
    expect(localStorage.getItem('actionType')).toBeNull();
  });

  it("a wrong or expired code shows the server's message and clears the boxes", async () => {
    mockApi({
      'POST /api/user/verifyemail': { status: 400, body: { error: true, success: false, msg: 'Invalid OTP. 4 attempts left.' } },
    });
    renderPage(<VerifyOtp />, '/verifyOTP');
    const u = user();
    await typeCode(u, '000000');
    await u.click(screen.getByRole('button', { name: 'Verify OTP' }));
    await waitFor(() => expect(alert()).toMatchObject({ msg: 'Invalid OTP. 4 attempts left.', error: true }));
    expect(location()).toBe('/verifyOTP');
    expect(screen.getByRole('textbox', { name: 'Digit 1 of 6' })).toHaveValue('');
    expect(localStorage.getItem('userEmail')).toBe('asha@example.in');
  });

  it('after a wrong code the first box has focus again, so the shopper can type the code at once', async () => {
    mockApi({
      'POST /api/user/verifyemail': { status: 400, body: { error: true, success: false, msg: 'Invalid OTP. 4 attempts left.' } },
    });
    renderPage(<VerifyOtp />, '/verifyOTP');
    const u = user();
    await typeCode(u, '000000');
    await u.keyboard('{Enter}');
    await waitFor(() => expect(alert()).toMatchObject({ msg: 'Invalid OTP. 4 attempts left.', error: true }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Digit 1 of 6' })).toHaveFocus());
    await u.keyboard('48');
    expect(screen.getByRole('textbox', { name: 'Digit 2 of 6' })).toHaveValue('8');
  });

  it('a lost connection keeps the typed code, so Verify OTP can simply be pressed again', async () => {
    let down = true;
    mockApi({
      'POST /api/user/verifyemail': () => (down ? Promise.reject(new TypeError('Failed to fetch')) : { body: { success: true, message: 'OTP Verified!' } }),
    });
    renderPage(<VerifyOtp />, '/verifyOTP');
    const u = user();
    await typeCode(u, '482913');
    await u.click(screen.getByRole('button', { name: 'Verify OTP' }));
    await waitFor(() => expect(alert().error).toBe(true));
    expect(screen.getByRole('textbox', { name: 'Digit 6 of 6' })).toHaveValue('3');
    down = false;
    await u.click(screen.getByRole('button', { name: 'Verify OTP' }));
    await waitFor(() => expect(location()).toBe('/signIn'));
  });

  it("with action type 'changePassword' it keeps the reset token and goes to /changePassword", async () => {
    localStorage.setItem('actionType', 'changePassword');
    const api = mockApi({
      'POST /api/user/forgotPassword/verify-otp': { body: { success: true, message: 'OTP Verified!', resetToken: 'tok-1' } },
    });
    renderPage(<VerifyOtp />, '/verifyOTP');
    const u = user();
    await typeCode(u, '482913');
    await u.click(screen.getByRole('button', { name: 'Verify OTP' }));
    await waitFor(() => expect(location()).toBe('/changePassword'));
    expect(api.callsTo('POST', '/api/user/forgotPassword/verify-otp')[0].body).toEqual({ email: 'asha@example.in', otp: '482913' });
    expect(sessionStorage.getItem('resetToken')).toBe('tok-1');
    // In the code flow too, where /changePassword looks first (useCodeFlow: the cookie's, then the storage).
    expect(store.get(codeFlowAtom)).toEqual({ email: 'asha@example.in', purpose: 'changePassword', resetToken: 'tok-1' });
    expect(localStorage.getItem('userEmail')).toBe('asha@example.in');
    expect(alert().msg).toBe('OTP Verified!');
  });

  it("'Resend OTP' waits 30 s, resends by e-mail, then waits again", async () => {
    const api = mockApi({ 'POST /api/user/verifyAccount/resendOtp': { body: { success: true, message: 'A new OTP has been sent to your e-mail.' } } });
    renderPage(<VerifyOtp />, '/verifyOTP');
    const resend = screen.getByRole('button', { name: 'Resend OTP' });
    expect(resend).toBeDisabled();
    expect(screen.getByText('in 30s')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(screen.getByText(/in 2\ds/)).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(20_500));
    expect(resend).toBeEnabled();

    await user().click(resend);
    await waitFor(() => expect(alert()).toMatchObject({ msg: 'OTP sent!', error: false }));
    expect(api.callsTo('POST', '/api/user/verifyAccount/resendOtp')[0].body).toEqual({ email: 'asha@example.in' });
    expect(resend).toBeDisabled();
  });

  it("'Resend OTP' counts from when the code was sent: a reload does not start the wait over", async () => {
    mockApi({});
    store.set(codeFlowAtom, { email: 'asha@example.in', purpose: 'verifyEmail', sentAt: Date.now() - 12_000 });
    renderPage(<VerifyOtp />, '/verifyOTP');
    expect(screen.getByRole('button', { name: 'Resend OTP' })).toBeDisabled();
    expect(screen.getByText('in 18s')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(18_500));
    expect(screen.getByRole('button', { name: 'Resend OTP' })).toBeEnabled();
  });

  it("'Resend OTP' in the password flow asks for a reset code, and shows a refusal", async () => {
    localStorage.setItem('actionType', 'changePassword');
    const api = mockApi({
      'POST /api/user/forgotPassword/send-otp': { status: 429, body: { error: true, success: false, msg: 'Too many OTP requests. Please try again in 40 minutes.' } },
    });
    renderPage(<VerifyOtp />, '/verifyOTP');
    await act(() => vi.advanceTimersByTimeAsync(31_000));
    await user().click(screen.getByRole('button', { name: 'Resend OTP' }));
    await waitFor(() => expect(alert()).toMatchObject({ msg: 'Too many OTP requests. Please try again in 40 minutes.', error: true }));
    expect(api.callsTo('POST', '/api/user/forgotPassword/send-otp')).toHaveLength(1);
  });

  it('without a stored e-mail it explains and offers Sign In and Sign Up', () => {
    localStorage.clear();
    mockApi({});
    renderPage(<VerifyOtp />, '/verifyOTP');
    expect(screen.getByText(/no code waiting/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/signIn');
  });
});
