import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetStore } from '../../lib/test-utils';
import { NotFound } from './components/not-found';
import { StaticRoutes } from './static-routes';

const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        {StaticRoutes()}
        <Route path="*" element={<NotFound />} />
      </Routes>
    </MemoryRouter>,
  );

beforeEach(() => resetStore());

describe('static pages', () => {
  it('About Us covers mission, values, why choose us, community and contact', async () => {
    renderAt('/about-us');
    expect(await screen.findByRole('heading', { level: 1, name: 'About Us' })).toBeInTheDocument();
    for (const name of ['Our mission', 'Our values', 'Why choose us', 'Our community', 'Contact us']) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
    }
    // The title is set by an effect, which a loaded machine may run after the heading is in.
    await waitFor(() => expect(document.title).toBe('About Us | Storefront'));
  });

  it('Refund & Return Policy states the dates and limits', async () => {
    renderAt('/refund-policy');
    expect(await screen.findByRole('heading', { level: 1, name: 'Refund & Return Policy' })).toBeInTheDocument();
    const text = document.body.textContent ?? '';
    expect(text).toContain('Last updated September 2025');
    expect(text).toContain('within 7 days of delivery');
    expect(text).toContain('5–10 business days');
    expect(text).toContain('within 48 hours of delivery');
    expect(text).toContain('Shipping charges are not refundable');
  });

  it('Privacy Policy says children under 13 are not knowingly served', async () => {
    renderAt('/privacy-policy');
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Children' }).nextElementSibling).toHaveTextContent(/not knowingly .* children under 13/);
  });

  it('Terms & Conditions render', async () => {
    renderAt('/terms-conditions');
    expect(await screen.findByRole('heading', { level: 1, name: 'Terms & Conditions' })).toBeInTheDocument();
  });

  it('Contact shows the form and office hours', async () => {
    renderAt('/contact');
    expect(await screen.findByRole('heading', { level: 1, name: 'Contact Us' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Send us a message' })).toBeInTheDocument();
    expect(screen.getByText('Monday–Saturday: 9:00–19:00')).toBeInTheDocument();
    expect(screen.getByText('Sunday: Closed')).toBeInTheDocument();
  });

  it('anything else is a friendly 404 with a way home', () => {
    renderAt('/no-such-page');
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', '/');
  });
});
