// Ready when it looks ready: the server knows a signed-in shopper from their session cookie, so the
// first paint already shows their name and cart, before any script has run; the shop's forms work
// before their scripts (and with JavaScript off), a choice made before the scripts run is carried
// out, and another site's form changes nothing.
import type { Page } from '@playwright/test';
import { bigCategory, categories, productWithOption, products, reviewsOf } from '../support/catalogue-data';
import { codeFor, uniqueEmail, uniquePhone } from '../support/account-pages';
import { addToCartByApi, freshShopper, inr, ordersOf, placeCodOrderByApi, signedInAgain, signInAs, simpleProducts, totalsOf } from '../support/checkout-pages';
import { expect, test } from '../support/fixtures';
import { apiURL, baseURL, E2E } from '../support/ports';
import { addAddressByApi, addToMyListByApi, cartOf, myListOf } from '../support/shopper-api';

const HOLD_MS = 3000;

/** A product without options, priced so that three of them meet FLAT200's minimum (₹1,499), with stock to spare. */
async function cartProduct() {
  const product = (await products()).find(
    (p) => p.price >= 500 && p.price <= 5000 && p.countInStock >= 8 && p.productRam.length + p.size.length + p.productWeight.length === 0,
  );
  if (!product) throw new Error('no simple product of ₹500-₹5,000 with stock in the seed');
  return product;
}

/**
 * Holds every script of the page back for `ms` (HOLD_MS; Infinity: for good, a test of the server's
 * HTML alone, which no slow moment of the machine can outlast): what the shopper sees meanwhile is
 * the server's HTML.
 */
async function holdScripts(page: Page, ms = HOLD_MS): Promise<{ released: () => boolean }> {
  const started = Date.now();
  await page.route(
    (url) => url.pathname.endsWith('.js'),
    async (route) => {
      if (ms === Infinity) return; // (never answered: the page goes on without it)
      const left = ms - (Date.now() - started);
      if (left > 0) await new Promise((r) => setTimeout(r, left));
      await route.continue().catch(() => undefined);
    },
  );
  return { released: () => Date.now() - started >= ms };
}

