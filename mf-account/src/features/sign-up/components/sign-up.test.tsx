import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chromeHiddenAtom, store } from '@storefront/shared';
import { deferred, mockApi } from '../../../test/api-mock';
import { alert, location, renderPage, resetStore } from '../../../test/render';
import { SignUp } from './sign-up';

const NOT_CONFIGURED = { 'GET /api/user/auth-config': { body: { googleClientId: null } } };

beforeEach(() => {
  resetStore();
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const user = () => userEvent.setup({ advanceTimers: vi.advanceTimersByTime });

async function fill(fields: Partial<Record<'Name' | 'Phone No.' | 'Email' | 'Password', string>>) {
  const u = user();
  for (const [label, value] of Object.entries(fields)) if (value) await u.type(screen.getByLabelText(label), value);
  return u;
}

describe('Sign Up', () => {
  it('checks the fields in the spec order', async () => {
    const api = mockApi(NOT_CONFIGURED);
    renderPage(<SignUp />, '/signUp');
    const u = user();
    const submit = () => u.click(screen.getByRole('button', { name: 'Sign Up' }));

    await submit();
    expect(alert()).toMatchObject({ msg: 'name can not be blank!', error: true });
    await u.type(screen.getByLabelText('Name'), 'Asha Rao');
    await submit();
    expect(alert().msg).toBe('email can not be blank!');
    await u.type(screen.getByLabelText('Email'), 'asha@example.in');
    await submit();
    expect(alert().msg).toBe('phone can not be blank!');
    await u.type(screen.getByLabelText('Phone No.'), '9876501234');
    await submit();
    expect(alert().msg).toBe('password can not be blank!');
    expect(api.callsTo('POST', '/api/user/signup')).toHaveLength(0);
  });

  it("refuses a too-short password in the API's words, without asking", async () => {
    const api = mockApi(NOT_CONFIGURED);
    renderPage(<SignUp />, '/signUp');
    const u = await fill({ Name: 'Asha Rao', Email: 'asha@example.in', 'Phone No.': '9876501234', Password: 'abc12' });
    await u.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(alert()).toMatchObject({ msg: 'Password must be at least 6 characters', error: true });
    expect(api.callsTo('POST', '/api/user/signup')).toHaveLength(0);
  });

  it('takes digits only for the phone number', async () => {
    mockApi(NOT_CONFIGURED);
    renderPage(<SignUp />, '/signUp');
    await user().type(screen.getByLabelText('Phone No.'), '+91 98-765 abc');
    expect(screen.getByLabelText('Phone No.')).toHaveValue('9198765');
  });

  it("shows the server's msg when sign-up FAILED (an e-mail already used)", async () => {
    mockApi({
      ...NOT_CONFIGURED,
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
      ...NOT_CONFIGURED,
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
    const api = mockApi({ ...NOT_CONFIGURED, 'POST /api/user/signup': () => answer.promise });
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
    await act(() => vi.advanceTimersByTimeAsync(1900));
    expect(location()).toBe('/signUp');
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(location()).toBe('/verifyOTP');
  });

  it('hides the header and footer; Cancel goes to / and restores them; links to Sign In', async () => {
    mockApi(NOT_CONFIGURED);
    renderPage(<SignUp />, '/signUp');
    expect(store.get(chromeHiddenAtom)).toBe(true);
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/signIn');
    await user().click(screen.getByRole('link', { name: 'Cancel' }));
    expect(location()).toBe('/');
    expect(store.get(chromeHiddenAtom)).toBe(false);
  });

  it('has the Google sign-up button', async () => {
    mockApi(NOT_CONFIGURED);
    renderPage(<SignUp />, '/signUp');
    expect(await screen.findByRole('button', { name: 'Sign Up with Google' })).toBeInTheDocument();
  });
});
