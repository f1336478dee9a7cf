import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { categoriesAtom, isLoggedInAtom, store } from '@storefront/shared';
import { renderWithShell, resetStore, setWindowWidth, signInForTest, stubFetch } from '../../../lib/test-utils';
import { Header } from './header';

beforeEach(() => {
  resetStore();
  stubFetch({});
  setWindowWidth(390);
  // react-bootstrap's Offcanvas asks matchMedia about breakpoints; jsdom has none
  window.matchMedia = vi.fn((query: string) => ({
    matches: false, media: query, onchange: null,
    addListener: vi.fn(), removeListener: vi.fn(), addEventListener: vi.fn(), removeEventListener: vi.fn(), dispatchEvent: vi.fn(),
  })) as unknown as typeof window.matchMedia;
  store.set(categoriesAtom, [
    { id: 'c1', _id: 'c1', name: 'Electronics', color: '', images: [], children: [{ id: 's1', _id: 's1', name: 'Mobiles', parentId: 'c1' }] },
  ]);
});

async function openMenu() {
  const user = userEvent.setup();
  renderWithShell(<Header />, { route: '/orders' });
  await user.click(screen.getByRole('button', { name: 'Open menu' }));
  return { user, menu: await screen.findByRole('dialog', { name: 'Menu' }) };
}

describe('slide-in navigation (under 992 px)', () => {
  it('lists the categories with their sub-categories and offers Sign In to a visitor', async () => {
    const { user, menu } = await openMenu();
    expect(within(menu).getByRole('link', { name: 'Electronics' })).toHaveAttribute('href', '/products/category/c1');
    const toggle = within(menu).getByRole('button', { name: 'Electronics sub-categories' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(within(menu).getByRole('link', { name: 'Mobiles' })).toHaveAttribute('href', '/products/subCat/s1');
    expect(within(menu).getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/signIn');
    expect(within(menu).queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
  });

  it('offers Logout to a signed-in shopper, which signs out and goes to /signIn', async () => {
    signInForTest();
    const { user, menu } = await openMenu();
    await user.click(within(menu).getByRole('button', { name: 'Logout' }));
    expect(store.get(isLoggedInAtom)).toBe(false);
    expect(localStorage.getItem('token')).toBeNull();
    expect(screen.getByTestId('location')).toHaveTextContent('/signIn');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