test.describe('a signed-in shopper', { tag: '@shell' }, () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('sees their name and cart in the first paint, before any script runs, and no Sign In', async ({ page }) => {
    const shopper = await freshShopper('firstpaint');
    const [first, second] = await simpleProducts(2);
    await addToCartByApi(shopper, first, 2);
    await addToCartByApi(shopper, second, 1);
    await signInAs(page, shopper);
    // Held for good: what shows is the server's HTML alone, however slow the machine.
    await holdScripts(page, Infinity);

    for (const path of ['/', `/products/${first.id}`]) {
      const response = await page.goto(path, { waitUntil: 'commit' });
      expect(response?.headers()['cache-control']).toBe('private, no-store');
      const header = page.getByRole('banner');
      await expect(header.getByRole('button', { name: /^Hello, Kavya\s*, account menu$/ })).toBeVisible();
      await expect(header.getByRole('link', { name: /^Cart, ₹[\d,]+\s*, 2 items$/ })).toBeVisible();
      await expect(header.getByTestId('cart-count')).toHaveText('2');
      await expect(header.getByRole('link', { name: 'Sign In' })).toHaveCount(0);
    }
  });

  test('signing out ends the session for good: its cookie, kept and sent again, is nobody', async ({ page, header }) => {
    const shopper = await freshShopper('signout');
    await signInAs(page, shopper);
    await page.goto('/orders');
    await expect(page.getByRole('heading', { name: 'My Orders' })).toBeVisible();
    const kept = (await page.context().cookies()).find((c) => c.name === 'sf_session');
    expect(kept?.value).toBeTruthy();
    /** /orders as the server renders it for a browser that sends the kept cookie. */
    const ordersWithKept = async () => (await fetch(`${baseURL}/orders`, { headers: { cookie: `sf_session=${kept?.value}` } })).text();
    expect(await ordersWithKept()).not.toContain('http-equiv="refresh"');

    await header.openUserMenuItem('Logout');
    await expect.poll(async () => (await page.context().cookies()).some((c) => c.name === 'sf_session')).toBe(false);
    // A copy of the cookie (taken from the machine, or left in another tab) renders a visitor's
    // page, which sends them to Sign In.
    await expect.poll(ordersWithKept).toContain('<noscript><meta http-equiv="refresh" content="0; url=/signIn" /></noscript>');
  });

  test('a browser holding only a token (no cookie) is known by the server from its next page on', async ({ page }) => {
    const shopper = await freshShopper('tokenonly');
    const [first] = await simpleProducts(1);
    await addToCartByApi(shopper, first, 1);
    await signInAs(page, shopper);
    await page.context().clearCookies({ name: 'sf_session' });

    // The first page is rendered for a visitor; once its scripts run, the header names the shopper.
    await page.goto('/');
    const header = page.getByRole('banner');
    await expect(header.getByRole('button', { name: /^Hello, Kavya\s*, account menu$/ })).toBeVisible();
    await expect.poll(async () => (await page.context().cookies()).some((c) => c.name === 'sf_session' && c.value === shopper.token)).toBe(true);

    // The next page's first paint (its scripts held back for good) already shows them and their cart.
    await holdScripts(page, Infinity);
    const response = await page.goto(`/products/${first.id}`, { waitUntil: 'commit' });
    expect(response?.headers()['cache-control']).toBe('private, no-store');
    await expect(header.getByRole('button', { name: /^Hello, Kavya\s*, account menu$/ })).toBeVisible();
    await expect(header.getByTestId('cart-count')).toHaveText('1');
  });

  test('a page for nobody in particular stays public, and a forged cookie renders signed out', async ({ page, request }) => {
    const anonymous = await request.get('/');
    expect(anonymous.headers()['cache-control']).not.toContain('private');
    await page.context().addCookies([{ name: 'sf_session', value: 'forged.token.value', url: baseURL }]);
    const res = await page.goto('/');
    expect(res?.headers()['cache-control']).not.toContain('private');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
  });
});

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });

  test('a signed-in shopper reaches My List and Orders from the header, whose menu waits greyed for the scripts, and logs out for good', async ({ page }) => {
    const shopper = await freshShopper('nojs-header');
    await signInAs(page, shopper);
    await page.goto('/', { waitUntil: 'commit' });
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('button', { name: /account menu$/ })).toBeDisabled();
    await banner.getByRole('link', { name: 'My List' }).click();
    await expect(page).toHaveURL(`${baseURL}/my-list`);
    await expect(page.getByRole('heading', { name: 'My List is currently empty' })).toBeVisible();
    await page.getByRole('banner').getByRole('link', { name: 'Orders' }).click();
    await expect(page).toHaveURL(`${baseURL}/orders`);
    await expect(page.getByText('No orders found.')).toBeVisible();

    // Logout (a form the shop's server answers): Sign In, and the session's cookie, kept and sent
    // again, is nobody's any more.
    const kept = (await page.context().cookies()).find((c) => c.name === 'sf_session');
    expect(kept).toBeDefined();
    await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(`${baseURL}/signIn`);
    await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
    expect((await page.context().cookies()).some((c) => c.name === 'sf_session')).toBe(false);
    await page.goto('/', { waitUntil: 'commit' });
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
    await page.context().addCookies([kept!]);
    await page.goto('/orders');
    await expect(page).toHaveURL(`${baseURL}/signIn`);
  });

  test("a visitor, or a browser whose session has ended, is sent from a signed-in shopper's page to Sign In", async ({ page }) => {
    for (const path of ['/cart', '/my-list', '/orders', '/checkout']) {
      await page.goto(path);
      await expect(page, path).toHaveURL(`${baseURL}/signIn`);
      await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
    }
    // A cookie the API does not know (a session ended by a password change, or forged): the cart
    // came out blank.
    await page.context().addCookies([{ name: 'sf_session', value: 'forged.token.value', url: baseURL }]);
    await page.goto('/cart');
    await expect(page).toHaveURL(`${baseURL}/signIn`);
    await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
  });

  test("the shop's own pages (About Us, Contact) are styled without scripts", async ({ page }) => {
    for (const [path, title] of [['/about-us', 'About Us'], ['/contact', 'Contact Us']] as const) {
      await page.goto(path, { waitUntil: 'commit' });
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      // The trail back is a row of links, not a numbered list (the page's own styles are there).
      const trail = page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('list');
      await expect(trail).toHaveCSS('list-style-type', 'none');
      await expect(trail).toHaveCSS('display', 'flex');
    }
  });

  test('a shopper browses, searches with Enter, signs in, adds to the cart and sees the cart with its lines and total', async ({ page }) => {
    const shopper = await freshShopper('nojs');
    const [product] = await simpleProducts(1);
    await test.step('home, a category, a product', async () => {
      await page.goto('/', { waitUntil: 'commit' });
      await expect(page.getByTestId('product-card').first()).toBeVisible();
      // The lists only scripts bring hold no place: the footer follows the first list, no long blank.
      const footer = await page.getByRole('contentinfo').boundingBox();
      const firstList = await page.getByRole('region', { name: 'Popular Products' }).boundingBox();
      expect((footer?.y ?? Infinity) - ((firstList?.y ?? 0) + (firstList?.height ?? 0))).toBeLessThan(300);
      await page.getByRole('navigation', { name: 'Categories' }).getByRole('link', { name: 'Fashion' }).click();
      await expect(page).toHaveURL(/\/products\/category\//);
      await expect(page.getByTestId('product-card').first()).toBeVisible();
      await page.goto(`/products/${product.id}`, { waitUntil: 'commit' });
      await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
    });
    await test.step('search with Enter', async () => {
      const word = product.name.split(' ')[0];
      await page.getByRole('combobox', { name: 'Search for products' }).fill(word);
      await page.getByRole('combobox', { name: 'Search for products' }).press('Enter');
      await expect(page).toHaveURL(new RegExp(`/search\\?q=${word}`));
      await expect(page.getByTestId('product-card').first()).toBeVisible();
    });
    await test.step('sign in', async () => {
      await page.goto('/signIn', { waitUntil: 'commit' });
      await page.getByLabel('Email', { exact: true }).fill(shopper.email);
      await page.getByLabel('Password', { exact: true }).fill('wrong-password');
      await page.getByRole('button', { name: 'Sign In', exact: true }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Invalid credentials' })).toBeVisible();
      await page.getByLabel('Email', { exact: true }).fill(shopper.email);
      await page.getByLabel('Password', { exact: true }).fill(shopper.password);
      await page.getByRole('button', { name: 'Sign In', exact: true }).click();
      await expect(page).toHaveURL(`${baseURL}/`);
      await expect(page.getByRole('status').filter({ hasText: 'User Login Successfully!' })).toBeVisible();
      await expect(page.getByRole('banner').getByRole('button', { name: /^Hello, Kavya\s*, account menu$/ })).toBeVisible();
    });
    await test.step('add to cart, twice the quantity', async () => {
      await page.goto(`/products/${product.id}`, { waitUntil: 'commit' });
      await page.getByRole('textbox', { name: 'Quantity' }).fill('2');
      await page.getByRole('button', { name: 'Add to cart' }).click();
      await expect(page).toHaveURL(`${baseURL}/products/${product.id}`);
      await expect(page.getByRole('status').filter({ hasText: 'Item is added in the cart' })).toBeVisible();
      await expect(page.getByRole('banner').getByTestId('cart-count')).toHaveText('1');
    });
    await test.step('the cart', async () => {
      await page.goto('/cart', { waitUntil: 'commit' });
      await expect(page.getByRole('heading', { name: 'Your Cart' })).toBeVisible();
      await expect(page.getByText(product.name.slice(0, 20)).first()).toBeVisible();
      const subtotal = product.price * 2;
      await expect(page.getByTestId('totals-subtotal')).toHaveText(inr(subtotal));
      await expect(page.getByTestId('totals-total')).toHaveText(inr(subtotal + Math.round((subtotal * 18) / 100)));
      expect(await cartOf(shopper)).toEqual([expect.objectContaining({ productId: product.id, quantity: 2 })]);
    });
    await test.step('checkout shows the filled form and says paying needs the scripts', async () => {
      await page.goto('/checkout', { waitUntil: 'commit' });
      await expect(page.getByRole('heading', { name: 'BILLING DETAILS' })).toBeVisible();
      await expect(page.getByLabel(/^Full Name/)).toHaveValue(/Kavya/);
      await expect(page.getByText('Paying needs JavaScript. Please turn it on in your browser and reload the page.')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Cash On Delivery' })).toBeDisabled();
    });
    await test.step('My Account shows the account, no spinner, and says changing it needs the scripts', async () => {
      await page.goto('/my-account', { waitUntil: 'commit' });
      await expect(page.getByRole('heading', { name: 'My Account' })).toBeVisible();
      await expect(page.getByText('Changing your account needs JavaScript. Please turn it on in your browser and reload the page.')).toBeVisible();
      await expect(page.getByText('This page needs JavaScript. Please turn it on in your browser and reload the page.')).toHaveCount(0);
      await expect(page.locator('.spinner-border')).toHaveCount(0);
    });
  });

  test('a new shopper signs up, types the e-mailed code and signs in; a forgotten password is reset with its code', { tag: '@account' }, async ({ page }) => {
    const email = uniqueEmail('nojs');
    const status = (text: string) => page.getByRole('status').filter({ hasText: text });
    /** Sign In's form, on screen, with that password: home, greeting Meera. */
    const signsIn = async (password: string) => {
      await page.getByLabel('Email', { exact: true }).fill(email);
      await page.getByLabel('Password', { exact: true }).fill(password);
      await page.getByRole('button', { name: 'Sign In', exact: true }).click();
      await expect(page).toHaveURL(`${baseURL}/`);
      await expect(page.getByRole('banner').getByRole('button', { name: /^Hello, Meera\s*, account menu$/ })).toBeVisible();
    };
    await test.step('sign up: a blank field is refused, then the account is made and the code screen names the e-mail', async () => {
      await page.goto('/signUp', { waitUntil: 'commit' });
      await page.getByLabel('Name').fill('Meera Nair');
      await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
      await expect(status('email can not be blank!')).toBeVisible();
      // The refused form comes back as it was sent.
      await expect(page.getByLabel('Name')).toHaveValue('Meera Nair');
      await page.getByLabel('Phone No.').fill(uniquePhone());
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Password').fill('Meera@2468');
      await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
      await expect(page).toHaveURL(`${baseURL}/verifyOTP`);
      await expect(page.getByText(`An OTP has been sent to ${email}`)).toBeVisible();
    });
    await test.step('a wrong code is refused; the right one goes to Sign In, which signs in', async () => {
      const code = await codeFor(email, 'verification');
      const wrong = code === '000000' ? '111111' : '000000';
      for (const [i, d] of [...wrong].entries()) await page.getByLabel(`Digit ${i + 1} of 6`).fill(d);
      await page.getByRole('button', { name: 'Verify OTP' }).click();
      await expect(page).toHaveURL(`${baseURL}/verifyOTP`);
      await expect(status('Invalid OTP. 4 attempts left.')).toBeVisible();
      for (const [i, d] of [...code].entries()) await page.getByLabel(`Digit ${i + 1} of 6`).fill(d);
      await page.getByRole('button', { name: 'Verify OTP' }).click();
      await expect(page).toHaveURL(`${baseURL}/signIn`);
      await expect(status('OTP Verified!')).toBeVisible();
      await signsIn('Meera@2468');
    });
    await test.step('Forgot Password: the code and a new password on one form; the new password signs in', async () => {
      await page.context().clearCookies({ name: 'sf_session' });
      await page.goto('/signIn', { waitUntil: 'commit' });
      await page.getByRole('link', { name: 'Forgot Password?' }).click();
      await expect(page).toHaveURL(`${baseURL}/forgotPassword`);
      await page.getByLabel('Email').fill(email);
      await page.getByRole('button', { name: 'Send OTP' }).click();
      await expect(page.getByText(`Enter the OTP sent to ${email}`)).toBeVisible();
      // Verify OTP on its own needs the scripts: greyed, the form's Reset Password checks the code.
      await expect(page.getByRole('button', { name: 'Verify OTP' })).toBeDisabled();
      await page.getByLabel('OTP', { exact: true }).fill(await codeFor(email, 'password reset'));
      await page.getByLabel('New Password').fill('Meera@1357');
      await page.getByLabel('Confirm Password').fill('Meera@1357');
      await page.getByRole('button', { name: 'Reset Password' }).click();
      await expect(page).toHaveURL(`${baseURL}/signIn`);
      await expect(status('Password reset!')).toBeVisible();
      await signsIn('Meera@1357');
    });
  });

  test('a product with sizes: without a choice Add to cart asks for one; a size chosen is the line added', async ({ page }) => {
    const shopper = await freshShopper('nojs-size');
    const { product } = await productWithOption('size');
    await signInAs(page, shopper);
    await page.goto(`/products/${product.id}`, { waitUntil: 'commit' });
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Please select Size' })).toBeVisible();
    expect(await cartOf(shopper)).toEqual([]);
    const size = page.getByRole('radiogroup', { name: 'Size', exact: true }).getByRole('radio', { name: product.size[1], exact: true });
    await size.check();
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Item is added in the cart' })).toBeVisible();
    expect(await cartOf(shopper)).toEqual([expect.objectContaining({ productId: product.id, quantity: 1, variant: `Size: ${product.size[1]}` })]);
    await page.goto('/cart', { waitUntil: 'commit' });
    await expect(page.getByText(`Size: ${product.size[1]}`).first()).toBeVisible();
  });

  test("the product page's heart shows the shopper's My List: filled once added, and a press then removes", async ({ page }) => {
    const shopper = await freshShopper('nojs-heart');
    const [product] = await simpleProducts(1);
    await signInAs(page, shopper);
    await page.goto(`/products/${product.id}`, { waitUntil: 'commit' });
    await page.getByRole('button', { name: 'Add to Wishlist' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'The product was added to your wishlist' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Added to Wishlist' })).toBeVisible();
    await page.reload({ waitUntil: 'commit' });
    await expect(page.getByRole('button', { name: 'Added to Wishlist' })).toBeVisible();
    // Its tooltip says so on hover, scripts or none (spec: tooltip 'Added to Wishlist' once added).
    await page.getByRole('button', { name: 'Added to Wishlist' }).hover();
    expect(await page.getByRole('button', { name: 'Added to Wishlist' }).evaluate((el) => getComputedStyle(el, '::after').content)).toBe('"Added to Wishlist"');
    await page.getByRole('button', { name: 'Added to Wishlist' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'item removed from My List!' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add to Wishlist' })).toBeVisible();
  });

  test('a review posts the stars the shopper chose, shown on the stars before it is sent', async ({ page }) => {
    const shopper = await freshShopper('nojs-review');
    const [product] = await simpleProducts(1);
    await signInAs(page, shopper);
    await page.goto(`/products/${product.id}?tab=reviews`, { waitUntil: 'commit' });
    const rating = page.getByRole('group', { name: 'Your rating' });
    // The radios sit over the stars' halves: a tap on the fourth star's right half is 4 stars.
    await rating.getByRole('radio', { name: '4 Stars', exact: true }).check({ force: true });
    const stars = rating.locator(':scope > span');
    const lit = 'rgb(253, 192, 64)';
    await expect(stars).toHaveCount(5);
    await expect(stars.nth(0)).toHaveCSS('color', lit);
    await expect(stars.nth(3)).toHaveCSS('color', lit);
    await expect(stars.nth(4)).not.toHaveCSS('color', lit);
    const text = `Crisp and fresh, no scripts — ${Date.now().toString(36)}`;
    await page.getByPlaceholder('Write a Review').fill(text);
    await page.getByRole('button', { name: 'Submit Review' }).click();
    await expect(page.getByRole('status').filter({ hasText: /review/i }).first()).toBeVisible();
    const mine = (await reviewsOf(product.id)).find((r) => r.review === text) as { customerRating?: number } | undefined;
    expect(mine?.customerRating).toBe(4);
  });

  test('a visitor adding to the cart is told to sign in first, and the contact form thanks', async ({ page }) => {
    const [product] = await simpleProducts(1);
    await page.goto(`/products/${product.id}`, { waitUntil: 'commit' });
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Please login first' })).toBeVisible();
    await page.goto('/contact', { waitUntil: 'commit' });
    const form = page.getByRole('form', { name: 'Send us a message' });
    await form.getByRole('textbox', { name: 'Your name' }).fill('Asha');
    await form.getByRole('textbox', { name: 'Email' }).fill('asha@example.in');
    await form.getByRole('textbox', { name: 'Subject' }).fill('Delivery');
    await form.getByRole('textbox', { name: 'Message' }).fill('When does it arrive?');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Thank you for contacting us! We will get back to you soon.' })).toBeVisible();
  });
});

test.describe('with JavaScript off, on a phone', { tag: '@catalogue' }, () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 360, height: 780 }, isMobile: true, hasTouch: true });

  test("a signed-in shopper logs out from the header's menu", { tag: '@shell' }, async ({ page }) => {
    const shopper = await freshShopper('nojs-logout');
    await signInAs(page, shopper);
    await page.goto('/', { waitUntil: 'commit' });
    await page.getByRole('banner').getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(`${baseURL}/signIn`);
    await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
    await page.goto('/cart');
    await expect(page).toHaveURL(`${baseURL}/signIn`);
  });

  /** The first card of a listing: its product's name and id. */
  async function firstCard(listing: import('../support/shop-pages').ListingPage) {
    const card = listing.cards().first();
    const name = (await card.getAttribute('aria-label')) ?? '';
    const href = (await card.getByRole('heading').getByRole('link').getAttribute('href')) ?? '';
    return { name, id: href.split('/').pop() ?? '', card: listing.card(name) };
  }

  test("a card's heart: a visitor is asked to sign in; a shopper's product is added, then removed, each time back on the same list", async ({ page, listing }) => {
    const { category } = await bigCategory();
    const path = `/products/category/${category.id}?sort=price_asc&perPage=20`;
    await page.goto(path, { waitUntil: 'commit' });
    const { name, id, card } = await firstCard(listing);
    await card.getByRole('button', { name: `Add ${name} to My List` }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Please Login to continue' })).toBeVisible();
    await expect(page).toHaveURL(`${baseURL}${path}`);

    const shopper = await freshShopper('nojs-card-heart');
    await signInAs(page, shopper);
    await page.goto(path, { waitUntil: 'commit' });
    await card.getByRole('button', { name: `Add ${name} to My List` }).click();
    await expect(page.getByRole('status').filter({ hasText: 'The product added to My List' })).toBeVisible();
    await expect(page).toHaveURL(`${baseURL}${path}`);
    await expect(card.getByRole('button', { name: `${name} is in My List` })).toHaveAttribute('aria-pressed', 'true');
    expect((await myListOf(shopper)).map((e) => e.productId)).toEqual([id]);

    await card.getByRole('button', { name: `${name} is in My List` }).click();
    await expect(page.getByRole('status').filter({ hasText: 'item removed from My List!' })).toBeVisible();
    await expect(page).toHaveURL(`${baseURL}${path}`);
    await expect(card.getByRole('button', { name: `Add ${name} to My List` })).toHaveAttribute('aria-pressed', 'false');
    expect(await myListOf(shopper)).toEqual([]);
  });

  test("a card's Quick view opens the product page", async ({ page, listing }) => {
    const { word } = await productWithOption('size');
    await page.goto(`/search?q=${encodeURIComponent(word)}`, { waitUntil: 'commit' });
    const { name, id, card } = await firstCard(listing);
    await card.getByRole('link', { name: `Quick view: ${name}` }).click();
    await expect(page).toHaveURL(`${baseURL}/products/${id}`);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  });

  test("home's Popular Products tabs each bring home with that category's popular list", async ({ page }) => {
    await page.goto('/', { waitUntil: 'commit' });
    const tabs = page.getByRole('tablist', { name: 'Popular products by category' });
    const first = tabs.getByRole('tab').first();
    await expect(first).toHaveAttribute('aria-selected', 'true');
    const chosen = tabs.getByRole('tab').nth(1);
    const name = (await chosen.textContent()) ?? '';
    const category = (await categories()).find((c) => c.name === name);
    expect(category, `a category named ${name}`).toBeDefined();
    await chosen.click();
    await expect(page).toHaveURL(`${baseURL}/?popular=${category!.id}#mf-catalogue-popular`);
    await expect(tabs.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
    await expect(first).toHaveAttribute('aria-selected', 'false');
    // (the page lands on the section, its list that category's)
    await expect(page.getByRole('heading', { name: 'Popular Products' })).toBeInViewport();
    const panel = page.locator('#mf-catalogue-popular-panel');
    const href = (await panel.getByTestId('product-card').first().getByRole('heading').getByRole('link').getAttribute('href')) ?? '';
    const shown = (await products()).find((p) => p.id === href.split('/').pop());
    expect(shown?.catId).toBe(category!.id);
  });

  test("the bottom bar's Search puts the cursor in the header's search box, which searches", async ({ page, listing }) => {
    const { word } = await productWithOption('size');
    await page.goto('/', { waitUntil: 'commit' });
    await page.mouse.wheel(0, 1500);
    const box = page.getByRole('combobox', { name: 'Search for products' });
    await expect(box).not.toBeInViewport();
    await page.getByRole('navigation', { name: 'Shortcuts' }).getByRole('button', { name: 'Search' }).click();
    await expect(box).toBeFocused();
    await expect(box).toBeInViewport();
    await page.keyboard.type(word);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`${baseURL}/search?q=${encodeURIComponent(word)}`);
    await expect(listing.cards().first()).toBeVisible();
  });
});

test.describe('the cart with JavaScript off, on a phone', { tag: '@cart' }, () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 360, height: 780 }, isMobile: true, hasTouch: true });

  test('minus, plus and a typed quantity change the line, above the stock is refused; a coupon is checked and applied', async ({ page }) => {
    const shopper = await freshShopper('nojs-cartqty');
    const product = await cartProduct();
    await addToCartByApi(shopper, product, 1);
    await signInAs(page, shopper);
    await page.goto('/cart', { waitUntil: 'commit' });
    const line = page.getByTestId('cart-row');
    const box = line.getByRole('spinbutton', { name: 'Quantity' });
    await expect(box).toHaveValue('1');
    await expect(line.getByRole('button', { name: 'Decrease quantity' })).toBeDisabled();

    await line.getByRole('button', { name: 'Increase quantity' }).click();
    await expect(page).toHaveURL(`${baseURL}/cart`);
    await expect(box).toHaveValue('2');
    await box.fill('4');
    await box.press('Enter');
    await expect(box).toHaveValue('4');
    await line.getByRole('button', { name: 'Decrease quantity' }).click();
    await expect(box).toHaveValue('3');
    await expect(page.getByTestId('totals-subtotal')).toHaveText(inr(product.price * 3));
    expect(await cartOf(shopper)).toEqual([expect.objectContaining({ productId: product.id, quantity: 3 })]);

    await box.fill(String(product.countInStock + 1));
    await box.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: 'The quantity is greater than product count in stock' })).toBeVisible();
    await expect(box).toHaveValue('3');
    expect(await cartOf(shopper)).toEqual([expect.objectContaining({ quantity: 3 })]);

    const code = page.getByRole('textbox', { name: 'Coupon code' });
    await code.fill('NOPE');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(`${baseURL}/cart`);
    await expect(page.getByRole('status').filter({ hasText: 'Invalid coupon code' })).toBeVisible();
    await code.fill('flat200');
    await code.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: 'Coupon applied: FLAT200' }).first()).toBeVisible();
    // The server's cart takes it off at once, without scripts; they keep it for this shopper once
    // they run (checkout needs them).
    await expect(page.getByTestId('totals-discount')).toHaveText(`-${inr(200)}`);
    const handed = (await page.context().cookies()).find((c) => c.name === 'sf_coupon');
    expect(JSON.parse(decodeURIComponent(handed?.value ?? 'null'))).toEqual({ userId: shopper.userId, terms: { code: 'FLAT200', kind: 'flat', value: 200, minOrder: 1499 }, handed: true });

    // Remove coupon: the cart comes back without it (its cookie gone), the total back to full.
    await page.getByRole('button', { name: 'Remove coupon' }).click();
    await expect(page).toHaveURL(`${baseURL}/cart`);
    await expect(page.getByTestId('totals-discount')).toHaveCount(0);
    await expect(page.getByText('Coupon applied: FLAT200')).toHaveCount(0);
    await expect(page.getByTestId('totals-subtotal')).toHaveText(inr(product.price * 3));
    // Handed over as removed (scripts that run later clear their own copy too).
    const removed = (await page.context().cookies()).find((c) => c.name === 'sf_coupon');
    expect(JSON.parse(decodeURIComponent(removed?.value ?? 'null'))).toEqual({ removed: true, handed: true });
  });

  test("a line's Remove takes it out of the cart with 'item removed from cart!', and the last one leaves the cart empty", async ({ page }) => {
    const shopper = await freshShopper('nojs-cartremove');
    const [kept, removed] = await simpleProducts(2);
    await addToCartByApi(shopper, kept);
    await addToCartByApi(shopper, removed);
    await signInAs(page, shopper);
    await page.goto('/cart', { waitUntil: 'commit' });
    await expect(page.getByTestId('cart-row')).toHaveCount(2);
    await page.getByRole('button', { name: `Remove ${removed.name}` }).click();
    await expect(page.getByRole('status').filter({ hasText: 'item removed from cart!' })).toBeVisible();
    await expect(page).toHaveURL(`${baseURL}/cart`);
    await expect(page.getByTestId('cart-row')).toHaveCount(1);
    await expect(page.getByRole('button', { name: `Remove ${kept.name}` })).toBeVisible();
    expect((await cartOf(shopper)).map((l) => l.productId)).toEqual([kept.id]);
    await page.getByRole('button', { name: `Remove ${kept.name}` }).click();
    await expect(page.getByRole('heading', { name: 'Your Cart is currently empty' })).toBeVisible();
    expect(await cartOf(shopper)).toEqual([]);
  });
});

