import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { alertAtom, store, type Order } from '@storefront/shared';
import { callsTo, hydrateInShop, renderOnServer, renderPage, resetStore, signInForTest, stubFetch } from '../../../lib/test-utils';
import { Orders } from './orders';

function order(id: string, over: Partial<Order> = {}): Order {
  return {
    id,
    _id: id,
    orderId: id,
    date: '2026-11-20T09:15:00.000Z',
    name: 'Asha Rao',
    phoneNumber: '9876543210',
    address: '12 MG Road Flat 4',
    pincode: '560001',
    email: 'asha@example.in',
    amount: 3654,
    subtotal: 3097,
    tax: 557,
    paymentId: 'None',
    paymentType: 'COD',
    status: 'pending',
    discount: 0,
    couponCode: null,
    city: 'Bengaluru',
    state: 'Karnataka',
    country: 'India',
    invoiceNumber: 'SF/2026-27/000001',
    refund: null,
    products: [
      { productId: 'pa', productTitle: 'Boat Rockerz 450', image: '/uploads/a.svg', variant: '', price: 1499, quantity: 1, subTotal: 1499 },
      { productId: 'pb', productTitle: 'Cotton Shirt', image: '/uploads/b.svg', variant: 'Size: L', price: 799, quantity: 2, subTotal: 1598 },
    ],
    ...over,
  };
}

