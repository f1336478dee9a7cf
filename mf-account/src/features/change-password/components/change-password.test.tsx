import { act, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/api-mock';
import { expectChecksInOrder, fill, setUpFormTests, user, type User } from '../../../test/form';
import { codeFlowAtom, isLoggedInAtom, store, userAtom } from '@storefront/shared';
import { alert, DEMO_USER, location, renderPage, signedIn } from '../../../test/render';
import { ChangePassword } from './change-password';
import { hydrateInShop, renderOnServer } from '@storefront/tooling/test-utils';

setUpFormTests({ userEmail: 'asha@example.in', actionType: 'changePassword' });
beforeEach(() => sessionStorage.setItem('resetToken', 'tok-1'));

/** Types `password` in both fields (over what is there) and submits. */
async function submitTwice(u: User, password: string) {
  await u.clear(screen.getByLabelText('New Password'));
  await u.clear(screen.getByLabelText('Confirm Password'));
  await fill({ 'New Password': password, 'Confirm Password': password }, u);
  await u.click(screen.getByRole('button', { name: 'Change Password' }));
}

describe('Change Password (after the code)', () => {
  it("says 'Please enter new password', 'Please confirm password' and 'Password and confirm password not match'", async () => {
    const api = mockApi({});
    renderPage(<ChangePassword />, '/changePassword');
    await expectChecksInOrder(user(), 'Change Password', [
      [{}, 'Please enter new password'],
      [{ 'New Password': 'Fresh@123' }, 'Please confirm password'],
      [{ 'Confirm Password': 'Fresh@124' }, 'Password and confirm password not match'],
    ]);
    expect(api.calls).toHaveLength(0);
  });

  it("refuses a password the rule book refuses (too short, the e-mail itself) in the API's words, without asking", async () => {
    const api = mockApi({});
    renderPage(<ChangePassword />, '/changePassword');
    const u = user();
    await submitTwice(u, 'Ab1');
    expect(alert()).toMatchObject({ msg: 'Password must be at least 6 characters', error: true });
    await submitTwice(u, 'Asha@Example.in');
    expect(alert().msg).toBe('Password cannot be your e-mail address');
    expect(api.calls).toHaveLength(0);
  });

  it('sends the e-mail, both passwords and the verification token; success ends the flow and goes to /signIn', async () => {
    const api = mockApi({
      'POST /api/user/forgotPassword/changePassword': { body: { status: 'SUCCESS', message: 'Password changed successfully' } },
    });
    renderPage(<ChangePassword />, '/changePassword');
    await submitTwice(user(), 'Fresh@123');
    await waitFor(() => expect(alert()).toMatchObject({ msg: 'Password changed successfully', error: false }));
    expect(api.calls[0].body).toEqual({ email: 'asha@example.in', newPass: 'Fresh@123', confirmPass: 'Fresh@123', resetToken: 'tok-1' });
    expect(localStorage.getItem('userEmail')).toBeNull();
    expect(sessionStorage.getItem('resetToken')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1500));
    expect(location()).toBe('/signIn');
  });

  it("reads the code flow as the code screen does: the cookie's (its e-mail and proof) before the browser's storage", async () => {
    store.set(codeFlowAtom, { email: 'meera@example.in', purpose: 'changePassword', resetToken: 'tok-cookie' });
    const api = mockApi({
      'POST /api/user/forgotPassword/changePassword': { body: { status: 'SUCCESS', message: 'Password changed successfully' } },
    });
    renderPage(<ChangePassword />, '/changePassword');
    expect(screen.getByText('meera@example.in')).toBeInTheDocument();
    await submitTwice(user(), 'Fresh@123');
    await waitFor(() => expect(alert()).toMatchObject({ msg: 'Password changed successfully', error: false }));
    expect(api.calls[0].body).toEqual({ email: 'meera@example.in', newPass: 'Fresh@123', confirmPass: 'Fresh@123', resetToken: 'tok-cookie' });
    // The form stays, for its e-mail, until the shopper is taken to Sign In.
    expect(screen.getByText('meera@example.in')).toBeInTheDocument();
    expect(store.get(codeFlowAtom)).toBeNull();
  });

  it("from My Account ('Forgot your old password?'): the shopper's every session ended with the change, so this page signs out at once", async () => {
    signedIn({ ...DEMO_USER, email: 'asha@example.in' });
    mockApi({
      'POST /api/user/forgotPassword/changePassword': { body: { status: 'SUCCESS', message: 'Password changed successfully' } },
      'POST /api/user/signout': { body: { success: true, message: 'Signed out' } },
    });
    renderPage(<ChangePassword />, '/changePassword');
    expect(store.get(isLoggedInAtom)).toBe(true);
    await submitTwice(user(), 'Fresh@123');
    await waitFor(() => expect(alert()).toMatchObject({ msg: 'Password changed successfully', error: false }));
    // Not at the next call's 401: no header, page or storage goes on showing the shopper signed in.
    expect(store.get(isLoggedInAtom)).toBe(false);
    expect(store.get(userAtom)).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it("a used or expired verification shows the server's message and asks to verify again", async () => {
    mockApi({
      'POST /api/user/forgotPassword/changePassword': {
        status: 403,
        body: { error: true, status: 'FAILED', msg: 'Your OTP verification has expired or was already used. Please verify the OTP again.' },
      },
    });
    renderPage(<ChangePassword />, '/changePassword');
    await submitTwice(user(), 'Fresh@123');
    await waitFor(() => expect(alert()).toMatchObject({ error: true, msg: 'Your OTP verification has expired or was already used. Please verify the OTP again.' }));
    expect(screen.getByText(/Please verify the OTP sent to your e-mail/)).toBeInTheDocument();
    // Dropped from the flow and the storage alike: a reload asks for a new verification too.
    expect(store.get(codeFlowAtom)).toEqual({ email: 'asha@example.in', purpose: 'changePassword' });
    expect(sessionStorage.getItem('resetToken')).toBeNull();
  });

  it('without a verified code it points to Forgot Password instead of showing the form', () => {
    sessionStorage.clear();
    mockApi({});
    renderPage(<ChangePassword />, '/changePassword');
    expect(screen.queryByLabelText('New Password')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Forgot Password' })).toHaveAttribute('href', '/forgotPassword');
  });
});

describe('Change Password rendered on the server from the code flow', () => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

  it("is a form the shop's server answers before the scripts run; a password typed then is the one sent once they do", async () => {
    sessionStorage.clear();
    localStorage.clear();
    store.set(codeFlowAtom, { email: 'asha@example.in', purpose: 'changePassword', resetToken: 'rt-7' });
    const api = mockApi({ 'POST /api/user/forgotPassword/changePassword': { body: { status: 'SUCCESS', message: 'Password changed successfully' } } });
    const { container, records } = await renderOnServer(<ChangePassword />, '/changePassword');
    const form = container.querySelector('form')!;
    expect([form.getAttribute('method'), form.getAttribute('action')]).toEqual(['post', '/changePassword']);
    expect(container.querySelector('button[type="submit"]')).toHaveTextContent('Change Password');
    expect(container).toHaveTextContent('For asha@example.in');
    for (const [name, value] of [['newPass', 'Fresh@123'], ['confirmPass', 'Fresh@123']]) {
      container.querySelector<HTMLInputElement>(`input[name="${name}"]`)!.value = value;
    }
    const errors = await hydrateInShop(container, <ChangePassword />, '/changePassword', records);
    expect(errors).toEqual([]);
    await user().click(screen.getByRole('button', { name: 'Change Password' }));
    await waitFor(() => expect(api.calls).toHaveLength(1));
    expect(api.calls[0].body).toEqual({ email: 'asha@example.in', newPass: 'Fresh@123', confirmPass: 'Fresh@123', resetToken: 'rt-7' });
    document.body.innerHTML = '';
  });

  it('without a verified code says what to do first', async () => {
    sessionStorage.clear();
    localStorage.clear();
    store.set(codeFlowAtom, null);
    mockApi({});
    const { container } = await renderOnServer(<ChangePassword />, '/changePassword');
    expect(container).toHaveTextContent('Please verify the OTP sent to your e-mail before choosing a new password.');
    expect(container.querySelector('form')).toBeNull();
    document.body.innerHTML = '';
  });
});