test.describe("a shopper's own pages with JavaScript off, on a phone", { tag: '@account' }, () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 360, height: 780 }, isMobile: true, hasTouch: true });

  test("My List shows the shopper's products, and a Remove takes one out with 'item removed from My List!'", async ({ page }) => {
    const shopper = await freshShopper('nojs-mylist');
    const [kept, removed] = await simpleProducts(2);
    const seed = await products();
    for (const p of [kept, removed]) await addToMyListByApi(shopper, seed.find((s) => s.id === p.id)!);
    await signInAs(page, shopper);
    const response = await page.goto('/my-list', { waitUntil: 'commit' });
    expect(response?.headers()['cache-control']).toBe('private, no-store');
    await expect(page.getByText('There are 2 products in your My List')).toBeVisible();
    await expect(page.getByText('This page needs JavaScript')).toHaveCount(0);
    await page.getByRole('button', { name: `Remove ${removed.name}` }).click();
    await expect(page.getByRole('status').filter({ hasText: 'item removed from My List!' })).toBeVisible();
    await expect(page).toHaveURL(`${baseURL}/my-list`);
    await expect(page.getByText('There is 1 product in your My List')).toBeVisible();
    expect((await myListOf(shopper)).map((e) => e.productId)).toEqual([kept.id]);
  });

  test("Orders shows the shopper's orders, what needs the scripts greyed, and an order's tax invoice", async ({ page }) => {
    const shopper = await freshShopper('nojs-orders');
    const [product] = await simpleProducts(1);
    await placeCodOrderByApi(shopper, product, 2);
    await signInAs(page, shopper);
    const response = await page.goto('/orders', { waitUntil: 'commit' });
    expect(response?.headers()['cache-control']).toBe('private, no-store');
    const card = page.getByTestId('order-card');
    await expect(card).toHaveCount(1);
    await expect(card.getByText('Cash on Delivery')).toBeVisible();
    await expect(card.getByTestId('order-status')).toHaveText('pending');
    await expect(card.getByText(inr(totalsOf([{ price: product.price, quantity: 2 }]).total))).toBeVisible();
    await expect(card.getByRole('button', { name: 'View Products' })).toBeDisabled();
    await expect(card.getByRole('button', { name: 'Cancel order' })).toBeDisabled();
    await card.getByRole('link', { name: 'Invoice' }).click();
    await expect(page.getByRole('heading', { name: 'Tax Invoice' })).toBeVisible();
    await expect(page.getByTestId('invoice-number')).toHaveText(/\S/);
    await expect(page.getByRole('button', { name: 'Print' })).toBeDisabled();
    // No such order of theirs: the page says so, and so does its status.
    const missing = await page.goto('/orders/no-such-order/invoice', { waitUntil: 'commit' });
    expect(missing?.status()).toBe(404);
    await expect(page.getByText('Order not found')).toBeVisible();
  });

  test("My Account's password is changed without scripts: 'Forgot your old password?' e-mails a code, the code is typed, then the new password, which signs in", async ({ page }) => {
    const shopper = await freshShopper('nojs-password');
    const status = (text: string) => page.getByRole('status').filter({ hasText: text });
    await signInAs(page, shopper);
    await page.goto('/my-account?tab=password', { waitUntil: 'commit' });
    await page.getByRole('button', { name: 'Forgot your old password?' }).click();
    await expect(page).toHaveURL(`${baseURL}/verifyOTP`);
    await expect(page.getByText(`An OTP has been sent to ${shopper.email}`)).toBeVisible();
    const code = await codeFor(shopper.email, 'password reset');
    for (const [i, d] of [...code].entries()) await page.getByLabel(`Digit ${i + 1} of 6`).fill(d);
    await page.getByRole('button', { name: 'Verify OTP' }).click();
    await expect(page).toHaveURL(`${baseURL}/changePassword`);
    await expect(status('OTP Verified!')).toBeVisible();
    await page.getByLabel('New Password').fill('Kavya@2468');
    await page.getByLabel('Confirm Password').fill('Kavya@2469');
    await page.getByRole('button', { name: 'Change Password' }).click();
    await expect(status('Password and confirm password not match')).toBeVisible();
    await page.getByLabel('New Password').fill('Kavya@2468');
    await page.getByLabel('Confirm Password').fill('Kavya@2468');
    await page.getByRole('button', { name: 'Change Password' }).click();
    await expect(page).toHaveURL(`${baseURL}/signIn`);
    await expect(status('Password changed successfully')).toBeVisible();
    // Every session ended with the old password, this browser's cookie too; the new one signs in.
    expect((await page.context().cookies()).some((c) => c.name === 'sf_session' && c.value)).toBe(false);
    await signedInAgain({ ...shopper, password: 'Kavya@2468' });
  });

  test("My Account shows the shopper's profile, what needs the scripts greyed, and each tab is a link: Addresses lists their book", async ({ page }) => {
    const shopper = await freshShopper('nojs-account');
    await addAddressByApi(shopper, '21 Residency Road');
    await signInAs(page, shopper);
    const response = await page.goto('/my-account', { waitUntil: 'commit' });
    expect(response?.headers()['cache-control']).toBe('private, no-store');
    await expect(page.getByRole('heading', { name: 'My Account' })).toBeVisible();
    const profile = page.getByRole('form', { name: 'Edit Profile' });
    await expect(profile.getByLabel('Name')).toHaveValue(shopper.name);
    await expect(profile.getByLabel('Email')).toHaveValue(shopper.email);
    await expect(profile.getByRole('button', { name: 'Save' })).toBeDisabled();
    await expect(page.getByText('Changing your account needs JavaScript. Please turn it on in your browser and reload the page.')).toBeVisible();
    await page.getByRole('tab', { name: 'Addresses' }).click();
    await expect(page).toHaveURL(`${baseURL}/my-account?tab=addresses`);
    await expect(page.getByRole('tab', { name: 'Addresses' })).toHaveAttribute('aria-selected', 'true');
    const saved = page.getByTestId('saved-address');
    await expect(saved).toHaveCount(1);
    await expect(saved).toContainText('21 Residency Road, Bengaluru, Karnataka 560025, India');
    await expect(saved.getByText('Default', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add address' })).toBeDisabled();
  });
});

