import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cartCountAtom, cartItemsAtom, holdShopperState, RenderDataContext, sessionMyListAtom, store } from '@storefront/shared';
import {
  callsTo,
  expectPhoneFacts,
  lastAlert,
  makeProduct,
  renderWithShop,
  reply,
  resetStore,
  signInShopper,
  stubApi,
} from '../../../lib/test-utils';
import { ProductSummary, type ProductSummaryProps } from './product-summary';

const PAGE_WISH = 'The product was added to your wishlist';

function renderSummary(over: Partial<ProductSummaryProps> = {}) {
  const props: ProductSummaryProps = {
    product: makeProduct(),
    reviewCount: 2,
    variant: 'page',
    wishlistSuccessMsg: PAGE_WISH,
    ...over,
  };
  return renderWithShop(<ProductSummary {...props} />);
}

const cartItem = { id: 'ci1', _id: 'ci1', productTitle: 'Redmi', image: '', rating: 4.5, price: 23999, quantity: 2, subTotal: 47998, productId: 'p1', variant: '', countInStock: 3, userId: 'u1' };

beforeEach(() => resetStore());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('product summary: information', () => {
  it('shows name, brand, rating with review count, old and new price in rupees, stock and description', () => {
    stubApi({});
    renderSummary();
    expect(screen.getByRole('heading', { level: 1, name: 'Redmi Note 13 Pro 5G' })).toBeInTheDocument();
    expectPhoneFacts(screen);
    expect(screen.getByText('2 Reviews')).toBeInTheDocument();
  });

  it('shows OUT OF STOCK when nothing is left', () => {
    stubApi({});
    renderSummary({ product: makeProduct({ countInStock: 0 }) });
    expect(screen.getByText('OUT OF STOCK')).toBeInTheDocument();
    expect(screen.queryByText('IN STOCK')).not.toBeInTheDocument();
  });

  it('disables Add to cart and the quantity next to OUT OF STOCK, so nothing is sent (decisions §6)', async () => {
    signInShopper();
    const fetchMock = stubApi({ 'GET /api/my-list': [] });
    renderSummary({ product: makeProduct({ countInStock: 0 }) });
    expect(screen.getByRole('button', { name: 'Add to cart' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Quantity' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Increase quantity' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Decrease quantity' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(callsTo(fetchMock, 'POST /api/cart/add')).toHaveLength(0);
  });

  it('keeps Add to cart and the quantity enabled while the product is in stock', () => {
    stubApi({});
    renderSummary({ product: makeProduct({ countInStock: 1 }) });
    expect(screen.getByRole('button', { name: 'Add to cart' })).toBeEnabled();
    expect(screen.getByRole('textbox', { name: 'Quantity' })).toBeEnabled();
  });

  it('calls back when the review count is clicked, and stays on the page', async () => {
    stubApi({});
    const onReviewsClick = vi.fn();
    renderSummary({ onReviewsClick, reviewsHref: '?tab=reviews#product-information' });
    const count = screen.getByRole('button', { name: '2 Reviews' });
    expect(count).not.toHaveAttribute('data-sf-hydrating');
    const followed = fireEvent.click(count);
    expect(followed).toBe(false);
    expect(onReviewsClick).toHaveBeenCalledOnce();
  });

  it('rendered on the server, the review count is a link to the Reviews tab (not greyed), marked until the scripts own it', () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      <RenderDataContext.Provider value={{ server: true, hydrating: false, records: {} }}>
        <MemoryRouter initialEntries={['/products/p1']}>
          <ProductSummary product={makeProduct()} reviewCount={1} variant="page" wishlistSuccessMsg={PAGE_WISH} onReviewsClick={() => undefined} reviewsHref="?pincode=560025&tab=reviews#product-information" />
        </MemoryRouter>
      </RenderDataContext.Provider>,
    );
    const link = within(container).getByRole('link', { name: '1 Review' });
    expect(link).toHaveAttribute('href', '?pincode=560025&tab=reviews#product-information');
    expect(link).not.toHaveAttribute('disabled');
    expect(link).toHaveAttribute('data-sf-hydrating', '');
  });
});

describe('quantity selector', () => {
  it('starts at 1 and never goes below 1', async () => {
    stubApi({});
    renderSummary();
    const qty = screen.getByRole('textbox', { name: 'Quantity' });
    expect(qty).toHaveValue('1');
    await userEvent.click(screen.getByRole('button', { name: 'Decrease quantity' }));
    expect(qty).toHaveValue('1');
  });

  it('goes up to the stock and refuses more with the stock message', async () => {
    stubApi({});
    renderSummary({ product: makeProduct({ countInStock: 3 }) });
    const qty = screen.getByRole('textbox', { name: 'Quantity' });
    const plus = screen.getByRole('button', { name: 'Increase quantity' });
    await userEvent.click(plus);
    await userEvent.click(plus);
    expect(qty).toHaveValue('3');
    expect(lastAlert().open).toBe(false);
    await userEvent.click(plus);
    expect(qty).toHaveValue('3');
    expect(lastAlert()).toMatchObject({ open: true, error: true, msg: 'The quantity is greater than product count in stock' });
    await userEvent.click(screen.getByRole('button', { name: 'Decrease quantity' }));
    expect(qty).toHaveValue('2');
  });

  it('caps a typed quantity at the stock with the stock message', () => {
    stubApi({});
    renderSummary({ product: makeProduct({ countInStock: 3 }) });
    const qty = screen.getByRole('textbox', { name: 'Quantity' });
    fireEvent.change(qty, { target: { value: '9' } });
    expect(qty).toHaveValue('3');
    expect(lastAlert().msg).toBe('The quantity is greater than product count in stock');
  });

  it("never takes text that is no whole number ('1.5' was 15): leaving the box puts the quantity back", async () => {
    stubApi({});
    renderSummary({ product: makeProduct({ countInStock: 50 }) });
    const qty = screen.getByRole('textbox', { name: 'Quantity' });
    await userEvent.clear(qty);
    await userEvent.type(qty, '2');
    expect(qty).toHaveValue('2');
    await userEvent.type(qty, '.5');
    expect(qty).toHaveValue('2.5');
    await userEvent.tab();
    expect(qty).toHaveValue('2');
    await userEvent.clear(qty);
    await userEvent.type(qty, '-3');
    await userEvent.tab();
    expect(qty).not.toHaveValue('3');
  });

  it("refuses to add without a quantity: 'Please select a quantity'", async () => {
    signInShopper();
    const fetchMock = stubApi({});
    renderSummary();
    fireEvent.change(screen.getByRole('textbox', { name: 'Quantity' }), { target: { value: '' } });
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(lastAlert()).toMatchObject({ open: true, error: true, msg: 'Please select a quantity' });
    expect(callsTo(fetchMock, 'POST /api/cart/add')).toHaveLength(0);
  });
});

describe('options', () => {
  const withOptions = makeProduct({ productRam: ['4GB', '8GB'], size: ['M', 'L'] });

  it('shows only the option lists the product has values for', () => {
    stubApi({});
    renderSummary({ product: makeProduct({ productWeight: ['1kg', '2kg'] }) });
    expect(screen.getByRole('radiogroup', { name: 'Weight' })).toBeInTheDocument();
    expect(screen.queryByRole('radiogroup', { name: 'RAM' })).not.toBeInTheDocument();
    expect(screen.queryByRole('radiogroup', { name: 'Size' })).not.toBeInTheDocument();
  });

  it('highlights unchosen lists when adding without a choice, and choosing clears the highlight', async () => {
    signInShopper();
    const fetchMock = stubApi({});
    renderSummary({ product: withOptions });
    const ram = screen.getByRole('radiogroup', { name: 'RAM' });
    const size = screen.getByRole('radiogroup', { name: 'Size' });
    expect(ram).not.toHaveAttribute('aria-invalid');
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(ram).toHaveAttribute('aria-invalid', 'true');
    expect(size).toHaveAttribute('aria-invalid', 'true');
    expect(callsTo(fetchMock, 'POST /api/cart/add')).toHaveLength(0);
    // and says which to choose first (as the shop's server says it without scripts)
    expect(lastAlert()).toMatchObject({ open: true, error: true, msg: 'Please select RAM' });

    await userEvent.click(screen.getByRole('radio', { name: '8GB' }));
    expect(screen.getByRole('radio', { name: '8GB' })).toBeChecked();
    expect(ram).not.toHaveAttribute('aria-invalid');
    expect(size).toHaveAttribute('aria-invalid', 'true');
  });

  it('adds once every present list has a choice', async () => {
    signInShopper();
    const fetchMock = stubApi({ 'POST /api/cart/add': { status: true, msg: 'ok' }, 'GET /api/cart': [] , 'GET /api/my-list': [] });
    renderSummary({ product: withOptions });
    await userEvent.click(screen.getByRole('radio', { name: '4GB' }));
    await userEvent.click(screen.getByRole('radio', { name: 'L' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    await waitFor(() => expect(callsTo(fetchMock, 'POST /api/cart/add')).toHaveLength(1));
    // The choices travel with the line (decisions §6): the server labels it 'RAM: 4GB, Size: L'.
    expect(callsTo(fetchMock, 'POST /api/cart/add')[0].body).toMatchObject({ productId: 'p1', productRam: '4GB', size: 'L' });
    expect(callsTo(fetchMock, 'POST /api/cart/add')[0].body).not.toHaveProperty('productWeight');
  });

  it('are radio buttons of the Add to cart form: a choice is posted with it without scripts', () => {
    stubApi({});
    renderSummary({ product: withOptions });
    const form = screen.getByRole('button', { name: 'Add to cart' }).closest('form') as HTMLFormElement;
    expect(form).toHaveAttribute('action', '/cart/add');
    const size = screen.getByRole('radio', { name: 'L' }) as HTMLInputElement;
    expect(size.form).toBe(form);
    expect(size).toHaveAttribute('name', 'size');
    expect(size).toBeEnabled();
    expect(screen.getByRole('radio', { name: '8GB' })).toHaveAttribute('name', 'productRam');
  });
});

/** A visitor clicks `button`: the alert says `msg` and nothing is sent to `call`. */
async function expectVisitorTold(button: string, msg: string, call: string) {
  const fetchMock = stubApi({});
  renderSummary();
  await userEvent.click(screen.getByRole('button', { name: button }));
  expect(lastAlert()).toMatchObject({ open: true, error: true, msg });
  expect(callsTo(fetchMock, call)).toHaveLength(0);
}

describe('add to cart', () => {
  it("tells a visitor 'Please login first' and sends nothing", () => expectVisitorTold('Add to cart', 'Please login first', 'POST /api/cart/add'));

  it("reads 'adding...' for 1 second, sends the product and quantity in one request, confirms and puts the server's line in the shared cart", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: false });
    signInShopper();
    const fetchMock = stubApi({
      'POST /api/cart/add': { status: true, msg: 'Item added', cartItem },
      'GET /api/cart': [cartItem],
      'GET /api/my-list': [],
    });
    renderSummary();
    fireEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));
    const button = screen.getByRole('button', { name: 'Add to cart' });
    button.focus();
    fireEvent.click(button);
    // Deaf to taps while adding, but still focusable: a keyboard's focus stays on it.
    expect(screen.getByRole('button', { name: 'adding...' })).toHaveAttribute('aria-disabled', 'true');
    fireEvent.click(screen.getByRole('button', { name: 'adding...' }));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(999);
    });
    expect(document.activeElement).toBe(button);
    expect(screen.getByRole('button', { name: 'adding...' })).toBeInTheDocument();
    expect(lastAlert()).toMatchObject({ open: true, error: false, msg: 'Item is added in the cart' });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(screen.getByRole('button', { name: 'Add to cart' })).toBeEnabled();

    expect(callsTo(fetchMock, 'POST /api/cart/add')).toHaveLength(1);
    expect(callsTo(fetchMock, 'POST /api/cart/add')[0].body).toEqual({ productId: 'p1', quantity: 2 });
    // One request: the answer's line is the cart's new line, no re-read.
    expect(callsTo(fetchMock, 'GET /api/cart')).toHaveLength(0);
    expect(store.get(cartItemsAtom)).toEqual([cartItem]);
    expect(store.get(cartCountAtom)).toBe(1);
  });

  it('a tap while the page still hydrates (the store says visitor) waits for this browser\'s sign-in, then adds', async () => {
    const fetchMock = stubApi({ 'POST /api/cart/add': { status: true, msg: 'ok', cartItem }, 'GET /api/my-list': [] });
    const settle = holdShopperState();
    renderSummary();
    fireEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    await act(async () => {
      signInShopper();
      settle();
    });
    await waitFor(() => expect(lastAlert()).toMatchObject({ error: false, msg: 'Item is added in the cart' }));
    expect(callsTo(fetchMock, 'POST /api/cart/add')).toHaveLength(1);
  });

  it("shows the server's message when the cart refuses (already in the cart)", async () => {
    signInShopper();
    stubApi({
      'POST /api/cart/add': () => reply(409, { error: true, msg: 'Product already added in the cart' }),
      'GET /api/my-list': [],
    });
    renderSummary();
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    await waitFor(() => expect(lastAlert()).toMatchObject({ error: true, msg: 'Product already added in the cart' }));
    expect(screen.getByRole('button', { name: 'Add to cart' })).toBeEnabled();
  });
});

