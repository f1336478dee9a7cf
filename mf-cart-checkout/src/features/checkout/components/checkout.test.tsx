import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { alertAtom, cartCountAtom, cartItemsAtom, cookieSessionAtom, countriesAtom, on, store, type CartItem } from '@storefront/shared';
import { cartItem, callsTo, hydrateInShop, renderOnServer, renderPage, resetStore, signInForTest, stubFetch, type FetchRoutes } from '../../../lib/test-utils';
import { Checkout } from './checkout';

let cart: CartItem[];
const ORDER = { id: 'ord1', _id: 'ord1', orderId: 'ord1' };
const PAYMENT_ORDER = { id: 'order_SBX0001', amount: 3654, currency: 'INR', provider: 'sandbox', key: 'rzp_test_sandbox' };
const SIGNED = { razorpay_order_id: 'order_SBX0001', razorpay_payment_id: 'pay_SBX0001', razorpay_signature: 'a'.repeat(64) };

function stubCheckoutApi(over: FetchRoutes = {}) {
  return stubFetch({
    'GET /api/cart': () => cart,
    'POST /api/orders/create': () => {
      cart = [];
      return { status: 201, body: ORDER };
    },
    'POST /api/orders/create-razorpay-order': () => PAYMENT_ORDER,
    'POST /api/orders/sandbox/pay': () => SIGNED,
    'POST /api/orders/verify-payment': () => ({ success: true }),
    ...over,
  });
}

