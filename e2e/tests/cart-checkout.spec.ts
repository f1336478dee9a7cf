// The cart, checkout and orders journeys of mf-cart-checkout in the composed shop: add -> cart
// (change quantity, remove) -> checkout (empty-field message) -> Cash On Delivery -> orders, and
// Pay Online through the sandbox provider for success and for failure. A fresh shopper per test.
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import {
  addToCartByApi,
  CartPage,
  CheckoutPage,
  freshShopper,
  inr,
  OrdersPage,
  signInAs,
  simpleProducts,
  starFills,
  totalsOf,
} from '../support/checkout-pages';

/** A fresh shopper with one product in the cart, signed in at checkout with the billing form filled. */
async function filledCheckout(page: Page, label: string) {
  const shopper = await freshShopper(label);
  const [product] = await simpleProducts(1);
  await addToCartByApi(shopper, product);
  await signInAs(page, shopper);
  const checkout = new CheckoutPage(page);
  await checkout.goto();
  await checkout.fillBilling();
  return { shopper, checkout };
}

test('add -> cart (change quantity, remove) -> checkout (empty-field message) -> Cash On Delivery -> orders', { tag: '@cart' }, async ({ page, shop }) => {
  const shopper = await freshShopper('cod');
  const [first, second] = await simpleProducts(2);
  await signInAs(page, shopper);
  const cart = new CartPage(page);
  const checkout = new CheckoutPage(page);
  const badge = shop.header().getByTestId('cart-count');

  await test.step('add a product from its page and another one', async () => {
    await page.goto(`/product/${first.id}`);
    await expect(page.getByRole('heading', { level: 1, name: first.name })).toBeVisible();
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Item is added in the cart' })).toBeVisible();
    await expect(badge).toHaveText('1');
    await addToCartByApi(shopper, second);
  });

  await test.step('the cart shows both lines and the totals', async () => {
    await cart.goto();
    await expect(page.getByText('There are 2 products in your cart')).toBeVisible();
    await expect(badge).toHaveText('2');
    const t = totalsOf([{ price: first.price, quantity: 1 }, { price: second.price, quantity: 1 }]);
    await expect(cart.subtotal()).toHaveText(inr(t.subtotal));
    await expect(cart.total()).toHaveText(inr(t.total));
    await expect(page.getByRole('heading', { name: 'CART TOTALS' })).toBeVisible();
    // Each line's stars are filled as far as its rating, measured against the row of five stars.
    const fills = await starFills(cart.rows());
    expect(fills).toHaveLength(2);
    for (const f of fills) expect(f.filled, `stars of a line rated ${f.rating}`).toBeCloseTo(f.rating / 5, 1);
  });

  await test.step('change a quantity', async () => {
    await cart.row(first.name).getByRole('button', { name: 'Increase quantity' }).click();
    await expect(cart.row(first.name).getByRole('spinbutton', { name: 'Quantity' })).toHaveValue('2');
    const t = totalsOf([{ price: first.price, quantity: 2 }, { price: second.price, quantity: 1 }]);
    await expect(cart.subtotal()).toHaveText(inr(t.subtotal));
  });

  await test.step('remove a line', async () => {
    await cart.row(second.name).getByRole('button', { name: /^Remove / }).click();
    await expect(page.getByRole('status').filter({ hasText: 'item removed from cart!' })).toBeVisible();
    await expect(cart.rows()).toHaveCount(1);
    await expect(badge).toHaveText('1');
  });

  await test.step('checkout refuses an empty field and sends nothing', async () => {
    await page.getByRole('link', { name: 'Checkout' }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(page.getByRole('heading', { name: 'BILLING DETAILS' })).toBeVisible();
    await page.getByLabel(/^Full Name/).fill('');
    await checkout.cashOnDelivery().click();
    await expect(page.getByText('Please fill Full Name').first()).toBeVisible();
    await expect(page.getByText('Please fill City')).toBeVisible();
    await expect(page).toHaveURL(/\/checkout$/);
  });

  await test.step('Cash On Delivery places a pending order and empties the cart', async () => {
    await page.getByLabel(/^Full Name/).fill('Kavya Menon');
    await checkout.fillBilling();
    await checkout.cashOnDelivery().click();
    await expect(page).toHaveURL(/\/orders$/);
    await expect(page.getByRole('heading', { name: 'My Orders' })).toBeVisible();
    await expect(badge).toHaveText('0');
  });

  await test.step('the order is listed with its details, and its products open', async () => {
    const card = new OrdersPage(page).cards().first();
    const t = totalsOf([{ price: first.price, quantity: 2 }]);
    await expect(card).toContainText('Kavya Menon');
    // The whole delivery address (decisions §7).
    await expect(card).toContainText('21 Residency Road Flat 4B, Bengaluru, Karnataka 560025, India');
    await expect(card).toContainText(inr(t.total));
    await expect(card.getByText('Cash on Delivery')).toBeVisible();
    // As the spec writes it, also on screen (no word-by-word capitals).
    expect(await card.getByText('Cash on Delivery').innerText()).toBe('Cash on Delivery');
    await expect(card.getByTestId('order-status')).toHaveText('pending');
    await card.getByRole('button', { name: 'View Products' }).click();
    await expect(card.getByRole('listitem')).toContainText(`${first.name} × 2`);
    await page.goto('/cart');
    await expect(page.getByRole('heading', { name: 'Your Cart is currently empty' })).toBeVisible();
  });
});

test('Pay Online through the sandbox: Pay verifies the payment and places a paid order', { tag: '@cart' }, async ({ page, shop }) => {
  const shopper = await freshShopper('paid');
  const [product] = await simpleProducts(1);
  await addToCartByApi(shopper, product, 2);
  await signInAs(page, shopper);
  const checkout = new CheckoutPage(page);
  const t = totalsOf([{ price: product.price, quantity: 2 }]);

  await checkout.goto();
  await expect(page.getByTestId('summary-total')).toHaveText(inr(t.total));
  await checkout.fillBilling();
  await checkout.payOnline().click();
  const dialog = checkout.sandbox();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Payment for your order')).toBeVisible();
  await expect(dialog.getByTestId('sandbox-amount')).toHaveText(inr(t.total));
  await expect(dialog.getByText(shopper.email)).toBeVisible();
  await expect(dialog.getByText('9876501234')).toBeVisible();
  await dialog.getByRole('button', { name: `Pay ${inr(t.total)}` }).click();

  await expect(page).toHaveURL(/\/orders$/);
  const card = new OrdersPage(page).cards().first();
  await expect(card.getByText('Online', { exact: true })).toBeVisible();
  await expect(card.getByTestId('order-status')).toHaveText('paid');
  await expect(card).toContainText(inr(t.total));
  await expect(shop.header().getByTestId('cart-count')).toHaveText('0');
});

test('Pay Online through the sandbox: a failed or dismissed payment loses nothing', { tag: '@cart' }, async ({ page, shop }) => {
  const { checkout } = await filledCheckout(page, 'failed');

  await test.step('Fail payment', async () => {
    await checkout.payOnline().click();
    await checkout.sandbox().getByRole('button', { name: 'Fail payment' }).click();
    await expect(checkout.sandbox()).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: 'Payment failed (declined by the sandbox)' })).toBeVisible();
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(page.getByTestId('summary-line')).toHaveCount(1);
  });

  await test.step('closing the payment window orders nothing', async () => {
    await checkout.payOnline().click();
    await checkout.sandbox().getByRole('button', { name: 'Close' }).click();
    await expect(checkout.sandbox()).toBeHidden();
    await expect(shop.header().getByTestId('cart-count')).toHaveText('1');
    await page.goto('/orders');
    await expect(page.getByText('No orders found.')).toBeVisible();
  });
});

