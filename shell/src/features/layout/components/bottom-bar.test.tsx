import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FILTER_PANEL_ID, on, RenderDataContext } from '@storefront/shared';
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

  it('has Filters only on a page with the filter panel: a link to the panel there, disabled on home and elsewhere', () => {
    for (const route of ['/products/category/c1', '/products/subCat/s1', '/search?q=shirt']) {
      const view = renderWithShell(<BottomBar />, { route });
      expect(screen.getByRole('button', { name: 'Filters' }), route).toHaveAttribute('href', `#${FILTER_PANEL_ID}`);
      view.unmount();
    }
    for (const route of ['/', '/products/p1', '/cart']) {
      const view = renderWithShell(<BottomBar />, { route });
      expect(screen.getByRole('button', { name: 'Filters' }), route).toBeDisabled();
      view.unmount();
    }
  });

  it('tells a listing running on its scripts to open its panel (the link is not followed), and by Space too', async () => {
    const heard = vi.fn();
    const off = on('shell:open-filters', heard);
    const user = userEvent.setup();
    renderWithShell(<BottomBar />, { route: '/products/subCat/s1' });
    const filters = screen.getByRole('button', { name: 'Filters' });
    const followed = vi.fn((e: Event) => e.defaultPrevented);
    document.addEventListener('click', followed);
    await user.click(filters);
    filters.focus();
    await user.keyboard(' ');
    document.removeEventListener('click', followed);
    off();
    expect(heard).toHaveBeenCalledTimes(2);
    expect(followed.mock.results.map((r) => r.value)).toEqual([true, true]);
  });

  it('leaves the link to the panel alone while no listing listens (CSS opens it as the page\'s target)', async () => {
    const user = userEvent.setup();
    renderWithShell(<BottomBar />, { route: '/products/subCat/s1' });
    const followed = vi.fn((e: Event) => e.defaultPrevented);
    document.addEventListener('click', followed);
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    document.removeEventListener('click', followed);
    expect(followed.mock.results.map((r) => r.value)).toEqual([false]);
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

  it("Search is a link to the header's search box in the server's HTML: it works before the scripts and without them", () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      <MemoryRouter>
        <RenderDataContext.Provider value={{ server: true, hydrating: false, records: {} }}>
          <BottomBar />
        </RenderDataContext.Provider>
      </MemoryRouter>,
    );
    const search = container.querySelector('nav[aria-label="Shortcuts"] li:nth-child(3) > *');
    expect(search?.tagName).toBe('A');
    expect(search).toHaveAttribute('href', `#${SEARCH_INPUT_ID}`);
    expect(search).not.toHaveAttribute('disabled');
    expect(search).toHaveTextContent('Search');
  });
});
