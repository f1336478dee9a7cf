// The slices make one shop (issue 7): a new shopper from sign-up to two orders; My List from a
// card, the quick view and the detail page; and logout from the shell reaching every slice.
import { expect, test } from '../support/fixtures';
import { codeFor, uniqueEmail, uniquePhone } from '../support/account-pages';
import { productNotSoldIn, productWithOption } from '../support/catalogue-data';
import { CartPage, CheckoutPage, inr, OrdersPage, signedInAgain, totalsOf } from '../support/checkout-pages';
import { addToCartByApi, addToMyListByApi, cartOf, myListOf } from '../support/shopper-api';
import { snackbar, spaNavigate } from '../support/shop-pages';

test('a new shopper signs up, verifies the e-mailed code, signs in, picks a location, searches, fills the cart and orders by COD and by Pay Online', { tag: ['@catalogue', '@product', '@cart', '@account'] }, async ({
  page,
  header,
  listing,
  productPage,
}) => {
  test.setTimeout(120_000);
  const account = page.locator('[data-boundary="mf-account"]');
  const email = uniqueEmail('whole-shop');
  const name = 'Ishaan Kapoor';
  const password = 'Journey@123';
  const ram = await productWithOption('productRam', { location: 'IN' });
  const weight = await productWithOption('productWeight', { location: 'IN', not: [ram.product.id] });
  const cart = new CartPage(page);
  const checkout = new CheckoutPage(page);

  await test.step('sign up', async () => {
    await page.goto('/');
    await header.signInLink().click();
    await account.getByRole('link', { name: 'Sign Up', exact: true }).click();
    await expect(page).toHaveURL(/\/signUp$/);
    await account.getByLabel('Name').fill(name);
    await account.getByLabel('Phone No.').fill(uniquePhone());
    await account.getByLabel('Email').fill(email);
    await account.getByLabel('Password').fill(password);
    await account.getByRole('button', { name: 'Sign Up', exact: true }).click();
    await expect(page).toHaveURL(/\/verifyOTP$/);
    await expect(account.getByText(email)).toBeVisible();
  });

  await test.step('verify the code from the outbox', async () => {
    const code = await codeFor(email, 'verification');
    await account.getByRole('textbox', { name: 'Digit 1 of 6' }).click();
    await page.keyboard.type(code);
    await account.getByRole('button', { name: 'Verify OTP' }).click();
    await expect(snackbar(page, 'OTP Verified!')).toBeVisible();
    await expect(page).toHaveURL(/\/signIn$/);
  });

  await test.step('sign in: the header greets the shopper with an empty cart', async () => {
    await account.getByLabel('Email').fill(email);
    await account.getByLabel('Password').fill(password);
    await account.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page).toHaveURL(/\/$/, { timeout: 10_000 });
    await expect(header.userMenu()).toContainText('Ishaan');
    await expect(header.cartCount()).toHaveText('0');
  });

  await test.step('pick India as the delivery location: the shop starts over at / and lists only what India is offered', async () => {
    const abroad = await productNotSoldIn('IN');
    const search = async () => {
      await header.searchBox().fill(abroad.word);
      await header.searchBox().press('Enter');
      await expect(page.getByRole('heading', { level: 1, name: `Search results for "${abroad.word}"` })).toBeVisible();
      // The answer is in: a grid of results or the empty state.
      await expect(listing.grid().or(page.getByText(`No products found for "${abroad.word}"`))).toBeVisible();
    };
    await search();
    await expect(listing.card(abroad.product.name)).toBeVisible();
    await header.chooseLocation('India');
    await expect(header.locationButton()).toContainText('India');
    expect(await page.evaluate(() => localStorage.getItem('location'))).toBe('IN');
    await expect(header.userMenu()).toBeVisible();
    await search();
    await expect(listing.card(abroad.product.name)).toHaveCount(0);
  });

  await test.step('search: a live suggestion opens the first product; it needs a RAM choice', async () => {
    const { product, word } = ram;
    await header.searchBox().fill(word);
    await header.suggestions().filter({ hasText: product.name.slice(0, 20) }).click();
    await expect(productPage.heading(product.name)).toBeVisible();
    await productPage.addToCart().click();
    await expect(productPage.options('RAM')).toHaveAttribute('aria-invalid', 'true');
    await productPage.options('RAM').getByRole('radio', { name: product.productRam[0], exact: true }).click();
    await productPage.addToCart().click();
    await expect(snackbar(page, 'Item is added in the cart')).toBeVisible();
    await expect(header.cartCount()).toHaveText('1');
  });

  await test.step('search results: a card opens the second product; choose a weight and two of it', async () => {
    const { product, word } = weight;
    await header.searchBox().fill(word);
    await header.searchBox().press('Enter');
    await expect(page).toHaveURL(/\/search\?q=/);
    await listing.card(product.name).getByRole('heading').getByRole('link').click();
    await expect(productPage.heading(product.name)).toBeVisible();
    await productPage.options('Weight').getByRole('radio', { name: product.productWeight.at(-1)!, exact: true }).click();
    await page.getByRole('button', { name: 'Increase quantity' }).click();
    await productPage.addToCart().click();
    await expect(snackbar(page, 'Item is added in the cart')).toBeVisible();
    await expect(header.cartCount()).toHaveText('2');
    await expect(header.cartTotal()).toHaveText(inr(totalsOf([{ price: ram.product.price, quantity: 1 }, { price: product.price, quantity: 2 }]).total));
  });

  const a = ram.product;
  const b = weight.product;
  await test.step('cart: edit both quantities; totals carry 18% tax', async () => {
    await header.cartLink().click();
    await expect(page.getByText('There are 2 products in your cart')).toBeVisible();
    await cart.row(a.name).getByRole('button', { name: 'Increase quantity' }).click();
    await expect(cart.row(a.name).getByRole('spinbutton', { name: 'Quantity' })).toHaveValue('2');
    const qty = cart.row(b.name).getByRole('spinbutton', { name: 'Quantity' });
    await qty.fill('3');
    await qty.press('Enter');
    await expect(qty).toHaveValue('3');
    const t = totalsOf([{ price: a.price, quantity: 2 }, { price: b.price, quantity: 3 }]);
    await expect(cart.subtotal()).toHaveText(inr(t.subtotal));
    await expect(page.getByTestId('totals-tax')).toHaveText(inr(t.tax));
    await expect(cart.total()).toHaveText(inr(t.total));
    // The header's rupee total is the cart page's Total (tax included), not the subtotal.
    await expect(header.cartTotal()).toHaveText(inr(t.total));
    await expect(header.cartCount()).toHaveText('2');
  });

  const codTotals = totalsOf([{ price: a.price, quantity: 2 }, { price: b.price, quantity: 3 }]);
  await test.step('checkout by Cash On Delivery: a pending order, an empty cart', async () => {
    await page.getByRole('link', { name: 'Checkout' }).click();
    await expect(page.getByRole('heading', { name: 'BILLING DETAILS' })).toBeVisible();
    await expect(page.getByLabel(/^Full Name/)).toHaveValue(name);
    await expect(page.getByTestId('summary-total')).toHaveText(inr(codTotals.total));
    await checkout.fillBilling();
    await checkout.cashOnDelivery().click();
    await expect(page).toHaveURL(/\/orders$/);
    await expect(header.cartCount()).toHaveText('0');
  });

  const online = { product: a, quantity: 1 };
  const onlineTotals = totalsOf([{ price: a.price, quantity: 1 }]);
  await test.step('buy again and pay online through the sandbox', async () => {
    await productPage.goto(a.id, a.name);
    await productPage.options('RAM').getByRole('radio', { name: a.productRam.at(-1)!, exact: true }).click();
    await productPage.addToCart().click();
    await expect(header.cartCount()).toHaveText('1');
    await checkout.goto();
    await expect(page.getByTestId('summary-total')).toHaveText(inr(onlineTotals.total));
    await checkout.fillBilling();
    await checkout.payOnline().click();
    await expect(checkout.sandbox().getByTestId('sandbox-amount')).toHaveText(inr(onlineTotals.total));
    await checkout.sandbox().getByRole('button', { name: `Pay ${inr(onlineTotals.total)}` }).click();
    await expect(page).toHaveURL(/\/orders$/);
    await expect(header.cartCount()).toHaveText('0');
  });

  await test.step('My Orders: both orders with their totals, badges and products', async () => {
    const orders = new OrdersPage(page).cards();
    await expect(orders).toHaveCount(2);
    const cod = orders.filter({ hasText: 'Cash on Delivery' });
    const paid = orders.filter({ has: page.getByText('Online', { exact: true }) });
    await expect(cod).toContainText(inr(codTotals.total));
    await expect(cod.getByTestId('order-status')).toHaveText('pending');
    await expect(cod.getByTestId('order-status')).toHaveClass(/text-bg-danger/);
    await expect(paid).toContainText(inr(onlineTotals.total));
    await expect(paid.getByTestId('order-status')).toHaveText('paid');
    await expect(paid.getByTestId('order-status')).toHaveClass(/text-bg-success/);
    await expect(cod).toContainText(email);
    await cod.getByRole('button', { name: 'View Products' }).click();
    await expect(cod.getByRole('listitem')).toHaveCount(2);
    // Each line with the option picked (decisions §6) between its quantity and its subtotal.
    await expect(cod.getByRole('listitem').filter({ hasText: a.name })).toContainText(`× 2RAM: ${a.productRam[0]}${inr(a.price * 2)}`);
    await expect(cod.getByRole('listitem').filter({ hasText: b.name })).toContainText(`× 3Weight: ${b.productWeight.at(-1)}${inr(b.price * 3)}`);
    // Only one order is expanded at a time.
    await paid.getByRole('button', { name: 'View Products' }).click();
    await expect(cod.getByRole('button', { name: 'View Products' })).toBeVisible();
    await expect(paid.getByRole('listitem')).toHaveCount(1);
    await expect(paid.getByRole('listitem')).toContainText(`${online.product.name} × ${online.quantity}`);
  });
});

