import { act, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { Provider } from 'jotai';
import { StaticRouter } from 'react-router-dom/server';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { cartItemsAtom, categoriesAtom, isLoggedInAtom, RenderDataContext, store, tokenAtom, TOP_NAV_CATEGORIES, userAtom, type CartItem } from '@storefront/shared';
import { renderWithShell, resetStore, setWindowWidth, signInForTest, stubFetch, TEST_USER } from '../../../lib/test-utils';
import { Header, MENU_ID, NOTICE_TEXT } from './header';

const item = (id: string, price: number, quantity: number): CartItem => ({
  id, _id: id, productTitle: `Item ${id}`, image: '', rating: 4, price, quantity, subTotal: price * quantity,
  productId: `p${id}`, variant: '', countInStock: 10, userId: 'u1',
});

beforeEach(() => {
  resetStore();
  stubFetch({});
  setWindowWidth(1280);
});

describe('Header', () => {
  it('shows the notice strip and a logo linking home', () => {
    renderWithShell(<Header />);
    expect(screen.getByText(NOTICE_TEXT)).toBeInTheDocument();
    expect(NOTICE_TEXT).toMatch(/orders may be processed with a slight delay/);
    expect(screen.getByRole('link', { name: 'Storefront home' })).toHaveAttribute('href', '/');
  });

  it('offers Sign In to a visitor on wide screens, and no user menu', () => {
    renderWithShell(<Header />);
    const signIn = screen.getAllByRole('link', { name: 'Sign In' }).find((a) => /wideOnly/.test(a.className));
    expect(signIn).toHaveAttribute('href', '/signIn');
    expect(screen.queryByRole('button', { name: /account menu/i })).not.toBeInTheDocument();
  });

  it('leaves Sign In to the slide-in menu on small screens, by CSS: Sign In is wide-only, the menu button narrow-only', () => {
    setWindowWidth(390);
    renderWithShell(<Header />);
    expect(screen.getAllByRole('link', { name: 'Sign In' }).map((a) => a.className)).toEqual([expect.stringMatching(/wideOnly/), expect.stringMatching(/menuSignIn/)]);
    expect(screen.getByRole('button', { name: 'Open menu' }).className).toMatch(/narrowOnly/);
  });

  it('has a menu before the scripts on small screens: Open menu links to the categories, which CSS opens as a panel with Sign In and Close', () => {
    const more = Array.from({ length: TOP_NAV_CATEGORIES }, (_, i) => ({ id: `m${i}`, _id: `m${i}`, name: `More ${i}`, color: '', images: [], children: [] }));
    store.set(categoriesAtom, [
      { id: 'c1', _id: 'c1', name: 'Electronics', color: '', images: [], children: [{ id: 's1', _id: 's1', name: 'Mobiles', parentId: 'c1' }] },
      ...more,
    ]);
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      <RenderDataContext.Provider value={{ server: true, hydrating: false, records: {} }}>
        <StaticRouter location="/">
          <Provider store={store}>
            <Header />
          </Provider>
        </StaticRouter>
      </RenderDataContext.Provider>,
    );
    const open = within(container).getByRole('button', { name: 'Open menu' });
    expect(open.tagName).toBe('A');
    expect(open).toHaveAttribute('href', `#${MENU_ID}`);
    expect(open).not.toHaveAttribute('disabled');
    // the link's target comes first in the header, before the link itself
    expect(container.querySelector('header')!.firstElementChild).toHaveAttribute('id', MENU_ID);
    const menu = container.querySelector('[data-menu-panel]')!;
    // what CSS opens (:target) until the scripts say they run
    expect(menu.className).toMatch(/menuTarget/);
    expect(menu).not.toHaveAttribute('data-scripted');
    expect(within(menu as HTMLElement).getByRole('link', { name: 'Electronics' })).toHaveAttribute('href', '/products/category/c1');
    expect(within(menu as HTMLElement).getByRole('link', { name: 'Mobiles' })).toHaveAttribute('href', '/products/subCat/s1');
    // every category, past the top bar's too
    expect(within(menu as HTMLElement).getByRole('link', { name: `More ${TOP_NAV_CATEGORIES - 1}` })).toHaveAttribute('href', `/products/category/m${TOP_NAV_CATEGORIES - 1}`);
    expect(within(menu as HTMLElement).getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/signIn');
    expect(within(menu as HTMLElement).getByRole('link', { name: 'Close menu' })).toHaveAttribute('href', '#');
  });

  it('closes the menu of before the scripts once they run, and a menu opened there goes on as the slide-in menu', async () => {
    setWindowWidth(390);
    window.matchMedia = vi.fn((query: string) => ({
      matches: /max-width: 992px/.test(query), media: query, onchange: null,
      addListener: vi.fn(), removeListener: vi.fn(), addEventListener: vi.fn(), removeEventListener: vi.fn(), dispatchEvent: vi.fn(),
    })) as unknown as typeof window.matchMedia;
    window.history.replaceState(null, '', `/cart#${MENU_ID}`);
    const { container } = renderWithShell(<Header />, { route: '/cart' });
    expect(await screen.findByRole('dialog', { name: 'Menu' })).toBeVisible();
    expect(window.location.hash).toBe('');
    expect(window.location.pathname).toBe('/cart');
    expect(container.querySelector('[data-menu-panel]')).toHaveAttribute('data-scripted');
  });

  it('names the compact user menu on small screens by the full name (the greeting is wide-only, by CSS)', () => {
    setWindowWidth(390);
    signInForTest();
    renderWithShell(<Header />);
    const trigger = screen.getByRole('button', { name: /account menu/i });
    expect(within(trigger).getByText(`Account menu for ${TEST_USER.name}`).className).toMatch(/narrowName/);
    expect(within(trigger).getByText('Hello,').parentElement?.className).toMatch(/wideName/);
  });

  it.each([false, true])('renders the same HTML on the server whatever the window (signed in: %s), with both layouts\' parts in it', (signedIn) => {
    if (signedIn) signInForTest();
    store.set(cartItemsAtom, [item('1', 1250, 2)]);
    const html = (width: number) => {
      setWindowWidth(width);
      return renderToString(
        <StaticRouter location="/">
          <Provider store={store}>
            <Header />
          </Provider>
        </StaticRouter>,
      );
    };
    const wide = html(1280);
    expect(html(390)).toBe(wide);
    expect(html(1000)).toBe(wide);
    // the wide row's location picker and nav bar, the phone's menu button and delivery strip, the cart total
    expect(wide).toMatch(/class="[^"]*wideOnly[^"]*"/);
    expect(wide).toMatch(/aria-label="Open menu"/);
    expect(wide).toContain('Deliver to');
    expect(wide).toContain('Your Location');
    expect(wide).toMatch(/class="[^"]*cartTotalPart[^"]*"/);
    expect(wide).toContain('₹2,950');
  });

  it('shows the user menu with initial, name, e-mail and the account links when signed in', async () => {
    signInForTest();
    const user = userEvent.setup();
    renderWithShell(<Header />);
    expect(screen.queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument();
    const trigger = screen.getByRole('button', { name: /^Hello, Asha, account menu/ });
    expect(trigger.querySelector('[aria-hidden="true"]')).toHaveTextContent(/^A$/); // the initial stands in for a missing picture
    await user.click(trigger);

    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(TEST_USER.email)).toBeInTheDocument();
    expect(screen.getAllByText(TEST_USER.name).length).toBeGreaterThan(0);
    const menu = screen.getByRole('menu', { name: 'Account' });
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((i) => i.textContent?.trim())).toEqual(['My Account', 'Orders', 'My List', 'Logout']);
    expect(items[0]).toHaveAttribute('href', '/my-account');
    expect(items[1]).toHaveAttribute('href', '/orders');
    expect(items[2]).toHaveAttribute('href', '/my-list');
    expect(items[0]).toHaveFocus();

    await user.keyboard('{ArrowUp}');
    expect(items[3]).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it("shows the user's picture when there is one", async () => {
    signInForTest({ ...TEST_USER, image: '/uploads/asha.webp' });
    renderWithShell(<Header />);
    const trigger = screen.getByRole('button', { name: /account menu/i });
    expect(trigger.querySelector('img')).toHaveAttribute('src', 'http://api.test/uploads/asha.webp');
  });

  it('logs out: clears token and user from storage and store, then goes to /signIn', async () => {
    signInForTest();
    store.set(cartItemsAtom, [item('1', 100, 1)]);
    const user = userEvent.setup();
    renderWithShell(<Header />, { route: '/orders' });
    await user.click(screen.getByRole('button', { name: /account menu/i }));
    await user.click(screen.getByRole('menuitem', { name: 'Logout' }));

    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(store.get(tokenAtom)).toBeNull();
    expect(store.get(userAtom)).toBeNull();
    expect(store.get(isLoggedInAtom)).toBe(false);
    expect(store.get(cartItemsAtom)).toEqual([]);
    expect(screen.getByTestId('location')).toHaveTextContent('/signIn');
    expect(screen.getAllByRole('link', { name: 'Sign In' }).find((a) => /wideOnly/.test(a.className))).toBeInTheDocument();
  });

  it("shows the cart count and the rupee total (the cart page's Total: subtotal plus 18% tax) on screens wider than 1000 px", () => {
    signInForTest();
    store.set(cartItemsAtom, [item('1', 1250, 2), item('2', 99999, 1)]);
    renderWithShell(<Header />);
    // ₹1,02,499 of products and ₹18,450 of tax: the total the cart page shows, never the subtotal.
    const cart = screen.getByRole('link', { name: 'Cart, ₹1,20,949, 2 items' });
    expect(cart).toHaveAttribute('href', '/cart');
    expect(within(cart).getByTestId('cart-count')).toHaveTextContent('2');
    expect(within(cart).getByTestId('cart-total')).toHaveTextContent('₹1,20,949');

    act(() => store.set(cartItemsAtom, [item('1', 1250, 2)]));
    expect(within(cart).getByTestId('cart-count')).toHaveTextContent('1');
    expect(within(cart).getByTestId('cart-total')).toHaveTextContent('₹2,950');
  });

  it('hides the total at 1000 px and below by CSS (total and its comma in one hidden part), keeping the count', () => {
    store.set(cartItemsAtom, [item('1', 1250, 2)]);
    setWindowWidth(1000);
    renderWithShell(<Header />);
    expect(screen.getByTestId('cart-count')).toHaveTextContent('1');
    const part = screen.getByTestId('cart-total').parentElement!;
    expect(part.className).toMatch(/cartTotalPart/);
    expect(part).toHaveTextContent(/^₹2,950,$/);
  });
});
