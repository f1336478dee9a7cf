import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { alertAtom, categoriesAtom, store } from '@storefront/shared';
import { renderWithShell, resetStore, stubFetch } from '../../../lib/test-utils';
import { Footer } from './footer';
import { SUBSCRIBED_MSG } from './newsletter-form';

let fetchMock: ReturnType<typeof stubFetch>;
beforeEach(() => {
  resetStore();
  fetchMock = stubFetch({});
});

describe('Footer', () => {
  it('makes the promises, names the offer and shows the 2024 copyright', () => {
    renderWithShell(<Footer />);
    const footer = screen.getByRole('contentinfo');
    for (const text of ['Everyday fresh products', 'Free delivery for order over $70', 'Daily Mega Discounts', 'Best price on the market']) {
      expect(within(footer).getByText(text)).toBeInTheDocument();
    }
    expect(footer).toHaveTextContent('$20 discount for your first order');
    expect(footer).toHaveTextContent('until the end of March');
    expect(footer).toHaveTextContent('© 2024 Storefront');
  });

  it('links the static pages', () => {
    renderWithShell(<Footer />);
    const expected: Record<string, string> = {
      'About Us': '/about-us',
      'Contact Us': '/contact',
      'Terms & Conditions': '/terms-conditions',
      'Privacy Policy': '/privacy-policy',
      'Refund & Return Policy': '/refund-policy',
    };
    for (const [name, href] of Object.entries(expected)) {
      expect(screen.getByRole('link', { name })).toHaveAttribute('href', href);
    }
  });

  it('links categories that have a page and shows the rest as plain text, never as dead links', () => {
    const { unmount } = renderWithShell(<Footer />);
    expect(screen.getByText('Fruits & Vegetables').closest('a')).toBeNull();
    expect(screen.queryAllByRole('link').filter((a) => !a.getAttribute('href') || a.getAttribute('href') === '#')).toHaveLength(0);
    unmount();

    store.set(categoriesAtom, [
      { id: 'c1', _id: 'c1', name: 'Groceries', color: '', images: [], children: [{ id: 's1', _id: 's1', name: 'Rice & Atta', parentId: 'c1' }] },
    ]);
    renderWithShell(<Footer />);
    expect(screen.getByRole('link', { name: 'Groceries' })).toHaveAttribute('href', '/products/category/c1');
    expect(screen.getByRole('link', { name: 'Rice & Atta' })).toHaveAttribute('href', '/products/subCat/s1');
    expect(screen.queryByText('Fruits & Vegetables')).not.toBeInTheDocument();
  });

  it('newsletter: explains an empty or invalid e-mail, and thanks a valid one without any call', async () => {
    const user = userEvent.setup();
    renderWithShell(<Footer />);
    const form = screen.getByRole('form', { name: 'Newsletter' });
    const email = within(form).getByRole('textbox', { name: 'Your email address' });
    const subscribe = within(form).getByRole('button', { name: 'Subscribe' });

    await user.click(subscribe);
    expect(within(form).getByRole('alert')).toHaveTextContent('Please enter your email address.');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(store.get(alertAtom).open).toBe(false);

    await user.type(email, 'asha@example');
    await user.click(subscribe);
    expect(within(form).getByRole('alert')).toHaveTextContent('Please enter a valid email address');
    expect(store.get(alertAtom).open).toBe(false);

    await user.type(email, '.in');
    await user.click(subscribe);
    expect(within(form).queryByRole('alert')).not.toBeInTheDocument();
    expect(store.get(alertAtom)).toMatchObject({ open: true, error: false, msg: SUBSCRIBED_MSG });
    expect(email).toHaveValue('');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