test('My List: add from a card, from the quick view and from the detail page; the list and the hearts agree', { tag: ['@catalogue', '@product', '@cart', '@account'] }, async ({
  page,
  shopper,
  listing,
  productPage,
}) => {
  const first = await productWithOption('size');
  const second = await productWithOption('productWeight');
  const third = await productWithOption('productRam');

  await test.step('a card heart adds the product and turns active', async () => {
    await page.goto(`/search?q=${encodeURIComponent(first.word)}`);
    const card = listing.card(first.product.name);
    await card.hover();
    await card.getByRole('button', { name: `Add ${first.product.name} to My List` }).click();
    await expect(snackbar(page, 'The product added to My List')).toBeVisible();
    await expect(card.getByRole('button', { name: `${first.product.name} is in My List` })).toHaveAttribute('aria-pressed', 'true');
  });

  await test.step('the quick view adds another', async () => {
    await page.goto(`/search?q=${encodeURIComponent(third.word)}`);
    const card = listing.card(third.product.name);
    await card.hover();
    await card.getByRole('button', { name: `Quick view: ${third.product.name}` }).click();
    const dialog = page.getByRole('dialog', { name: third.product.name });
    await dialog.getByRole('button', { name: 'Add to Wishlist' }).click();
    await expect(snackbar(page, 'the product added in my list')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Added to Wishlist' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
  });

  await test.step('the detail page heart adds a third, with the tooltip "Added to Wishlist"', async () => {
    await productPage.goto(second.product.id, second.product.name);
    await expect(productPage.wishlist()).toHaveAccessibleName('Add to Wishlist');
    await productPage.wishlist().click();
    await expect(snackbar(page, 'The product was added to your wishlist')).toBeVisible();
    await expect(productPage.wishlist()).toHaveAccessibleName('Added to Wishlist');
    await page.mouse.move(0, 0);
    await productPage.wishlist().hover();
    await expect(page.getByRole('tooltip')).toHaveText('Added to Wishlist');
    // The heart is read back from the server on a new visit.
    await page.reload();
    await expect(productPage.wishlist()).toHaveAccessibleName('Added to Wishlist');
  });

  await test.step('My List shows the three; removing one turns its card heart off again', async () => {
    await page.goto('/my-list');
    await expect(page.getByText('There are 3 products in your My List')).toBeVisible();
    for (const p of [first, second, third]) await expect(page.getByRole('row').filter({ hasText: p.product.name })).toBeVisible();
    await page.getByRole('button', { name: `Remove ${first.product.name}` }).click();
    await expect(snackbar(page, 'item removed from My List!')).toBeVisible();
    await expect(page.getByText('There are 2 products in your My List')).toBeVisible();
    expect((await myListOf(shopper)).map((e) => e.productId).sort()).toEqual([second.product.id, third.product.id].sort());
    await page.goto(`/search?q=${encodeURIComponent(first.word)}`);
    await expect(listing.card(first.product.name).getByRole('button', { name: `Add ${first.product.name} to My List` })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });
});

test('logout from the shell empties every slice\'s view of the shopper, without a reload', { tag: ['@catalogue', '@product', '@cart', '@account'] }, async ({ page, shopper, header, productPage }) => {
  const { product } = await productWithOption('size');
  await addToCartByApi(shopper, product, 2);
  await addToMyListByApi(shopper, product);

  await test.step('signed in: every slice shows the shopper', async () => {
    await productPage.goto(product.id, product.name);
    await expect(header.userMenu()).toContainText(shopper.name.split(' ')[0]);
    await expect(header.cartCount()).toHaveText('1');
    await expect(productPage.wishlist()).toHaveAccessibleName('Added to Wishlist');
    await spaNavigate(page, '/my-list');
    await expect(page.getByText('There is 1 product in your My List')).toBeVisible();
    await spaNavigate(page, '/cart');
    await expect(page.getByTestId('cart-row')).toHaveCount(1);
  });

  const marker = await page.evaluate(() => ((window as unknown as { __e2eSamePage: number }).__e2eSamePage = Date.now()));

  await test.step('logout from the user menu goes to /signIn and forgets the token and user', async () => {
    await header.openUserMenuItem('Logout');
    await expect(page).toHaveURL(/\/signIn$/);
    expect(await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('user')])).toEqual([null, null]);
    await page.locator('[data-boundary="mf-account"]').getByRole('link', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  await test.step('shell: no user menu, a Sign In link and an empty cart badge', async () => {
    await expect(header.userMenu()).toHaveCount(0);
    await expect(header.signInLink()).toBeVisible();
    await expect(header.cartCount()).toHaveText('0');
    await expect(header.cartTotal()).toHaveText(inr(0));
  });

  await test.step('product: the heart is off, and adding asks to sign in', async () => {
    await spaNavigate(page, `/products/${product.id}`);
    await expect(productPage.heading(product.name)).toBeVisible();
    await expect(productPage.wishlist()).toHaveAccessibleName('Add to Wishlist');
    await productPage.options('Size').getByRole('radio').first().click();
    await productPage.addToCart().click();
    await expect(snackbar(page, 'Please login first')).toBeVisible();
  });

  await test.step('catalogue: the card heart asks to sign in', async () => {
    await spaNavigate(page, `/search?q=${encodeURIComponent(product.name)}`);
    const card = page.getByRole('article', { name: product.name, exact: true });
    await card.hover();
    await expect(card.getByRole('button', { name: `Add ${product.name} to My List` })).toHaveAttribute('aria-pressed', 'false');
    await card.getByRole('button', { name: `Add ${product.name} to My List` }).click();
    await expect(snackbar(page, 'Please Login to continue')).toBeVisible();
  });

  await test.step('cart, checkout, orders, My List and My Account send the visitor to /signIn', async () => {
    for (const path of ['/cart', '/checkout', '/orders', '/my-list', '/my-account']) {
      await spaNavigate(page, '/');
      await spaNavigate(page, path);
      await expect(page, `${path} after logout`).toHaveURL(/\/signIn$/);
    }
  });

  // All of it happened in the page that was signed in: nothing was reloaded from storage.
  expect(await page.evaluate(() => (window as unknown as { __e2eSamePage: number }).__e2eSamePage)).toBe(marker);
  // Logging out ends the session's token (a copy of it is refused) and empties the view, not the
  // account: the server still has the shopper's things.
  expect(await cartOf(shopper)).toEqual({ error: true, msg: 'Please login first' });
  expect(await cartOf(await signedInAgain(shopper))).toHaveLength(1);
});
