import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { deferred, mockApi, NO_GOOGLE_CLIENT } from '../../../test/api-mock';
import { expectCancelShowsChrome, expectChecksInOrder, expectMoveAfter, fill, setUpFormTests, user } from '../../../test/form';
import { alert, location, renderPage } from '../../../test/render';
import { SignUp } from './sign-up';

setUpFormTests();

describe('Sign Up', () => {
  it('checks the fields in the spec order', async () => {
    const api = mockApi(NO_GOOGLE_CLIENT);
    renderPage(<SignUp />, '/signUp');
    await expectChecksInOrder(user(), 'Sign Up', [
      [{}, 'name can not be blank!'],
      [{ Name: 'Asha Rao' }, 'email can not be blank!'],
      [{ Email: 'asha@example.in' }, 'phone can not be blank!'],
      [{ 'Phone No.': '9876501234' }, 'password can not be blank!'],
    ]);
    expect(api.callsTo('POST', '/api/user/signup')).toHaveLength(0);
  });

  it("refuses a too-short password in the API's words, without asking", async () => {
    const api = mockApi(NO_GOOGLE_CLIENT);
    renderPage(<SignUp />, '/signUp');
    const u = await fill({ Name: 'Asha Rao', Email: 'asha@example.in', 'Phone No.': '9876501234', Password: 'abc12' });
    await u.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(alert()).toMatchObject({ msg: 'Password must be at least 6 characters', error: true });
    expect(api.callsTo('POST', '/api/user/signup')).toHaveLength(0);
  });

  it('takes digits only for the phone number', async () => {
    mockApi(NO_GOOGLE_CLIENT);
    renderPage(<SignUp />, '/signUp');
    await user().type(screen.getByLabelText('Phone No.'), '+91 98-765 abc');
    expect(screen.getByLabelText('Phone No.')).toHaveValue('9198765');
  });

  it("shows the server's msg when sign-up FAILED (an e-mail already used)", async () => {
    mockApi({
      ...NO_GOOGLE_CLIENT,
      'POST /api/user/signup': { status: 409, body: { error: true, status: 'FAILED', msg: 'User already exists with this email!' } },
    });
    renderPage(<SignUp />, '/signUp');
    const u = await fill({ Name: 'Asha', 'Phone No.': '9876501234', Email: 'asha@example.in', Password: 'Secret@123' });
    await u.click(screen.getByRole('button', { name: 'Sign Up' }));
    await waitFor(() => expect(alert()).toMatchObject({ msg: 'User already exists with this email!', error: true }));
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(location()).toBe('/signUp');
    expect(localStorage.getItem('userEmail')).toBeNull();
  });

  it("shows the server's password rule when the password is too common, and stays on the form", async () => {
    const common = 'This password is too common. Please choose another.';
    mockApi({
      ...NO_GOOGLE_CLIENT,
      'POST /api/user/signup': { status: 400, body: { error: true, status: 'FAILED', msg: common } },
    });
    renderPage(<SignUp />, '/signUp');
    const u = await fill({ Name: 'Asha', 'Phone No.': '9876501234', Email: 'asha@example.in', Password: '123456' });
    await u.click(screen.getByRole('button', { name: 'Sign Up' }));
    await waitFor(() => expect(alert()).toMatchObject({ msg: common, error: true }));
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(location()).toBe('/signUp');
  });

  it('disables Sign Up while sending; on success remembers the e-mail and goes to /verifyOTP after 2 s', async () => {
    const answer = deferred<{ status: number; body: unknown }>();
    const api = mockApi({ ...NO_GOOGLE_CLIENT, 'POST /api/user/signup': () => answer.promise });
    renderPage(<SignUp />, '/signUp');
    const u = await fill({ Name: 'Asha Rao', 'Phone No.': '9876501234', Email: 'asha@example.in', Password: 'Secret@123' });
    await u.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(screen.getByRole('button', { name: 'Sign Up' })).toBeDisabled();
    expect(api.callsTo('POST', '/api/user/signup')[0].body).toEqual({
      name: 'Asha Rao',
      email: 'asha@example.in',
      phone: '9876501234',
      password: 'Secret@123',
      isAdmin: false,
    });

    answer.resolve({ status: 201, body: { status: 'SUCCESS', msg: 'User registered successfully! Please check your e-mail for the OTP.' } });
    await waitFor(() => expect(alert()).toMatchObject({ msg: 'User registered successfully! Please check your e-mail for the OTP.', error: false }));
    expect(screen.getByRole('button', { name: 'Sign Up' })).toBeEnabled();
    expect(localStorage.getItem('userEmail')).toBe('asha@example.in');
    expect(localStorage.getItem('actionType')).toBe('verifyEmail');
    await expectMoveAfter(2000, '/signUp', '/verifyOTP');
  });

  it('hides the header and footer; Cancel goes to / and restores them; links to Sign In', async () => {
    mockApi(NO_GOOGLE_CLIENT);
    renderPage(<SignUp />, '/signUp');
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/signIn');
    await expectCancelShowsChrome();
  });

  it('has the Google sign-up button', async () => {
    mockApi(NO_GOOGLE_CLIENT);
    renderPage(<SignUp />, '/signUp');
    expect(await screen.findByRole('button', { name: 'Sign Up with Google' })).toBeInTheDocument();
  });
});
