import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readRecentlyViewed, setModuleLoader, type Product, type Review } from '@storefront/shared';
import { callsTo, makeProduct, renderWithShop, reply, resetStore, signInShopper, stubApi } from '../lib/test-utils';
import { ProductDetail } from './product-detail-page';
import { RELATED_AHEAD } from '../features/related-products/components/related-products';

const reviews: Review[] = [
  { id: 'r1', _id: 'r1', productId: 'p1', customerName: 'Ravi', customerId: 'c1', review: 'Good', customerRating: 4, dateCreated: '2025-01-02T10:00:00.000Z', verifiedPurchase: false },
  { id: 'r2', _id: 'r2', productId: 'p1', customerName: 'Meena', customerId: 'c2', review: 'Superb', customerRating: 5, dateCreated: '2025-02-03T10:00:00.000Z', verifiedPurchase: false },
];

/** Lets pending responses land (a few macrotasks) before asserting that something stays absent. */
async function settle() {
  for (let i = 0; i < 5; i++) await act(() => new Promise<void>((r) => setTimeout(r, 0)));
}

function renderPage(route = '/products/p1', path = '/products/:id') {
  return renderWithShop(<ProductDetail />, { path, route });
}

let scrollTo: ReturnType<typeof vi.fn>;
beforeEach(() => {
  resetStore();
  scrollTo = vi.fn();
  window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
  setModuleLoader(() => Promise.reject(new Error('catalogue is down')));
});
afterEach(() => vi.unstubAllGlobals());

function stubShop(over: Record<string, unknown> = {}, related: Product[] = []) {
  return stubApi({
    'GET /api/products/p1': makeProduct(),
    'GET /api/productReviews': reviews,
    'GET /api/products/subCatId': { products: related, totalPages: 1, page: 1, perPage: 10, totalPosts: related.length },
    ...over,
  });
}

