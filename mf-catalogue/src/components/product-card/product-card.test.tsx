import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { Provider } from 'jotai';
import { alertAtom, cookieSessionAtom, holdShopperState, RenderDataContext, sessionMyListAtom, setModuleLoader, store, TIMINGS, userAtom } from '@storefront/shared';
import { makeProduct, renderAt, resetStore, signInForTest, stubApi, TEST_API, TEST_USER } from '../../lib/test-utils';
import { ProductCard } from './product-card';

/** My List on the API, empty until the add: the calls made, and the bodies the add was sent. */
function listThatAdds() {
  let saved = false;
  const posted: unknown[] = [];
  const api = stubApi({
    '/api/my-list': () => (saved ? [{ id: 'm1', productId: 'p1', userId: TEST_USER.userId }] : []),
    '/api/my-list/add/': (_u: URL, init?: RequestInit) => {
      posted.push(JSON.parse(String(init?.body)));
      saved = true;
      return { status: true, msg: 'added' };
    },
  });
  return { api, posted };
}

/**
 * A card's heart tapped while the page still hydrates (the store holds the server's signed-out
 * view): nothing is said yet; then the page learns this browser's shopper (or that there is none).
 */
async function tapHeartWhileHydrating({ signedIn }: { signedIn: boolean }) {
  const settle = holdShopperState();
  renderAt(<ProductCard product={makeProduct()} />);
  fireEvent.click(screen.getByRole('button', { name: 'Add Rangrez Crew Neck T-Shirt to My List' }));
  expect(store.get(alertAtom).open).toBe(false);
  await act(async () => {
    if (signedIn) signInForTest();
    settle();
  });
}

beforeEach(() => resetStore());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function passSkeleton() {
  act(() => {
    vi.advanceTimersByTime(TIMINGS.skeletonMs);
  });
}