test.describe('while the scripts are held back 3 s', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("the shop's own page (Contact) is styled from the first paint and its code is asked for from the head", async ({ page }) => {
    await holdScripts(page, Infinity);
    await page.goto('/contact', { waitUntil: 'commit' });
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('list')).toHaveCSS('list-style-type', 'none');
    const preloaded = await page.locator('head link[rel="preload"][as="script"]').evaluateAll((links) => links.map((l) => l.getAttribute('href') ?? ''));
    expect(preloaded.some((href) => /\/shell-static-pages\.[0-9a-f]+\.js$/.test(href))).toBe(true);
  });

  test('a tap on the account menu, greyed for its scripts, is kept and opens the menu once they run', async ({ page }) => {
    const shopper = await freshShopper('kept-tap');
    await signInAs(page, shopper);
    const hold = await holdScripts(page);
    await page.goto('/', { waitUntil: 'commit' });
    const menu = page.getByRole('banner').getByRole('button', { name: /account menu$/ });
    await expect(menu).toBeDisabled();
    // A shopper taps what they see, ready or not.
    await menu.click({ force: true });
    expect(hold.released(), 'tapped while the scripts were held back').toBe(false);
    await expect(page.getByRole('menuitem', { name: 'My Account' })).toBeVisible();
  });

  test("a tap on the header's location, greyed for its scripts, is kept and opens the dialog once they run (not the location page)", async ({ page }) => {
    const hold = await holdScripts(page);
    await page.goto('/', { waitUntil: 'commit' });
    // A shopper taps what they see, ready or not.
    await page.getByRole('banner').getByRole('button', { name: /Your Location/ }).click({ force: true });
    expect(hold.released(), 'tapped while the scripts were held back').toBe(false);
    await expect(page.getByRole('dialog').getByRole('list', { name: 'Delivery locations' })).toBeVisible();
    await expect(page).toHaveURL(`${baseURL}/`);
  });

  test('a signed-in tap on Add to cart and on the heart, and typing in the search box, all end up right', async ({ page }) => {
    const shopper = await freshShopper('held');
    const [product] = await simpleProducts(1);
    await signInAs(page, shopper);
    await holdScripts(page);
    await page.goto(`/products/${product.id}`, { waitUntil: 'commit' });
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Item is added in the cart' })).toBeVisible();
    await expect(page.getByRole('banner').getByTestId('cart-count')).toHaveText('1');
    expect(await cartOf(shopper)).toEqual([expect.objectContaining({ productId: product.id, quantity: 1 })]);

    await holdScripts(page);
    await page.goto(`/products/${product.id}`, { waitUntil: 'commit' });
    await page.getByRole('button', { name: 'Add to Wishlist' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'The product was added to your wishlist' })).toBeVisible();
    expect((await myListOf(shopper)).map((e) => e.productId)).toEqual([product.id]);

    await holdScripts(page);
    await page.goto('/', { waitUntil: 'commit' });
    const box = page.getByRole('combobox', { name: 'Search for products' });
    await box.click();
    await box.pressSequentially('sa');
    await expect(page.getByRole('listbox').getByRole('option').first()).toBeVisible({ timeout: 15_000 });
    await expect(box).toHaveValue('sa');
  });
});

