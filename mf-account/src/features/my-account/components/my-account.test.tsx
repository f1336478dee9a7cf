import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { signOut, store, tokenAtom, userAtom, type UserProfile } from '@storefront/shared';
import { mockApi, type Handler } from '../../../test/api-mock';
import { fill } from '../../../test/form';
import { alert, DEMO_USER, expectVisitorSentToSignIn, location, renderPage, setUpSignedInTests } from '../../../test/render';
import { hydrateInShop, renderInShop, renderOnServer } from '@storefront/tooling/test-utils';
import { MyAccount } from './my-account';

const PROFILE: UserProfile = {
  id: DEMO_USER.userId,
  _id: DEMO_USER.userId,
  name: 'Demo Shopper',
  email: 'demo@storefront.in',
  phone: '9876543210',
  images: ['/uploads/u/old.png'],
  isAdmin: false,
};
const USER_PATH = `/api/user/${DEMO_USER.userId}`;

function accountApi(extra: Record<string, Handler | { status?: number; body?: unknown }> = {}) {
  return mockApi({
    [`GET ${USER_PATH}`]: { body: PROFILE },
    'DELETE /api/imageUpload/deleteAllImages': { body: { success: true, deleted: 0 } },
    ...extra,
  });
}

setUpSignedInTests();

const png = (name = 'me.png', type = 'image/png') => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], name, { type });

async function ready() {
  return screen.findByRole('tab', { name: 'Edit Profile' });
}

/** The Edit Profile form (both tab panes stay mounted, so buttons are looked up inside it). */
const profileForm = () => within(screen.getByRole('form', { name: 'Edit Profile' }));