beforeEach(() => {
  resetStore();
  signInForTest();
  store.set(countriesAtom, [{ country: 'India', iso2: 'IN' }, { country: 'Nepal', iso2: 'NP' }]);
  cart = [
    cartItem({ id: 'a', productId: 'pa', productTitle: 'Boat Rockerz 450 Bluetooth On-Ear Headphones', price: 1499, quantity: 1 }),
    cartItem({ id: 'b', productId: 'pb', productTitle: 'Cotton Shirt', price: 799, quantity: 2, variant: 'Size: L' }),
  ];
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function fillBilling(user: UserEvent) {
  await user.selectOptions(screen.getByLabelText(/^Country/), 'India');
  await user.type(screen.getByLabelText(/^Street address \*?$/), '12 MG Road');
  await user.type(screen.getByLabelText('Street address line 2'), 'Flat 4');
  await user.type(screen.getByLabelText(/^City/), 'Bengaluru');
  await user.type(screen.getByLabelText(/^State/), 'Karnataka');
  await user.type(screen.getByLabelText(/^ZIP Code/), '560001');
  await user.type(screen.getByLabelText(/^Phone Number/), '9876543210');
}

async function openCheckout() {
  renderPage(<Checkout />, { route: '/checkout' });
  await screen.findByRole('heading', { name: 'BILLING DETAILS' });
}

/** A tap on each pay button alerts `msg` as an error (and, the callers check, sends no order). */
async function expectBothPayButtonsRefuse(user: ReturnType<typeof userEvent.setup>, msg: string) {
  for (const button of ['Cash On Delivery', 'Pay Online']) {
    store.set(alertAtom, { open: false, error: false, msg: '', key: 0 });
    await user.click(screen.getByRole('button', { name: button }));
    expect(store.get(alertAtom), button).toMatchObject({ open: true, error: true, msg });
  }
}

describe('Checkout form', () => {
  it("says 'Please fill {fieldName}' under every empty required field and sends nothing", async () => {
    const fetchMock = stubCheckoutApi();
    const user = userEvent.setup();
    await openCheckout();
    await user.clear(screen.getByLabelText(/^Full Name/));
    await user.clear(screen.getByLabelText(/^Email Address/));
    await user.selectOptions(screen.getByLabelText(/^Country/), '');
    await user.click(screen.getByRole('button', { name: 'Cash On Delivery' }));
    for (const name of ['Full Name', 'Country', 'Street address', 'City', 'State', 'ZIP Code', 'Phone Number', 'Email Address']) {
      expect(screen.getByText(`Please fill ${name}`)).toBeInTheDocument();
    }
    expect(screen.queryByText('Please fill Street address line 2')).not.toBeInTheDocument();
    expect(screen.getByLabelText(/^Full Name/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^Full Name/)).toHaveAccessibleDescription('Please fill Full Name');
    expect(screen.getByLabelText(/^Full Name/)).toHaveFocus();
    expect(store.get(alertAtom)).toMatchObject({ open: true, error: true, msg: 'Please fill Full Name' });
    await user.click(screen.getByRole('button', { name: 'Pay Online' }));
    expect(callsTo(fetchMock, 'POST', /\/api\/orders\//)).toHaveLength(0);
  });

  it('names only the fields still empty, and clears a message once its field is filled', async () => {
    stubCheckoutApi();
    const user = userEvent.setup();
    await openCheckout();
    // Name and e-mail come from the signed-in account.
    expect(screen.getByLabelText(/^Full Name/)).toHaveValue('Asha Rao');
    expect(screen.getByLabelText(/^Email Address/)).toHaveValue('asha@example.in');
    await user.click(screen.getByRole('button', { name: 'Cash On Delivery' }));
    expect(screen.queryByText('Please fill Full Name')).not.toBeInTheDocument();
    expect(screen.getByText('Please fill City')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^City/), 'Pune');
    expect(screen.queryByText('Please fill City')).not.toBeInTheDocument();
    expect(screen.getByText('Please fill State')).toBeInTheDocument();
  });
});

describe('Checkout prefill (decisions §6)', () => {
  const DEFAULTS = {
    fullName: 'Asha R. Rao',
    email: 'asha.rao@example.in',
    phoneNumber: '9123456780',
    country: 'Nepal',
    streetAddressLine1: '7 Lake Side',
    streetAddressLine2: 'Block C',
    city: 'Pokhara',
    state: 'Gandaki',
    zipCode: '33700',
  };

  it('starts with India as the country and the account name and e-mail', async () => {
    stubCheckoutApi();
    await openCheckout();
    expect(screen.getByLabelText(/^Country/)).toHaveValue('India');
    expect(screen.getByLabelText(/^Full Name/)).toHaveValue('Asha Rao');
    expect(screen.getByLabelText(/^City/)).toHaveValue('');
  });

  it("fills name, e-mail, phone and the last address from the server; all editable, and the order sends the address to remember", async () => {
    const fetchMock = stubCheckoutApi({ 'GET /api/orders/billing-defaults': () => DEFAULTS });
    const user = userEvent.setup();
    await openCheckout();
    await waitFor(() => expect(screen.getByLabelText(/^City/)).toHaveValue('Pokhara'));
    expect(screen.getByLabelText(/^Full Name/)).toHaveValue('Asha R. Rao');
    expect(screen.getByLabelText(/^Email Address/)).toHaveValue('asha.rao@example.in');
    expect(screen.getByLabelText(/^Phone Number/)).toHaveValue('9123456780');
    expect(screen.getByLabelText(/^Country/)).toHaveValue('Nepal');
    expect(screen.getByLabelText(/^Street address \*?$/)).toHaveValue('7 Lake Side');
    expect(screen.getByLabelText('Street address line 2')).toHaveValue('Block C');
    expect(screen.getByLabelText(/^State/)).toHaveValue('Gandaki');
    expect(screen.getByLabelText(/^ZIP Code/)).toHaveValue('33700');
    await user.clear(screen.getByLabelText(/^City/));
    await user.type(screen.getByLabelText(/^City/), 'Kathmandu');
    // (Nepal: Cash on Delivery is for India only, so the order is paid online)
    await user.click(screen.getByRole('button', { name: 'Pay Online' }));
    await user.click(await screen.findByRole('button', { name: /^Pay ₹/ }));
    await waitFor(() => expect(callsTo(fetchMock, 'POST', '/api/orders/create')).toHaveLength(1));
    expect(callsTo(fetchMock, 'POST', '/api/orders/create')[0].body).toMatchObject({
      name: 'Asha R. Rao',
      phoneNumber: '9123456780',
      email: 'asha.rao@example.in',
      address: '7 Lake Side Block C',
      pincode: '33700',
      billingAddress: { country: 'Nepal', streetAddressLine1: '7 Lake Side', streetAddressLine2: 'Block C', city: 'Kathmandu', state: 'Gandaki', zipCode: '33700' },
    });
  });

  it('chooses the default saved address when the page opens, over the last address used', async () => {
    const delhi = { id: 'ad2', fullName: 'Asha Rao', phoneNumber: '9000000002', country: 'India', streetAddressLine1: '4 Janpath', streetAddressLine2: '', city: 'New Delhi', state: 'Delhi', zipCode: '110001', isDefault: true };
    const blr = { ...delhi, id: 'ad1', streetAddressLine1: '12 MG Road', city: 'Bengaluru', state: 'Karnataka', zipCode: '560001', isDefault: false };
    stubCheckoutApi({ 'GET /api/orders/billing-defaults': () => DEFAULTS, 'GET /api/addresses': () => [blr, delhi] });
    await openCheckout();
    await waitFor(() => expect(screen.getByRole('radio', { name: /4 Janpath/ })).toBeChecked());
    expect(screen.getByLabelText(/^City/)).toHaveValue('New Delhi');
    expect(screen.getByLabelText(/^ZIP Code/)).toHaveValue('110001');
    // (the last address used, answered as well, fills nothing the default filled)
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.getByLabelText(/^City/)).toHaveValue('New Delhi');
  });

  it('lets go of the chosen saved address once its address is edited by hand; a tap on it fills the form again', async () => {
    const delhi = { id: 'ad2', fullName: 'Asha Rao', phoneNumber: '9000000002', country: 'India', streetAddressLine1: '4 Janpath', streetAddressLine2: '', city: 'New Delhi', state: 'Delhi', zipCode: '110001', isDefault: true };
    stubCheckoutApi({ 'GET /api/addresses': () => [delhi] });
    const user = userEvent.setup();
    await openCheckout();
    const saved = screen.getByRole('radio', { name: /4 Janpath/ });
    await waitFor(() => expect(saved).toBeChecked());
    await user.selectOptions(screen.getByLabelText(/^Country/), 'Nepal');
    await user.clear(screen.getByLabelText(/^City/));
    await user.type(screen.getByLabelText(/^City/), 'Pokhara');
    // (the form no longer is that address: it must not read as chosen)
    expect(saved).not.toBeChecked();
    await user.click(saved);
    expect(saved).toBeChecked();
    expect(screen.getByLabelText(/^Country/)).toHaveValue('India');
    expect(screen.getByLabelText(/^City/)).toHaveValue('New Delhi');
  });

  it('offers a number pad for an Indian pincode, and letters for a postcode abroad', async () => {
    stubCheckoutApi();
    const user = userEvent.setup();
    await openCheckout();
    expect(screen.getByLabelText(/^ZIP Code/)).toHaveAttribute('inputmode', 'numeric');
    await user.selectOptions(screen.getByLabelText(/^Country/), 'Nepal');
    expect(screen.getByLabelText(/^ZIP Code/)).toHaveAttribute('inputmode', 'text');
  });

  it('with a full address book (20), Save this address is off and says why', async () => {
    const book = Array.from({ length: 20 }, (_, i) => ({ id: `ad${i}`, fullName: 'Asha Rao', phoneNumber: '9000000002', country: 'India', streetAddressLine1: `${i + 1} Janpath`, streetAddressLine2: '', city: 'New Delhi', state: 'Delhi', zipCode: '110001', isDefault: i === 0 }));
    stubCheckoutApi({ 'GET /api/addresses': () => book });
    await openCheckout();
    const save = screen.getByRole('checkbox', { name: 'Save this address' });
    await waitFor(() => expect(save).toBeDisabled());
    expect(save).not.toBeChecked();
    expect(save).toHaveAccessibleDescription('You can keep up to 20 addresses. Please delete one first.');
  });

  it('never overwrites what the shopper already typed when the defaults arrive late', async () => {
    let answer: (v: unknown) => void = () => {};
    const late = new Promise((r) => { answer = r; });
    stubCheckoutApi({ 'GET /api/orders/billing-defaults': () => ({ status: 200, body: DEFAULTS }) });
    const fetchMock = vi.mocked(fetch);
    const original = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input, init) => {
      if (String(input).includes('/api/orders/billing-defaults')) await late;
      return original(input, init);
    });
    const user = userEvent.setup();
    await openCheckout();
    await user.type(screen.getByLabelText(/^City/), 'Mysuru');
    answer(null);
    await waitFor(() => expect(screen.getByLabelText(/^ZIP Code/)).toHaveValue('33700'));
    expect(screen.getByLabelText(/^City/)).toHaveValue('Mysuru');
  });
});