test.describe("a signed-in shopper's My Account while the scripts are held back 3 s", { tag: '@account' }, () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('shows the profile at the first paint; a new password typed and Save tapped then is changed once the scripts run', async ({ page }) => {
    const shopper = await freshShopper('held-account');
    await signInAs(page, shopper);
    let hold = await holdScripts(page);
    await page.goto('/my-account', { waitUntil: 'commit' });
    await expect(page.getByLabel('Name')).toHaveValue(shopper.name);
    await expect(page.getByRole('status', { name: 'Loading your account' })).toHaveCount(0);
    expect(hold.released(), 'the profile was there before the scripts').toBe(false);

    await page.unrouteAll({ behavior: 'ignoreErrors' });
    hold = await holdScripts(page);
    await page.goto('/my-account?tab=password', { waitUntil: 'commit' });
    const form = page.getByRole('form', { name: 'Change Password' });
    await form.getByLabel('Old Password').fill(shopper.password);
    await form.getByLabel('New password').fill('Shopper@456');
    await form.getByLabel('Confirm Password').fill('Shopper@456');
    // Greyed for its scripts: the shopper taps what they see, and the page keeps the tap.
    await form.getByRole('button', { name: 'Save' }).click({ force: true });
    expect(hold.released(), 'typed and tapped while the scripts were held back').toBe(false);
    await expect(page.getByRole('status').filter({ hasText: 'Password changed successfully' })).toBeVisible({ timeout: 15_000 });
    await expect(form.getByLabel('Old Password')).toHaveValue('');
    await signedInAgain({ ...shopper, password: 'Shopper@456' });
  });
});