describe('ProductCard', () => {
  it('shows a skeleton for the first 500 ms, then the first image', () => {
    vi.useFakeTimers();
    stubApi({});
    renderAt(<ProductCard product={makeProduct()} />);
    expect(screen.getByTestId('card-skeleton')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Rangrez Crew Neck T-Shirt', hidden: true })).toBeNull();
    // Behind the skeleton the first image is already being fetched, unseen and unnamed.
    const warming = screen.getByTestId('card-image-warming');
    expect(warming).toHaveAttribute('src', `${TEST_API}/uploads/p1-1.svg`);
    expect(warming).toHaveAttribute('alt', '');
    expect(warming).toHaveAttribute('loading', 'lazy');
    act(() => {
      vi.advanceTimersByTime(TIMINGS.skeletonMs - 1);
    });
    expect(screen.getByTestId('card-skeleton')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByTestId('card-skeleton')).toBeNull();
    expect(screen.queryByTestId('card-image-warming')).toBeNull();
    const img = screen.getByRole('img', { name: 'Rangrez Crew Neck T-Shirt', hidden: true });
    expect(img).toHaveAttribute('src', `${TEST_API}/uploads/p1-1.svg`);
  });

  it('rendered by the server, paints its picture at once (first cards asked for first) under a skeleton CSS removes after 500 ms', () => {
    stubApi({});
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      <MemoryRouter>
        <RenderDataContext.Provider value={{ server: true, hydrating: false, records: {} }}>
          <ProductCard product={makeProduct()} priority />
        </RenderDataContext.Provider>
      </MemoryRouter>,
    );
    const img = within(container).getByRole('img', { name: 'Rangrez Crew Neck T-Shirt', hidden: true });
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('fetchpriority', 'high');
    expect(within(container).queryByTestId('card-image-warming')).toBeNull();
    const skeleton = within(container).getByTestId('card-skeleton');
    expect(skeleton.style.getPropertyValue('--skeleton-ms')).toBe(`${TIMINGS.skeletonMs}ms`);
  });

  it("rendered by the server for a signed-in shopper, fills the heart of a product on their My List (the page's session)", () => {
    stubApi({});
    const product = makeProduct();
    const serverHtml = () => {
      const container = document.createElement('div');
      container.innerHTML = renderToString(
        <Provider store={store}>
          <MemoryRouter>
            <RenderDataContext.Provider value={{ server: true, hydrating: false, records: {} }}>
              <ProductCard product={product} />
            </RenderDataContext.Provider>
          </MemoryRouter>
        </Provider>,
      );
      return within(container);
    };
    onTestFinished(() => {
      store.set(sessionMyListAtom, null);
      store.set(cookieSessionAtom, false);
      store.set(userAtom, null);
    });
    store.set(cookieSessionAtom, true);
    store.set(userAtom, TEST_USER);
    store.set(sessionMyListAtom, { userId: TEST_USER.userId, entries: { [product.id]: 'm1' } });
    expect(serverHtml().getByRole('button', { name: `${product.name} is in My List`, hidden: true })).toHaveAttribute('aria-pressed', 'true');
    // Another shopper's list, or a product not on it: empty.
    store.set(sessionMyListAtom, { userId: 'someone-else', entries: { [product.id]: 'm1' } });
    expect(serverHtml().getByRole('button', { name: `Add ${product.name} to My List`, hidden: true })).toHaveAttribute('aria-pressed', 'false');
    store.set(sessionMyListAtom, { userId: TEST_USER.userId, entries: {} });
    expect(serverHtml().getByRole('button', { name: `Add ${product.name} to My List`, hidden: true })).toHaveAttribute('aria-pressed', 'false');
  });

  it('rendered by the server, its Quick view is a link to the product page and its heart a form the shop posts: neither is greyed', () => {
    stubApi({});
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      <MemoryRouter>
        <RenderDataContext.Provider value={{ server: true, hydrating: false, records: {} }}>
          <ProductCard product={makeProduct()} />
        </RenderDataContext.Provider>
      </MemoryRouter>,
    );
    const quickView = within(container).getByRole('link', { name: 'Quick view: Rangrez Crew Neck T-Shirt' });
    expect(quickView).toHaveAttribute('href', '/products/p1');
    expect(quickView).toHaveAttribute('data-sf-hydrating');
    const heart = within(container).getByRole('button', { name: 'Add Rangrez Crew Neck T-Shirt to My List' });
    expect(heart).toBeEnabled();
    expect(heart).toHaveAttribute('type', 'submit');
    // (marked until the scripts own it: the page says it works only then)
    expect(heart).toHaveAttribute('data-sf-hydrating');
    const form = heart.closest('form');
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/my-list/toggle');
    expect(Object.fromEntries(new FormData(form!))).toEqual({ productId: 'p1', from: 'card' });
  });

  it('once its scripts run, the Quick view is a button that opens the dialog in place and the heart sends no form', async () => {
    const submitted = vi.fn();
    const api = stubApi({});
    renderAt(<ProductCard product={makeProduct()} />);
    const quickView = screen.getByRole('button', { name: 'Quick view: Rangrez Crew Neck T-Shirt' });
    expect(quickView).not.toHaveAttribute('data-sf-hydrating');
    const heart = screen.getByRole('button', { name: 'Add Rangrez Crew Neck T-Shirt to My List' });
    // (heard after the page's scripts: on the document)
    const onSubmit = (e: Event) => submitted(e.defaultPrevented);
    document.addEventListener('submit', onSubmit);
    onTestFinished(() => document.removeEventListener('submit', onSubmit));
    fireEvent.click(heart);
    expect(submitted).toHaveBeenCalledWith(true);
    expect(store.get(alertAtom)).toMatchObject({ open: true, msg: 'Please Login to continue', error: true });
    expect(api.mock).not.toHaveBeenCalled();
    // A click that opens the link elsewhere (a new tab) is the browser's.
    expect(fireEvent.click(quickView, { ctrlKey: true })).toBe(true);
    expect(fireEvent.click(quickView)).toBe(false);
  });

  it('slides the second image in on hover and stops on leave', () => {
    vi.useFakeTimers();
    stubApi({});
    renderAt(<ProductCard product={makeProduct()} />);
    passSkeleton();
    const card = screen.getByRole('article', { name: 'Rangrez Crew Neck T-Shirt' });
    fireEvent.mouseEnter(card);
    expect(screen.getByTestId('card-second-image')).toHaveAttribute('src', `${TEST_API}/uploads/p1-2.svg`);
    fireEvent.mouseLeave(card);
    expect(screen.queryByTestId('card-second-image')).toBeNull();
  });

  it('cuts the name to 20 characters plus an ellipsis and links to the product', () => {
    stubApi({});
    renderAt(<ProductCard product={makeProduct({ name: 'Rangrez Crew Neck T-Shirt' })} />);
    const link = screen.getByRole('link', { name: 'Rangrez Crew Neck T-…' });
    expect(link).toHaveAttribute('href', '/products/p1');
    renderAt(<ProductCard product={makeProduct({ id: 'p2', name: 'Short name' })} />);
    expect(screen.getByRole('link', { name: 'Short name' })).toBeInTheDocument();
  });

  it('shows the discount badge only when there is a discount', () => {
    stubApi({});
    renderAt(<ProductCard product={makeProduct({ discount: 30 })} />);
    expect(screen.getByText('30%')).toBeInTheDocument();
    renderAt(<ProductCard product={makeProduct({ id: 'p2', name: 'No discount', discount: 0 })} />);
    const second = screen.getByRole('article', { name: 'No discount' });
    expect(second).not.toHaveTextContent('%');
  });

  it('labels stock: In Stock from 1, Out of Stock at 0', () => {
    stubApi({});
    renderAt(
      <>
        <ProductCard product={makeProduct({ id: 'a', name: 'Has one', countInStock: 1 })} />
        <ProductCard product={makeProduct({ id: 'b', name: 'Has none', countInStock: 0 })} />
      </>,
    );
    expect(screen.getByRole('article', { name: 'Has one' })).toHaveTextContent('In Stock');
    expect(screen.getByRole('article', { name: 'Has none' })).toHaveTextContent('Out of Stock');
  });

  it('shows old price, price and a half-star rating', () => {
    stubApi({});
    renderAt(<ProductCard product={makeProduct({ rating: 3.5, oldPrice: 2299, price: 1599 })} />);
    expect(screen.getByRole('img', { name: 'Rated 3.5 out of 5' })).toBeInTheDocument();
    expect(screen.getByText('₹2,299')).toBeInTheDocument();
    expect(screen.getByText('₹1,599')).toBeInTheDocument();
  });

  it('asks a visitor to sign in and makes no list call', async () => {
    const api = stubApi({});
    renderAt(<ProductCard product={makeProduct()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add Rangrez Crew Neck T-Shirt to My List' }));
    expect(store.get(alertAtom)).toMatchObject({ open: true, msg: 'Please Login to continue', error: true });
    expect(api.calls('/api/my-list')).toHaveLength(0);
    expect(api.calls('/api/my-list/add/')).toHaveLength(0);
  });

  it('for a signed-in shopper, looks the product up, adds it and fills the heart', async () => {
    signInForTest();
    const { api, posted } = listThatAdds();
    renderAt(<ProductCard product={makeProduct()} />);
    await waitFor(() => expect(api.calls('/api/my-list')).toHaveLength(1));
    const lookup = api.calls('/api/my-list')[0];
    expect(lookup.searchParams.get('productId')).toBe('p1');
    expect(lookup.searchParams.get('userId')).toBe('u1');
    const heart = screen.getByRole('button', { name: 'Add Rangrez Crew Neck T-Shirt to My List' });
    expect(heart).toHaveAttribute('aria-pressed', 'false');

    fireEvent.click(heart);
    await waitFor(() => expect(store.get(alertAtom)).toMatchObject({ msg: 'The product added to My List', error: false }));
    // Only the product: the server takes title, picture and price from the catalogue.
    expect(posted).toEqual([{ productId: 'p1' }]);
    // checked again after adding: now on the list
    const active = await screen.findByRole('button', { name: 'Rangrez Crew Neck T-Shirt is in My List' });
    expect(active).toHaveAttribute('aria-pressed', 'true');
  });

  it('a heart tapped while the page still hydrates (the store says visitor) waits for the sign-in, asks the list, then adds', async () => {
    const { api, posted } = listThatAdds();
    await tapHeartWhileHydrating({ signedIn: true });
    await waitFor(() => expect(store.get(alertAtom)).toMatchObject({ msg: 'The product added to My List', error: false }));
    expect(posted).toEqual([{ productId: 'p1' }]);
    // the list was read for the shopper before the add (not the visitor's empty heart taken as the answer)
    expect(api.calls('/api/my-list')[0].searchParams.get('userId')).toBe(TEST_USER.userId);
    expect(await screen.findByRole('button', { name: 'Rangrez Crew Neck T-Shirt is in My List' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('a heart tapped while the page still hydrates removes a product the shopper already listed', async () => {
    let saved = true;
    const deleted: string[] = [];
    const api = stubApi({
      '/api/my-list': () => (saved ? [{ id: 'm1', productId: 'p1', userId: TEST_USER.userId }] : []),
      '/api/my-list/m1': (u: URL, init?: RequestInit) => {
        deleted.push(`${init?.method} ${u.pathname}`);
        saved = false;
        return { success: true, msg: 'item removed from My List!' };
      },
    });
    await tapHeartWhileHydrating({ signedIn: true });
    await waitFor(() => expect(store.get(alertAtom)).toMatchObject({ msg: 'item removed from My List!', error: false }));
    expect(deleted).toEqual(['DELETE /api/my-list/m1']);
    expect(api.calls('/api/my-list/add/')).toHaveLength(0);
  });

  it('a heart tapped while the page hydrates for a visitor asks them to sign in once the page knows', async () => {
    const api = stubApi({ '/api/my-list': [] });
    await tapHeartWhileHydrating({ signedIn: false });
    await waitFor(() => expect(store.get(alertAtom)).toMatchObject({ msg: 'Please Login to continue', error: true }));
    expect(api.calls('/api/my-list/add/')).toHaveLength(0);
  });

  it('shows the server message when adding fails', async () => {
    signInForTest();
    stubApi({ '/api/my-list': [], '/api/my-list/add/': { status: false, msg: 'Product already added in the My List' } });
    renderAt(<ProductCard product={makeProduct()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add Rangrez Crew Neck T-Shirt to My List' }));
    await waitFor(() => expect(store.get(alertAtom)).toMatchObject({ msg: 'Product already added in the My List', error: true }));
  });

  it('looks the list up again on hover', async () => {
    signInForTest();
    const api = stubApi({ '/api/my-list': [] });
    renderAt(<ProductCard product={makeProduct()} />);
    await waitFor(() => expect(api.calls('/api/my-list')).toHaveLength(1));
    fireEvent.mouseEnter(screen.getByRole('article', { name: 'Rangrez Crew Neck T-Shirt' }));
    await waitFor(() => expect(api.calls('/api/my-list')).toHaveLength(2));
  });

  it("opens mf-product's QuickView for the product", async () => {
    stubApi({});
    const loader = vi.fn(async () => ({
      default: ({ productId, show }: { productId: string; show: boolean }) =>
        show ? <div role="dialog" aria-label="Quick view">{`Quick view of ${productId}`}</div> : null,
    }));
    setModuleLoader(loader);
    renderAt(<ProductCard product={makeProduct()} />);
    expect(loader).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Quick view: Rangrez Crew Neck T-Shirt' }));
    expect(await screen.findByRole('dialog', { name: 'Quick view' })).toHaveTextContent('Quick view of p1');
    expect(loader).toHaveBeenCalledWith('mf_product/QuickView');
  });

  it('says so when the quick view cannot be loaded', async () => {
    stubApi({});
    setModuleLoader(async () => {
      throw new Error('down');
    });
    renderAt(<ProductCard product={makeProduct()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Quick view: Rangrez Crew Neck T-Shirt' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Quick view is unavailable right now.');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
