import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { categoriesAtom, emit, FILTER_PANEL_ID, filterPanelOpenAtom, locationAtom, store, type Product } from '@storefront/shared';
import { Provider } from 'jotai';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { PRICE_COMMIT_DELAY_MS } from '../../../components/filters/price-filter';
import { CATEGORIES, makeProduct, renderAt, resetStore, setWindowWidth, stubApi } from '../../../lib/test-utils';
import { ListingPage } from './listing-page';

const LIST_PATHS = ['/products/category/:id', '/products/subCat/:id'];
const products = [makeProduct({ id: 'a', name: 'First product' }), makeProduct({ id: 'b', name: 'Second product' }), makeProduct({ id: 'c', name: 'Third product' })];

const FACETS = {
  subCategories: [
    { id: 's1', name: 'Men', count: 124 },
    { id: 's2', name: 'Women', count: 7 },
  ],
  ratings: [5, 4, 3, 2, 1].map((rating) => ({ rating, count: 6 - rating })),
  prices: [
    { min: 0, max: 499, count: 2 },
    { min: 20000, max: null, count: 1 },
  ],
};
function answer(list: Product[], extra: { totalPages?: number; page?: number; perPage?: number; totalPosts?: number } = {}) {
  return { products: list, totalPages: extra.totalPages ?? 1, page: extra.page ?? 1, perPage: extra.perPage ?? 10, totalPosts: extra.totalPosts ?? list.length, sort: 'newest', facets: FACETS };
}