test.describe("a signed-in shopper's checkout while the scripts are held back 3 s", { tag: '@cart' }, () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('shows the form filled from the last order at the first paint, pay greyed; a phone number typed then is the order placed once the scripts run', async ({ page }) => {
    const shopper = await freshShopper('held-checkout');
    const [product] = await simpleProducts(1);
    await placeCodOrderByApi(shopper, product, 1);
    await addToCartByApi(shopper, product, 1);
    await signInAs(page, shopper);
    const hold = await holdScripts(page);
    const response = await page.goto('/checkout', { waitUntil: 'commit' });
    expect(response?.headers()['cache-control']).toBe('private, no-store');
    await expect(page.getByRole('heading', { name: 'BILLING DETAILS' })).toBeVisible();
    // (the last order's address, placed through the API: 21 Residency Road, Bengaluru 560025)
    await expect(page.getByLabel(/^City/)).toHaveValue('Bengaluru');
    await expect(page.getByLabel(/^ZIP Code/)).toHaveValue('560025');
    const cod = page.getByRole('button', { name: 'Cash On Delivery' });
    await expect(cod).toBeDisabled();
    await page.getByLabel(/^Phone Number/).fill('9812345670');
    expect(hold.released(), 'typed while the scripts were held back').toBe(false);
    await cod.click();
    await expect(page).toHaveURL(`${baseURL}/orders`, { timeout: 15_000 });
    const [placed] = await ordersOf(shopper);
    expect(placed).toMatchObject({ phoneNumber: '9812345670', pincode: '560025', paymentType: 'COD' });
  });
});

test.describe('a shopper with a coupon', { tag: '@cart' }, () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("sees its discount in the server's page, before any script runs: the cart's totals and the header's total on every page", async ({ page }) => {
    const shopper = await freshShopper('heldcoupon');
    const product = await cartProduct();
    await addToCartByApi(shopper, product, 3);
    await signInAs(page, shopper);
    await page.goto('/cart');
    await page.getByRole('textbox', { name: 'Coupon code' }).fill('FLAT200');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByText('Coupon applied: FLAT200').first()).toBeVisible();
    const subtotal = product.price * 3;
    const total = inr(subtotal - 200 + Math.round(((subtotal - 200) * 18) / 100));
    await expect(page.getByTestId('totals-total')).toHaveText(total);
    await expect(page.getByRole('banner').getByTestId('cart-total')).toHaveText(total);

    await holdScripts(page, Infinity);
    await page.goto('/cart', { waitUntil: 'commit' });
    await expect(page.getByTestId('totals-discount')).toHaveText(`-${inr(200)}`);
    await expect(page.getByTestId('totals-total')).toHaveText(total);
    await expect(page.getByRole('banner').getByTestId('cart-total')).toHaveText(total);
    await page.goto('/', { waitUntil: 'commit' });
    await expect(page.getByRole('banner').getByTestId('cart-total')).toHaveText(total);
  });
});

