// The account journeys of mf-account in the composed shop, against the real API, with the code
// read from the API's outbox: sign-up -> code -> sign-in -> profile with avatar -> change password
// -> sign-in again; forgot password end to end; My List from a card to the list and back out.
import { expect, test } from '../support/fixtures';
import { AccountPages, avatarPng, codeFor, uniqueEmail, uniquePhone } from '../support/account-pages';
import { freshShopper, signInAs } from '../support/checkout-pages';

test('sign up -> code -> sign in -> profile with avatar -> change password -> sign in again', { tag: '@account' }, async ({ page, shop }) => {
  const account = new AccountPages(page);
  const email = uniqueEmail('journey');

  await test.step('sign up: the header is hidden, the code is e-mailed, /verifyOTP after 2 s', async () => {
    await page.goto('/signUp');
    await expect(page.getByRole('heading', { name: 'Sign Up' })).toBeVisible();
    await expect(shop.header()).toBeHidden();
    await account.slice.getByLabel('Name').fill('Asha Rao');
    await account.slice.getByLabel('Phone No.').fill(uniquePhone());
    await account.slice.getByLabel('Email').fill(email);
    await account.slice.getByLabel('Password').fill('Secret@123');
    await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
    await expect(account.snackbar('Please check your e-mail for the OTP')).toBeVisible();
    await expect(page).toHaveURL(/\/verifyOTP$/);
    await expect(page.getByText(email)).toBeVisible();
  });

  await test.step('a wrong code is refused; the e-mailed code verifies the account', async () => {
    const code = await codeFor(email, 'verification');
    await account.typeCode(code === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: 'Verify OTP' }).click();
    await expect(account.snackbar('Invalid OTP. 4 attempts left.')).toBeVisible();
    await account.typeCode(code);
    await page.getByRole('button', { name: 'Verify OTP' }).click();
    await expect(account.snackbar('OTP Verified!')).toBeVisible();
    await expect(page).toHaveURL(/\/signIn$/);
  });

  await test.step('sign in: the header greets the shopper', async () => {
    await account.signIn(email, 'Secret@123');
    await expect(account.userMenu()).toContainText('Asha');
  });

  await test.step('edit the profile with an avatar: the header follows at once', async () => {
    await account.userMenu().click();
    await page.getByRole('menuitem', { name: 'My Account' }).click();
    await expect(page.getByRole('heading', { name: 'My Account' })).toBeVisible();
    await account.slice.getByLabel('Upload images').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: await avatarPng(page) });
    await expect(account.snackbar('Images Uploaded!')).toBeVisible();
    const picture = page.getByRole('img', { name: /profile picture/ });
    // Re-encoded by the API: a JPEG (and WebP variants) under a generated name.
    await expect(picture).toHaveAttribute('src', /\/uploads\/u\/[A-Za-z0-9]{24}-\d+\.jpg$/);
    await account.slice.getByLabel('Name').fill('Meera Rao');
    await page.getByRole('form', { name: 'Edit Profile' }).getByRole('button', { name: 'Save' }).click();
    await expect(account.snackbar('user updated')).toBeVisible();
    await expect(account.userMenu()).toContainText('Meera');
    await expect(account.userMenu().locator('img')).toHaveAttribute('src', /\/uploads\/u\/[A-Za-z0-9]{24}-\d+\.jpg$/);
  });

  await test.step('a file that is not an image is refused, whatever its name', async () => {
    await account.slice.getByLabel('Upload images').setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('not really a picture') });
    await expect(account.snackbar('Please select a valid JPG or PNG image file.')).toBeVisible();
  });

  await test.step('change the password: the old one is checked', async () => {
    await page.getByRole('tab', { name: 'Change Password' }).click();
    const form = page.getByRole('form', { name: 'Change Password' });
    await form.getByLabel('Old Password').fill('Wrong@123');
    await form.getByLabel('New password').fill('Fresh@123');
    await form.getByLabel('Confirm Password').fill('Fresh@123');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(account.snackbar('Your old password is not correct')).toBeVisible();
    await form.getByLabel('Old Password').fill('Secret@123');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(account.snackbar('Password changed successfully')).toBeVisible();
  });

  await test.step('log out from the header and sign in with the new password', async () => {
    await account.userMenu().click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/signIn$/);
    await account.slice.getByLabel('Email').fill(email);
    await account.slice.getByLabel('Password').fill('Secret@123');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(account.snackbar('Invalid credentials')).toBeVisible();
    await account.signIn(email, 'Fresh@123');
    await expect(account.userMenu()).toContainText('Meera');
  });
});

test('forgot password: code by e-mail -> verify -> reset -> sign in with the new password', { tag: '@account' }, async ({ page, shop }) => {
  const account = new AccountPages(page);
  const shopper = await freshShopper('forgot');

  await page.goto('/signIn');
  await page.getByRole('link', { name: 'Forgot Password?' }).click();
  await expect(page).toHaveURL(/\/forgotPassword$/);
  await expect(shop.header()).toBeHidden();
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expect(account.snackbar('Email cannot be blank!')).toBeVisible();
  await account.slice.getByLabel('Email').fill(shopper.email);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expect(account.snackbar('OTP sent!')).toBeVisible();

  await account.slice.getByLabel('New Password').fill('Reset@123');
  await account.slice.getByLabel('Confirm Password').fill('Reset@123');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(account.snackbar('Please fill fields correctly')).toBeVisible();

  const code = await codeFor(shopper.email, 'password reset');
  await account.slice.getByLabel('OTP').fill(code);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(account.snackbar('Verify OTP first')).toBeVisible();
  await page.getByRole('button', { name: 'Verify OTP' }).click();
  await expect(account.snackbar('OTP Verified!')).toBeVisible();
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(account.snackbar('Password reset!')).toBeVisible();
  await expect(page).toHaveURL(/\/signIn$/);
  await expect(shop.header()).toBeHidden();

  await account.signIn(shopper.email, 'Reset@123');
  await expect(account.userMenu()).toBeVisible();
});

