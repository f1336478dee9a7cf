import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { chromeHiddenAtom, store, tokenAtom, userAtom } from '@storefront/shared';
import { deferred, mockApi, NO_GOOGLE_CLIENT } from '../../../test/api-mock';
import { expectCancelShowsChrome, expectMoveAfter, fill, setUpFormTests, user } from '../../../test/form';
import { alert, location, renderPage } from '../../../test/render';
import { SignIn } from './sign-in';

const USER = { name: 'Asha Rao', email: 'asha@example.in', id: 'u1', userId: 'u1', images: ['/uploads/u/a.png'] };

setUpFormTests();

describe('Sign In', () => {
  it("says 'Email cannot be blank!' and sends nothing without an e-mail", async () => {
    const api = mockApi(NO_GOOGLE_CLIENT);
    renderPage(<SignIn />, '/signIn');
    await user().click(screen.getByRole('button', { name: 'Sign In' }));
    expect(alert()).toMatchObject({ msg: 'Email cannot be blank!', error: true });
    expect(api.callsTo('POST', '/api/user/signin')).toHaveLength(0);
  });

  it("says 'Password cannot be blank!' without a password", async () => {
    const api = mockApi(NO_GOOGLE_CLIENT);
    renderPage(<SignIn />, '/signIn');
    const u = await fill({ Email: 'asha@example.in' });
    await u.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(alert()).toMatchObject({ msg: 'Password cannot be blank!', error: true });
    expect(api.callsTo('POST', '/api/user/signin')).toHaveLength(0);
  });

  it("shows the server's msg as an error when sign-in fails", async () => {
    mockApi({ ...NO_GOOGLE_CLIENT, 'POST /api/user/signin': { status: 401, body: { error: true, msg: 'Invalid credentials' } } });
    renderPage(<SignIn />, '/signIn');
    const u = await fill({ Email: 'asha@example.in', Password: 'wrong' });
    await u.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(alert()).toMatchObject({ msg: 'Invalid credentials', error: true }));
    expect(store.get(tokenAtom)).toBeNull();
    expect(screen.getByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
  });

  it('shows a spinner on the button while signing in', async () => {
    const answer = deferred<{ body: unknown }>();
    mockApi({ ...NO_GOOGLE_CLIENT, 'POST /api/user/signin': () => answer.promise });
    renderPage(<SignIn />, '/signIn');
    const u = await fill({ Email: 'asha@example.in', Password: 'Secret@123' });
    await u.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.getByRole('status', { name: 'Signing in' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Signing in' })).toBeDisabled();
    answer.resolve({ body: { error: true, msg: 'Invalid credentials' } });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled());
  });

  it('signs in: stores token and user, shows the msg and the header at once, goes to / after 2 s', async () => {
    const api = mockApi({
      ...NO_GOOGLE_CLIENT,
      'POST /api/user/signin': { body: { error: false, token: 'jwt-1', user: USER, msg: 'User Login Successfully!' } },
    });
    renderPage(<SignIn />, '/signIn');
    expect(store.get(chromeHiddenAtom)).toBe(true);
    const u = await fill({ Email: ' asha@example.in ', Password: 'Secret@123' });
    await u.click(screen.getByRole('button', { name: 'Sign In' }));

    await waitFor(() => expect(alert()).toMatchObject({ msg: 'User Login Successfully!', error: false }));
    expect(api.callsTo('POST', '/api/user/signin')[0].body).toEqual({ email: 'asha@example.in', password: 'Secret@123' });
    expect(store.get(tokenAtom)).toBe('jwt-1');
    expect(store.get(userAtom)).toEqual({ name: 'Asha Rao', email: 'asha@example.in', userId: 'u1', image: '/uploads/u/a.png' });
    expect(localStorage.getItem('token')).toBe('jwt-1');
    expect(store.get(chromeHiddenAtom)).toBe(false);

    await expectMoveAfter(2000, '/signIn', '/');
  });

  it('hides the header and footer while shown and restores them on leave (Cancel to /)', async () => {
    mockApi(NO_GOOGLE_CLIENT);
    renderPage(<SignIn />, '/signIn');
    await expectCancelShowsChrome();
  });

  it("links to 'Forgot Password?' and 'Not Registered? Sign Up'", async () => {
    mockApi(NO_GOOGLE_CLIENT);
    renderPage(<SignIn />, '/signIn');
    expect(screen.getByRole('link', { name: 'Forgot Password?' })).toHaveAttribute('href', '/forgotPassword');
    expect(screen.getByText(/Not Registered\?/)).toContainElement(screen.getByRole('link', { name: 'Sign Up' }));
    expect(screen.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/signUp');
  });

  it('an unverified account switches to Verify Email: a new code is e-mailed, then /verifyOTP after 2 s', async () => {
    const api = mockApi({
      ...NO_GOOGLE_CLIENT,
      'POST /api/user/signin': {
        status: 403,
        body: { error: true, isVerify: false, msg: 'Your account is not verified yet. Please verify your email.' },
      },
      'POST /api/user/verifyAccount/resendOtp': { body: { success: true, message: 'A new OTP has been sent to your e-mail.' } },
    });
    renderPage(<SignIn />, '/signIn');
    const u = await fill({ Email: 'asha@example.in', Password: 'Secret@123' });
    await u.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByRole('heading', { name: 'Verify Email' })).toBeInTheDocument();
    expect(alert()).toMatchObject({ msg: 'Your account is not verified yet. Please verify your email.', error: true });
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();

    await u.click(screen.getByRole('button', { name: 'Verify Email' }));
    await waitFor(() => expect(alert()).toMatchObject({ msg: 'A new OTP has been sent to your e-mail.', error: false }));
    expect(api.callsTo('POST', '/api/user/verifyAccount/resendOtp')[0].body).toEqual({ email: 'asha@example.in' });
    expect(localStorage.getItem('userEmail')).toBe('asha@example.in');
    expect(localStorage.getItem('actionType')).toBe('verifyEmail');
    expect(location()).toBe('/signIn');
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(location()).toBe('/verifyOTP');
  });

  it("verify mode shows the server's message when the code cannot be sent (rate limit)", async () => {
    mockApi({
      ...NO_GOOGLE_CLIENT,
      'POST /api/user/signin': { status: 403, body: { error: true, isVerify: false, msg: 'not verified' } },
      'POST /api/user/verifyAccount/resendOtp': {
        status: 429,
        body: { error: true, success: false, msg: 'Please wait 20 seconds before requesting another OTP.' },
      },
    });
    renderPage(<SignIn />, '/signIn');
    const u = await fill({ Email: 'asha@example.in', Password: 'Secret@123' });
    await u.click(screen.getByRole('button', { name: 'Sign In' }));
    await u.click(await screen.findByRole('button', { name: 'Verify Email' }));
    await waitFor(() => expect(alert()).toMatchObject({ msg: 'Please wait 20 seconds before requesting another OTP.', error: true }));
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(location()).toBe('/signIn');
  });
});