test.describe('a phone while the scripts are held back 3 s', { tag: '@shell' }, () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("a tap on a control greyed for its scripts is kept and carried out once they run: the product's plus", async ({ page }) => {
    const [product] = await simpleProducts(1);
    const hold = await holdScripts(page);
    await page.goto(`/products/${product.id}`, { waitUntil: 'commit' });
    const plus = page.getByRole('button', { name: 'Increase quantity' });
    await expect(plus).toBeDisabled();
    // A shopper taps what they see, ready or not.
    await plus.click({ force: true });
    await plus.click({ force: true });
    expect(hold.released(), 'tapped while the scripts were held back').toBe(false);
    await expect(page.getByRole('textbox', { name: 'Quantity' })).toHaveValue('3');
  });

  test('a tap on the menu opens the categories at once, and the slide-in menu takes over once the scripts run', async ({ page }) => {
    const [first] = await categories();
    const hold = await holdScripts(page);
    await page.goto('/', { waitUntil: 'commit' });
    await page.getByRole('banner').getByRole('button', { name: 'Open menu' }).tap();
    const early = page.locator('[data-menu-panel]');
    await expect(early.getByRole('link', { name: first.name, exact: true })).toBeVisible();
    expect(hold.released(), 'opened while the scripts were held back').toBe(false);
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible({ timeout: 15_000 });
    await expect(early).toBeHidden();
    await expect(page).toHaveURL(/\/$/);
    await menu.getByRole('link', { name: first.name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/products/category/${first.id}$`));
    await expect(menu).toBeHidden();
  });
});

test.describe('a listing while the scripts are held back 3 s', { tag: '@catalogue' }, () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('a Sort by and a Show choice made during the hold are carried out: the list in that order, and the address says so', async ({ page, listing }) => {
    const { category, inCat } = await bigCategory();
    const hold = await holdScripts(page);
    await page.goto(`/products/category/${category.id}`, { waitUntil: 'commit' });
    await listing.sortBy().selectOption({ label: 'Price: Low to High' });
    await listing.slice().getByRole('combobox', { name: 'Show', exact: true }).selectOption('20');
    expect(hold.released(), 'chosen while the scripts were held back').toBe(false);

    await expect(page).toHaveURL(/[?&]sort=price_asc(&|$)/);
    await expect(page).toHaveURL(/[?&]perPage=20(&|$)/);
    const cheapest = inCat.map((p) => p.price).sort((a, b) => a - b).slice(0, 20);
    await expect.poll(() => listing.cardPrices()).toEqual(cheapest);
    await expect(listing.sortBy()).toHaveValue('price_asc');
    await expect(listing.slice().getByRole('combobox', { name: 'Show', exact: true })).toHaveValue('20');
    // One step in the history: Back returns to the list as it first came.
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`/products/category/${category.id}$`));
  });
});

test.describe('controls that only work with scripts, on a page the server rendered', { tag: ['@catalogue', '@cart'] }, () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  // A card's buttons come from the catalogue slice, which hydrates its list after the page's chrome
  // and region. Before it has, its Quick view is a link to the product page and its heart a form
  // the shop's server answers; once it has, the scripts do both in place.
  test("a card's Quick view is a link to the product page while the scripts are held back, and a tap opens the quick view once they run", async ({ page, listing }) => {
    const { product, word } = await productWithOption('size');
    const hold = await holdScripts(page);
    await page.goto(`/search?q=${encodeURIComponent(word)}`, { waitUntil: 'commit' });
    const card = listing.card(product.name);
    await card.getByRole('link', { name: `Quick view: ${product.name}` }).click();
    expect(hold.released(), 'tapped while the scripts were held back').toBe(false);
    await expect(page).toHaveURL(`${baseURL}/products/${product.id}`);

    await page.goto(`/search?q=${encodeURIComponent(word)}`);
    await card.hover();
    // (a button once the card runs on its scripts)
    await card.getByRole('button', { name: `Quick view: ${product.name}` }).click();
    await expect(page.getByRole('dialog', { name: product.name })).toBeVisible();
    await expect(page).toHaveURL(`${baseURL}/search?q=${encodeURIComponent(word)}`);
  });

  test("a card's heart tapped while the scripts are held back adds through the shop's server; once they run, a tap removes in place", async ({ page, listing }) => {
    const shopper = await freshShopper('heldheart');
    const { product, word } = await productWithOption('size');
    await signInAs(page, shopper);
    const path = `/search?q=${encodeURIComponent(word)}&sort=price_desc`;
    const hold = await holdScripts(page);
    await page.goto(path, { waitUntil: 'commit' });
    const card = listing.card(product.name);
    await card.getByRole('button', { name: `Add ${product.name} to My List` }).click();
    expect(hold.released(), 'tapped while the scripts were held back').toBe(false);
    await expect(page.getByRole('status').filter({ hasText: 'The product added to My List' })).toBeVisible();
    await expect(page).toHaveURL(`${baseURL}${path}`);
    expect((await myListOf(shopper)).map((e) => e.productId)).toEqual([product.id]);

    // Once the card runs on its scripts (its Quick view works then), the heart posts no form.
    const posted: string[] = [];
    page.on('request', (r) => r.method() === 'POST' && posted.push(new URL(r.url()).pathname));
    await expect(card.getByRole('button', { name: `Quick view: ${product.name}` })).toBeEnabled({ timeout: 15_000 });
    await card.getByRole('button', { name: `${product.name} is in My List` }).click();
    await expect(page.getByRole('status').filter({ hasText: 'item removed from My List!' })).toBeVisible();
    await expect(card.getByRole('button', { name: `Add ${product.name} to My List` })).toHaveAttribute('aria-pressed', 'false');
    await expect.poll(() => myListOf(shopper)).toEqual([]);
    expect(posted).not.toContain('/my-list/toggle');
    await expect(page).toHaveURL(`${baseURL}${path}`);
  });

  test("the cart's plus and coupon tapped while the scripts are held back go through the shop's server; once they run, the coupon is kept and plus works in place", async ({ page }) => {
    const shopper = await freshShopper('heldcartqty');
    const product = await cartProduct();
    await addToCartByApi(shopper, product, 3);
    await signInAs(page, shopper);
    const line = page.getByTestId('cart-row');
    const box = line.getByRole('spinbutton', { name: 'Quantity' });

    let hold = await holdScripts(page);
    await page.goto('/cart', { waitUntil: 'commit' });
    await line.getByRole('button', { name: 'Increase quantity' }).click();
    expect(hold.released(), 'tapped while the scripts were held back').toBe(false);
    await expect(box).toHaveValue('4');
    expect(await cartOf(shopper)).toEqual([expect.objectContaining({ productId: product.id, quantity: 4 })]);

    hold = await holdScripts(page);
    await page.goto('/cart', { waitUntil: 'commit' });
    await page.getByRole('textbox', { name: 'Coupon code' }).fill('FLAT200');
    await page.getByRole('button', { name: 'Apply' }).click();
    expect(hold.released(), 'tapped while the scripts were held back').toBe(false);
    await expect(page.getByRole('status').filter({ hasText: 'Coupon applied: FLAT200' }).first()).toBeVisible();
    // The server's cart takes it off at once; once the scripts run they keep it: the checkout prices
    // with it once they have taken it over.
    const subtotal = product.price * 4;
    await expect(page.getByTestId('totals-discount')).toHaveText(`-${inr(200)}`);
    await expect(page.getByTestId('totals-total')).toHaveText(inr(subtotal - 200 + Math.round(((subtotal - 200) * 18) / 100)));
    await page.getByRole('link', { name: 'Checkout' }).click();
    await expect(page.getByRole('heading', { name: 'BILLING DETAILS' })).toBeVisible({ timeout: 15_000 });
    // (paying comes alive with the scripts)
    await expect(page.getByRole('button', { name: 'Cash On Delivery' })).toBeEnabled({ timeout: 15_000 });
    await expect(page.getByText('Coupon applied: FLAT200')).toBeVisible();

    // Back to the cart through the running shop: plus works in place, without the server's form.
    const posted: string[] = [];
    page.on('request', (r) => r.method() === 'POST' && posted.push(new URL(r.url()).pathname));
    await page.getByRole('banner').getByRole('link', { name: /^Cart,/ }).click();
    await expect(page).toHaveURL(`${baseURL}/cart`);
    await line.getByRole('button', { name: 'Increase quantity' }).click();
    await expect(box).toHaveValue('5');
    await expect.poll(async () => (await cartOf(shopper))[0]?.quantity).toBe(5);
    expect(posted).not.toContain('/cart/quantity');
    await page.reload();
    await expect(page.getByTestId('totals-discount')).toHaveText(`-${inr(200)}`);

    // Remove coupon tapped while the scripts are held back (for good, then let go): the server's
    // cart comes without it, and the scripts, which kept it in storage, do not bring it back.
    await holdScripts(page, Infinity);
    await page.goto('/cart', { waitUntil: 'commit' });
    await page.getByRole('button', { name: 'Remove coupon' }).click();
    await expect(page.getByTestId('totals-discount')).toHaveCount(0);
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await page.getByRole('banner').getByRole('link', { name: /^Cart,/ }).click();
    await page.getByRole('link', { name: 'Checkout' }).click();
    await expect(page.getByRole('heading', { name: 'BILLING DETAILS' })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('button', { name: 'Cash On Delivery' })).toBeEnabled({ timeout: 15_000 });
    await expect(page.getByText('Coupon applied: FLAT200')).toHaveCount(0);
    await page.goto('/cart');
    await expect(page.getByRole('textbox', { name: 'Coupon code' })).toBeVisible();
    await expect(page.getByTestId('totals-discount')).toHaveCount(0);
  });

  test("the product page's review count tapped while the scripts are held back brings the page with its Reviews tab; once they run, a tap opens the tab in place", { tag: '@product' }, async ({ page, productPage }) => {
    const { product } = await productWithOption('size');
    // (the server's first render of a page can take seconds on a busy machine: not the subject here)
    await page.request.get(`/products/${product.id}`);
    await page.request.get(`/products/${product.id}?tab=reviews`);
    const hold = await holdScripts(page);
    await page.goto(`/products/${product.id}`, { waitUntil: 'commit' });
    await page.getByRole('link', { name: /^\d+ Reviews?$/ }).click();
    expect(hold.released(), 'tapped while the scripts were held back').toBe(false);
    await expect(page).toHaveURL(`${baseURL}/products/${product.id}?tab=reviews#product-information`);
    await expect(productPage.reviewsTab()).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('textbox', { name: 'Write a Review' })).toBeVisible();

    await page.goto(`/products/${product.id}`, { waitUntil: 'commit' });
    // (a button once the summary runs on its scripts)
    await page.getByRole('button', { name: /^\d+ Reviews?$/ }).click();
    await expect(productPage.reviewsTab()).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('textbox', { name: 'Write a Review' })).toBeVisible();
    await expect(page).toHaveURL(`${baseURL}/products/${product.id}`);
  });

  test("home's Popular Products tab tapped while the scripts are held back brings home with that list; once they run, a tab switches the list in place", { tag: '@catalogue' }, async ({ page }) => {
    const [, second, third] = await categories();
    await page.request.get(`/?popular=${second.id}`);
    // Held for good while the tab is tapped (home on a busy machine can take longer to show than a
    // hold of a few seconds): what answers is the server's HTML alone.
    await holdScripts(page, Infinity);
    await page.goto('/', { waitUntil: 'commit' });
    const tabs = page.getByRole('tablist', { name: 'Popular products by category' });
    await tabs.getByRole('tab', { name: second.name, exact: true }).click();
    await expect(page).toHaveURL(`${baseURL}/?popular=${second.id}#mf-catalogue-popular`);
    await expect(tabs.getByRole('tab', { name: second.name, exact: true })).toHaveAttribute('aria-selected', 'true');
    await page.unrouteAll({ behavior: 'ignoreErrors' });

    // Home reached through the running shop (a listing's layout buttons, greyed until its scripts
    // run, have come alive): a tab asks the API for that list and the page stays where it is.
    await page.goto(`/products/category/${second.id}`);
    await expect(page.getByRole('button', { name: 'Show one product per row' })).toBeEnabled({ timeout: 15_000 });
    await page.getByRole('banner').getByRole('link', { name: 'Storefront home' }).click();
    await expect(page).toHaveURL(`${baseURL}/`);
    const asked: string[] = [];
    page.on('request', (r) => r.url().includes('/api/products/catName') && asked.push(new URL(r.url()).searchParams.get('catName') ?? ''));
    const tab = tabs.getByRole('tab', { name: third.name, exact: true });
    await tab.click();
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    await expect.poll(() => asked).toContain(third.name);
    await expect(page).toHaveURL(`${baseURL}/`);
  });

  test("the cart's Remove tapped while the scripts are held back removes the line through the shop's server; once they run, a tap removes in place", async ({ page }) => {
    const shopper = await freshShopper('heldcart');
    const [kept, removed, third] = await simpleProducts(3);
    await addToCartByApi(shopper, kept);
    await addToCartByApi(shopper, removed);
    await addToCartByApi(shopper, third);
    await signInAs(page, shopper);
    const hold = await holdScripts(page);
    await page.goto('/cart', { waitUntil: 'commit' });
    await page.getByRole('button', { name: `Remove ${removed.name}` }).click();
    expect(hold.released(), 'tapped while the scripts were held back').toBe(false);
    await expect(page.getByRole('status').filter({ hasText: 'item removed from cart!' })).toBeVisible();
    await expect(page).toHaveURL(`${baseURL}/cart`);
    await expect(page.getByRole('button', { name: `Remove ${removed.name}` })).toHaveCount(0);
    expect((await cartOf(shopper)).map((l) => l.productId).sort()).toEqual([kept.id, third.id].sort());

    // The cart reached through the running shop (the checkout's pay buttons, which only the scripts
    // work, have come alive): Remove takes the line out in place and posts no form.
    await page.getByRole('link', { name: 'Checkout' }).click();
    await expect(page.getByRole('heading', { name: 'BILLING DETAILS' })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('button', { name: 'Cash On Delivery' })).toBeEnabled({ timeout: 15_000 });
    const posted: string[] = [];
    page.on('request', (r) => r.method() === 'POST' && posted.push(new URL(r.url()).pathname));
    await page.getByRole('banner').getByRole('link', { name: /^Cart,/ }).click();
    await expect(page).toHaveURL(`${baseURL}/cart`);
    const remove = page.getByRole('button', { name: `Remove ${third.name}` });
    await remove.click();
    await expect(page.getByRole('button', { name: `Remove ${third.name}` })).toHaveCount(0);
    await expect.poll(async () => (await cartOf(shopper)).map((l) => l.productId)).toEqual([kept.id]);
    expect(posted).not.toContain('/cart/remove');
    await expect(page).toHaveURL(`${baseURL}/cart`);
  });
});

