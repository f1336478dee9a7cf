import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { alertAtom, emit, on, store } from '@storefront/shared';
import { makeProduct, renderAt, resetStore, signInForTest, stubApi, TEST_USER } from '../../lib/test-utils';
import { ProductCard } from './product-card';

beforeEach(() => resetStore());
afterEach(() => vi.unstubAllGlobals());

const entry = (productId: string, id = `m-${productId}`) => ({
  id,
  _id: id,
  productTitle: 'x',
  image: '',
  rating: 4,
  price: 100,
  productId,
  userId: TEST_USER.userId,
});

describe('product card hearts', () => {
  it('a page of cards asks My List once, for all of its products', async () => {
    signInForTest();
    const api = stubApi({ '/api/my-list': [entry('p2')] });
    renderAt(
      <>
        {['p1', 'p2', 'p3'].map((id) => (
          <ProductCard key={id} product={makeProduct({ id, name: `Product ${id}` })} />
        ))}
      </>,
    );
    await screen.findByRole('button', { name: 'Product p2 is in My List' });
    expect(api.calls('/api/my-list')).toHaveLength(1);
    const [call] = api.calls('/api/my-list');
    expect(call.searchParams.get('productIds')?.split(',').sort()).toEqual(['p1', 'p2', 'p3']);
    expect(call.searchParams.get('productId')).toBeNull();
    expect(screen.getByRole('button', { name: 'Add Product p1 to My List' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('button', { name: 'Add Product p3 to My List' })).toHaveAttribute('aria-pressed', 'false');
  });

  it("a filled heart removes the product: 'item removed from My List!', the heart empties, nothing is added", async () => {
    signInForTest();
    let saved = true;
    const deleted: string[] = [];
    const api = stubApi({
      '/api/my-list': () => (saved ? [entry('p1', 'm1')] : []),
      '/api/my-list/m1': (u: URL, init?: RequestInit) => {
        deleted.push(`${init?.method} ${u.pathname}`);
        saved = false;
        return { success: true, msg: 'item removed from My List!' };
      },
    });
    const removed: string[] = [];
    const off = on('catalogue:removed-from-my-list', ({ productId }) => removed.push(productId));
    renderAt(<ProductCard product={makeProduct()} />);
    const filled = await screen.findByRole('button', { name: 'Rangrez Crew Neck T-Shirt is in My List' });
    expect(filled).toHaveAttribute('aria-pressed', 'true');

    fireEvent.click(filled);
    await waitFor(() => expect(store.get(alertAtom)).toMatchObject({ msg: 'item removed from My List!', error: false }));
    expect(deleted).toEqual(['DELETE /api/my-list/m1']);
    const empty = await screen.findByRole('button', { name: 'Add Rangrez Crew Neck T-Shirt to My List' });
    expect(empty).toHaveAttribute('aria-pressed', 'false');
    expect(api.calls('/api/my-list/add/')).toHaveLength(0);
    expect(removed).toEqual(['p1']);
    off();
  });

  it('follows a change made for its product elsewhere (the quick view, the product page): the heart fills and empties with it', async () => {
    signInForTest();
    let saved = false;
    stubApi({ '/api/my-list': () => (saved ? [entry('qv1')] : []) });
    renderAt(<ProductCard product={makeProduct({ id: 'qv1', name: 'Quick Phone' })} />);
    await screen.findByRole('button', { name: 'Add Quick Phone to My List' });
    await new Promise((r) => setTimeout(r, 400));
    saved = true;
    act(() => void emit('catalogue:added-to-my-list', { productId: 'qv1' }));
    expect(await screen.findByRole('button', { name: 'Quick Phone is in My List' })).toHaveAttribute('aria-pressed', 'true');
    saved = false;
    act(() => void emit('catalogue:removed-from-my-list', { productId: 'qv1' }));
    expect(await screen.findByRole('button', { name: 'Add Quick Phone to My List' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('says what went wrong when the removal fails, and the heart stays filled', async () => {
    signInForTest();
    stubApi({
      '/api/my-list': [entry('p1', 'm1')],
      '/api/my-list/m1': () => new Response(JSON.stringify({ error: true, msg: 'Something went wrong' }), { status: 500 }),
    });
    renderAt(<ProductCard product={makeProduct()} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Rangrez Crew Neck T-Shirt is in My List' }));
    await waitFor(() => expect(store.get(alertAtom)).toMatchObject({ error: true }));
    expect(screen.getByRole('button', { name: 'Rangrez Crew Neck T-Shirt is in My List' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('a product shown again further down the page is answered from what the page knows', async () => {
    signInForTest();
    const api = stubApi({ '/api/my-list': [entry('p7')] });
    renderAt(<ProductCard product={makeProduct({ id: 'p7', name: 'Product p7' })} />);
    await screen.findByRole('button', { name: 'Product p7 is in My List' });
    renderAt(<ProductCard product={makeProduct({ id: 'p7', name: 'Product p7' })} />);
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Product p7 is in My List' })).toHaveLength(2));
    expect(api.calls('/api/my-list')).toHaveLength(1);
  });
});