test('My List: add from a product card -> the list -> remove', { tag: '@account' }, async ({ page }) => {
  const account = new AccountPages(page);
  const shopper = await freshShopper('mylist');
  await signInAs(page, shopper);

  await page.goto('/');
  const card = page.getByTestId('product-card').first();
  await expect(card).toBeVisible();
  const name = (await card.getAttribute('aria-label')) ?? '';
  await card.hover();
  await card.getByRole('button', { name: `Add ${name} to My List` }).click();
  await expect(account.snackbar('The product added to My List')).toBeVisible();

  await page.goto('/my-list');
  await expect(page.getByRole('heading', { name: 'My List' })).toBeVisible();
  await expect(page.getByText('There is 1 product in your My List')).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row.getByRole('link', { name: new RegExp(name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) })).toHaveAttribute('href', /^\/product\//);
  await expect(row.getByText(/^Rs [\d,]+$/)).toBeVisible();

  await row.getByRole('button', { name: `Remove ${name}` }).click();
  await expect(account.snackbar('item removed from My List!')).toBeVisible();
  await expect(page.getByText('My List is currently empty')).toBeVisible();
  await page.getByRole('link', { name: 'Continue Shopping' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('visitors are sent to /signIn from My Account and My List', { tag: '@account' }, async ({ page }) => {
  await page.goto('/my-account');
  await expect(page).toHaveURL(/\/signIn$/);
  await page.goto('/my-list');
  await expect(page).toHaveURL(/\/signIn$/);
  await page.goto('/signIn');
  await page.getByRole('button', { name: 'Sign In with Google' }).click();
  await expect(page.getByText('Sign-in with Google is not configured')).toBeVisible();
});

test('a password changed in My Account: this browser goes on signed in with a fresh session, every other session ends at once', { tag: '@account' }, async ({ page, browser }) => {
  const shopper = await freshShopper('pwchange');
  const account = new AccountPages(page);
  await account.signIn(shopper.email, shopper.password);
  await expect(account.userMenu()).toBeVisible();
  // A second tab of this browser, and another device signed in as the same shopper.
  const tab = await page.context().newPage();
  await tab.goto('/');
  await expect(new AccountPages(tab).userMenu()).toBeVisible();
  const elsewhere = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const device = await elsewhere.newPage();
  const other = new AccountPages(device);
  await other.signIn(shopper.email, shopper.password);
  await expect(other.userMenu()).toBeVisible();

  await page.goto('/my-account');
  await page.getByRole('tab', { name: 'Change Password' }).click();
  const form = page.getByRole('form', { name: 'Change Password' });
  await form.getByLabel('Old Password').fill(shopper.password);
  await form.getByLabel('New password').fill('Fresh@123');
  await form.getByLabel('Confirm Password').fill('Fresh@123');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(account.snackbar('Password changed successfully')).toBeVisible();

  await test.step('this browser: signed in with the fresh session, after a reload and in its other tab', async () => {
    await page.reload();
    await expect(page.getByRole('heading', { name: 'My Account' })).toBeVisible();
    await expect(account.userMenu()).toBeVisible();
    await tab.goto('/cart');
    await expect(tab.getByRole('heading', { name: 'Your Cart' })).toBeVisible();
    await expect(new AccountPages(tab).userMenu()).toBeVisible();
  });

  await test.step('the other device: its page, back in view, shows the shopper signed out at once (no tap needed)', async () => {
    await device.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    await expect(device.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
    await expect(other.userMenu()).toBeHidden();
    await device.goto('/my-account');
    await expect(device).toHaveURL(/\/signIn$/);
  });
  await elsewhere.close();
});

test("a password changed by code from My Account ('Forgot your old password?') signs this browser out at once, in every tab", { tag: '@account' }, async ({ page }) => {
  const shopper = await freshShopper('pwcode');
  const account = new AccountPages(page);
  await account.signIn(shopper.email, shopper.password);
  const tab = await page.context().newPage();
  await tab.goto('/');
  await expect(new AccountPages(tab).userMenu()).toBeVisible();

  await page.goto('/my-account');
  await page.getByRole('tab', { name: 'Change Password' }).click();
  await page.getByRole('button', { name: 'Forgot your old password?' }).click();
  await expect(page).toHaveURL(/\/verifyOTP$/);
  await account.typeCode(await codeFor(shopper.email, 'password reset'));
  await page.getByRole('button', { name: 'Verify OTP' }).click();
  await expect(page).toHaveURL(/\/changePassword$/);
  await account.slice.getByLabel('New Password').fill('Fresh@123');
  await account.slice.getByLabel('Confirm Password').fill('Fresh@123');
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expect(account.snackbar('Password changed successfully')).toBeVisible();
  // Every session of the shopper ended with the change: no tab goes on showing them signed in.
  await expect(tab.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
  await expect(page).toHaveURL(/\/signIn$/);
  await page.goto('/');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
  await expect(account.userMenu()).toBeHidden();
  await account.signIn(shopper.email, 'Fresh@123');
  await expect(account.userMenu()).toBeVisible();
});
