import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callsTo, expectPhoneFacts, lastAlert, makeProduct, renderWithShop, resetStore, signInShopper, stubApi } from '../lib/test-utils';
import QuickView from './quick-view';

beforeEach(() => resetStore());
afterEach(() => vi.unstubAllGlobals());

describe('quick view', () => {
  it('loads nothing while closed', () => {
    const fetchMock = stubApi({});
    renderWithShop(<QuickView productId="p1" show={false} onClose={() => {}} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the product information with quantity, options, cart, wishlist and compare in a dialog', async () => {
    stubApi({ 'GET /api/products/p1': makeProduct({ size: ['S', 'M'] }) });
    renderWithShop(<QuickView productId="p1" show onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: 'Redmi Note 13 Pro 5G' });
    const d = within(dialog);
    expectPhoneFacts(d);
    expect(d.getByText('14%')).toBeInTheDocument();
    expect(d.getByRole('radiogroup', { name: 'Size' })).toBeInTheDocument();
    expect(d.getByRole('textbox', { name: 'Quantity' })).toHaveValue('1');
    expect(d.getByRole('button', { name: 'Add to cart' })).toBeInTheDocument();
    expect(d.getByRole('button', { name: 'Add to Wishlist' })).toBeInTheDocument();
    expect(d.getByRole('button', { name: 'Compare' })).toBeInTheDocument();
    expect(dialog.querySelector('[data-boundary="mf-product"]')).not.toBeNull();
  });

  it("adds to My List with the dialog's message", async () => {
    signInShopper();
    stubApi({ 'GET /api/products/p1': makeProduct(), 'GET /api/my-list': [], 'POST /api/my-list/add/': { status: true, msg: 'ok' } });
    renderWithShop(<QuickView productId="p1" show onClose={() => {}} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Add to Wishlist' }));
    expect(await screen.findByRole('button', { name: 'Added to Wishlist' })).toBeInTheDocument();
    expect(lastAlert()).toMatchObject({ error: false, msg: 'the product added in my list' });
  });

  it("tells a visitor 'Please login first' on Add to cart", async () => {
    const fetchMock = stubApi({ 'GET /api/products/p1': makeProduct() });
    renderWithShop(<QuickView productId="p1" show onClose={() => {}} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Add to cart' }));
    expect(lastAlert()).toMatchObject({ error: true, msg: 'Please login first' });
    expect(callsTo(fetchMock, 'POST /api/cart/add')).toHaveLength(0);
  });

  it('closes with the close button, and the name leads to the product page', async () => {
    stubApi({ 'GET /api/products/p1': makeProduct() });
    const onClose = vi.fn();
    renderWithShop(<QuickView productId="p1" show onClose={onClose} />, { path: '/', route: '/' });
    await screen.findByRole('dialog', { name: 'Redmi Note 13 Pro 5G' });
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('link', { name: 'Redmi Note 13 Pro 5G' }));
    expect(onClose).toHaveBeenCalledTimes(2);
    expect(screen.getByText('Elsewhere: /products/p1')).toBeInTheDocument();
  });

  it('shows a not-found message for an unknown product', async () => {
    stubApi({ 'GET /api/products/zz': () => new Response(JSON.stringify({ error: true, msg: 'Product not found' }), { status: 404 }) });
    renderWithShop(<QuickView productId="zz" show onClose={() => {}} />);
    expect(await within(await screen.findByRole('dialog')).findByRole('heading', { name: 'Product not found' })).toBeInTheDocument();
  });
});
