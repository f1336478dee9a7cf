import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { categoriesAtom, filterPanelOpenAtom, filtersEnabledAtom, locationAtom, store } from '@storefront/shared';
import { PRICE_COMMIT_DELAY_MS } from '../../../components/filters/price-filter';
import { CATEGORIES, makeProduct, page, renderAt, resetStore, setWindowWidth, stubApi } from '../../../lib/test-utils';
import { ListingPage } from './listing-page';

const LIST_PATHS = ['/products/category/:id', '/products/subCat/:id'];
const products = [makeProduct({ id: 'a', name: 'First product' }), makeProduct({ id: 'b', name: 'Second product' }), makeProduct({ id: 'c', name: 'Third product' })];

function listingApi(extra: Record<string, unknown> = {}) {
  return stubApi({
    '/api/products/catId': page(products),
    '/api/products/subCatId': page(products.slice(0, 1)),
    '/api/products/fiterByPrice': page(products.slice(0, 2)),
    '/api/products/rating': page(products.slice(1)),
    '/api/products/featured': [],
    '/api/homeSideBanners': [],
    '/api/category': { categoryList: CATEGORIES },
    ...extra,
  });
}

function renderListing(route = '/products/category/c1') {
  return renderAt(<ListingPage />, { paths: LIST_PATHS, route });
}

const names = () => screen.getAllByTestId('product-card').map((c) => c.getAttribute('aria-label'));