// What monitoring and bench:ready read as "the page works": it must not be said while a control
// is still greyed. A search page's cards hydrate after their region (in a boundary of their own).
// The marker is this test's subject, so the test watches for it; no shopper step waits on it.
test('a shopper who moves on before the scripts run (Forward within the page) gets the page they are at, rendered afresh, without a mismatch', { tag: '@catalogue' }, async ({ page, listing }) => {
  const { category } = await bigCategory();
  const answer = await fetch(`${process.env.E2E_API_URL ?? apiURL}/api/products/listing?catId=${category.id}&page=2`);
  const pageTwo = ((await answer.json()) as { products: Array<{ name: string }> }).products.map((p) => p.name);
  const hold = await holdScripts(page);
  await page.goto(`/products/category/${category.id}`, { waitUntil: 'commit' });
  await expect(listing.cards().first()).toBeVisible();
  // A step within the page's history before its scripts ran (as a second Forward does).
  await page.evaluate(() => history.pushState(null, '', `${location.pathname}?page=2`));
  expect(hold.released(), 'moved on while the scripts were held back').toBe(false);
  const pages = page.getByRole('navigation', { name: 'Pages' });
  await expect(pages.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page', { timeout: 15_000 });
  await expect.poll(() => listing.cards().evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')))).toEqual(pageTwo);
  // (the fixture fails the test on a hydration warning: the server's page 1 was not hydrated as page 2)
});

test('the page says it works only once no control is still greyed', { tag: '@catalogue' }, async ({ page }) => {
  const { word } = await productWithOption('size');
  await page.addInitScript(() => {
    const w = window as unknown as { __greyedAtMark?: number };
    new MutationObserver(() => {
      if (w.__greyedAtMark === undefined && document.documentElement.hasAttribute('data-interactive')) {
        w.__greyedAtMark = document.querySelectorAll('[data-sf-hydrating]').length;
      }
    }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-interactive'] });
  });
  const hold = await holdScripts(page);
  await page.goto(`/search?q=${encodeURIComponent(word)}`, { waitUntil: 'commit' });
  // (a card's Quick view is a link until the card runs on its scripts, and marked meanwhile)
  await expect(page.getByTestId('product-card').first().getByRole('link', { name: /^Quick view/ })).toHaveAttribute('data-sf-hydrating', '');
  expect(hold.released(), 'seen while the scripts were held back').toBe(false);
  await expect.poll(() => page.evaluate(() => (window as unknown as { __greyedAtMark?: number }).__greyedAtMark), { timeout: 15_000 }).toBe(0);
  await expect(page.getByTestId('product-card').first().getByRole('button', { name: /^Quick view/ })).toBeEnabled();
});

test('a form another site posts with the shopper\'s cookie changes nothing', async ({ page, request }) => {
  const shopper = await freshShopper('csrf');
  const [product] = await simpleProducts(1);
  await signInAs(page, shopper);
  // Another site (127.0.0.1 is not localhost's site) whose page posts to the shop as the shopper.
  const evil = `http://127.0.0.1:${E2E.spare(9)}/offer`;
  await page.route(evil, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<form method="post" action="${baseURL}/cart/add"><input name="productId" value="${product.id}"><input name="quantity" value="3"><button>Win</button></form>`,
    }),
  );
  await page.goto(evil);
  const answer = page.waitForResponse(`${baseURL}/cart/add`);
  await page.getByRole('button', { name: 'Win' }).click();
  expect((await answer).status()).toBe(403);
  // Even a forger that gets the cookie sent (no SameSite to stop it) is refused by the Origin check.
  const forged = await request.post('/cart/add', {
    headers: { cookie: `sf_session=${shopper.token}`, origin: 'https://evil.example', 'content-type': 'application/x-www-form-urlencoded' },
    data: `productId=${product.id}&quantity=3`,
    maxRedirects: 0,
  });
  expect(forged.status()).toBe(403);
  expect(await cartOf(shopper)).toEqual([]);
});