describe('Pincode check at checkout (follows the ZIP Code)', () => {
  const served = (url: URL) => ({ pincode: url.pathname.split('/').pop(), serviceable: true, state: 'Karnataka', days: 2, deliveryDate: '2026-12-04', cod: true });

  it('drops the old answer when the ZIP Code turns invalid, and promises nothing abroad', async () => {
    stubCheckoutApi({ 'GET /api/pincodes/:pin': served });
    const user = userEvent.setup();
    await openCheckout();
    await fillBilling(user);
    expect(await screen.findByText('Cash on Delivery available')).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/^ZIP Code/));
    await user.type(screen.getByLabelText(/^ZIP Code/), '56003');
    expect(screen.queryByText('Cash on Delivery available')).not.toBeInTheDocument();
    expect(screen.queryByText(/^Delivery by/)).not.toBeInTheDocument();
    expect(screen.getByText('Please enter a valid 6-digit pincode')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^ZIP Code/), '4');
    expect(await screen.findByText('Cash on Delivery available')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText(/^Country/), 'Nepal');
    expect(screen.queryByText('Cash on Delivery available')).not.toBeInTheDocument();
    expect(screen.queryByText(/^Delivery by/)).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Pincode')).not.toBeInTheDocument();
  });
});

describe('Order summary', () => {
  it('shows each title cut to 20 with × quantity and the INR line subtotal, then Subtotal, Tax (18%) and Total', async () => {
    stubCheckoutApi();
    await openCheckout();
    const lines = screen.getAllByTestId('summary-line');
    expect(lines[0]).toHaveTextContent('Boat Rockerz 450 Blu… × 1');
    expect(lines[0]).toHaveTextContent('₹1,499');
    expect(lines[1]).toHaveTextContent('Cotton Shirt × 2');
    expect(within(lines[1]).getByTestId('line-variant')).toHaveTextContent('Size: L');
    expect(within(lines[0]).queryByTestId('line-variant')).not.toBeInTheDocument();
    expect(lines[1]).toHaveTextContent('₹1,598');
    expect(screen.getByTestId('summary-subtotal')).toHaveTextContent('₹3,097');
    expect(screen.getByRole('rowheader', { name: 'Tax (18%)' })).toBeInTheDocument();
    expect(screen.getByTestId('summary-tax')).toHaveTextContent('₹557');
    expect(screen.getByTestId('summary-total')).toHaveTextContent('₹3,654');
  });

  it('warns of a line short of stock before paying, and both pay buttons refuse with it, keeping the quantity', async () => {
    cart[1] = { ...cart[1], productTitle: 'Annapurna Farms Basmati Rice', quantity: 5, subTotal: 3995, countInStock: 4 };
    const fetchMock = stubCheckoutApi();
    const user = userEvent.setup();
    await openCheckout();
    const msg = 'Sorry, only 4 of Annapurna Farms Basmati Rice are left in stock';
    const lines = screen.getAllByTestId('summary-line');
    expect(within(lines[1]).getByTestId('line-stock')).toHaveTextContent(msg);
    expect(within(lines[0]).queryByTestId('line-stock')).not.toBeInTheDocument();
    await fillBilling(user);
    await expectBothPayButtonsRefuse(user, msg);
    expect(callsTo(fetchMock, 'POST', /\/api\/orders\//)).toHaveLength(0);
    expect(lines[1]).toHaveTextContent('× 5');
  });

  it('counts two sizes of one product together against its stock: both lines warn and both pay buttons refuse', async () => {
    cart = [
      cartItem({ id: 'm', productId: 'oil', productTitle: 'Mustard Oil', price: 849, quantity: 10, countInStock: 19, variant: 'Weight: 1kg' }),
      cartItem({ id: 'l', productId: 'oil', productTitle: 'Mustard Oil', price: 849, quantity: 10, countInStock: 19, variant: 'Weight: 2kg' }),
    ];
    const fetchMock = stubCheckoutApi();
    const user = userEvent.setup();
    await openCheckout();
    const msg = 'Sorry, only 19 of Mustard Oil are left in stock';
    for (const line of screen.getAllByTestId('summary-line')) expect(within(line).getByTestId('line-stock')).toHaveTextContent(msg);
    await fillBilling(user);
    await expectBothPayButtonsRefuse(user, msg);
    // (nothing paid for an order that would be refused)
    expect(callsTo(fetchMock, 'POST', /\/api\/orders\//)).toHaveLength(0);
  });

  it('says the cart could not be read, instead of calling it empty, and Try again reads it again', async () => {
    let down = true;
    stubCheckoutApi({ 'GET /api/cart': () => (down ? { status: 503, body: { error: true, msg: 'The shop is resting' } } : cart) });
    const user = userEvent.setup();
    renderPage(<Checkout />, { route: '/checkout' });
    expect(await screen.findByRole('alert')).toHaveTextContent('The shop is resting');
    expect(screen.queryByRole('heading', { name: 'Your Cart is currently empty' })).not.toBeInTheDocument();
    down = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'BILLING DETAILS' })).toBeInTheDocument();
  });

  it('cannot check out an empty cart', async () => {
    cart = [];
    stubCheckoutApi();
    renderPage(<Checkout />, { route: '/checkout' });
    expect(await screen.findByRole('heading', { name: 'Your Cart is currently empty' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cash On Delivery' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pay Online' })).not.toBeInTheDocument();
  });
});

/** Opens checkout over the given answers, fills the billing form and clicks a payment button. */
async function payWith(button: 'Cash On Delivery' | 'Pay Online', routes?: FetchRoutes) {
  const fetchMock = stubCheckoutApi(routes);
  const user = userEvent.setup();
  await openCheckout();
  await fillBilling(user);
  await user.click(screen.getByRole('button', { name: button }));
  return { fetchMock, user };
}

describe('Cash On Delivery', () => {
  it('creates the COD order with the spec payload, empties the shared cart without another read and goes to /orders', async () => {
    const doneWith = vi.fn();
    const stop = on('cart:forget-scroll', doneWith);
    const { fetchMock } = await payWith('Cash On Delivery');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/orders'));
    // (checkout, done with, says so: Back opens it at its top)
    expect(doneWith).toHaveBeenCalledTimes(1);
    stop();
    const [call] = callsTo(fetchMock, 'POST', '/api/orders/create');
    expect(call.body).toMatchObject({
      name: 'Asha Rao',
      phoneNumber: '9876543210',
      address: '12 MG Road Flat 4',
      pincode: '560001',
      amount: 3654,
      subtotal: 3097,
      tax: 557,
      paymentId: 'None',
      paymentType: 'COD',
      email: 'asha@example.in',
      userid: 'u1',
    });
    expect(call.body?.date).toMatch(/^[A-Z][a-z]{2} \d{2}, \d{4}$/);
    expect(call.body?.products).toEqual([
      expect.objectContaining({ productId: 'pa', quantity: 1, subTotal: 1499 }),
      expect.objectContaining({ productId: 'pb', quantity: 2, subTotal: 1598 }),
    ]);
    expect(store.get(alertAtom)).toMatchObject({ open: true, error: false, msg: 'Your order has been placed' });
    expect(store.get(cartCountAtom)).toBe(0);
    // The checkout's one read at load; the order's answer needs none.
    expect(callsTo(fetchMock, 'GET', '/api/cart')).toHaveLength(1);
  });

  it('Enter in a field places no order: only a tap on a pay button chooses how to pay', async () => {
    const fetchMock = stubCheckoutApi();
    const user = userEvent.setup();
    await openCheckout();
    await fillBilling(user);
    await user.type(screen.getByLabelText(/^Phone Number/), '{Enter}');
    await user.type(screen.getByLabelText(/^City/), '{Enter}');
    await new Promise((r) => setTimeout(r, 50));
    expect(callsTo(fetchMock, 'POST', /\/api\/orders\//)).toHaveLength(0);
    expect(screen.getByTestId('location')).toHaveTextContent('/checkout');
  });

  it('refuses Cash on Delivery to an address abroad before asking the server; Pay Online stays open', async () => {
    const fetchMock = stubCheckoutApi();
    const user = userEvent.setup();
    await openCheckout();
    await fillBilling(user);
    await user.selectOptions(screen.getByLabelText(/^Country/), 'Nepal');
    await user.click(screen.getByRole('button', { name: 'Cash On Delivery' }));
    expect(store.get(alertAtom)).toMatchObject({ open: true, error: true, msg: 'Cash on Delivery is available only for addresses in India' });
    expect(callsTo(fetchMock, 'POST', /\/api\/orders\//)).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Pay Online' }));
    await screen.findByRole('dialog', { name: 'Storefront' });
    // Abroad there is no Indian pincode to check before paying.
    expect(callsTo(fetchMock, 'POST', '/api/orders/create-razorpay-order')[0].body).toEqual({ amount: 3654, currency: 'INR' });
  });

  it("shows the server's reason and keeps the cart when the order is refused", async () => {
    await payWith('Cash On Delivery', { 'POST /api/orders/create': () => ({ status: 409, body: { error: true, msg: 'Sorry, Cotton Shirt is out of stock' } }) });
    await waitFor(() => expect(store.get(alertAtom)).toMatchObject({ open: true, error: true, msg: 'Sorry, Cotton Shirt is out of stock' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/checkout');
    expect(screen.getAllByTestId('summary-line')).toHaveLength(2);
  });

  it('shows the Cash on Delivery ceiling from the server and keeps the cart, so the shopper can pay online', async () => {
    const ceiling = 'Cash on Delivery is available for orders up to ₹50,000. Please pay online.';
    await payWith('Cash On Delivery', { 'POST /api/orders/create': () => ({ status: 400, body: { error: true, msg: ceiling } }) });
    await waitFor(() => expect(store.get(alertAtom)).toMatchObject({ open: true, error: true, msg: ceiling }));
    expect(screen.getByTestId('location')).toHaveTextContent('/checkout');
    expect(screen.getAllByTestId('summary-line')).toHaveLength(2);
    expect(screen.getByRole('button', { name: /Pay Online/i })).toBeEnabled();
  });
});

describe('Pay Online through the sandbox', () => {
  it('opens the sandbox checkout with store, description, amount and prefill; Pay verifies and creates a paid order', async () => {
    const { fetchMock, user } = await payWith('Pay Online');
    const dialog = await screen.findByRole('dialog', { name: 'Storefront' });
    // An Indian pincode is checked before the shopper pays (decisions §7).
    expect(callsTo(fetchMock, 'POST', '/api/orders/create-razorpay-order')[0].body).toEqual({ amount: 3654, currency: 'INR', pincode: '560001' });
    // The sandbox is our own dialog: the real provider's script is not loaded for it.
    expect(document.querySelector('script[src*="checkout.razorpay.com"]')).toBeNull();
    expect(within(dialog).getByText('Payment for your order')).toBeInTheDocument();
    expect(within(dialog).getByTestId('sandbox-amount')).toHaveTextContent('₹3,654');
    expect(within(dialog).getByText('Asha Rao')).toBeInTheDocument();
    expect(within(dialog).getByText('asha@example.in')).toBeInTheDocument();
    expect(within(dialog).getByText('9876543210')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Pay ₹3,654' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/orders'));
    expect(callsTo(fetchMock, 'POST', '/api/orders/sandbox/pay')[0].body).toEqual({ razorpay_order_id: 'order_SBX0001' });
    expect(callsTo(fetchMock, 'POST', '/api/orders/verify-payment')[0].body).toEqual(SIGNED);
    expect(callsTo(fetchMock, 'POST', '/api/orders/create')[0].body).toMatchObject({
      paymentType: 'Online',
      paymentId: 'pay_SBX0001',
      razorpayOrderId: 'order_SBX0001',
      razorpaySignature: SIGNED.razorpay_signature,
      amount: 3654,
    });
  });

  it('alerts that the provider order failed and keeps the cart when no payment order id comes back', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    const { fetchMock } = await payWith('Pay Online', { 'POST /api/orders/create-razorpay-order': () => ({ status: 502, body: { error: true, msg: 'x' } }) });
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Order creation with the payment provider failed. Please try again.'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/api/orders/create')).toHaveLength(0);
    expect(screen.getAllByTestId('summary-line')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Pay Online' })).toBeEnabled();
  });

  it.each([
    [409, 'Sorry, only 4 of Cotton Shirt are left in stock'],
    [400, 'Sorry, we do not deliver to this pincode yet.'],
    [429, 'You have placed many orders in a short time. Please try again in 53 minutes.'],
  ])('shows only the API\'s reason (%i), without the provider alert, when the payment order is refused for it', async (status, msg) => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    const { fetchMock } = await payWith('Pay Online', { 'POST /api/orders/create-razorpay-order': () => ({ status, body: { error: true, msg } }) });
    await waitFor(() => expect(store.get(alertAtom)).toMatchObject({ open: true, error: true, msg }));
    expect(alert).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/api/orders/create')).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Pay Online' })).toBeEnabled();
  });

  it.each([
    ['Pay Online', 'POST /api/orders/create-razorpay-order', 'Sorry, we do not deliver to this pincode yet.', /^ZIP Code/],
    ['Cash On Delivery', 'POST /api/orders/create', 'Cash on Delivery not available for this pincode', /^ZIP Code/],
    ['Cash On Delivery', 'POST /api/orders/create', 'Phone Number must be 10 digits for an address in India', /^Phone Number/],
  ] as const)('%s refused for a field of the form (%#): that field is marked and has the focus, not the page', async (button, route, msg, label) => {
    vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    await payWith(button, { [route]: () => ({ status: 400, body: { error: true, msg } }) });
    await waitFor(() => expect(store.get(alertAtom)).toMatchObject({ open: true, error: true, msg }));
    const field = screen.getByLabelText(label);
    await waitFor(() => expect(field).toHaveFocus());
    expect(field).toHaveAttribute('aria-invalid', 'true');
  });

  it("alerts 'Payment verification failed' and creates no order when the signature does not verify", async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    const { fetchMock, user } = await payWith('Pay Online', { 'POST /api/orders/verify-payment': () => ({ status: 400, body: { error: true, msg: 'Payment verification failed', success: false } }) });
    await user.click(await screen.findByRole('button', { name: /^Pay ₹/ }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Payment verification failed'));
    expect(callsTo(fetchMock, 'POST', '/api/orders/create')).toHaveLength(0);
    expect(screen.getByTestId('location')).toHaveTextContent('/checkout');
    expect(screen.getAllByTestId('summary-line')).toHaveLength(2);
  });

  it('Fail payment closes the window with an error and nothing is verified or ordered', async () => {
    const { fetchMock, user } = await payWith('Pay Online');
    await user.click(await screen.findByRole('button', { name: 'Fail payment' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(store.get(alertAtom)).toMatchObject({ open: true, error: true });
    expect(store.get(alertAtom).msg).toBe('Payment failed (declined by the sandbox). Your cart is unchanged; please try again.');
    expect(callsTo(fetchMock, 'POST', '/api/orders/sandbox/pay')).toHaveLength(0);
    expect(callsTo(fetchMock, 'POST', '/api/orders/verify-payment')).toHaveLength(0);
    expect(callsTo(fetchMock, 'POST', '/api/orders/create')).toHaveLength(0);
    expect(screen.getAllByTestId('summary-line')).toHaveLength(2);
  });

  it('closing the window changes nothing and lets the shopper try again', async () => {
    const { fetchMock, user } = await payWith('Pay Online');
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(store.get(alertAtom).open).toBe(false);
    expect(callsTo(fetchMock, 'POST', '/api/orders/create')).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Pay Online' })).toBeEnabled();
  });
});

describe('Checkout rendered on the server for the shopper of the session cookie', () => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  afterEach(() => {
    document.body.innerHTML = '';
  });
  const delhi = { id: 'ad2', fullName: 'Asha Rao', phoneNumber: '9000000002', country: 'India', streetAddressLine1: '4 Janpath', streetAddressLine2: '', city: 'New Delhi', state: 'Delhi', zipCode: '110001', isDefault: true };
  const blr = { ...delhi, id: 'ad1', streetAddressLine1: '12 MG Road', city: 'Bengaluru', state: 'Karnataka', zipCode: '560001', isDefault: false };
  const DEFAULTS = { fullName: 'Asha R. Rao', email: 'asha.rao@example.in', phoneNumber: '9123456780', country: 'India', streetAddressLine1: '7 Lake Road', streetAddressLine2: '', city: 'Pune', state: 'Maharashtra', zipCode: '411001' };
  const field = (container: HTMLElement, name: string) => container.querySelector<HTMLInputElement>(`[name="${name}"]`)!;

  it('shows the filled form at the first paint, greys paying, keeps what was typed before the scripts, and hydrates without a mismatch or a second read', async () => {
    const fetchMock = stubCheckoutApi({
      'GET /api/addresses': () => [blr, delhi],
      'GET /api/orders/billing-defaults': () => DEFAULTS,
      'GET /api/pincodes/:pin': () => ({ pincode: '110001', serviceable: true, cod: true, deliveryDate: '2026-12-04', days: 4 }),
    });
    store.set(cookieSessionAtom, true);
    store.set(cartItemsAtom, cart);
    const { container, records } = await renderOnServer(<Checkout />, '/checkout');
    expect(callsTo(fetchMock, 'GET', '/api/addresses')).toHaveLength(1);
    expect(callsTo(fetchMock, 'GET', '/api/orders/billing-defaults')).toHaveLength(1);
    expect(within(container).getByRole('heading', { name: 'BILLING DETAILS' })).toBeInTheDocument();
    expect(container.querySelector('.spinner-border')).toBeNull();
    // The default address is chosen and fills the form; the profile's phone and e-mail the rest.
    expect(within(container).getByRole('radio', { name: /4 Janpath/ })).toBeChecked();
    expect(field(container, 'city')).toHaveValue('New Delhi');
    expect(field(container, 'email')).toHaveValue('asha.rao@example.in');
    for (const name of ['Pay Online', 'Cash On Delivery']) {
      const pay = within(container).getByRole('button', { name });
      expect(pay).toHaveAttribute('aria-disabled', 'true');
      expect(pay).toHaveAttribute('data-sf-hydrating', '');
    }
    expect(container.innerHTML).toContain('Paying needs JavaScript');
    // The address's pincode is answered in the server's page: nothing grows under the shopper later.
    expect(container.textContent).toContain('Delivery by Friday, 4 December');
    expect(callsTo(fetchMock, 'GET', '/api/pincodes/110001')).toHaveLength(1);

    // Choosing another saved address needs the scripts (it fills the form): greyed until they run.
    expect(within(container).getByRole('radio', { name: /12 MG Road/ })).toBeDisabled();
    // Before the scripts run the shopper types another phone number.
    field(container, 'phoneNumber').value = '9812345678';

    const errors = await hydrateInShop(container, <Checkout />, '/checkout', records);
    expect(errors).toEqual([]);
    expect(callsTo(fetchMock, 'GET', '/api/addresses')).toHaveLength(1);
    expect(callsTo(fetchMock, 'GET', '/api/orders/billing-defaults')).toHaveLength(1);
    expect(callsTo(fetchMock, 'GET', '/api/pincodes/110001')).toHaveLength(1);
    expect(container.textContent).toContain('Delivery by Friday, 4 December');
    expect(field(container, 'city')).toHaveValue('New Delhi');
    expect(field(container, 'phoneNumber')).toHaveValue('9812345678');
    expect(within(container).getByRole('radio', { name: /12 MG Road/ })).toBeEnabled();
    const cod = within(container).getByRole('button', { name: 'Cash On Delivery' });
    expect(cod).not.toHaveAttribute('aria-disabled');
    await act(async () => cod.click());
    await waitFor(() => expect(callsTo(fetchMock, 'POST', '/api/orders/create')).toHaveLength(1));
    expect(callsTo(fetchMock, 'POST', '/api/orders/create')[0].body).toMatchObject({
      phoneNumber: '9812345678',
      pincode: '110001',
      billingAddress: { city: 'New Delhi', streetAddressLine1: '4 Janpath' },
    });
  });
});
