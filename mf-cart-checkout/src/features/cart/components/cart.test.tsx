import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { createStore, Provider } from 'jotai';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { alertAtom, cartCountAtom, cartItemsAtom, cookieSessionAtom, RenderDataContext, store, userAtom, type CartItem } from '@storefront/shared';
import { cartItem, callsTo, renderPage, resetStore, signInForTest, stubFetch } from '../../../lib/test-utils';
import { Cart } from './cart';

let cart: CartItem[];

function stubCartApi() {
  return stubFetch({
    'GET /api/cart': () => cart,
    'PUT /api/cart/:id': (url, body) => {
      const id = url.pathname.split('/').pop()!;
      const q = (body as { quantity: number }).quantity;
      cart = cart.map((i) => (i.id === id ? { ...i, quantity: q, subTotal: i.price * q } : i));
      return cart.find((i) => i.id === id);
    },
    'DELETE /api/cart/:id': (url) => {
      const id = url.pathname.split('/').pop()!;
      cart = cart.filter((i) => i.id !== id);
      return { success: true, msg: 'item removed from cart!' };
    },
  });
}

beforeEach(() => {
  resetStore();
  signInForTest();
  cart = [
    cartItem({ id: 'a', productTitle: 'Boat Rockerz 450 Bluetooth On-Ear Headphones', price: 1499, quantity: 1, countInStock: 3 }),
    cartItem({ id: 'b', productTitle: 'Cotton Shirt', price: 799, quantity: 2, countInStock: 5, rating: 3.5 }),
  ];
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const row = (title: RegExp) => screen.getAllByTestId('cart-row').find((r) => title.test(r.textContent ?? ''))!;

/** The cart page over the stubbed API, once its lines show. */
async function openCart() {
  const fetchMock = stubCartApi();
  const user = userEvent.setup();
  renderPage(<Cart />, { route: '/cart' });
  await screen.findByRole('heading', { name: 'Your Cart' });
  return { fetchMock, user };
}

describe('Cart', () => {
  it('sends a visitor without a token to /signIn', () => {
    resetStore();
    stubCartApi();
    renderPage(<Cart />, { route: '/cart' });
    expect(screen.getByTestId('location')).toHaveTextContent('/signIn');
  });

  it('lists the lines with title cut to 30, rating, unit price, quantity and subtotal, and the CART TOTALS', async () => {
    stubCartApi();
    renderPage(<Cart />, { route: '/cart' });
    expect(await screen.findByRole('heading', { name: 'Your Cart' })).toBeInTheDocument();
    expect(screen.getByText(/There are/)).toHaveTextContent('There are 2 products in your cart');
    const first = row(/Boat/);
    expect(within(first).getByRole('link', { name: 'Boat Rockerz 450 Bluetooth On-…' })).toHaveAttribute('href', '/product/p-a');
    expect(within(first).getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeInTheDocument();
    expect(within(first).getByRole('spinbutton', { name: 'Quantity' })).toHaveValue(1);
    expect(within(row(/Cotton/)).getAllByText('₹1,598')).toHaveLength(1);
    // 1499 + 1598 = 3097; 18% = 557.46 -> 557; total 3654
    expect(screen.getByTestId('totals-subtotal')).toHaveTextContent('₹3,097');
    expect(screen.getByTestId('totals-tax')).toHaveTextContent('₹557');
    expect(screen.getByTestId('totals-total')).toHaveTextContent('₹3,654');
    expect(screen.getByText('Free')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Checkout' })).toHaveAttribute('href', '/checkout');
  });

  it('shows the size, RAM or weight picked under each line; the same product in two sizes is two lines (decisions §6)', async () => {
    cart = [
      cartItem({ id: 'm', productId: 'shirt', productTitle: 'Cotton Shirt', price: 799, quantity: 1, variant: 'Size: M' }),
      cartItem({ id: 'l', productId: 'shirt', productTitle: 'Cotton Shirt', price: 799, quantity: 2, variant: 'Size: L' }),
      cartItem({ id: 'p', productTitle: 'Steel Bottle', price: 399, quantity: 1 }),
    ];
    stubCartApi();
    renderPage(<Cart />, { route: '/cart' });
    await screen.findByRole('heading', { name: 'Your Cart' });
    const rows = screen.getAllByTestId('cart-row');
    expect(rows.map((r) => within(r).queryByTestId('line-variant')?.textContent ?? null)).toEqual(['Size: M', 'Size: L', null]);
  });

  it("changes a quantity with one request sending only the quantity, and the totals follow the server's line", async () => {
    const { fetchMock, user } = await openCart();
    await user.click(within(row(/Boat/)).getByRole('button', { name: 'Increase quantity' }));
    await waitFor(() => expect(screen.getByTestId('totals-subtotal')).toHaveTextContent('₹4,596'));
    const puts = callsTo(fetchMock, 'PUT', '/api/cart/a');
    expect(puts).toHaveLength(1);
    expect(puts[0].body).toEqual({ quantity: 2 });
    // The read at load only: the answer is the re-priced line.
    expect(callsTo(fetchMock, 'GET', '/api/cart')).toHaveLength(1);
    expect(within(row(/Boat/)).getByRole('spinbutton', { name: 'Quantity' })).toHaveValue(2);
  });

  it('refuses a quantity above the stock with the spec message and sends nothing', async () => {
    cart[0] = { ...cart[0], quantity: 3 };
    const { fetchMock, user } = await openCart();
    await user.click(within(row(/Boat/)).getByRole('button', { name: 'Increase quantity' }));
    expect(store.get(alertAtom)).toMatchObject({ open: true, error: true, msg: 'The quantity is greater than product count in stock' });
    const box = within(row(/Cotton/)).getByRole('spinbutton', { name: 'Quantity' });
    await user.clear(box);
    await user.type(box, '9{Enter}');
    expect(box).toHaveValue(2);
    expect(callsTo(fetchMock, 'PUT', /\/api\/cart\//)).toHaveLength(0);
  });

  it('snaps a quantity that is not a whole number back to the quantity in the cart, on blur and on Enter', async () => {
    const { fetchMock, user } = await openCart();
    const box = within(row(/Cotton/)).getByRole('spinbutton', { name: 'Quantity' });
    await user.clear(box);
    await user.type(box, '2.5');
    await user.tab();
    expect(box).toHaveValue(2);
    await user.clear(box);
    await user.type(box, '3.7{Enter}');
    expect(box).toHaveValue(2);
    expect(callsTo(fetchMock, 'PUT', /\/api\/cart\//)).toHaveLength(0);
    await user.clear(box);
    await user.type(box, '3{Enter}');
    await waitFor(() => expect(callsTo(fetchMock, 'PUT', /\/api\/cart\//)).toHaveLength(1));
    expect(callsTo(fetchMock, 'PUT', /\/api\/cart\//)[0].body).toEqual({ quantity: 3 });
  });

  it('ignores a quantity of 0 or an empty box', async () => {
    const { fetchMock, user } = await openCart();
    const box = within(row(/Cotton/)).getByRole('spinbutton', { name: 'Quantity' });
    await user.clear(box);
    await user.type(box, '0{Enter}');
    await user.clear(box);
    await user.tab();
    expect(box).toHaveValue(2);
    expect(within(row(/Cotton/)).getByRole('button', { name: 'Decrease quantity' })).toBeEnabled();
    expect(within(row(/Boat/)).getByRole('button', { name: 'Decrease quantity' })).toBeDisabled();
    expect(callsTo(fetchMock, 'PUT', /\/api\/cart\//)).toHaveLength(0);
  });

  it("removes a line with 'item removed from cart!' and the shell's count follows", async () => {
    const { fetchMock, user } = await openCart();
    expect(store.get(cartCountAtom)).toBe(2);
    await user.click(screen.getByRole('button', { name: 'Remove Cotton Shirt' }));
    await waitFor(() => expect(screen.getAllByTestId('cart-row')).toHaveLength(1));
    expect(callsTo(fetchMock, 'DELETE', '/api/cart/b')).toHaveLength(1);
    expect(store.get(alertAtom)).toMatchObject({ open: true, error: false, msg: 'item removed from cart!' });
    expect(store.get(cartCountAtom)).toBe(1);
    // (one line reads in the singular)
    expect(screen.getByText(/There is/)).toHaveTextContent('There is 1 product in your cart');
  });

  it('after a Remove, focus goes to the Remove of the line that took its place, and to Continue Shopping once the cart is empty', async () => {
    const { user } = await openCart();
    screen.getByRole('button', { name: /^Remove Boat/ }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Remove Cotton Shirt' })).toHaveFocus());
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('link', { name: 'Continue Shopping' })).toHaveFocus());
  });

  it('covers the page with an overlay while an update runs', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    stubCartApi();
    const base = globalThis.fetch;
    vi.stubGlobal('fetch', async (input: string, init?: RequestInit) => {
      if (init?.method === 'DELETE') await gate;
      return base(input, init);
    });
    const user = userEvent.setup();
    renderPage(<Cart />, { route: '/cart' });
    await screen.findByRole('heading', { name: 'Your Cart' });
    await user.click(screen.getByRole('button', { name: 'Remove Cotton Shirt' }));
    expect(screen.getByTestId('loading-overlay')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Remove Boat/ })).toBeDisabled();
    release();
    await waitFor(() => expect(screen.queryByTestId('loading-overlay')).not.toBeInTheDocument());
  });

  /** Holds every quantity change (PUT) the page sends until the returned function lets them go. */
  function holdQuantityChanges(): () => void {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const base = globalThis.fetch;
    vi.stubGlobal('fetch', async (input: string, init?: RequestInit) => {
      if (init?.method === 'PUT') await gate;
      return base(input, init);
    });
    return release;
  }

  it('keeps focus on plus or minus pressed with Enter while the update runs and after it (no control is greyed under the shopper)', async () => {
    const { fetchMock, user } = await openCart();
    const release = holdQuantityChanges();
    const plus = within(row(/Boat/)).getByRole('button', { name: 'Increase quantity' });
    plus.focus();
    await user.keyboard('{Enter}');
    expect(screen.getByTestId('loading-overlay')).toBeInTheDocument();
    expect(plus).toHaveFocus();
    expect(plus).toBeEnabled();
    // A second press while the first is on its way is ignored, not sent twice.
    await user.keyboard('{Enter}');
    release();
    await waitFor(() => expect(screen.queryByTestId('loading-overlay')).not.toBeInTheDocument());
    expect(within(row(/Boat/)).getByRole('spinbutton', { name: 'Quantity' })).toHaveValue(2);
    // the same button, not one made again
    expect(within(row(/Boat/)).getByRole('button', { name: 'Increase quantity' })).toBe(plus);
    expect(plus).toHaveFocus();
    expect(callsTo(fetchMock, 'PUT', '/api/cart/a')).toHaveLength(1);

    const minus = within(row(/Cotton/)).getByRole('button', { name: 'Decrease quantity' });
    minus.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(within(row(/Cotton/)).getByRole('spinbutton', { name: 'Quantity' })).toHaveValue(1));
    await waitFor(() => expect(screen.queryByTestId('loading-overlay')).not.toBeInTheDocument());
    // At 1 minus greys out (nothing lower): focus goes to the quantity box beside it, not the body.
    expect(minus).toBeDisabled();
    expect(within(row(/Cotton/)).getByRole('spinbutton', { name: 'Quantity' })).toHaveFocus();
  });

  it('keeps focus where Tab took it after a typed quantity is sent', async () => {
    const { fetchMock, user } = await openCart();
    const release = holdQuantityChanges();
    const box = within(row(/Cotton/)).getByRole('spinbutton', { name: 'Quantity' });
    await user.clear(box);
    await user.type(box, '4');
    await user.tab();
    const plus = within(row(/Cotton/)).getByRole('button', { name: 'Increase quantity' });
    expect(screen.getByTestId('loading-overlay')).toBeInTheDocument();
    // (a browser takes focus off a control greyed under it)
    expect(plus).toBeEnabled();
    expect(box).toBeEnabled();
    expect(plus).toHaveFocus();
    release();
    await waitFor(() => expect(callsTo(fetchMock, 'PUT', '/api/cart/b')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByTestId('loading-overlay')).not.toBeInTheDocument());
    expect(box).toHaveValue(4);
    expect(plus).toHaveFocus();
  });

  it('says the cart could not be read, instead of showing it empty, and Try again reads it again', async () => {
    let down = true;
    const fetchMock = stubFetch({
      'GET /api/cart': () => (down ? { status: 503, body: { error: true, msg: 'The shop is resting' } } : cart),
    });
    const user = userEvent.setup();
    renderPage(<Cart />, { route: '/cart' });
    expect(await screen.findByRole('alert')).toHaveTextContent('The shop is resting');
    expect(screen.queryByRole('heading', { name: 'Your Cart is currently empty' })).not.toBeInTheDocument();
    down = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Your Cart' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET', '/api/cart')).toHaveLength(2);
  });

  it('shows the empty state with Continue Shopping', async () => {
    cart = [];
    stubCartApi();
    renderPage(<Cart />, { route: '/cart' });
    expect(await screen.findByRole('heading', { name: 'Your Cart is currently empty' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('link', { name: 'Checkout' })).not.toBeInTheDocument();
  });

  it('says a product is short of stock under each of its lines when its lines together ask more than is left', async () => {
    cart = [
      cartItem({ id: 'm', productId: 'oil', productTitle: 'Mustard Oil', price: 849, quantity: 10, countInStock: 19, variant: 'Weight: 1kg' }),
      cartItem({ id: 'l', productId: 'oil', productTitle: 'Mustard Oil', price: 849, quantity: 10, countInStock: 19, variant: 'Weight: 2kg' }),
    ];
    await openCart();
    for (const line of screen.getAllByTestId('cart-row')) expect(line).toHaveTextContent('Only 19 left in stock');
  });

  it("rendered on the server for the cookie's shopper, an empty cart says so (no spinner left without scripts)", () => {
    const serverStore = createStore();
    serverStore.set(cookieSessionAtom, true);
    serverStore.set(userAtom, { name: 'Asha Rao', email: 'asha@example.in', userId: 'u1', image: '' });
    serverStore.set(cartItemsAtom, []);
    const html = renderToString(
      <RenderDataContext.Provider value={{ server: true, hydrating: false, records: {} }}>
        <Provider store={serverStore}>
          <MemoryRouter initialEntries={['/cart']}>
            <Cart />
          </MemoryRouter>
        </Provider>
      </RenderDataContext.Provider>,
    );
    expect(html).toContain('Your Cart is currently empty');
    expect(html).not.toContain('spinner-border');
  });

  it("rendered on the server, each line's quantity is a form the shop's server answers: minus and plus are not greyed, Enter sends the typed quantity", () => {
    const serverStore = createStore();
    serverStore.set(cookieSessionAtom, true);
    serverStore.set(userAtom, { name: 'Asha Rao', email: 'asha@example.in', userId: 'u1', image: '' });
    serverStore.set(cartItemsAtom, cart);
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      <RenderDataContext.Provider value={{ server: true, hydrating: false, records: {} }}>
        <Provider store={serverStore}>
          <MemoryRouter initialEntries={['/cart']}>
            <Cart />
          </MemoryRouter>
        </Provider>
      </RenderDataContext.Provider>,
    );
    const line = within(container).getAllByTestId('cart-row')[1];
    const form = line.querySelector('form')!;
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/cart/quantity');
    // (the server says 'The quantity is greater than product count in stock', not the browser)
    expect(form).toHaveAttribute('novalidate');
    expect(Object.fromEntries(new FormData(form))).toEqual({ id: 'b', quantity: '2' });
    const minus = within(line).getByRole('button', { name: 'Decrease quantity' });
    const plus = within(line).getByRole('button', { name: 'Increase quantity' });
    for (const [button, step] of [[minus, '-1'], [plus, '1']] as const) {
      expect(button).toBeEnabled();
      expect(button).toHaveAttribute('type', 'submit');
      expect(button).toHaveAttribute('name', 'step');
      expect(button).toHaveAttribute('value', step);
    }
    // Enter in the box submits through the form's first submit button: one that sends no step.
    const first = form.querySelector('button[type="submit"]')!;
    expect(first).not.toBe(minus);
    expect(first).not.toHaveAttribute('name');
    // A line at 1 cannot go lower, scripts or none.
    expect(within(within(container).getAllByTestId('cart-row')[0]).getByRole('button', { name: 'Decrease quantity' })).toBeDisabled();
    // The coupon box is a form too.
    expect(container.querySelector('form[action="/cart/coupon"]')).not.toBeNull();
  });

  it("rendered on the server, each line's Remove is a form the shop's server answers (not greyed), marked until the scripts own it", () => {
    const serverStore = createStore();
    serverStore.set(cookieSessionAtom, true);
    serverStore.set(userAtom, { name: 'Asha Rao', email: 'asha@example.in', userId: 'u1', image: '' });
    serverStore.set(cartItemsAtom, cart);
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      <RenderDataContext.Provider value={{ server: true, hydrating: false, records: {} }}>
        <Provider store={serverStore}>
          <MemoryRouter initialEntries={['/cart']}>
            <Cart />
          </MemoryRouter>
        </Provider>
      </RenderDataContext.Provider>,
    );
    const line = within(container).getAllByTestId('cart-row')[1];
    const remove = within(line).getByRole('button', { name: 'Remove Cotton Shirt' });
    expect(remove).toBeEnabled();
    expect(remove).toHaveAttribute('type', 'submit');
    expect(remove).toHaveAttribute('data-sf-hydrating', '');
    const form = remove.closest('form')!;
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/cart/remove');
    expect(Object.fromEntries(new FormData(form))).toEqual({ id: 'b' });
  });

  it('once its scripts run, Remove removes the line here and sends no form', async () => {
    const submitted = vi.fn();
    const onSubmit = (e: Event) => submitted(e.defaultPrevented);
    document.addEventListener('submit', onSubmit);
    const { fetchMock, user } = await openCart();
    const remove = screen.getByRole('button', { name: 'Remove Cotton Shirt' });
    expect(remove).not.toHaveAttribute('data-sf-hydrating');
    await user.click(remove);
    await waitFor(() => expect(screen.getAllByTestId('cart-row')).toHaveLength(1));
    document.removeEventListener('submit', onSubmit);
    expect(submitted.mock.calls).toEqual([[true]]);
    expect(callsTo(fetchMock, 'DELETE', '/api/cart/b')).toHaveLength(1);
  });

  it('once its scripts run, minus and plus change the quantity here and send no form', async () => {
    const submitted = vi.fn();
    const onSubmit = (e: Event) => submitted(e.defaultPrevented);
    document.addEventListener('submit', onSubmit);
    const { fetchMock, user } = await openCart();
    await user.click(within(row(/Cotton/)).getByRole('button', { name: 'Decrease quantity' }));
    await waitFor(() => expect(within(row(/Cotton/)).getByRole('spinbutton', { name: 'Quantity' })).toHaveValue(1));
    document.removeEventListener('submit', onSubmit);
    expect(submitted.mock.calls).toEqual([[true]]);
    expect(callsTo(fetchMock, 'PUT', '/api/cart/b')[0].body).toEqual({ quantity: 1 });
  });
});