describe('wishlist and compare', () => {
  it("tells a visitor 'Please Login to continue'", () => expectVisitorTold('Add to Wishlist', 'Please Login to continue', 'POST /api/my-list/add/'));

  it('looks the product up in My List on load and shows it as added', async () => {
    signInShopper();
    const fetchMock = stubApi({ 'GET /api/my-list': [{ id: 'm1', productId: 'p1' }] });
    renderSummary();
    expect(await screen.findByRole('button', { name: 'Added to Wishlist' })).toBeInTheDocument();
    const q = callsTo(fetchMock, 'GET /api/my-list')[0].url.searchParams;
    expect([q.get('productId'), q.get('userId')]).toEqual(['p1', 'u1']);
  });

  it("starts from the My List the page's session knew: filled before any lookup answers, and a tap removes", async () => {
    signInShopper();
    store.set(sessionMyListAtom, { userId: 'u1', entries: { p1: 'm1' } });
    const fetchMock = stubApi({ 'GET /api/my-list': () => new Promise(() => {}), 'DELETE /api/my-list/m1': { success: true } });
    renderSummary();
    expect(screen.getByRole('button', { name: 'Added to Wishlist' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Added to Wishlist' }));
    expect(await screen.findByRole('button', { name: 'Add to Wishlist' })).toBeInTheDocument();
    expect(callsTo(fetchMock, 'DELETE /api/my-list/m1')).toHaveLength(1);
    store.set(sessionMyListAtom, null);
  });

  it('adds to My List with the page message and then reads as added', async () => {
    signInShopper();
    const fetchMock = stubApi({ 'GET /api/my-list': [], 'POST /api/my-list/add/': { status: true, msg: 'added' } });
    renderSummary();
    await userEvent.click(screen.getByRole('button', { name: 'Add to Wishlist' }));
    expect(await screen.findByRole('button', { name: 'Added to Wishlist' })).toBeInTheDocument();
    expect(lastAlert()).toMatchObject({ error: false, msg: PAGE_WISH });
    // Only the product: the server takes title, picture and price from the catalogue.
    expect(callsTo(fetchMock, 'POST /api/my-list/add/')[0].body).toEqual({ productId: 'p1' });
  });

  it('a My List lookup that answers after the heart was tapped does not turn the heart off again', async () => {
    signInShopper();
    let answerLookup: (body: unknown[]) => void = () => {};
    stubApi({
      'GET /api/my-list': () => new Promise((resolve) => (answerLookup = (body) => resolve(body))),
      'POST /api/my-list/add/': { status: true, msg: 'added' },
    });
    renderSummary();
    await userEvent.click(screen.getByRole('button', { name: 'Add to Wishlist' }));
    expect(await screen.findByRole('button', { name: 'Added to Wishlist' })).toBeInTheDocument();
    // The lookup was asked before the add and says "not in My List".
    await act(async () => answerLookup([]));
    expect(screen.getByRole('button', { name: 'Added to Wishlist' })).toBeInTheDocument();
  });

  it("a filled heart removes the product from My List: 'item removed from My List!'", async () => {
    signInShopper();
    const fetchMock = stubApi({ 'GET /api/my-list': [{ id: 'm1', productId: 'p1' }], 'DELETE /api/my-list/m1': { success: true, msg: 'removed' } });
    renderSummary();
    await userEvent.click(await screen.findByRole('button', { name: 'Added to Wishlist' }));
    expect(await screen.findByRole('button', { name: 'Add to Wishlist' })).toBeInTheDocument();
    expect(lastAlert()).toMatchObject({ error: false, msg: 'item removed from My List!' });
    expect(callsTo(fetchMock, 'DELETE /api/my-list/m1')).toHaveLength(1);
    expect(callsTo(fetchMock, 'POST /api/my-list/add/')).toHaveLength(0);
  });

  it('a heart filled by a tap here is emptied by the next: the entry is read back to remove it', async () => {
    signInShopper();
    let listed = false;
    const fetchMock = stubApi({
      'GET /api/my-list': () => (listed ? [{ id: 'm9', productId: 'p1' }] : []),
      'POST /api/my-list/add/': () => ((listed = true), { status: true, msg: 'added' }),
      'DELETE /api/my-list/m9': () => ((listed = false), { success: true, msg: 'removed' }),
    });
    renderSummary();
    await userEvent.click(screen.getByRole('button', { name: 'Add to Wishlist' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Added to Wishlist' }));
    expect(await screen.findByRole('button', { name: 'Add to Wishlist' })).toBeInTheDocument();
    expect(lastAlert()).toMatchObject({ error: false, msg: 'item removed from My List!' });
    expect(callsTo(fetchMock, 'DELETE /api/my-list/m9')).toHaveLength(1);
    expect(listed).toBe(false);
  });

  it("shows the server's msg when My List says status false", async () => {
    signInShopper();
    stubApi({ 'GET /api/my-list': [], 'POST /api/my-list/add/': { status: false, msg: 'Product already added in the My List' } });
    renderSummary();
    await userEvent.click(screen.getByRole('button', { name: 'Add to Wishlist' }));
    await waitFor(() => expect(lastAlert()).toMatchObject({ error: true, msg: 'Product already added in the My List' }));
    expect(screen.getByRole('button', { name: 'Add to Wishlist' })).toBeInTheDocument();
  });

  it('has an Add to Compare button that does nothing', async () => {
    const fetchMock = stubApi({});
    renderSummary();
    await userEvent.click(screen.getByRole('button', { name: 'Add to Compare' }));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(lastAlert().open).toBe(false);
  });
});
