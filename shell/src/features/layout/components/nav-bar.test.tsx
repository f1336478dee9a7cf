import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { categoriesAtom, store, type Category } from '@storefront/shared';
import { renderWithShell, resetStore } from '../../../lib/test-utils';
import { NavBar } from './nav-bar';

const cat = (n: number): Category => ({
  id: `c${n}`, _id: `c${n}`, name: `Category ${n}`, color: '#eef', images: [`/uploads/c${n}.webp`],
  children: [{ id: `s${n}`, _id: `s${n}`, name: `Sub ${n}`, parentId: `c${n}` }],
});

beforeEach(() => {
  resetStore();
  store.set(categoriesAtom, Array.from({ length: 9 }, (_, i) => cat(i + 1)));
});

describe('NavBar', () => {
  it('shows Home and only the first 7 categories in the top bar', () => {
    renderWithShell(<NavBar />);
    const nav = screen.getByRole('navigation', { name: 'Categories' });
    const top = within(nav).getByRole('list', { name: 'Top categories' });
    expect(within(top).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    const names = within(top).getAllByRole('link', { name: /^Category/ }).map((a) => a.textContent);
    expect(names).toEqual(Array.from({ length: 7 }, (_, i) => `Category ${i + 1}`));
    expect(within(top).getByRole('link', { name: 'Category 7' })).toHaveAttribute('href', '/products/category/c7');
    expect(within(top).getByRole('link', { name: 'Sub 7' })).toHaveAttribute('href', '/products/subCat/s7');
    expect(within(top).queryByRole('link', { name: 'Sub 8' })).not.toBeInTheDocument();
  });

  it("lists every category with its image and sub-categories under 'ALL CATEGORIES'", async () => {
    const user = userEvent.setup();
    renderWithShell(<NavBar />);
    const button = screen.getByRole('button', { name: 'ALL CATEGORIES' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    const panel = document.getElementById(button.getAttribute('aria-controls')!)!;
    // Closed, the panel holds nothing yet: the page's HTML does not carry every category twice.
    expect(panel).toBeEmptyDOMElement();
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');

    expect(panel).toBeVisible();
    const links = within(panel).getAllByRole('link', { name: /^Category/ });
    expect(links).toHaveLength(9);
    expect(links[8]).toHaveAttribute('href', '/products/category/c9');
    expect(links[8].querySelector('img')).toHaveAttribute('src', 'http://api.test/uploads/c9.webp');
    const subs = within(panel).getByRole('list', { name: 'Category 9 sub-categories' });
    expect(within(subs).getByRole('link', { name: 'Sub 9' })).toHaveAttribute('href', '/products/subCat/s9');

    await user.click(links[8]);
    expect(screen.getByTestId('location')).toHaveTextContent('/products/category/c9');
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('never shows a top-bar flyout beside ALL CATEGORIES: reaching for the top bar closes the panel', async () => {
    const user = userEvent.setup();
    renderWithShell(<NavBar />);
    const button = screen.getByRole('button', { name: 'ALL CATEGORIES' });
    const top = screen.getByRole('list', { name: 'Top categories' });
    await user.click(button);
    // While the panel is open the top bar's flyouts are suppressed (data-menu-open hides them).
    expect(top).toHaveAttribute('data-menu-open', 'true');
    await user.hover(within(top).getByRole('link', { name: 'Category 3' }));
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(top).not.toHaveAttribute('data-menu-open');
  });

  it("shuts a top-bar category's flyout once its link is followed, until the pointer leaves it", async () => {
    const user = userEvent.setup();
    renderWithShell(<NavBar />);
    const top = screen.getByRole('list', { name: 'Top categories' });
    const link = within(top).getByRole('link', { name: 'Category 2' });
    const item = link.closest('li')!;
    await user.click(link);
    expect(screen.getByTestId('location')).toHaveTextContent('/products/category/c2');
    expect(item).toHaveAttribute('data-followed', 'true');
    await user.click(within(item).getByRole('link', { name: 'Sub 2' }));
    expect(item).toHaveAttribute('data-followed', 'true');
    await user.unhover(item);
    expect(item).not.toHaveAttribute('data-followed');
  });

  it('closes the category panel with Escape', async () => {
    const user = userEvent.setup();
    renderWithShell(<NavBar />);
    const button = screen.getByRole('button', { name: 'ALL CATEGORIES' });
    await user.click(button);
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('gives focus back to ALL CATEGORIES when the keyboard closes the panel from inside it (it fell to the body)', async () => {
    const user = userEvent.setup();
    renderWithShell(<NavBar />);
    const button = screen.getByRole('button', { name: 'ALL CATEGORIES' });
    const panel = document.getElementById(button.getAttribute('aria-controls')!)!;
    button.focus();
    await user.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await user.tab();
    expect(within(panel).getByRole('link', { name: 'Category 1' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();

    // A category picked with Enter closes the panel too: focus comes back the same way.
    await user.keyboard('{Enter}');
    await user.tab();
    await user.tab();
    expect(within(panel).getByRole('link', { name: 'Sub 1' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByTestId('location')).toHaveTextContent('/products/subCat/s1');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });
});