beforeEach(() => {
  resetStore();
  store.set(categoriesAtom, CATEGORIES);
  setWindowWidth(1280);
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** Lets the price handles settle (fake timers are on) and gives the one price-filter call that follows. */
async function priceCallAfterSettling(api: ReturnType<typeof listingApi>) {
  act(() => {
    vi.advanceTimersByTime(PRICE_COMMIT_DELAY_MS);
  });
  vi.useRealTimers();
  await waitFor(() => expect(api.calls('/api/products/fiterByPrice')).toHaveLength(1));
  return api.calls('/api/products/fiterByPrice')[0];
}

describe('Category listing', () => {
  it("shows a spinner, then the category's products in reverse of the server's order", async () => {
    const api = listingApi();
    renderListing();
    expect(screen.getByText('Loading products').closest('[role="status"]')).toBeInTheDocument();
    await waitFor(() => expect(names()).toEqual(['Third product', 'Second product', 'First product']));
    const call = api.calls('/api/products/catId')[0];
    expect(call.searchParams.get('catId')).toBe('c1');
    expect(call.searchParams.get('page')).toBe('1');
    expect(call.searchParams.get('perPage')).toBe('10');
    // 'All' means no location filter: the parameter is left out
    expect(call.searchParams.has('location')).toBe(false);
    expect(screen.getByRole('heading', { level: 1, name: 'Fashion' })).toBeInTheDocument();
    expect(window.scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it("sends the shopper's location", async () => {
    store.set(locationAtom, 'IN');
    const api = listingApi();
    renderListing();
    await screen.findByText('Third product');
    expect(api.calls('/api/products/catId')[0].searchParams.get('location')).toBe('IN');
  });

  it('switches between one, three and four columns (four by default)', async () => {
    listingApi();
    renderListing();
    await screen.findByText('Third product');
    const four = screen.getByRole('button', { name: 'Show four products per row' });
    expect(four).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByTestId('product-grid')).toHaveAttribute('data-columns', '4');
    fireEvent.click(screen.getByRole('button', { name: 'Show one product per row' }));
    expect(screen.getByTestId('product-grid')).toHaveAttribute('data-columns', '1');
    expect(four).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(screen.getByRole('button', { name: 'Show three products per row' }));
    expect(screen.getByTestId('product-grid')).toHaveAttribute('data-columns', '3');
  });

  it("'Show N' offers 10 to 60 and asks for page 1 with that page size", async () => {
    const api = listingApi({ '/api/products/catId': page(products, { totalPages: 3 }) });
    renderListing();
    await screen.findByText('Third product');
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(api.calls('/api/products/catId').at(-1)?.searchParams.get('page')).toBe('2'));
    const show = screen.getByRole('combobox', { name: 'Show' });
    expect(within(show).getAllByRole('option').map((o) => o.textContent)).toEqual(['10', '20', '30', '40', '50', '60']);
    expect(show).toHaveValue('10');
    fireEvent.change(show, { target: { value: '30' } });
    await waitFor(() => expect(api.calls('/api/products/catId').at(-1)?.searchParams.get('perPage')).toBe('30'));
    expect(api.calls('/api/products/catId').at(-1)?.searchParams.get('page')).toBe('1');
  });

  it('shows pagination only when there is more than one page', async () => {
    listingApi();
    renderListing();
    await screen.findByText('Third product');
    expect(screen.queryByRole('navigation', { name: 'Pages' })).toBeNull();
  });

  it('filters by rating through /api/products/rating with the category and location', async () => {
    store.set(locationAtom, 'IN');
    const api = listingApi();
    renderListing();
    await screen.findByText('Third product');
    fireEvent.click(screen.getByRole('button', { name: 'Rated 4 stars and up' }));
    await waitFor(() => expect(names()).toEqual(['Third product', 'Second product']));
    const call = api.calls('/api/products/rating')[0];
    expect(call.searchParams.get('rating')).toBe('4');
    expect(call.searchParams.get('catId')).toBe('c1');
    expect(call.searchParams.get('location')).toBe('IN');
    expect(screen.getByRole('button', { name: 'Rated 4 stars and up' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('filters by price through /api/products/fiterByPrice once the handles settle', async () => {
    const api = listingApi();
    renderListing();
    await screen.findByText('Third product');
    vi.useFakeTimers();
    fireEvent.change(screen.getByRole('slider', { name: 'Minimum price' }), { target: { value: '500' } });
    fireEvent.change(screen.getByRole('slider', { name: 'Maximum price' }), { target: { value: '2000' } });
    expect(api.calls('/api/products/fiterByPrice')).toHaveLength(0);
    const call = await priceCallAfterSettling(api);
    expect(call.searchParams.get('minPrice')).toBe('500');
    expect(call.searchParams.get('maxPrice')).toBe('2000');
    expect(call.searchParams.get('catId')).toBe('c1');
    await waitFor(() => expect(names()).toEqual(['Second product', 'First product']));
  });

  it('sends no upper limit when the upper handle is at 60000', async () => {
    const api = listingApi();
    renderListing();
    await screen.findByText('Third product');
    vi.useFakeTimers();
    const min = screen.getByRole('slider', { name: 'Minimum price' });
    expect(min).toHaveAttribute('min', '100');
    expect(min).toHaveAttribute('max', '60000');
    expect(min).toHaveAttribute('step', '5');
    expect(screen.getByRole('slider', { name: 'Maximum price' })).toHaveValue('60000');
    fireEvent.change(min, { target: { value: '1000' } });
    const call = await priceCallAfterSettling(api);
    expect(call.searchParams.get('minPrice')).toBe('1000');
    expect(call.searchParams.has('maxPrice')).toBe(false);
  });

  it('lists the sub-categories as radios and goes to the chosen one', async () => {
    listingApi();
    renderListing();
    await screen.findByText('Third product');
    const women = screen.getByRole('radio', { name: 'Women' });
    expect(women).not.toBeChecked();
    fireEvent.click(women);
    expect(screen.getByTestId('location')).toHaveTextContent('/products/subCat/s2');
  });

  it("shows the server's message when the list cannot be read, and tries again on request", async () => {
    let fail = true;
    listingApi({
      '/api/products/catId': () =>
        fail ? new Response(JSON.stringify({ error: true, msg: 'catId must be a valid id' }), { status: 400 }) : page(products),
    });
    renderListing();
    expect(await screen.findByRole('alert')).toHaveTextContent('catId must be a valid id');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Third product')).toBeInTheDocument();
  });

  it('enables the bottom-bar Filters tab while shown and disables it on leave', async () => {
    listingApi();
    const view = renderListing();
    await screen.findByText('Third product');
    expect(store.get(filtersEnabledAtom)).toBe(true);
    view.unmount();
    expect(store.get(filtersEnabledAtom)).toBe(false);
  });
});

describe('Sub-category listing', () => {
  it('uses the subCatId variants when the address holds subCat', async () => {
    const api = listingApi();
    renderListing('/products/subCat/s1');
    await screen.findByText('First product');
    expect(api.calls('/api/products/subCatId')[0].searchParams.get('subCatId')).toBe('s1');
    expect(api.calls('/api/products/catId')).toHaveLength(0);
    expect(screen.getByRole('heading', { level: 1, name: 'Men' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Men' })).toBeChecked();
    fireEvent.click(screen.getByRole('button', { name: 'Rated 3 stars and up' }));
    await waitFor(() => expect(api.calls('/api/products/rating')).toHaveLength(1));
    expect(api.calls('/api/products/rating')[0].searchParams.get('subCatId')).toBe('s1');
    expect(api.calls('/api/products/rating')[0].searchParams.has('catId')).toBe(false);
  });
});

describe('Layout buttons offer only the grids that fit', () => {
  const layoutNames = () => within(screen.getByRole('group', { name: 'Layout' })).getAllByRole('button').map((b) => b.getAttribute('aria-label'));

  it('on a phone: one per row, or two (three and four would both give two)', async () => {
    setWindowWidth(390);
    listingApi();
    renderListing();
    await screen.findByText('Third product');
    expect(layoutNames()).toEqual(['Show one product per row', 'Show two products per row']);
    expect(screen.getByRole('button', { name: 'Show two products per row' })).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(screen.getByRole('button', { name: 'Show one product per row' }));
    expect(screen.getByTestId('product-grid')).toHaveAttribute('data-columns', '1');
    expect(screen.getByRole('button', { name: 'Show two products per row' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('between 768 and 1199 px: one or three per row; from 1200 px all three choices', async () => {
    setWindowWidth(1024);
    listingApi();
    const { unmount } = renderListing();
    await screen.findByText('Third product');
    expect(layoutNames()).toEqual(['Show one product per row', 'Show three products per row']);
    expect(screen.getByRole('button', { name: 'Show three products per row' })).toHaveAttribute('aria-pressed', 'true');
    unmount();
    setWindowWidth(1280);
    renderListing();
    await screen.findByText('Third product');
    expect(layoutNames()).toEqual(['Show one product per row', 'Show three products per row', 'Show four products per row']);
  });
});

describe('Filter panel under 992 px', () => {
  it("opens as 'Filter Products' from the shared atom and closes with its close button", async () => {
    setWindowWidth(390);
    listingApi();
    renderListing();
    await screen.findByText('Third product');
    expect(screen.queryByRole('dialog', { name: 'Filter Products' })).toBeNull();
    act(() => store.set(filterPanelOpenAtom, true));
    const panel = screen.getByRole('dialog', { name: 'Filter Products' });
    expect(within(panel).getByRole('heading', { name: 'FILTER BY PRICE' })).toBeInTheDocument();
    fireEvent.click(within(panel).getByRole('button', { name: 'Close filters' }));
    expect(store.get(filterPanelOpenAtom)).toBe(false);
    expect(screen.queryByRole('dialog', { name: 'Filter Products' })).toBeNull();
  });
});
