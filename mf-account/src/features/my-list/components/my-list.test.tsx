import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { emit, on, signOut, type MyListItem } from '@storefront/shared';
import { deferred, mockApi } from '../../../test/api-mock';
import { readCssBesideTest, ruleBody } from '../../../test/css';
import { alert, DEMO_USER, expectVisitorSentToSignIn, location, renderPage, setUpSignedInTests } from '../../../test/render';
import { hydrateInShop, renderOnServer } from '@storefront/tooling/test-utils';
import { MyList } from './my-list';

const item = (n: number, over: Partial<MyListItem> = {}): MyListItem => ({
  id: `ml${n}`,
  _id: `ml${n}`,
  productTitle: `Product number ${n}`,
  image: `/uploads/seed/p${n}.svg`,
  rating: 3.5,
  price: 12499,
  productId: `p${n}`,
  userId: DEMO_USER.userId,
  ...over,
});

setUpSignedInTests();

describe('My List', () => {
  it('sends a visitor without a token to /signIn', () => expectVisitorSentToSignIn(<MyList />, '/my-list'));

  it("reads the shopper's list and shows the count and rows: image, title linked to /product/{id}, rating, Rs price", async () => {
    const api = mockApi({ 'GET /api/my-list': { body: [item(1), item(2, { price: 899, rating: 4 })] } });
    renderPage(<MyList />, '/my-list');
    expect(screen.getByRole('status', { name: 'Loading My List' })).toBeInTheDocument();
    expect(await screen.findByText(/There are/)).toHaveTextContent('There are 2 products in your My List');
    expect(api.callsTo('GET', '/api/my-list')[0].query.get('userId')).toBe(DEMO_USER.userId);

    const rows = screen.getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    const first = within(rows[0]);
    expect(first.getByRole('link', { name: /Product number 1/ })).toHaveAttribute('href', '/product/p1');
    expect(first.getByRole('img', { name: 'Rated 3.5 out of 5' })).toBeInTheDocument();
    expect(rows[0].querySelector('img')).toHaveAttribute('src', 'http://api.test/uploads/seed/p1.svg');
    expect(first.getByText('Rs 12,499')).toBeInTheDocument();
    expect(within(rows[1]).getByText('Rs 899')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Unit Price' })).toBeInTheDocument();
  });

  it("is empty: 'My List is currently empty' with Continue Shopping to /", async () => {
    mockApi({ 'GET /api/my-list': { body: [] } });
    renderPage(<MyList />, '/my-list');
    expect(await screen.findByText('My List is currently empty')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/');
  });

  it("Remove: an overlay while removing, then 'item removed from My List!', a fresh list, and the other slices are told", async () => {
    let list = [item(1), item(2)];
    const removal = deferred<{ body: unknown }>();
    const api = mockApi({
      'GET /api/my-list': () => ({ body: list }),
      'DELETE /api/my-list/ml1': () => removal.promise,
    });
    const told = vi.fn();
    const stop = on('account:my-list-changed', told);
    renderPage(<MyList />, '/my-list');
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Product number 1' }));

    expect(screen.getByRole('status', { name: 'Removing from My List' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove Product number 2' })).toBeDisabled();
    list = [item(2)];
    removal.resolve({ body: { success: true, msg: 'item removed from My List!' } });

    await waitFor(() => expect(screen.queryByRole('status', { name: 'Removing from My List' })).not.toBeInTheDocument());
    expect(alert()).toMatchObject({ msg: 'item removed from My List!', error: false });
    expect(screen.queryByText('Product number 1')).not.toBeInTheDocument();
    expect(screen.getByText(/There is/)).toHaveTextContent('There is 1 product in your My List');
    expect(api.callsTo('GET', '/api/my-list')).toHaveLength(2);
    expect(told).toHaveBeenCalledWith({ productId: 'p1' });
    stop();
  });

  it('Remove by keyboard: focus moves to the next Remove, then the last, then Continue Shopping (not the page body)', async () => {
    let list = [item(1), item(2), item(3)];
    mockApi({
      'GET /api/my-list': () => ({ body: list }),
      'DELETE /api/my-list/ml2': () => ((list = list.filter((x) => x.id !== 'ml2')), { body: { success: true } }),
      'DELETE /api/my-list/ml3': () => ((list = list.filter((x) => x.id !== 'ml3')), { body: { success: true } }),
      'DELETE /api/my-list/ml1': () => ((list = []), { body: { success: true } }),
    });
    renderPage(<MyList />, '/my-list');
    const u = userEvent.setup();
    (await screen.findByRole('button', { name: 'Remove Product number 2' })).focus();
    await u.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Remove Product number 3' })).toHaveFocus());
    await u.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Remove Product number 1' })).toHaveFocus());
    await u.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('link', { name: 'Continue Shopping' })).toHaveFocus());
  });

  it('Continue Shopping shows a visible focus ring for keyboard users', async () => {
    const body = ruleBody(await readCssBesideTest('my-list.module.css', expect.getState().testPath), '.continue:focus-visible');
    expect(body).toMatch(/outline:\s*\d+px\s+solid/);
  });

  it("a refused removal shows the server's message and keeps the row", async () => {
    mockApi({
      'GET /api/my-list': { body: [item(1)] },
      'DELETE /api/my-list/ml1': { status: 403, body: { error: true, msg: 'You can only access your own data' } },
    });
    renderPage(<MyList />, '/my-list');
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Product number 1' }));
    await waitFor(() => expect(alert()).toMatchObject({ msg: 'You can only access your own data', error: true }));
    expect(screen.getByText('Product number 1')).toBeInTheDocument();
  });

  it('re-reads when a card adds a product, and leaves for /signIn on logout', async () => {
    let list: MyListItem[] = [];
    mockApi({ 'GET /api/my-list': () => ({ body: list }) });
    renderPage(<MyList />, '/my-list');
    await screen.findByText('My List is currently empty');
    list = [item(7)];
    act(() => emit('catalogue:added-to-my-list', { productId: 'p7' }));
    expect(await screen.findByText('Product number 7')).toBeInTheDocument();
    act(() => signOut());
    expect(location()).toBe('/signIn');
  });

  it('shows a load failure with Try again', async () => {
    let fail = true;
    mockApi({ 'GET /api/my-list': () => (fail ? { status: 500, body: { error: true, msg: 'Something went wrong' } } : { body: [] }) });
    renderPage(<MyList />, '/my-list');
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('My List is currently empty')).toBeInTheDocument();
  });
});

describe('My List rendered on the server for the shopper of the session cookie', () => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

  it("shows their list at the first paint, each Remove a form the server answers, and hydrates without a mismatch or a second read", async () => {
    const api = mockApi({ 'GET /api/my-list': { body: [item(1), item(2)] } });
    const { container, records } = await renderOnServer(<MyList />, '/my-list');
    const reads = () => api.calls.filter((c) => c.method === 'GET' && c.path === '/api/my-list');
    expect(reads()).toHaveLength(1);
    expect(container.querySelector('[role="status"]')).toBeNull();
    expect(container.querySelectorAll('tbody tr')).toHaveLength(2);
    const remove = container.querySelector<HTMLButtonElement>('button[aria-label="Remove Product number 2"]')!;
    expect(remove).toHaveAttribute('type', 'submit');
    expect(remove).toHaveAttribute('data-sf-hydrating', '');
    const form = remove.closest('form')!;
    expect([form.getAttribute('method'), form.getAttribute('action')]).toEqual(['post', '/my-list/remove']);
    expect(Object.fromEntries(new FormData(form))).toEqual({ id: 'ml2' });

    const errors = await hydrateInShop(container, <MyList />, '/my-list', records);
    expect(errors).toEqual([]);
    expect(reads()).toHaveLength(1);
    expect(remove).not.toHaveAttribute('data-sf-hydrating');
    document.body.innerHTML = '';
  });
});
