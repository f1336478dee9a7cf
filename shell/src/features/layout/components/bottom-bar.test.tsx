import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { filterPanelOpenAtom, filtersEnabledAtom, on, store } from '@storefront/shared';
import { renderWithShell, resetStore } from '../../../lib/test-utils';
import { BottomBar } from './bottom-bar';
import { SEARCH_INPUT_ID } from './search-box';

beforeEach(() => resetStore());

describe('BottomBar', () => {
  it('links Home, Wishlist, Orders and Account', () => {
    renderWithShell(<BottomBar />, { route: '/cart' });
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Wishlist' })).toHaveAttribute('href', '/my-list');
    expect(screen.getByRole('link', { name: 'Orders' })).toHaveAttribute('href', '/orders');
    expect(screen.getByRole('link', { name: 'Account' })).toHaveAttribute('href', '/my-account');
  });

  it('keeps Filters disabled unless a listing enables filters', () => {
    renderWithShell(<BottomBar />, { route: '/products/category/c1' });
    const filters = screen.getByRole('button', { name: 'Filters' });
    expect(filters).toBeDisabled();
    act(() => store.set(filtersEnabledAtom, true));
    expect(filters).toBeEnabled();
    act(() => store.set(filtersEnabledAtom, false));
    expect(filters).toBeDisabled();
  });

  it('keeps Filters disabled on home even if a stale flag says enabled', () => {
    store.set(filtersEnabledAtom, true);
    renderWithShell(<BottomBar />, { route: '/' });
    expect(screen.getByRole('button', { name: 'Filters' })).toBeDisabled();
  });

  it('opens the filter panel and tells the listing', async () => {
    store.set(filtersEnabledAtom, true);
    const heard = vi.fn();
    const off = on('shell:open-filters', heard);
    const user = userEvent.setup();
    renderWithShell(<BottomBar />, { route: '/products/subCat/s1' });
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    off();
    expect(store.get(filterPanelOpenAtom)).toBe(true);
    expect(heard).toHaveBeenCalledOnce();
  });

  it('Search focuses the search box', async () => {
    const user = userEvent.setup();
    Element.prototype.scrollIntoView = vi.fn();
    renderWithShell(
      <>
        <input id={SEARCH_INPUT_ID} aria-label="Search for products" />
        <BottomBar />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByRole('textbox', { name: 'Search for products' })).toHaveFocus();
  });
});
