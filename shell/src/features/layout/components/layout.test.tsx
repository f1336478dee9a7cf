import { act, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { addToCart, cartCountAtom, cartOrdered, categoriesAtom, chromeHiddenAtom, countriesAtom, signIn, store } from '@storefront/shared';
import { renderWithShell, resetStore, setWindowWidth, signInForTest, stubFetch, TEST_USER } from '../../../lib/test-utils';
import { Layout } from './layout';

const CATEGORIES = [
  { id: 'c1', _id: 'c1', name: 'Fashion', color: '#fde', images: ['/uploads/fashion.webp'], children: [{ id: 's1', _id: 's1', name: 'Men', parentId: 'c1' }] },
];
const COUNTRIES = [{ country: 'India', iso2: 'IN' }];
const cartItem = (id: string) => ({
  id, _id: id, productTitle: 'Kurta', image: '', rating: 4, price: 799, quantity: 1, subTotal: 799, productId: 'p1', countInStock: 5, userId: 'u1',
});

let cart: ReturnType<typeof cartItem>[] = [];
let fetchMock: ReturnType<typeof stubFetch>;
const calls = (path: string) => fetchMock.mock.calls.filter(([u]) => new URL(String(u)).pathname === path);

beforeEach(() => {
  resetStore();
  setWindowWidth(1280);
  cart = [];
  fetchMock = stubFetch({
    '/api/category': () => ({ categoryList: CATEGORIES }),
    '/api/countries': () => ({ error: false, data: COUNTRIES }),
    '/api/cart': () => cart,
  });
});

describe('Layout', () => {
  it('renders header, main and footer around the page', () => {
    renderWithShell(<Layout><h1>Page body</h1></Layout>);
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveTextContent('Page body');
    expect(screen.getByRole('contentinfo')).toHaveTextContent('© 2024 Storefront');
    expect(screen.getByRole('main').closest('[data-boundary="shell"]')).not.toBeNull();
  });

  it('hides header, footer and bottom bar on a sign-in screen from the first paint, and brings them back when the page asks', () => {
    setWindowWidth(390);
    renderWithShell(<Layout><h1>Sign In</h1></Layout>, { route: '/signIn' });
    // Before the page's code has said anything, the route already hides the chrome.
    expect(store.get(chromeHiddenAtom)).toBe(false);
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Shortcuts' })).not.toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveTextContent('Sign In');
    // alerts still reach the shopper on those screens
    expect(screen.getByRole('status')).toBeInTheDocument();

    act(() => store.set(chromeHiddenAtom, true));
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    // After a successful sign-in the page shows the chrome again at once.
    act(() => store.set(chromeHiddenAtom, false));
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Shortcuts' })).toBeInTheDocument();
  });

  it('follows chromeHiddenAtom on other pages', () => {
    renderWithShell(<Layout><p>x</p></Layout>, { route: '/cart' });
    expect(screen.getByRole('banner')).toBeInTheDocument();
    act(() => store.set(chromeHiddenAtom, true));
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    act(() => store.set(chromeHiddenAtom, false));
    expect(screen.getByRole('banner')).toBeInTheDocument();
  });

  it('has the bottom bar at every width (CSS shows it only at 992 px and below), and the same HTML for every width', () => {
    const html = (width: number) => {
      setWindowWidth(width);
      const { container, unmount } = renderWithShell(<Layout><p>x</p></Layout>);
      const out = container.innerHTML.replace(/:r[0-9a-z]+:/g, ':id:'); // ids of separate roots differ
      unmount();
      return out;
    };
    const wide = html(1280);
    expect(html(390)).toBe(wide);
    renderWithShell(<Layout><p>x</p></Layout>);
    const bar = screen.getByRole('navigation', { name: 'Shortcuts' });
    expect(bar.closest('[data-boundary="shell"]')?.className).toMatch(/withBottomBar/);
    act(() => setWindowWidth(800));
    expect(screen.getByRole('navigation', { name: 'Shortcuts' })).toBe(bar);
  });

  it('loads categories and countries once at start, and shows the categories in the chrome', async () => {
    renderWithShell(<Layout><p>x</p></Layout>);
    await waitFor(() => expect(store.get(categoriesAtom)).toEqual(CATEGORIES));
    await waitFor(() => expect(store.get(countriesAtom)).toEqual(COUNTRIES));
    expect(calls('/api/category')).toHaveLength(1);
    expect(calls('/api/countries')).toHaveLength(1);
    expect(screen.getAllByRole('link', { name: 'Fashion' })[0]).toHaveAttribute('href', '/products/category/c1');
    // a visitor has no cart to read
    expect(calls('/api/cart')).toHaveLength(0);
  });

  it('still renders when the API is down, with empty categories', async () => {
    stubFetch({});
    renderWithShell(<Layout><p>x</p></Layout>);
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /all categories/i })).toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 20));
    expect(store.get(categoriesAtom)).toEqual([]);
  });

  it("reads a returning shopper's cart once at start; the badge then follows the shared cart actions without another read", async () => {
    signInForTest();
    cart = [cartItem('1')];
    fetchMock = stubFetch({
      '/api/category': () => ({ categoryList: CATEGORIES }),
      '/api/countries': () => ({ error: false, data: COUNTRIES }),
      '/api/cart': () => cart,
      '/api/cart/add': () => ({ status: true, msg: 'Item is added in the cart', cartItem: cartItem('2') }),
    });
    renderWithShell(<Layout><p>x</p></Layout>);
    await waitFor(() => expect(screen.getByTestId('cart-count')).toHaveTextContent('1'));
    expect(new URL(String(calls('/api/cart')[0][0])).searchParams.get('userId')).toBe(TEST_USER.userId);

    await act(() => addToCart('p2', 1));
    expect(screen.getByTestId('cart-count')).toHaveTextContent('2');
    act(() => cartOrdered());
    expect(store.get(cartCountAtom)).toBe(0);
    expect(calls('/api/cart')).toHaveLength(1);
  });

  it('reads the cart once when the shopper signs in', async () => {
    renderWithShell(<Layout><p>x</p></Layout>);
    cart = [cartItem('1')];
    act(() => signIn('tok', TEST_USER));
    await waitFor(() => expect(store.get(cartCountAtom)).toBe(1));
    await new Promise((r) => setTimeout(r, 20));
    expect(calls('/api/cart')).toHaveLength(1);
  });
});