test('a payment provider failure shows the browser alert and keeps the cart', { tag: '@cart' }, async ({ page }) => {
  const { checkout } = await filledCheckout(page, 'alert');
  // The provider gives no payment order (the API answers 502 for it).
  await page.route('**/api/orders/create-razorpay-order', (route) =>
    route.fulfill({ status: 502, contentType: 'application/json', body: JSON.stringify({ error: true, msg: 'The payment provider did not answer' }) }),
  );
  const alerts: string[] = [];
  page.on('dialog', (d) => {
    alerts.push(d.message());
    void d.accept();
  });
  await checkout.payOnline().click();
  await expect.poll(() => alerts).toEqual(['Order creation with the payment provider failed. Please try again.']);
  await expect(checkout.sandbox()).toBeHidden();
  await expect(page.getByTestId('summary-line')).toHaveCount(1);
});

test('a refusal the shop can explain (the cart changed in another tab) says why, without the alert', { tag: '@cart' }, async ({ page }) => {
  const { shopper, checkout } = await filledCheckout(page, 'refusal');
  // Another tab changes the cart after this page read it: the server refuses the stale amount.
  await addToCartByApi(shopper, (await simpleProducts(2))[1]);
  const alerts: string[] = [];
  page.on('dialog', (d) => {
    alerts.push(d.message());
    void d.accept();
  });
  await checkout.payOnline().click();
  await expect(page.getByRole('status').filter({ hasText: 'The amount does not match your cart' })).toBeVisible();
  await expect(checkout.sandbox()).toBeHidden();
  expect(alerts).toEqual([]);
});