function listingApi(extra: Record<string, unknown> = {}) {
  return stubApi({
    '/api/products/listing': answer(products),
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
const lastCall = (api: ReturnType<typeof listingApi>) => api.calls('/api/products/listing').at(-1)!;

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

describe('Category listing', () => {
  it("shows a spinner, then the category's products in the server's order (newest first)", async () => {
    const api = listingApi();
    renderListing();
    expect(screen.getByText('Loading products').closest('[role="status"]')).toBeInTheDocument();
    await waitFor(() => expect(names()).toEqual(['First product', 'Second product', 'Third product']));
    const call = lastCall(api);
    expect(call.searchParams.get('catId')).toBe('c1');
    expect(call.searchParams.get('sort')).toBe('newest');
    expect(call.searchParams.get('page')).toBe('1');
    expect(call.searchParams.get('perPage')).toBe('10');
    // 'All' means no location filter: the parameter is left out
    expect(call.searchParams.has('location')).toBe(false);
    expect(screen.getByRole('heading', { level: 1, name: 'Fashion' })).toBeInTheDocument();
    expect(window.scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it("reads its whole state from the address and sends the shopper's location", async () => {
    store.set(locationAtom, 'IN');
    const api = listingApi();
    renderListing('/products/category/c1?sort=price_desc&minPrice=500&maxPrice=999&rating=4&perPage=20&page=3');
    await screen.findByText('Third product');
    const q = lastCall(api).searchParams;
    expect(Object.fromEntries(q)).toMatchObject({ catId: 'c1', sort: 'price_desc', minPrice: '500', maxPrice: '999', rating: '4', perPage: '20', page: '3', location: 'IN' });
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('price_desc');
    expect(screen.getByRole('combobox', { name: 'Show' })).toHaveValue('20');
    expect(screen.getByRole('link', { name: 'Rated 4 stars and up (2)' })).toHaveAttribute('aria-current', 'true');
  });

  it('Sort by offers the listing orders and puts the choice in the address, back to page 1', async () => {
    listingApi();
    renderListing('/products/category/c1?page=2');
    await screen.findByText('Third product');
    const sort = screen.getByRole('combobox', { name: 'Sort by' });
    expect(within(sort).getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Newest',
      'Price: Low to High',
      'Price: High to Low',
      'Customer Rating',
      'Popularity',
    ]);
    fireEvent.change(sort, { target: { value: 'price_asc' } });
    expect(screen.getByTestId('location')).toHaveTextContent('/products/category/c1?sort=price_asc');
  });

  it("'Show N' offers 10 to 60 and starts again at page 1", async () => {
    listingApi();
    renderListing('/products/category/c1?page=2');
    await screen.findByText('Third product');
    const show = screen.getByRole('combobox', { name: 'Show' });
    expect(within(show).getAllByRole('option').map((o) => o.textContent)).toEqual(['10', '20', '30', '40', '50', '60']);
    fireEvent.change(show, { target: { value: '20' } });
    expect(screen.getByTestId('location')).toHaveTextContent('/products/category/c1?perPage=20');
  });

  it('is a GET form before scripts: its fields and the filters ride along', async () => {
    listingApi();
    renderListing('/products/category/c1?rating=3');
    await screen.findByText('Third product');
    const form = screen.getByRole('combobox', { name: 'Sort by' }).closest('form')!;
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/products/category/c1');
    expect(new FormData(form).get('rating')).toBe('3');
  });

  it('page links are addresses', async () => {
    listingApi({ '/api/products/listing': answer(products, { totalPages: 3, totalPosts: 30 }) });
    renderListing('/products/category/c1?sort=rating');
    await screen.findByText('Third product');
    expect(screen.getByRole('link', { name: 'Page 2' })).toHaveAttribute('href', '/products/category/c1?sort=rating&page=2');
    expect(screen.getByRole('link', { name: 'Next page' })).toHaveAttribute('href', '/products/category/c1?sort=rating&page=2');
    expect(screen.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  });

  it('a page past the end says so and links page 1 with the same choices, not "No products found"', async () => {
    listingApi({ '/api/products/listing': answer([], { totalPages: 3, totalPosts: 30, page: 999 }) });
    renderListing('/products/category/c1?sort=rating&page=999');
    expect(await screen.findByText('There are no products on page 999.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to page 1' })).toHaveAttribute('href', '/products/category/c1?sort=rating');
    expect(screen.queryByText('No products found.')).toBeNull();
  });

  it("a filter that leaves nothing says 'No products found.' and Clear filters keeps the order and page size chosen", async () => {
    listingApi({ '/api/products/listing': answer([], { totalPages: 0, totalPosts: 0 }) });
    renderListing('/products/category/c1?sort=price_asc&minPrice=59000&rating=5&perPage=20');
    expect(await screen.findByText('No products found.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Clear filters' })).toHaveAttribute('href', '/products/category/c1?sort=price_asc&perPage=20');
  });

  it('shows each facet with its count and links each choice, keeping the other filters', async () => {
    listingApi();
    renderListing('/products/category/c1?minPrice=500');
    await screen.findByText('Third product');
    expect(screen.getByRole('link', { name: 'Men (124)' })).toHaveAttribute('href', '/products/subCat/s1?minPrice=500');
    expect(screen.getByRole('link', { name: 'Rated 4 stars and up (2)' })).toHaveAttribute('href', '/products/category/c1?minPrice=500&rating=4');
    expect(screen.getByRole('link', { name: 'Under ₹500 (2)' })).toHaveAttribute('href', '/products/category/c1?minPrice=0&maxPrice=499');
    expect(screen.getByRole('link', { name: '₹20,000 & above (1)' })).toHaveAttribute('href', '/products/category/c1?minPrice=20000');
  });

  it('the price handles put their range in the address once they settle', async () => {
    listingApi();
    renderListing();
    await screen.findByText('Third product');
    vi.useFakeTimers();
    fireEvent.change(screen.getByRole('slider', { name: 'Maximum price' }), { target: { value: '2000' } });
    act(() => {
      vi.advanceTimersByTime(PRICE_COMMIT_DELAY_MS);
    });
    expect(screen.getByTestId('location')).toHaveTextContent('/products/category/c1?maxPrice=2000');
    // (the lower handle at ₹100 sets no lower limit: products under ₹100 stay listed)
  });

  it("Apply on the price form applies the handles at once, keeping the listing's other choices", async () => {
    listingApi();
    renderListing('/products/category/c1?sort=rating&rating=4&page=3');
    await screen.findByText('Third product');
    const max = screen.getByRole('slider', { name: 'Maximum price' });
    const form = max.closest('form')!;
    expect(Object.fromEntries(new FormData(form))).toMatchObject({ sort: 'rating', rating: '4' });
    expect(new FormData(form).has('page')).toBe(false);
    fireEvent.change(max, { target: { value: '2000' } });
    fireEvent.click(screen.getAllByRole('button', { name: 'Apply' }).find((b) => b.closest('form') === form)!);
    expect(screen.getByTestId('location')).toHaveTextContent('/products/category/c1?sort=rating&maxPrice=2000&rating=4');
  });

  it("shows the server's message when the list cannot be read, and tries again on request", async () => {
    let fail = true;
    listingApi({
      '/api/products/listing': () =>
        fail ? new Response(JSON.stringify({ error: true, msg: 'catId must be a valid id' }), { status: 400 }) : answer(products),
    });
    renderListing();
    expect(await screen.findByRole('alert')).toHaveTextContent('catId must be a valid id');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Third product')).toBeInTheDocument();
  });

  it('opens its filter panel when the bottom-bar Filters tab says so, and closes it on leave', async () => {
    listingApi();
    const view = renderListing();
    await screen.findByText('Third product');
    act(() => emit('shell:open-filters', {}));
    expect(store.get(filterPanelOpenAtom)).toBe(true);
    view.unmount();
    await waitFor(() => expect(store.get(filterPanelOpenAtom)).toBe(false));
  });
});

describe('Sub-category listing', () => {
  it('asks for the sub-category when the address holds subCat, and marks it among its siblings', async () => {
    const api = listingApi();
    renderListing('/products/subCat/s1');
    await screen.findByText('First product');
    expect(lastCall(api).searchParams.get('subCatId')).toBe('s1');
    expect(lastCall(api).searchParams.has('catId')).toBe(false);
    expect(screen.getByRole('heading', { level: 1, name: 'Men' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Men (124)' })).toHaveAttribute('aria-current', 'true');
  });
});

describe('Layout buttons offer only the grids that fit', () => {
  // Every band's buttons are in the HTML; the CSS shows a band's at its widths (listing-controls.module.css):
  // bandPhone below 768 px, bandMid from 768 to 1199 px, bandWide from 1200 px.
  const inBand = (width: number) => (b: HTMLElement) =>
    /bandPhone/.test(b.className) ? width < 768 : /bandMid/.test(b.className) ? width >= 768 && width < 1200 : /bandWide/.test(b.className) ? width >= 1200 : true;
  const shownAt = (width: number) => within(screen.getByRole('group', { name: 'Layout' })).getAllByRole('button').filter(inBand(width));
  const names = (buttons: HTMLElement[]) => buttons.map((b) => b.getAttribute('aria-label'));
  const pressed = (buttons: HTMLElement[]) => buttons.filter((b) => b.getAttribute('aria-pressed') === 'true').map((b) => b.getAttribute('aria-label'));

  it('on a phone: one per row, or two (three and four would both give two)', async () => {
    listingApi();
    renderListing();
    await screen.findByText('Third product');
    expect(names(shownAt(390))).toEqual(['Show one product per row', 'Show two products per row']);
    expect(pressed(shownAt(390))).toEqual(['Show two products per row']);
    fireEvent.click(shownAt(390)[0]);
    expect(screen.getByTestId('product-grid')).toHaveAttribute('data-columns', '1');
    expect(pressed(shownAt(390))).toEqual(['Show one product per row']);
    fireEvent.click(shownAt(390)[1]);
    expect(screen.getByTestId('product-grid')).toHaveAttribute('data-columns', '3');
  });

  it('between 768 and 1199 px: one or three per row; from 1200 px all three choices', async () => {
    listingApi();
    renderListing();
    await screen.findByText('Third product');
    expect(names(shownAt(1024))).toEqual(['Show one product per row', 'Show three products per row']);
    expect(pressed(shownAt(1024))).toEqual(['Show three products per row']);
    expect(names(shownAt(1280))).toEqual(['Show one product per row', 'Show three products per row', 'Show four products per row']);
    expect(pressed(shownAt(1280))).toEqual(['Show four products per row']);
    // three chosen on a wide screen: the middle band shows three too
    fireEvent.click(shownAt(1280)[1]);
    expect(pressed(shownAt(1280))).toEqual(['Show three products per row']);
    expect(pressed(shownAt(1024))).toEqual(['Show three products per row']);
  });

  it('renders the same layout buttons and Filters button whatever the window', async () => {
    const html = async (width: number) => {
      setWindowWidth(width);
      listingApi();
      const { unmount } = renderListing();
      await screen.findByText('Third product');
      const out = screen.getByRole('group', { name: 'Layout' }).parentElement!.outerHTML;
      unmount();
      return out;
    };
    const wide = await html(1280);
    expect(await html(390)).toBe(wide);
    expect(wide).toContain('Filters');
  });
});

describe('Count line', () => {
  it("says 'There is 1 product.' for one and 'There are N products.' otherwise", async () => {
    listingApi({ '/api/products/listing': (url: URL) => answer(products.slice(0, 1), { totalPosts: url.searchParams.get('rating') ? 1 : 124 }) });
    renderListing();
    expect(await screen.findByText('There are 124 products.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('link', { name: 'Rated 4 stars and up (2)' }));
    expect(await screen.findByText('There is 1 product.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Rated 1 star and up (5)' })).toBeInTheDocument();
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

  it("keeps the panel open through a choice, its footer saying 'Show N products' of the list then shown, and closes onto it", async () => {
    setWindowWidth(390);
    listingApi({
      '/api/products/listing': (url: URL) => answer(products, { totalPosts: url.searchParams.get('rating') === '4' ? 1 : 124 }),
    });
    renderListing();
    await screen.findByText('Third product');
    act(() => store.set(filterPanelOpenAtom, true));
    const panel = screen.getByRole('dialog', { name: 'Filter Products' });
    expect(within(panel).getByRole('button', { name: 'Show 124 products' })).toHaveAttribute('href', expect.stringMatching(/^#/));
    fireEvent.click(within(panel).getByRole('link', { name: 'Rated 4 stars and up (2)' }));
    // The list behind it changes; the panel stays for more choices and counts what it will show.
    expect(await within(panel).findByRole('button', { name: 'Show 1 product' })).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Filter Products' })).toBe(panel);
    fireEvent.click(within(panel).getByRole('button', { name: 'Show 1 product' }));
    expect(store.get(filterPanelOpenAtom)).toBe(false);
    expect(screen.queryByRole('dialog', { name: 'Filter Products' })).toBeNull();
  });

  it('keeps the panel open when a sub-category is chosen in it (another route), showing that listing behind it', async () => {
    setWindowWidth(390);
    listingApi({
      '/api/products/listing': (url: URL) => answer(products, { totalPosts: url.searchParams.get('subCatId') === 's1' ? 124 : 131 }),
    });
    // The shell shows a category and a sub-category as two pages (a new page element, as here).
    render(
      <Provider store={store}>
        <MemoryRouter initialEntries={['/products/category/c1']} future={{ v7_startTransition: true, v7_relativeSplatPath: true }}>
          <Routes>
            <Route path="/products/category/:id" element={<ListingPage key="category" />} />
            <Route path="/products/subCat/:id" element={<ListingPage key="subCategory" />} />
          </Routes>
        </MemoryRouter>
      </Provider>,
    );
    await screen.findByText('Third product');
    act(() => store.set(filterPanelOpenAtom, true));
    fireEvent.click(within(screen.getByRole('dialog', { name: 'Filter Products' })).getByRole('link', { name: 'Men (124)' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Men' })).toBeInTheDocument();
    const panel = await screen.findByRole('dialog', { name: 'Filter Products' });
    expect(await within(panel).findByRole('button', { name: 'Show 124 products' })).toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 20));
    expect(store.get(filterPanelOpenAtom)).toBe(true);
    expect(screen.getByRole('dialog', { name: 'Filter Products' })).toBeInTheDocument();
  });

  it('is the target of the Filters links (they open it before the scripts run) and keeps open the panel such a link opened', async () => {
    setWindowWidth(390);
    listingApi();
    window.history.replaceState(null, '', `/products/category/c1#${FILTER_PANEL_ID}`);
    renderListing();
    await screen.findByText('Third product');
    const panel = screen.getByRole('dialog', { name: 'Filter Products' });
    expect(panel).toHaveAttribute('id', FILTER_PANEL_ID);
    // The toolbar's Filters: a link to the panel, named and pressed as a button.
    expect(screen.getByRole('button', { name: 'Filters' })).toHaveAttribute('href', `#${FILTER_PANEL_ID}`);
    // Closing without scripts goes back to that opener.
    const close = within(panel).getByRole('button', { name: 'Close filters' });
    expect(close).toHaveAttribute('href', `#${screen.getByRole('button', { name: 'Filters' }).id}`);
    fireEvent.click(close);
    expect(screen.queryByRole('dialog', { name: 'Filter Products' })).toBeNull();
    window.history.replaceState(null, '', '/');
  });
});
