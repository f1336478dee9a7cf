// Buying in India (decisions §7), as a shopper does it: the pincode check on the product page and
// at checkout, coupons in the cart and at checkout, the address book in My Account and at checkout,
// cancelling an order, and the GST tax invoice. A fresh shopper per test.
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { addToCartByApi, CartPage, CheckoutPage, freshShopper, inr, OrdersPage, signInAs, type CatalogueProduct, type Shopper } from '../support/checkout-pages';
import { apiURL as defaultApiURL } from '../support/ports';
import { snackbar } from '../support/shop-pages';

const apiURL = process.env.E2E_API_URL ?? defaultApiURL;

async function call<T>(method: string, path: string, body?: unknown, token?: string): Promise<{ status: number; body: T }> {
  const res = await fetch(apiURL + path, {
    method,
    headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: res.status, body: (await res.json()) as T };
}

/** Simple (no options) products in stock, from the public list. */
async function simple(): Promise<CatalogueProduct[]> {
  const page = await call<{ products: CatalogueProduct[] }>('GET', '/api/products?perPage=100');
  return page.body.products.filter((p) => p.countInStock >= 10 && p.productRam.length + p.size.length + p.productWeight.length === 0);
}
async function cheapProduct() {
  const p = (await simple()).filter((x) => x.price < 900).sort((a, b) => a.price - b.price)[0];
  if (!p) throw new Error('no simple product under ₹900 in the seed');
  return p;
}
async function pricierProduct() {
  const p = (await simple()).filter((x) => x.price >= 1600).sort((a, b) => a.price - b.price)[0];
  if (!p) throw new Error('no simple product of ₹1,600 or more in the seed');
  return p;
}
/** A simple product no other journey of the suite picks (they take the first ones listed or the cheapest). */
async function quietProduct() {
  const list = (await simple()).filter((x) => x.price < 5000);
  const p = list[list.length - 3];
  if (!p) throw new Error('no simple product for the cancel journey');
  return p;
}
async function stockOf(productId: string): Promise<number> {
  return (await call<{ countInStock: number }>('GET', `/api/products/${productId}`)).body.countInStock;
}

/** Today in India plus `days`, as the screens write it: 'Delivery by Friday, 4 December'. */
function deliveryBy(days: number): string {
  const ist = new Date(Date.now() + 330 * 60_000);
  const d = new Date(Date.UTC(ist.getUTCFullYear(), ist.getUTCMonth(), ist.getUTCDate() + days));
  const weekday = d.toLocaleDateString('en-GB', { weekday: 'long', timeZone: 'UTC' });
  const month = d.toLocaleDateString('en-GB', { month: 'long', timeZone: 'UTC' });
  return `Delivery by ${weekday}, ${d.getUTCDate()} ${month}`;
}

async function fillAddress(page: Page, a: { street: string; city: string; state: string; zip: string }) {
  // (a list once the shop has the countries: a shopper picks from the list they see)
  await page.getByRole('combobox', { name: /^Country/ }).selectOption('India');
  await page.getByLabel(/^Street address \*?$/).fill(a.street);
  await page.getByLabel(/^City/).fill(a.city);
  await page.getByLabel(/^State/).fill(a.state);
  await page.getByLabel(/^ZIP Code/).fill(a.zip);
  await page.getByLabel(/^Phone Number/).fill('9876501234');
}

async function placeCod(page: Page) {
  await new CheckoutPage(page).cashOnDelivery().click();
  await expect(page).toHaveURL(/\/orders$/);
  await expect(page.getByRole('heading', { name: 'My Orders' })).toBeVisible();
}

test.describe('pincode check without JavaScript', { tag: ['@product'] }, () => {
  test.use({ javaScriptEnabled: false });

  test('the product page sends the check as a form and the server renders the answer', async ({ page }) => {
    const product = await cheapProduct();
    await page.goto(`/product/${product.id}`);
    const pincode = page.getByLabel('Pincode');
    await pincode.fill('560001');
    await page.getByRole('button', { name: 'Check', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/product/${product.id}\\?pincode=560001$`));
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
    await expect(page.getByText(deliveryBy(2))).toBeVisible();
    await expect(page.getByText('Cash on Delivery available')).toBeVisible();
    await expect(pincode).toHaveValue('560001');

    await pincode.fill('900001');
    await pincode.press('Enter');
    await expect(page.getByText('Sorry, we do not deliver to this pincode yet.')).toBeVisible();
    await expect(page.getByText(/^Delivery by /)).toHaveCount(0);

    await pincode.fill('12345');
    await page.getByRole('button', { name: 'Check', exact: true }).click();
    await expect(page.getByText('Please enter a valid 6-digit pincode')).toBeVisible();
  });
});

test.describe('pincode check', { tag: ['@product', '@cart'] }, () => {
  test('the product page answers a served, a no-COD, an unserved and a malformed pincode, and remembers the last one', async ({ page }) => {
    const product = await cheapProduct();
    await page.goto(`/product/${product.id}`);
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
    const pincode = page.getByLabel('Pincode');
    const check = page.getByRole('button', { name: 'Check', exact: true });

    await pincode.fill('560001');
    await check.click();
    await expect(page.getByText(deliveryBy(2))).toBeVisible();
    await expect(page.getByText('Cash on Delivery available')).toBeVisible();

    await pincode.fill('744101');
    await check.click();
    await expect(page.getByText('Cash on Delivery not available for this pincode')).toBeVisible();
    await expect(page.getByText(/^Delivery by /)).toBeVisible();

    await pincode.fill('900001');
    await check.click();
    await expect(page.getByText('Sorry, we do not deliver to this pincode yet.')).toBeVisible();
    await expect(page.getByText(/^Delivery by /)).toHaveCount(0);

    await pincode.fill('12345');
    await pincode.press('Enter');
    await expect(page.getByText('Please enter a valid 6-digit pincode')).toBeVisible();

    await pincode.fill('744101');
    await check.click();
    await expect(page.getByText('Cash on Delivery not available for this pincode')).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('Pincode')).toHaveValue('744101');
    await expect(page.getByText('Cash on Delivery not available for this pincode')).toBeVisible();
  });

  test('checkout checks a pincode, and refuses Cash on Delivery to an unserved pincode, keeping the cart', async ({ page }) => {
    const shopper = await freshShopper('pin');
    const product = await cheapProduct();
    await addToCartByApi(shopper, product);
    await signInAs(page, shopper);
    const checkout = new CheckoutPage(page);
    await checkout.goto();
    await page.getByLabel('Pincode').fill('110001');
    await page.getByRole('button', { name: 'Check', exact: true }).click();
    await expect(page.getByText(/^Delivery by /)).toBeVisible();
    await expect(page.getByText('Cash on Delivery available')).toBeVisible();

    await fillAddress(page, { street: '1 Army Road', city: 'Field', state: 'Delhi', zip: '900001' });
    // The check follows the address's ZIP Code: typed once, answered before the order is placed.
    const answer = page.getByRole('form', { name: 'Checkout' }).getByRole('status');
    await expect(page.getByLabel('Pincode')).toHaveValue('900001');
    await expect(answer).toHaveText(/Sorry, we do not deliver to this pincode yet\./);
    await checkout.cashOnDelivery().click();
    await expect(snackbar(page, 'Sorry, we do not deliver to this pincode yet.')).toBeVisible();
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(page.getByTestId('summary-line')).toHaveCount(1);

    await page.getByLabel(/^ZIP Code/).fill('744101');
    await expect(page.getByLabel('Pincode')).toHaveValue('744101');
    await expect(answer).toContainText('Cash on Delivery not available for this pincode');
    await checkout.cashOnDelivery().click();
    await expect(snackbar(page, 'Cash on Delivery not available for this pincode')).toBeVisible();
    await expect(page.getByTestId('summary-line')).toHaveCount(1);

    // A ZIP Code that stops being a pincode takes the old answer away.
    await page.getByLabel(/^ZIP Code/).fill('56003');
    await expect(page.getByText('Please enter a valid 6-digit pincode')).toBeVisible();
    await expect(page.getByText(/^Delivery by /)).toHaveCount(0);

    // Abroad: no Indian delivery promise, and no Cash on Delivery.
    await page.getByRole('combobox', { name: /^Country/ }).selectOption('United Kingdom');
    await page.getByLabel(/^City/).fill('London');
    await page.getByLabel(/^State/).fill('Greater London');
    await page.getByLabel(/^ZIP Code/).fill('SW1A 2AA');
    await expect(page.getByLabel('Pincode')).toHaveCount(0);
    await checkout.cashOnDelivery().click();
    await expect(snackbar(page, 'Cash on Delivery is available only for addresses in India')).toBeVisible();
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(page.getByTestId('summary-line')).toHaveCount(1);
  });
});

test.describe('coupons', { tag: '@cart' }, () => {
  test('each refusal says why; FLAT200 applies in the cart and the order is priced with it', async ({ page }) => {
    const shopper = await freshShopper('coupon');
    const cheap = await cheapProduct();
    await addToCartByApi(shopper, cheap);
    await signInAs(page, shopper);
    const cart = new CartPage(page);
    await cart.goto();
    const code = page.getByLabel('Coupon code');
    const apply = page.getByRole('button', { name: 'Apply' });
    const refusal = (msg: string) => page.getByRole('alert').filter({ hasText: msg });

    await code.fill('NOSUCHCODE');
    await apply.click();
    await expect(refusal('Invalid coupon code')).toBeVisible();
    await code.fill('DIWALI2025');
    await apply.click();
    await expect(refusal('This coupon has expired')).toBeVisible();
    await code.fill('WELCOME10');
    await apply.click();
    await expect(refusal('This coupon needs a minimum order of ₹999')).toBeVisible();
    await code.fill('flat200');
    await apply.click();
    await expect(refusal('This coupon needs a minimum order of ₹1,499')).toBeVisible();

    // Enough in the cart now: FLAT200 applies, tax on the amount after the discount.
    const pricier = await pricierProduct();
    await addToCartByApi(shopper, pricier);
    await page.reload();
    const subtotal = cheap.price + pricier.price;
    await expect(cart.subtotal()).toHaveText(inr(subtotal));
    await code.fill('FLAT200');
    await apply.click();
    await expect(page.getByText('Coupon applied: FLAT200')).toBeVisible();
    const tax = Math.round(((subtotal - 200) * 18) / 100);
    const total = subtotal - 200 + tax;
    await expect(page.getByTestId('totals-discount')).toHaveText(`-${inr(200)}`);
    await expect(cart.total()).toHaveText(inr(total));

    // Kept in the browser for this shopper: another tab finds it (it was kept per tab before).
    const other = await page.context().newPage();
    await new CartPage(other).goto();
    await expect(other.getByText('Coupon applied: FLAT200')).toBeVisible();
    await expect(new CartPage(other).total()).toHaveText(inr(total));
    await other.close();

    await page.getByRole('link', { name: 'Checkout' }).click();
    await expect(page.getByRole('heading', { name: 'BILLING DETAILS' })).toBeVisible();
    await expect(page.getByText('Coupon applied: FLAT200')).toBeVisible();
    await expect(page.getByTestId('summary-total')).toHaveText(inr(total));
    await fillAddress(page, { street: '21 Residency Road', city: 'Bengaluru', state: 'Karnataka', zip: '560025' });
    await placeCod(page);
    const card = new OrdersPage(page).cards().first();
    await expect(card).toContainText(inr(total));
    await expect(card).toContainText('Coupon (FLAT200)');
  });

  test('WELCOME10 once per shopper: a second use is refused', async ({ page }) => {
    const shopper = await freshShopper('welcome');
    const product = await pricierProduct();
    await addToCartByApi(shopper, product);
    await signInAs(page, shopper);
    const checkout = new CheckoutPage(page);
    await checkout.goto();
    await page.getByLabel('Coupon code').fill('WELCOME10');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByText('Coupon applied: WELCOME10')).toBeVisible();
    const discount = Math.floor(product.price / 10);
    await expect(page.getByTestId('summary-discount')).toHaveText(`-${inr(discount)}`);
    await fillAddress(page, { street: '21 Residency Road', city: 'Bengaluru', state: 'Karnataka', zip: '560025' });
    await placeCod(page);

    await addToCartByApi(shopper, product);
    await checkout.goto();
    await expect(page.getByText('Coupon applied: WELCOME10')).toHaveCount(0);
    await page.getByLabel('Coupon code').fill('WELCOME10');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'You have already used this coupon' })).toBeVisible();
  });
});

test.describe('cancelling an order', { tag: '@cart' }, () => {
  test('Cancel order asks first, then marks it Cancelled and puts the stock back', async ({ page }) => {
    const shopper = await freshShopper('cancel');
    const product = await quietProduct();
    await addToCartByApi(shopper, product, 2);
    await signInAs(page, shopper);
    await new CheckoutPage(page).goto();
    await fillAddress(page, { street: '21 Residency Road', city: 'Bengaluru', state: 'Karnataka', zip: '560025' });
    const before = await stockOf(product.id);
    await placeCod(page);
    await expect.poll(() => stockOf(product.id)).toBe(before - 2);

    const card = new OrdersPage(page).cards().first();
    await card.getByRole('button', { name: 'Cancel order' }).click();
    await expect(card.getByRole('alertdialog')).toBeVisible();
    await card.getByRole('button', { name: 'Yes, cancel' }).click();
    await expect(card.getByTestId('order-status')).toHaveText('Cancelled');
    await expect(card.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
    expect(await stockOf(product.id)).toBe(before);
    await page.reload();
    await expect(new OrdersPage(page).cards().first().getByTestId('order-status')).toHaveText('Cancelled');
  });

  test('a cancelled online order shows its refund, on the card and on the invoice', async ({ page }) => {
    const shopper = await freshShopper('refund');
    const product = await quietProduct();
    await addToCartByApi(shopper, product, 1);
    await signInAs(page, shopper);
    const checkout = new CheckoutPage(page);
    await checkout.goto();
    await fillAddress(page, { street: '21 Residency Road', city: 'Bengaluru', state: 'Karnataka', zip: '560025' });
    const total = await page.getByTestId('summary-total').textContent();
    await checkout.payOnline().click();
    await checkout.sandbox().getByRole('button', { name: /^Pay / }).click();
    await expect(page).toHaveURL(/\/orders$/);
    const card = new OrdersPage(page).cards().first();
    await card.getByRole('button', { name: 'Cancel order' }).click();
    await card.getByRole('button', { name: 'Yes, cancel' }).click();
    await expect(card.getByTestId('order-status')).toHaveText('Cancelled');
    await expect(card).toContainText(`Refund of ${total}: refunded`);
    await card.getByRole('link', { name: 'Invoice' }).click();
    await expect(page.getByRole('heading', { name: 'Tax Invoice' })).toBeVisible();
    await expect(page.getByText(`Refund of ${total}: refunded`)).toBeVisible();
    // The invoice is cancelled by a credit note of its own series, which credits it whole.
    const note = page.getByTestId('credit-note');
    await expect(note.getByRole('heading', { name: 'Credit Note' })).toBeVisible();
    await expect(note.getByTestId('credit-note-number')).toHaveText(/^SF\/CN\/\d{4}-\d{2}\/\d{6}$/);
    await expect(note.getByText(await page.getByTestId('invoice-number').innerText())).toBeVisible();
    await expect(note).toContainText(`this invoice is credited in full, ${total}`);
  });
});

test.describe('address book', { tag: ['@account', '@cart'] }, () => {
  test('My Account > Addresses adds, edits, makes default and deletes; checkout fills the form from the chosen one', async ({ page }) => {
    const shopper = await freshShopper('addr');
    await signInAs(page, shopper);
    await page.goto('/my-account');
    await page.getByRole('tab', { name: 'Addresses' }).click();

    const add = async (a: { street: string; city: string; state: string; zip: string }) => {
      await page.getByRole('button', { name: 'Add address' }).click();
      const form = page.getByRole('form', { name: 'Add address' });
      await form.getByLabel('Full Name').fill('Kavya Menon');
      await form.getByLabel('Phone Number').fill('9876501234');
      await form.getByLabel('Street address', { exact: true }).fill(a.street);
      await form.getByLabel('City').fill(a.city);
      await form.getByLabel('State').fill(a.state);
      await form.getByLabel('ZIP Code').fill(a.zip);
      await form.getByRole('button', { name: 'Save address' }).click();
      await expect(page.getByTestId('saved-address').filter({ hasText: a.street })).toBeVisible();
    };
    await add({ street: '21 Residency Road', city: 'Bengaluru', state: 'Karnataka', zip: '560025' });
    await add({ street: '7 Marine Drive', city: 'Mumbai', state: 'Maharashtra', zip: '400001' });
    const home = page.getByTestId('saved-address').filter({ hasText: '21 Residency Road' });
    const office = page.getByTestId('saved-address').filter({ hasText: 'Marine Drive' });
    await expect(home.getByText('Default', { exact: true })).toBeVisible();

    await office.getByRole('button', { name: 'Edit', exact: true }).click();
    await page.getByRole('form', { name: 'Edit address' }).getByLabel('Street address', { exact: true }).fill('9 Marine Drive');
    await page.getByRole('form', { name: 'Edit address' }).getByRole('button', { name: 'Save address' }).click();
    await expect(office).toContainText('9 Marine Drive');

    await office.getByRole('button', { name: 'Make default' }).click();
    await expect(office.getByText('Default', { exact: true })).toBeVisible();
    await expect(home.getByText('Default', { exact: true })).toHaveCount(0);

    await add({ street: '3 Old Lane', city: 'Kochi', state: 'Kerala', zip: '682001' });
    const old = page.getByTestId('saved-address').filter({ hasText: '3 Old Lane' });
    await old.getByRole('button', { name: 'Delete' }).click();
    await old.getByRole('button', { name: 'Yes, delete' }).click();
    await expect(page.getByTestId('saved-address')).toHaveCount(2);

    // Checkout offers them; choosing one fills the form, and the order carries the whole address.
    await addToCartByApi(shopper, await cheapProduct());
    await new CheckoutPage(page).goto();
    await page.getByRole('radio', { name: /9 Marine Drive/ }).check();
    await expect(page.getByLabel(/^City/)).toHaveValue('Mumbai');
    await expect(page.getByLabel(/^ZIP Code/)).toHaveValue('400001');
    await placeCod(page);
    await expect(new OrdersPage(page).cards().first()).toContainText('9 Marine Drive, Mumbai, Maharashtra 400001, India');
  });

  test('Save this address at checkout adds it to the address book', async ({ page }) => {
    const shopper = await freshShopper('saveaddr');
    await addToCartByApi(shopper, await cheapProduct());
    await signInAs(page, shopper);
    await new CheckoutPage(page).goto();
    await fillAddress(page, { street: '5 Lake View', city: 'Chennai', state: 'Tamil Nadu', zip: '600001' });
    await page.getByLabel('Save this address').check();
    await placeCod(page);
    await page.goto('/my-account');
    await page.getByRole('tab', { name: 'Addresses' }).click();
    await expect(page.getByTestId('saved-address').filter({ hasText: '5 Lake View' })).toContainText('Chennai, Tamil Nadu 600001, India');
  });
});

test.describe('GST tax invoice', { tag: '@cart' }, () => {
  async function orderTo(page: Page, shopper: Shopper, product: CatalogueProduct, a: { street: string; city: string; state: string; zip: string }) {
    await addToCartByApi(shopper, product, 2);
    await new CheckoutPage(page).goto();
    await fillAddress(page, a);
    await placeCod(page);
    const card = new OrdersPage(page).cards().first();
    await card.getByRole('link', { name: 'Invoice' }).click();
    await expect(page.getByRole('heading', { name: 'Tax Invoice' })).toBeVisible();
  }

  test('within Karnataka: CGST (9%) and SGST (9%), totals equal to the order', async ({ page }) => {
    const shopper = await freshShopper('invin');
    const product = await cheapProduct();
    await signInAs(page, shopper);
    await orderTo(page, shopper, product, { street: '21 Residency Road', city: 'Bengaluru', state: 'Karnataka', zip: '560025' });
    const subtotal = product.price * 2;
    const tax = Math.round((subtotal * 18) / 100);
    await expect(page.getByTestId('invoice-number')).toHaveText(/^SF\/\d{4}-\d{2}\/\d{6}$/);
    await expect(page.getByTestId('seller-gstin')).toHaveText(/^[0-9]{2}[A-Z0-9]{13}$/);
    await expect(page.getByTestId('place-of-supply')).toHaveText('Karnataka');
    await expect(page.getByText('CGST (9%)')).toBeVisible();
    await expect(page.getByText('SGST (9%)')).toBeVisible();
    await expect(page.getByText('IGST (18%)')).toHaveCount(0);
    // Equal halves: an odd rupee of tax is 50 paise each.
    const half = tax % 2 === 0 ? inr(tax / 2) : `${inr(Math.floor(tax / 2))}.50`;
    await expect(page.getByTestId('invoice-cgst')).toHaveText(half);
    await expect(page.getByTestId('invoice-sgst')).toHaveText(half);
    await expect(page.getByTestId('invoice-total')).toHaveText(inr(subtotal + tax));
    await expect(page.getByTestId('invoice-line')).toHaveCount(1);
    await expect(page.getByTestId('invoice-line')).toContainText(product.name);

    // On a phone the whole invoice fits its width: every amount of the lines shows, nothing scrolls sideways.
    await page.setViewportSize({ width: 360, height: 760 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    const lastCell = await page.getByTestId('invoice-line').locator('td').last().boundingBox();
    expect((lastCell?.x ?? 999) + (lastCell?.width ?? 0)).toBeLessThanOrEqual(360);
    await page.setViewportSize({ width: 1280, height: 900 });

    // Printed (paper or PDF), the invoice is the page: no shop header or footer, no buttons.
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('heading', { name: 'Tax Invoice' })).toBeVisible();
    await expect(page.getByTestId('invoice-total')).toBeVisible();
    await expect(page.getByRole('banner')).toBeHidden();
    await expect(page.getByRole('contentinfo')).toBeHidden();
    await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
    await page.screenshot({ path: test.info().outputPath('invoice-print.png'), fullPage: true });
  });

  test('on a 360 px phone a long e-mail and street stay inside the invoice: nothing cut, nothing scrolls sideways', async ({ page }) => {
    const shopper = await freshShopper('invlong');
    const product = await cheapProduct();
    await signInAs(page, shopper);
    await addToCartByApi(shopper, product, 1);
    await new CheckoutPage(page).goto();
    const street = 'Flat No. 1203, Tower B, Prestige Shantiniketan Apartments, Whitefield Main Road, ITPL';
    const email = 'averyveryveryverylongemailaddressforshopping@storefront-example.co.in';
    await fillAddress(page, { street, city: 'Bengaluru', state: 'Karnataka', zip: '560066' });
    await page.getByLabel(/^Email Address/).fill(email);
    await placeCod(page);
    await new OrdersPage(page).cards().first().getByRole('link', { name: 'Invoice' }).click();
    await page.setViewportSize({ width: 360, height: 760 });
    await expect(page.getByRole('heading', { name: 'Tax Invoice' })).toBeVisible();
    const billed = page.getByRole('region', { name: 'Billed to' });
    await expect(billed).toContainText(street);
    await expect(billed).toContainText(email.slice(-20));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    const invoice = (await page.getByRole('article').boundingBox())!;
    for (const part of await billed.locator('p').all()) {
      const box = (await part.boundingBox())!;
      expect(box.x + box.width, 'a line of Billed to ends inside the invoice').toBeLessThanOrEqual(invoice.x + invoice.width);
    }
  });

  test('to another state: IGST (18%); another shopper cannot open it', async ({ page, browser }) => {
    const shopper = await freshShopper('invout');
    const product = await cheapProduct();
    await signInAs(page, shopper);
    await orderTo(page, shopper, product, { street: '7 Marine Drive', city: 'Mumbai', state: 'Maharashtra', zip: '400001' });
    const subtotal = product.price * 2;
    const tax = Math.round((subtotal * 18) / 100);
    await expect(page.getByTestId('place-of-supply')).toHaveText('Maharashtra');
    await expect(page.getByText('IGST (18%)')).toBeVisible();
    await expect(page.getByText('CGST (9%)')).toHaveCount(0);
    await expect(page.getByTestId('invoice-igst')).toHaveText(inr(tax));
    await expect(page.getByTestId('invoice-total')).toHaveText(inr(subtotal + tax));

    const url = page.url();
    const other = await freshShopper('invother');
    const context = await browser.newContext();
    const otherPage = await context.newPage();
    await signInAs(otherPage, other);
    await otherPage.goto(url);
    await expect(otherPage.getByRole('alert').filter({ hasText: 'Order not found' })).toBeVisible();
    await expect(otherPage.getByRole('heading', { name: 'Tax Invoice' })).toHaveCount(0);
    await context.close();
  });
});