beforeEach(() => {
  resetStore();
  signInForTest();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Orders', () => {
  it('sends a visitor without a token to /signIn', () => {
    resetStore();
    stubFetch({});
    renderPage(<Orders />, { route: '/orders' });
    expect(screen.getByTestId('location')).toHaveTextContent('/signIn');
  });

  it("says 'No orders found.' when there are none", async () => {
    const fetchMock = stubFetch({ 'GET /api/orders': () => [] });
    renderPage(<Orders />, { route: '/orders' });
    expect(screen.getByRole('heading', { name: 'My Orders' })).toBeInTheDocument();
    expect(await screen.findByText('No orders found.')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET', '/api/orders')[0].url.searchParams.get('userid')).toBe('u1');
  });

  it('shows each order with id, date part, contact, address with pincode, amount in ₹ and its badges', async () => {
    stubFetch({
      'GET /api/orders': () => [
        order('ORD2', { paymentType: 'Online', paymentId: 'pay_1', status: 'paid', amount: 123456 }),
        order('ORD1'),
      ],
    });
    renderPage(<Orders />, { route: '/orders' });
    const cards = await screen.findAllByTestId('order-card');
    expect(cards).toHaveLength(2);
    const [online, cod] = cards;
    expect(within(online).getByRole('heading', { name: 'Order #ORD2' })).toBeInTheDocument();
    expect(online).toHaveTextContent('Placed on 2026-11-20');
    expect(online).toHaveTextContent('Asha Rao');
    expect(online).toHaveTextContent('9876543210');
    // The whole delivery address (decisions §7).
    expect(online).toHaveTextContent('12 MG Road Flat 4, Bengaluru, Karnataka 560001, India');
    expect(online).toHaveTextContent('asha@example.in');
    expect(online).toHaveTextContent('₹1,23,456');
    expect(within(online).getByText('Online')).toHaveClass('badge');
    expect(within(online).getByTestId('order-status')).toHaveTextContent('paid');
    expect(within(online).getByTestId('order-status')).toHaveClass('text-bg-success');
    expect(within(cod).getByText('Cash on Delivery')).toHaveClass('badge');
    expect(within(cod).getByTestId('order-status')).toHaveTextContent('pending');
    expect(within(cod).getByTestId('order-status')).toHaveClass('text-bg-danger');
  });

  it("dates an order by India's calendar, as its invoice is: placed at 00:04 in India is that day, not UTC's day before", async () => {
    stubFetch({ 'GET /api/orders': () => [order('LATE', { date: '2026-11-27T18:34:21.925Z' })] });
    renderPage(<Orders />, { route: '/orders' });
    const [card] = await screen.findAllByTestId('order-card');
    expect(card).toHaveTextContent('Placed on 2026-11-28');
  });

  it('shows an order placed before addresses were kept as street and pincode', async () => {
    stubFetch({ 'GET /api/orders': () => [order('OLD1', { city: '', state: '', country: '', invoiceNumber: null })] });
    renderPage(<Orders />, { route: '/orders' });
    const [card] = await screen.findAllByTestId('order-card');
    expect(card).toHaveTextContent('12 MG Road Flat 4, 560001');
    expect(within(card).queryByRole('link', { name: 'Invoice' })).not.toBeInTheDocument();
  });

  it('links each order to its Tax Invoice', async () => {
    stubFetch({ 'GET /api/orders': () => [order('ORD1')] });
    renderPage(<Orders />, { route: '/orders' });
    const [card] = await screen.findAllByTestId('order-card');
    expect(within(card).getByRole('link', { name: 'Invoice' })).toHaveAttribute('href', '/orders/ORD1/invoice');
  });

  it('cancels an order after Yes, cancel, showing it Cancelled; Keep order changes nothing', async () => {
    const fetchMock = stubFetch({
      'GET /api/orders': () => [order('ORD1')],
      'POST /api/orders/:id/cancel': () => order('ORD1', { status: 'Cancelled' }),
    });
    const user = userEvent.setup();
    renderPage(<Orders />, { route: '/orders' });
    const [card] = await screen.findAllByTestId('order-card');
    await user.click(within(card).getByRole('button', { name: 'Cancel order' }));
    await user.click(within(card).getByRole('button', { name: 'Keep order' }));
    expect(callsTo(fetchMock, 'POST', '/api/orders/ORD1/cancel')).toHaveLength(0);
    await user.click(within(card).getByRole('button', { name: 'Cancel order' }));
    expect(within(card).getByRole('alertdialog')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Yes, cancel' }));
    expect(await within(card).findByText('Cancelled')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/api/orders/ORD1/cancel')).toHaveLength(1);
    expect(within(card).queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();
  });

  it('keeps the keyboard in place through Cancel order: into the question, back on Keep order (or Escape), to the order once cancelled', async () => {
    stubFetch({
      'GET /api/orders': () => [order('ORD1')],
      'POST /api/orders/:id/cancel': () => order('ORD1', { status: 'Cancelled' }),
    });
    const user = userEvent.setup();
    renderPage(<Orders />, { route: '/orders' });
    const [card] = await screen.findAllByTestId('order-card');
    within(card).getByRole('button', { name: 'Cancel order' }).focus();
    await user.keyboard('{Enter}');
    expect(within(card).getByRole('button', { name: 'Keep order' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(within(card).getByRole('button', { name: 'Cancel order' })).toHaveFocus();
    // Escape answers as Keep order does.
    await user.keyboard('{Enter}');
    await user.keyboard('{Escape}');
    expect(within(card).queryByRole('alertdialog')).toBeNull();
    expect(within(card).getByRole('button', { name: 'Cancel order' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.tab({ shift: true });
    expect(within(card).getByRole('button', { name: 'Yes, cancel' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await within(card).findByText('Cancelled')).toBeInTheDocument();
    expect(within(card).getByRole('heading', { name: 'Order #ORD1' })).toHaveFocus();
  });

  it("shows a cancelled online order's refund and where it stands; none on other orders", async () => {
    const online = { paymentType: 'Online' as const, paymentId: 'pay_1', status: 'Cancelled', amount: 4954 };
    stubFetch({
      'GET /api/orders': () => [
        order('ORD4', { ...online, refund: { amount: 4954, status: 'refunded' } }),
        order('ORD3', { ...online, refund: { amount: 4954, status: 'pending' } }),
        order('ORD2', { ...online, refund: { amount: 4954, status: 'failed' } }),
        order('ORD1'),
      ],
    });
    renderPage(<Orders />, { route: '/orders' });
    const cards = await screen.findAllByTestId('order-card');
    expect(within(cards[0]).getByTestId('order-refund')).toHaveTextContent(/^Refund of ₹4,954: refunded$/);
    expect(within(cards[1]).getByTestId('order-refund')).toHaveTextContent(/^Refund of ₹4,954 in progress$/);
    expect(within(cards[2]).getByTestId('order-refund')).toHaveTextContent(/^Refund of ₹4,954 delayed: our team is completing it$/);
    expect(within(cards[3]).queryByTestId('order-refund')).not.toBeInTheDocument();
  });

  it('a stale page refused Cancel shows the reason, the real status, and closes the question', async () => {
    let reads = 0;
    stubFetch({
      // The second read is after the refusal: another tab cancelled the order meanwhile.
      'GET /api/orders': () => [order('ORD1', { status: ++reads === 1 ? 'pending' : 'Cancelled' })],
      'POST /api/orders/:id/cancel': () => ({ status: 409, body: { error: true, msg: 'This order is already cancelled' } }),
    });
    const user = userEvent.setup();
    renderPage(<Orders />, { route: '/orders' });
    const [card] = await screen.findAllByTestId('order-card');
    await user.click(within(card).getByRole('button', { name: 'Cancel order' }));
    await user.click(within(card).getByRole('button', { name: 'Yes, cancel' }));
    expect(await within(screen.getByTestId('order-card')).findByText('Cancelled')).toBeInTheDocument();
    expect(store.get(alertAtom)).toMatchObject({ open: true, error: true, msg: 'This order is already cancelled' });
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();
  });

  it('View Products opens one order at a time; Hide Products closes it', async () => {
    stubFetch({ 'GET /api/orders': () => [order('ORD2'), order('ORD1')] });
    const user = userEvent.setup();
    renderPage(<Orders />, { route: '/orders' });
    const [first, second] = await screen.findAllByTestId('order-card');
    await user.click(within(first).getByRole('button', { name: 'View Products' }));
    const rows = within(within(first).getByRole('list', { name: 'Products of order ORD2' })).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(rows[1]).toHaveTextContent('Cotton Shirt × 2');
    // The size picked travels with the order line (decisions §6); a line without options shows none.
    expect(within(rows[1]).getByTestId('line-variant')).toHaveTextContent('Size: L');
    expect(within(rows[0]).queryByTestId('line-variant')).not.toBeInTheDocument();
    expect(rows[1]).toHaveTextContent('₹1,598');
    expect(within(first).getByRole('button', { name: 'Hide Products' })).toHaveAttribute('aria-expanded', 'true');

    await user.click(within(second).getByRole('button', { name: 'View Products' }));
    expect(within(first).queryByRole('list')).not.toBeInTheDocument();
    expect(within(first).getByRole('button', { name: 'View Products' })).toHaveAttribute('aria-expanded', 'false');
    expect(within(second).getByRole('list', { name: 'Products of order ORD1' })).toBeInTheDocument();

    await user.click(within(second).getByRole('button', { name: 'Hide Products' }));
    expect(screen.queryByRole('list', { name: /Products of order/ })).not.toBeInTheDocument();
  });

  it('offers to try again when the orders cannot be read', async () => {
    let fail = true;
    stubFetch({ 'GET /api/orders': () => (fail ? { status: 500, body: { error: true, msg: 'Something went wrong' } } : []) });
    const user = userEvent.setup();
    renderPage(<Orders />, { route: '/orders' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No orders found.')).toBeInTheDocument();
  });
});

describe('Orders rendered on the server for the shopper of the session cookie', () => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('shows their orders at the first paint, greys what needs the scripts, and hydrates without a mismatch or a second read', async () => {
    const fetchMock = stubFetch({ 'GET /api/orders': () => [order('o1'), order('o2', { status: 'Delivered' })] });
    const { container, records } = await renderOnServer(<Orders />, '/orders');
    expect(callsTo(fetchMock, 'GET', '/api/orders')).toHaveLength(1);
    expect(container.querySelectorAll('[data-testid="order-card"]')).toHaveLength(2);
    expect(container.querySelector('.spinner-border')).toBeNull();
    const view = [...container.querySelectorAll('button')].find((b) => b.textContent === 'View Products')!;
    expect(view).toHaveAttribute('aria-disabled', 'true');
    expect(view).toHaveAttribute('data-sf-hydrating', '');

    const errors = await hydrateInShop(container, <Orders />, '/orders', records);
    expect(errors).toEqual([]);
    expect(callsTo(fetchMock, 'GET', '/api/orders')).toHaveLength(1);
    expect(within(container).getAllByRole('button', { name: 'View Products' })[0]).not.toHaveAttribute('aria-disabled');
    expect(within(container).getByRole('button', { name: 'Cancel order' })).not.toHaveAttribute('aria-disabled');
  });
});