describe('My Account', () => {
  it('sends a visitor without a token to /signIn', () => expectVisitorSentToSignIn(<MyAccount />, '/my-account'));

  it('loads the profile, clears leftover uploads, and shows Name, Email (disabled) and Phone', async () => {
    const api = accountApi();
    renderPage(<MyAccount />, '/my-account');
    await ready();
    expect(screen.getByLabelText('Name')).toHaveValue('Demo Shopper');
    expect(screen.getByLabelText('Email')).toHaveValue('demo@storefront.in');
    expect(screen.getByLabelText('Email')).toBeDisabled();
    expect(screen.getByLabelText('Phone')).toHaveValue('9876543210');
    expect(screen.getByRole('img', { name: 'Demo Shopper profile picture' })).toHaveAttribute('src', 'http://api.test/uploads/u/old.png');
    expect(api.callsTo('DELETE', '/api/imageUpload/deleteAllImages')).toHaveLength(1);
    expect(screen.getByRole('tab', { name: 'Change Password' })).toBeInTheDocument();
  });

  it('never overwrites what the shopper typed: no field before the profile arrives, none filled again after', async () => {
    let answer: (profile: UserProfile) => void = () => {};
    const api = accountApi({ [`GET ${USER_PATH}`]: () => new Promise((resolve) => (answer = (body) => resolve({ body }))) });
    renderPage(<MyAccount />, '/my-account');
    // A late profile: nothing to type in yet, so nothing typed can be lost when it comes.
    expect(await screen.findByRole('status', { name: 'Loading your account' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Name')).toBeNull();
    await act(async () => answer(PROFILE));
    await ready();
    const user = userEvent.setup();
    await user.clear(screen.getByLabelText('Name'));
    await user.type(screen.getByLabelText('Name'), 'Meera Rao');
    await user.clear(screen.getByLabelText('Phone'));
    await user.type(screen.getByLabelText('Phone'), '9123456780');
    // The page finishes starting: the shopper's own stored user is set again (same shopper).
    act(() => store.set(userAtom, { ...DEMO_USER }));
    await act(async () => answer({ ...PROFILE, name: 'Late Name' }));
    expect(screen.getByLabelText('Name')).toHaveValue('Meera Rao');
    expect(screen.getByLabelText('Phone')).toHaveValue('9123456780');
    expect(api.callsTo('GET', USER_PATH)).toHaveLength(1);
  });

  it("refuses other file types with 'Please select a valid JPG or PNG image file.' and uploads nothing", async () => {
    const api = accountApi();
    renderPage(<MyAccount />, '/my-account');
    await ready();
    const u = userEvent.setup({ applyAccept: false });
    await u.upload(screen.getByLabelText('Upload images'), [png('notes.pdf', 'application/pdf')]);
    expect(alert()).toMatchObject({ msg: 'Please select a valid JPG or PNG image file.', error: true });
    await u.upload(screen.getByLabelText('Upload images'), [png('cat.gif', 'image/gif')]);
    expect(alert().msg).toBe('Please select a valid JPG or PNG image file.');
    expect(api.callsTo('POST', '/api/user/upload')).toHaveLength(0);
  });

  it("uploads images as multipart 'images', says 'Images Uploaded!' and shows the new picture", async () => {
    const api = accountApi({ 'POST /api/user/upload': { status: 201, body: { images: ['/uploads/u/new1.png', '/uploads/u/new2.webp'] } } });
    renderPage(<MyAccount />, '/my-account');
    await ready();
    await userEvent.upload(screen.getByLabelText('Upload images'), [png('a.png'), png('b.webp', 'image/webp')]);
    await waitFor(() => expect(alert()).toMatchObject({ msg: 'Images Uploaded!', error: false }));
    const form = api.callsTo('POST', '/api/user/upload')[0].body as FormData;
    expect(form.getAll('images').map((f) => (f as File).name)).toEqual(['a.png', 'b.webp']);
    expect(screen.getByRole('img', { name: 'Demo Shopper profile picture' })).toHaveAttribute('src', 'http://api.test/uploads/u/new1.png');
  });

  it("shows the server's message when it refuses the content", async () => {
    accountApi({ 'POST /api/user/upload': { status: 400, body: { error: true, msg: 'Please select a valid JPG or PNG image file.', file: 'fake.png' } } });
    renderPage(<MyAccount />, '/my-account');
    await ready();
    await userEvent.upload(screen.getByLabelText('Upload images'), [png('fake.png')]);
    await waitFor(() => expect(alert()).toMatchObject({ msg: 'Please select a valid JPG or PNG image file.', error: true }));
    expect(screen.getByRole('img', { name: 'Demo Shopper profile picture' })).toHaveAttribute('src', 'http://api.test/uploads/u/old.png');
  });

  it("'Please fill all the details' when a field is empty", async () => {
    const api = accountApi();
    renderPage(<MyAccount />, '/my-account');
    await ready();
    await userEvent.clear(screen.getByLabelText('Name'));
    await userEvent.click(profileForm().getByRole('button', { name: 'Save' }));
    expect(alert()).toMatchObject({ msg: 'Please fill all the details', error: true });
    expect(api.callsTo('PUT', USER_PATH)).toHaveLength(0);
  });

  it('without a picture says the picture is what is missing, and keeps what the shopper typed for the save after the upload', async () => {
    const api = accountApi({
      [`GET ${USER_PATH}`]: { body: { ...PROFILE, images: [] } },
      'POST /api/user/upload': { status: 201, body: { images: ['/uploads/u/new1.png'] } },
      [`PUT ${USER_PATH}`]: ({ body }) => ({ body: { ...PROFILE, ...(body as object) } }),
    });
    renderPage(<MyAccount />, '/my-account');
    await ready();
    expect(screen.getByRole('img', { name: 'No profile picture yet' })).toBeInTheDocument();
    const user = userEvent.setup();
    await user.clear(screen.getByLabelText('Name'));
    await user.type(screen.getByLabelText('Name'), 'Meera Rao');
    await user.clear(screen.getByLabelText('Phone'));
    await user.type(screen.getByLabelText('Phone'), '9123456780');
    await user.click(profileForm().getByRole('button', { name: 'Save' }));
    expect(alert()).toMatchObject({ msg: 'Please fill all the details', error: true });
    expect(screen.getByText('A profile picture is needed')).toBeInTheDocument();
    expect(api.callsTo('PUT', USER_PATH)).toHaveLength(0);
    expect(screen.getByLabelText('Name')).toHaveValue('Meera Rao');
    expect(screen.getByLabelText('Phone')).toHaveValue('9123456780');

    // A blank field as well: the same words, the avatar still says what else is missing.
    await user.clear(screen.getByLabelText('Phone'));
    await user.click(profileForm().getByRole('button', { name: 'Save' }));
    expect(alert().msg).toBe('Please fill all the details');
    expect(screen.getByText('A profile picture is needed')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Phone'), '9123456780');

    await user.upload(screen.getByLabelText('Upload images'), [png('me.png')]);
    await waitFor(() => expect(alert().msg).toBe('Images Uploaded!'));
    expect(screen.queryByText('A profile picture is needed')).toBeNull();
    expect(screen.getByLabelText('Name')).toHaveValue('Meera Rao');
    await user.click(profileForm().getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(alert()).toMatchObject({ msg: 'user updated', error: false }));
    expect(api.callsTo('PUT', USER_PATH)[0].body).toEqual({ name: 'Meera Rao', email: 'demo@storefront.in', phone: '9123456780', images: ['/uploads/u/new1.png'] });
  });

  it("Save sends the profile without isAdmin, says 'user updated' and updates the header's user at once", async () => {
    const api = accountApi({
      'POST /api/user/upload': { status: 201, body: { images: ['/uploads/u/new1.png'] } },
      [`PUT ${USER_PATH}`]: ({ body }) => ({ body: { ...PROFILE, ...(body as object) } }),
    });
    renderPage(<MyAccount />, '/my-account');
    await ready();
    await userEvent.upload(screen.getByLabelText('Upload images'), [png('a.png')]);
    await waitFor(() => expect(alert().msg).toBe('Images Uploaded!'));
    await userEvent.clear(screen.getByLabelText('Name'));
    await userEvent.type(screen.getByLabelText('Name'), 'Demo S.');
    await userEvent.clear(screen.getByLabelText('Phone'));
    await userEvent.type(screen.getByLabelText('Phone'), '98x765');
    await userEvent.click(profileForm().getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(alert()).toMatchObject({ msg: 'user updated', error: false }));
    expect(api.callsTo('PUT', USER_PATH)[0].body).toEqual({
      name: 'Demo S.',
      email: 'demo@storefront.in',
      phone: '98765',
      images: ['/uploads/u/new1.png'],
    });
    expect(store.get(userAtom)).toEqual({ name: 'Demo S.', email: 'demo@storefront.in', userId: DEMO_USER.userId, image: '/uploads/u/new1.png' });
    expect(JSON.parse(localStorage.getItem('user')!)).toMatchObject({ name: 'Demo S.', image: '/uploads/u/new1.png' });
    await waitFor(() => expect(api.callsTo('DELETE', '/api/imageUpload/deleteAllImages')).toHaveLength(2));
  });

  it('shows a load failure with Try again', async () => {
    let fail = true;
    accountApi({ [`GET ${USER_PATH}`]: () => (fail ? { status: 403, body: { error: true, msg: 'You can only access your own data' } } : { body: PROFILE }) });
    renderPage(<MyAccount />, '/my-account');
    expect(await screen.findByRole('alert')).toHaveTextContent('You can only access your own data');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await ready();
  });

  it('leaves for /signIn when the shopper logs out from the header menu', async () => {
    accountApi();
    renderPage(<MyAccount />, '/my-account');
    await ready();
    act(() => signOut());
    expect(location()).toBe('/signIn');
  });
});

describe('My Account: Change Password tab', () => {
  async function openTab() {
    await userEvent.click(await screen.findByRole('tab', { name: 'Change Password' }));
    return within(screen.getByRole('form', { name: 'Change Password' }));
  }

  /** Types the old password, the new one and its confirmation, and saves. */
  async function savePasswords(tab: Awaited<ReturnType<typeof openTab>>, old: string, next: string, confirm = next) {
    await fill({ 'Old Password': old, 'New password': next, 'Confirm Password': confirm }, userEvent.setup(), tab);
    await userEvent.click(tab.getByRole('button', { name: 'Save' }));
  }

  it("'Please fill all the details' and 'Password and confirm password not match'", async () => {
    const api = accountApi();
    renderPage(<MyAccount />, '/my-account');
    const tab = await openTab();
    await userEvent.click(tab.getByRole('button', { name: 'Save' }));
    expect(alert()).toMatchObject({ msg: 'Please fill all the details', error: true });
    await savePasswords(tab, 'Demo@1234', 'Fresh@123', 'Fresh@124');
    expect(alert()).toMatchObject({ msg: 'Password and confirm password not match', error: true });
    expect(api.callsTo('PUT', `/api/user/changePassword/${DEMO_USER.userId}`)).toHaveLength(0);
  });

  it("refuses a too-short new password in the API's words, without asking", async () => {
    const api = accountApi();
    renderPage(<MyAccount />, '/my-account');
    const tab = await openTab();
    await savePasswords(tab, 'Demo@1234', 'Ab1');
    expect(alert()).toMatchObject({ msg: 'Password must be at least 6 characters', error: true });
    expect(api.callsTo('PUT', `/api/user/changePassword/${DEMO_USER.userId}`)).toHaveLength(0);
  });

  it('a wrong old password gets the server’s clear error; the right one changes it and clears the fields', async () => {
    let right = false;
    const api = accountApi({
      [`PUT /api/user/changePassword/${DEMO_USER.userId}`]: () =>
        right ? { body: { error: false, msg: 'Password changed successfully', token: 'jwt-after-change' } } : { status: 400, body: { error: true, msg: 'Your old password is not correct' } },
    });
    renderPage(<MyAccount />, '/my-account');
    const tab = await openTab();
    await savePasswords(tab, 'Wrong@123', 'Fresh@123');
    await waitFor(() => expect(alert()).toMatchObject({ msg: 'Your old password is not correct', error: true }));
    expect(api.callsTo('PUT', `/api/user/changePassword/${DEMO_USER.userId}`)[0].body).toEqual({
      name: 'Demo Shopper',
      email: 'demo@storefront.in',
      password: 'Wrong@123',
      newPass: 'Fresh@123',
      phone: '9876543210',
      images: ['/uploads/u/old.png'],
    });
    expect(tab.getByLabelText('Old Password')).toHaveValue('Wrong@123');

    right = true;
    await userEvent.click(tab.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(alert()).toMatchObject({ msg: 'Password changed successfully', error: false }));
    expect(tab.getByLabelText('Old Password')).toHaveValue('');
    expect(tab.getByLabelText('Confirm Password')).toHaveValue('');
    // The API ended every earlier session; this one goes on with the fresh token.
    expect(store.get(tokenAtom)).toBe('jwt-after-change');
    expect(store.get(userAtom)).toMatchObject({ email: 'demo@storefront.in' });
  });

  it('a forgotten old password: a code goes to the e-mail and the shopper continues on /verifyOTP', async () => {
    const api = accountApi({ 'POST /api/user/forgotPassword/send-otp': { body: { success: true, message: 'sent' } } });
    renderPage(<MyAccount />, '/my-account');
    const tab = await openTab();
    await userEvent.click(tab.getByRole('button', { name: 'Forgot your old password?' }));
    await waitFor(() => expect(location()).toBe('/verifyOTP'));
    expect(api.callsTo('POST', '/api/user/forgotPassword/send-otp')[0].body).toEqual({ email: 'demo@storefront.in' });
    expect(localStorage.getItem('userEmail')).toBe('demo@storefront.in');
    expect(localStorage.getItem('actionType')).toBe('changePassword');
    expect(alert().msg).toBe('OTP sent!');
  });
});

describe('My Account rendered on the server for the shopper of the session cookie', () => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  const ADDRESS = {
    id: 'a1', fullName: 'Meera Rao', phoneNumber: '9876543210', country: 'India', streetAddressLine1: '12 MG Road',
    streetAddressLine2: '', city: 'Bengaluru', state: 'Karnataka', zipCode: '560001', isDefault: true,
  };

  it('shows the filled profile at the first paint, each tab a link, Save waiting for the scripts; hydrates without a mismatch or a second read', async () => {
    const api = accountApi();
    const { container, records } = await renderOnServer(<MyAccount />, '/my-account');
    expect(container.querySelector('[role="status"]')).toBeNull();
    expect(container.querySelector<HTMLInputElement>('#account-name')!.value).toBe('Demo Shopper');
    const tabs = [...container.querySelectorAll('a[role="tab"]')].map((a) => [a.textContent, a.getAttribute('href'), a.getAttribute('aria-selected')]);
    expect(tabs).toEqual([
      ['Edit Profile', '/my-account', 'true'],
      ['Change Password', '/my-account?tab=password', 'false'],
      ['Addresses', '/my-account?tab=addresses', 'false'],
    ]);
    // Not a submit button until the scripts own the form: Enter sends nothing (no password in an address).
    const saves = container.querySelectorAll('button[data-sf-hydrating]');
    expect([...saves].filter((b) => b.textContent === 'Save').map((b) => [b.getAttribute('type'), b.getAttribute('aria-disabled')])).toEqual([
      ['button', 'true'],
      ['button', 'true'],
    ]);
    expect(api.callsTo('GET', USER_PATH)).toHaveLength(1);
    // No write while rendering on the server: leftover uploads are dropped by the browser.
    expect(api.callsTo('DELETE', '/api/imageUpload/deleteAllImages')).toHaveLength(0);

    const errors = await hydrateInShop(container, <MyAccount />, '/my-account', records);
    expect(errors).toEqual([]);
    expect(api.callsTo('GET', USER_PATH)).toHaveLength(1);
    expect(api.callsTo('DELETE', '/api/imageUpload/deleteAllImages')).toHaveLength(1);
    expect(container.querySelector('button[data-sf-hydrating]')).toBeNull();
    expect(container.querySelector('form[aria-label="Edit Profile"] button.btn')).toHaveAttribute('type', 'submit');
    document.body.innerHTML = '';
  });

  it('opens on the tab its address names (?tab=addresses): the saved addresses at the first paint, read once', async () => {
    const api = accountApi({ 'GET /api/addresses': { body: [ADDRESS] } });
    const { container, records } = await renderOnServer(<MyAccount />, '/my-account?tab=addresses');
    expect(container.querySelector('a[role="tab"][aria-selected="true"]')).toHaveTextContent('Addresses');
    expect(container.querySelector('[data-testid="saved-address"]')).toHaveTextContent('12 MG Road, Bengaluru, Karnataka 560001, India');
    expect(container.querySelector('#mf-account-address-a1-edit')).toHaveAttribute('data-sf-hydrating', '');
    const errors = await hydrateInShop(container, <MyAccount />, '/my-account?tab=addresses', records);
    expect(errors).toEqual([]);
    expect(api.callsTo('GET', '/api/addresses')).toHaveLength(1);
    expect(container.querySelector('#mf-account-address-a1-edit')).not.toHaveAttribute('data-sf-hydrating');
    document.body.innerHTML = '';
  });

  it('keeps what the shopper typed before the scripts ran, and saves it', async () => {
    const api = accountApi({ [`PUT ${USER_PATH}`]: ({ body }) => ({ body: { ...PROFILE, ...(body as object) } }) });
    const { container, records } = await renderOnServer(<MyAccount />, '/my-account');
    container.querySelector<HTMLInputElement>('#account-phone')!.value = '9123456780';
    const errors = await hydrateInShop(container, <MyAccount />, '/my-account', records);
    expect(errors).toEqual([]);
    await userEvent.click(within(container).getAllByRole('button', { name: 'Save' })[0]);
    await waitFor(() => expect(api.callsTo('PUT', USER_PATH)).toHaveLength(1));
    expect(api.callsTo('PUT', USER_PATH)[0].body).toMatchObject({ name: 'Demo Shopper', phone: '9123456780' });
    document.body.innerHTML = '';
  });
});

describe('My Account tabs', () => {
  it('a tab switches the panel and keeps the address in step; the arrows move between tabs', async () => {
    accountApi({ 'GET /api/addresses': { body: [] } });
    renderInShop(<MyAccount />, { route: '/my-account', paths: ['/my-account'] });
    await ready();
    await userEvent.click(screen.getByRole('tab', { name: 'Addresses' }));
    expect(location()).toBe('/my-account?tab=addresses');
    expect(await screen.findByText('No saved addresses yet.')).toBeVisible();
    expect(screen.getByRole('form', { name: 'Edit Profile', hidden: true })).not.toBeVisible();
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Change Password' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Change Password' })).toHaveAttribute('aria-selected', 'true');
    expect(location()).toBe('/my-account?tab=password');
    await userEvent.click(screen.getByRole('tab', { name: 'Edit Profile' }));
    expect(location()).toBe('/my-account');
    expect(screen.getByRole('form', { name: 'Edit Profile' })).toBeVisible();
  });
});