describe('product page', () => {
  it('scrolls to the top and shows a spinner while the product loads, then the product', async () => {
    stubShop();
    renderPage();
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    expect(screen.getByRole('status')).toHaveTextContent('Loading product');
    expect(await screen.findByRole('heading', { level: 1, name: 'Redmi Note 13 Pro 5G' })).toBeInTheDocument();
    expect(screen.getByText('14%')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Redmi Note 13 Pro 5G' })).toHaveAttribute('src', 'http://api.test/uploads/p1-a.svg');
  });

  it('shows the trail back to its shelf: Home / category / sub-category / the product', async () => {
    stubShop();
    renderPage();
    const trail = within(await screen.findByRole('navigation', { name: 'Breadcrumb' }));
    expect(trail.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(trail.getByRole('link', { name: 'Electronics' })).toHaveAttribute('href', '/products/category/c1');
    expect(trail.getByRole('link', { name: 'Mobiles' })).toHaveAttribute('href', '/products/subCat/s1');
    expect(trail.getByText('Redmi Note 13 Pro 5G')).toHaveAttribute('aria-current', 'page');
  });

  it('serves the /product/:id spelling too', async () => {
    stubShop();
    renderPage('/product/p1', '/product/:id');
    expect(await screen.findByRole('heading', { level: 1, name: 'Redmi Note 13 Pro 5G' })).toBeInTheDocument();
  });

  it('shows a not-found state for an unknown id', async () => {
    stubShop({ 'GET /api/products/nope': () => reply(404, { error: true, msg: 'Product not found' }) });
    renderPage('/products/nope');
    expect(await screen.findByRole('heading', { name: 'Product not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/');
  });

  it('offers a retry when the product cannot be loaded, and shows it once it can', async () => {
    let fail = true;
    stubShop({ 'GET /api/products/p1': () => (fail ? reply(500, { error: true, msg: 'Something went wrong. Please try again.' }) : makeProduct()) });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'The product could not be loaded' })).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Redmi Note 13 Pro 5G' })).toBeInTheDocument();
  });

  it('records the product as recently viewed', async () => {
    stubShop();
    renderPage();
    await screen.findByRole('heading', { level: 1 });
    expect(readRecentlyViewed()[0]).toEqual({
      prodId: 'p1', name: 'Redmi Note 13 Pro 5G', images: ['/uploads/p1-a.svg', '/uploads/p1-b.svg'],
      price: 23999, oldPrice: 27999, discount: 14, rating: 4.5, countInStock: 3,
    });
  });
});

describe('product tabs', () => {
  it('opens on Description and switches to Additional info and Reviews (with count)', async () => {
    stubShop();
    renderPage();
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByRole('tab', { name: 'Description' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('A bright 6.67 inch display');

    await userEvent.click(screen.getByRole('tab', { name: 'Additional info' }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Additional product information goes here.');

    const reviewsTab = await screen.findByRole('tab', { name: 'Reviews (2)' });
    await userEvent.click(reviewsTab);
    expect(reviewsTab).toHaveAttribute('aria-selected', 'true');
    const names = within(screen.getByRole('tabpanel')).getAllByRole('listitem').map((li) => li.querySelector('strong')?.textContent);
    expect(names).toEqual(['Meena', 'Ravi']);
    expect(within(screen.getByRole('tabpanel')).getByRole('heading', { name: 'Add a review' })).toBeInTheDocument();
  });

  it('each tab is a link to the page with that tab open, so the reviews and their form are reachable without scripts', async () => {
    stubShop();
    renderPage('/products/p1?pincode=560025');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByRole('tab', { name: 'Description' })).toHaveAttribute('href', '?pincode=560025#product-information');
    expect(screen.getByRole('tab', { name: 'Additional info' })).toHaveAttribute('href', '?pincode=560025&tab=additional#product-information');
    expect(await screen.findByRole('tab', { name: 'Reviews (2)' })).toHaveAttribute('href', '?pincode=560025&tab=reviews#product-information');
    // (and so is the review count by the rating: a link to the Reviews tab until the scripts run)
    expect(screen.getByRole('button', { name: '2 Reviews' })).toHaveAttribute('href', '?pincode=560025&tab=reviews#product-information');
  });

  it('opens on the tab its address names (?tab=reviews): the reviews and the Add a review form', async () => {
    stubShop();
    renderPage('/products/p1?tab=reviews');
    await screen.findByRole('heading', { level: 1 });
    expect(await screen.findByRole('tab', { name: 'Reviews (2)' })).toHaveAttribute('aria-selected', 'true');
    const panel = within(screen.getByRole('tabpanel'));
    expect(await panel.findByText('Superb')).toBeInTheDocument();
    expect(panel.getByRole('heading', { name: 'Add a review' })).toBeInTheDocument();
  });

  it("falls back to the product's review count when the reviews cannot be read", async () => {
    stubShop({ 'GET /api/productReviews': () => reply(500, { error: true, msg: 'down' }), 'GET /api/products/p1': makeProduct({ numReviews: 7 }) });
    renderPage();
    await userEvent.click(await screen.findByRole('tab', { name: 'Reviews (7)' }));
    expect(await within(screen.getByRole('tabpanel')).findByText('The reviews could not be loaded right now.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '7 Reviews' })).toBeInTheDocument();
  });

  it('opens the Reviews tab and scrolls to 550 px when the review count is clicked', async () => {
    stubShop();
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: '2 Reviews' }));
    expect(screen.getByRole('tab', { name: 'Reviews (2)' })).toHaveAttribute('aria-selected', 'true');
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 550, behavior: 'smooth' });
  });

  it('on a phone brings the tabs themselves into view (550 px left them under the bottom bar)', async () => {
    stubShop();
    const width = window.innerWidth;
    window.innerWidth = 390;
    const intoView = vi.fn();
    const before = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = intoView;
    try {
      renderPage();
      await userEvent.click(await screen.findByRole('button', { name: '2 Reviews' }));
      expect(screen.getByRole('tab', { name: 'Reviews (2)' })).toHaveAttribute('aria-selected', 'true');
      expect(intoView).toHaveBeenLastCalledWith({ behavior: 'smooth', block: 'start' });
      expect(intoView.mock.contexts.at(-1)).toBe(document.getElementById('product-information'));
      expect(scrollTo).not.toHaveBeenCalledWith({ top: 550, behavior: 'smooth' });
    } finally {
      window.innerWidth = width;
      Element.prototype.scrollIntoView = before;
    }
  });

  it('an address landing on the tabs (the count\'s link before the scripts ran) stays there, not at the top', async () => {
    stubShop();
    const intoView = vi.fn();
    const before = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = intoView;
    try {
      renderPage('/products/p1?tab=reviews#product-information');
      expect(await screen.findByRole('tab', { name: /Reviews/ })).toHaveAttribute('aria-selected', 'true');
      await waitFor(() => expect(intoView).toHaveBeenCalledWith({ block: 'start' }));
    } finally {
      Element.prototype.scrollIntoView = before;
    }
  });
});

describe('after a review', () => {
  it("re-reads the reviews and the product, so the new review comes first and the product's rating follows", async () => {
    signInShopper();
    let stored = [...reviews];
    let product = makeProduct({ rating: 4.5 });
    stubShop({
      'GET /api/products/p1': () => product,
      'GET /api/productReviews': () => stored,
      'POST /api/productReviews/add': () => {
        const added: Review = { id: 'r3', _id: 'r3', productId: 'p1', customerName: 'Asha Verma', customerId: 'u1', review: 'Too slow', customerRating: 1, dateCreated: '2025-03-01T10:00:00.000Z', verifiedPurchase: false };
        stored = [...stored, added];
        product = makeProduct({ rating: 3.5 });
        return added;
      },
    });
    renderPage();
    await userEvent.click(await screen.findByRole('tab', { name: 'Reviews (2)' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Write a Review' }), 'Too slow');
    await userEvent.click(screen.getByRole('button', { name: 'Submit Review' }));
    expect(await screen.findByRole('tab', { name: 'Reviews (3)' })).toBeInTheDocument();
    expect(within(screen.getByRole('tabpanel')).getAllByRole('listitem')[0]).toHaveTextContent('Too slow');
    expect(await screen.findByRole('img', { name: 'Rated 3.5 out of 5' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '3 Reviews' })).toBeInTheDocument();
  });
});

describe('related products', () => {
  const other = makeProduct({ id: 'p2', name: 'Realme Narzo 70', price: 15999 });

  it('asks for the sub-category, leaves the current product out and shows links when the catalogue is down', async () => {
    const fetchMock = stubShop({}, [makeProduct(), other]);
    renderPage();
    const section = await screen.findByRole('region', { name: 'RELATED PRODUCTS' });
    expect(within(section).getByRole('link', { name: 'Realme Narzo 70' })).toHaveAttribute('href', '/products/p2');
    expect(within(section).queryByText('Redmi Note 13 Pro 5G')).not.toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET /api/products/subCatId')[0].url.searchParams.get('subCatId')).toBe('s1');
  });

  it("hands the list to mf-catalogue's ProductSlider with the related-products layout", async () => {
    const Slider = vi.fn(({ products }: { products: Product[] }) => <p>slider of {products.map((p) => p.name).join(', ')}</p>);
    setModuleLoader(async (id) => (id === 'mf_catalogue/ProductSlider' ? { default: Slider } : null));
    stubShop({}, [makeProduct(), other]);
    renderPage();
    expect(await screen.findByText('slider of Realme Narzo 70')).toBeInTheDocument();
    expect(Slider.mock.calls.at(-1)?.[0]).toMatchObject({
      slidesPerView: 5,
      slidesPerGroup: 3,
      breakpoints: { 350: { slidesPerView: 1 }, 400: { slidesPerView: 2 }, 600: { slidesPerView: 3 }, 750: { slidesPerView: 5 } },
    });
  });

  it("asks for the related products and the catalogue's slider only once their place nears the screen", async () => {
    // A browser's IntersectionObserver, told by the test when the place comes near.
    const observers: Array<{ cb: IntersectionObserverCallback; options?: IntersectionObserverInit; targets: Element[] }> = [];
    vi.stubGlobal('IntersectionObserver', class {
      entry: (typeof observers)[number];
      constructor(cb: IntersectionObserverCallback, options?: IntersectionObserverInit) {
        this.entry = { cb, options, targets: [] };
        observers.push(this.entry);
      }
      observe(el: Element) { this.entry.targets.push(el); }
      disconnect() { this.entry.targets = []; }
      unobserve() {}
      takeRecords() { return []; }
    });
    const loads: string[] = [];
    setModuleLoader(async (id) => {
      loads.push(id);
      return { default: ({ products }: { products: Product[] }) => <p>slider of {products.map((p) => p.name).join(', ')}</p> };
    });
    const fetchMock = stubShop({}, [makeProduct(), other]);
    renderPage();
    await screen.findByRole('heading', { level: 1 });
    await settle();
    expect(callsTo(fetchMock, 'GET /api/products/subCatId')).toHaveLength(0);
    expect(loads).toEqual([]);
    const watcher = observers.find((o) => o.targets.includes(screen.getByTestId('related-place')))!;
    expect(watcher.options?.rootMargin).toBe(RELATED_AHEAD);

    act(() => watcher.cb([{ isIntersecting: true, target: watcher.targets[0] } as IntersectionObserverEntry], {} as IntersectionObserver));
    expect(await screen.findByText('slider of Realme Narzo 70')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET /api/products/subCatId')).toHaveLength(1);
    expect(loads).toEqual(['mf_catalogue/ProductSlider']);
  });

  it('hides the section when nothing else is in the sub-category', async () => {
    const fetchMock = stubShop({}, [makeProduct()]);
    renderPage();
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(callsTo(fetchMock, 'GET /api/products/subCatId')).toHaveLength(1));
    await settle();
    expect(screen.queryByRole('region', { name: 'RELATED PRODUCTS' })).not.toBeInTheDocument();
  });
});
