// Page objects and set-up for the cart, checkout and orders journeys (mf-cart-checkout): a fresh,
// verified shopper per test (signed up through the API, code read from the test API's outbox),
// and the Cart, Checkout and Orders pages.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';
import { baseURL, apiURL as defaultApiURL } from './ports';
import { Screen } from './shop-pages';

/** The test API; E2E_API_URL points these helpers at another running shop. */
const apiURL = process.env.E2E_API_URL ?? defaultApiURL;

export interface Shopper {
  name: string;
  email: string;
  password: string;
  phone: string;
  userId: string;
  token: string;
}

export interface CatalogueProduct {
  id: string;
  name: string;
  price: number;
  countInStock: number;
  productRam: string[];
  size: string[];
  productWeight: string[];
}

async function call<T>(method: string, path: string, body?: unknown, token?: string): Promise<{ status: number; body: T }> {
  const res = await fetch(apiURL + path, {
    method,
    headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: res.status, body: (await res.json()) as T };
}

async function codeFromOutbox(email: string): Promise<string> {
  const dir = process.env.E2E_OUTBOX_DIR;
  if (!dir) throw new Error('E2E_OUTBOX_DIR is not set (global set-up)');
  const who = email.toLowerCase();
  for (let i = 0; i < 100; i++) {
    let files: string[] = [];
    try {
      files = readdirSync(dir).filter((f) => f.includes(who));
    } catch {
      // not written yet
    }
    for (const f of files) {
      const m = /verification code: (\d{6})/.exec(readFileSync(join(dir, f), 'utf8'));
      if (m) return m[1];
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no verification code for ${email} in the outbox`);
}

/** A new, verified shopper with an empty cart, signed in through the API. */
export async function freshShopper(label: string): Promise<Shopper> {
  const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
  const email = `cc-${label}-${stamp}@example.in`;
  const phone = `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
  const name = 'Kavya Menon';
  const password = 'Shopper@123';
  const up = await call<{ status: string; msg: string }>('POST', '/api/user/signup', { name, email, phone, password, isAdmin: false });
  if (up.status !== 201) throw new Error(`sign-up failed: ${up.status} ${up.body.msg}`);
  const otp = await codeFromOutbox(email);
  const verified = await call<{ success: boolean }>('POST', '/api/user/verifyemail', { otp, email });
  if (!verified.body.success) throw new Error('verification failed');
  const signin = await call<{ token: string; user: { id: string } }>('POST', '/api/user/signin', { email, password });
  if (signin.status !== 200) throw new Error(`sign-in failed: ${signin.status}`);
  return { name, email, password, phone, userId: signin.body.user.id, token: signin.body.token };
}

/** The shopper signed in again through the API: a new token (a sign-out ends the one it was sent with). */
export async function signedInAgain(s: Shopper): Promise<Shopper> {
  const signin = await call<{ token: string }>('POST', '/api/user/signin', { email: s.email, password: s.password });
  if (signin.status !== 200) throw new Error(`sign-in failed: ${signin.status}`);
  return { ...s, token: signin.body.token };
}

/** Puts the shopper's token and user where the shop keeps them, before any page script runs. */
/**
 * Signs the shopper in as the sign-in form leaves a browser: their token and user in storage, and the
 * httpOnly session cookie the shop's pages and forms know them by (a tap before the scripts run posts
 * the form as this shopper).
 */
export async function signInAs(page: Page, s: Shopper): Promise<void> {
  await page.context().addCookies([{ name: 'sf_session', value: s.token, url: baseURL, httpOnly: true, sameSite: 'Lax' }]);
  await page.addInitScript(
    ([token, user]) => {
      localStorage.setItem('token', token);
      localStorage.setItem('user', user);
    },
    [s.token, JSON.stringify({ name: s.name, email: s.email, userId: s.userId, image: '' })] as const,
  );
}

/** In-stock products without RAM/size/weight options (Add to cart needs no choice), cheapest last. */
export async function simpleProducts(count: number, minStock = 5): Promise<CatalogueProduct[]> {
  const page = await call<{ products: CatalogueProduct[] }>('GET', '/api/products?perPage=100');
  const fit = page.body.products.filter(
    (p) => p.countInStock >= minStock && p.productRam.length === 0 && p.size.length === 0 && p.productWeight.length === 0,
  );
  if (fit.length < count) throw new Error('not enough simple products in the seed');
  return fit.slice(0, count);
}

/** Adds a line, picking the first value of each option list the product has (decisions §6). */
export async function addToCartByApi(s: Shopper, product: CatalogueProduct, quantity = 1): Promise<void> {
  const chosen: Record<string, string> = {};
  for (const key of ['productRam', 'size', 'productWeight'] as const) if (product[key][0]) chosen[key] = product[key][0];
  const res = await call<{ msg: string }>('POST', '/api/cart/add', { productId: product.id, quantity, userId: s.userId, ...chosen }, s.token);
  if (res.status !== 201) throw new Error(`add to cart failed: ${res.status} ${res.body.msg}`);
}

export const inr = (n: number) => new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 }).format(n);
export function totalsOf(lines: ReadonlyArray<{ price: number; quantity: number }>) {
  const subtotal = lines.reduce((s, l) => s + l.price * l.quantity, 0);
  const tax = Math.round((subtotal * 18) / 100);
  return { subtotal, tax, total: subtotal + tax };
}

/** A Cash on Delivery order of `quantity` of `product`, placed through the API (the cart then holds nothing else). */
export async function placeCodOrderByApi(s: Shopper, product: CatalogueProduct, quantity = 1): Promise<void> {
  await addToCartByApi(s, product, quantity);
  const { subtotal, tax, total } = totalsOf([{ price: product.price, quantity }]);
  const address = { country: 'India', streetAddressLine1: '21 Residency Road', city: 'Bengaluru', state: 'Karnataka', zipCode: '560025' };
  const res = await call<{ msg?: string }>(
    'POST',
    '/api/orders/create',
    { name: s.name, phoneNumber: '9876501234', address: address.streetAddressLine1, pincode: address.zipCode, email: s.email, amount: total, subtotal, tax, paymentType: 'COD', userid: s.userId, billingAddress: address },
    s.token,
  );
  if (res.status !== 201) throw new Error(`order failed: ${res.status} ${res.body.msg}`);
}

/** The shopper's orders as the API keeps them (newest first). */
export async function ordersOf(s: Shopper): Promise<Array<{ phoneNumber: string; pincode: string; paymentType: string }>> {
  const res = await call<Array<{ phoneNumber: string; pincode: string; paymentType: string }>>('GET', `/api/orders?userid=${encodeURIComponent(s.userId)}`, undefined, s.token);
  if (res.status !== 200 || !Array.isArray(res.body)) throw new Error(`orders read failed: ${res.status}`);
  return res.body;
}

export class CartPage extends Screen {
  constructor(page: Page) {
    super(page, '/cart', /Your Cart/);
  }
  row(title: string): Locator {
    return this.page.getByTestId('cart-row').filter({ has: this.page.getByRole('link', { name: title.slice(0, 30) }) });
  }
  rows() {
    return this.page.getByTestId('cart-row');
  }
  subtotal() {
    return this.page.getByTestId('totals-subtotal');
  }
  total() {
    return this.page.getByTestId('totals-total');
  }
}

export class CheckoutPage extends Screen {
  constructor(page: Page) {
    super(page, '/checkout', 'BILLING DETAILS');
  }
  async fillBilling() {
    const p = this.page;
    // The country is a list once the shop has the countries (a text box until then, or if they
    // never come): a shopper picks from the list they see.
    const country = p.getByRole('combobox', { name: /^Country/ });
    await expect(country).toBeVisible();
    await country.selectOption('India');
    await p.getByLabel(/^Street address \*?$/).fill('21 Residency Road');
    await p.getByLabel('Street address line 2').fill('Flat 4B');
    await p.getByLabel(/^City/).fill('Bengaluru');
    await p.getByLabel(/^State/).fill('Karnataka');
    await p.getByLabel(/^ZIP Code/).fill('560025');
    await p.getByLabel(/^Phone Number/).fill('9876501234');
  }
  cashOnDelivery() {
    return this.page.getByRole('button', { name: 'Cash On Delivery' });
  }
  payOnline() {
    return this.page.getByRole('button', { name: 'Pay Online' });
  }
  sandbox() {
    return this.page.getByRole('dialog', { name: 'Storefront' });
  }
}

export class OrdersPage {
  constructor(readonly page: Page) {}
  cards() {
    return this.page.getByTestId('order-card');
  }
}

/**
 * Every star rating in `scope`: the rating it announces and the share of its star row that is
 * filled (the filled layer's visible width over the row of five stars).
 */
export async function starFills(scope: Locator): Promise<Array<{ rating: number; filled: number }>> {
  return scope.locator('[role="img"][aria-label^="Rated "]').evaluateAll((els) =>
    els.map((el) => {
      // The rating is the row of five stars; its one child is the gold layer laid over it.
      const fill = el.firstElementChild as HTMLElement;
      const rowBox = el.getBoundingClientRect();
      const fillBox = fill.getBoundingClientRect();
      const visible = Math.max(0, Math.min(fillBox.right, rowBox.right) - Math.max(fillBox.left, rowBox.left));
      return { rating: Number(/Rated ([\d.]+)/.exec(el.getAttribute('aria-label') ?? '')?.[1]), filled: visible / rowBox.width };
    }),
  );
}
