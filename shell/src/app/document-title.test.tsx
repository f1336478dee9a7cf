import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { DocumentTitle, routeTitle, searchTitle } from './document-title';

describe('routeTitle', () => {
  it("names a page as the server's head does, or the shop alone for a page named by its data", () => {
    expect(routeTitle('/cart', '')).toBe('Cart | Storefront');
    expect(routeTitle('/orders/o1/invoice', '')).toBe('Tax Invoice | Storefront');
    expect(routeTitle('/about-us', '')).toBe('About Us | Storefront');
    expect(routeTitle('/search', '?q=tea')).toBe('Search results for "tea" | Storefront');
    expect(routeTitle('/search', '')).toBe('Search results | Storefront');
    expect(routeTitle('/', '')).toBe('Storefront');
    expect(routeTitle('/products/p1', '')).toBe('Storefront');
    expect(routeTitle('/no-such-page', '')).toBe('Page not found | Storefront');
    expect(searchTitle('x'.repeat(100)).length).toBeLessThan(100);
  });
});

describe('DocumentTitle', () => {
  it("leaves the first page's title (the server's) and names each page moved to", async () => {
    document.title = 'Zentro 5G Smartphone | Storefront';
    const router = createMemoryRouter([{ path: '*', element: <DocumentTitle /> }], { initialEntries: ['/products/p1'] });
    render(<RouterProvider router={router} />);
    expect(document.title).toBe('Zentro 5G Smartphone | Storefront');
    await act(() => router.navigate('/cart'));
    expect(document.title).toBe('Cart | Storefront');
    await act(() => router.navigate('/search?q=atta'));
    expect(document.title).toBe('Search results for "atta" | Storefront');
    await act(() => router.navigate(-1));
    expect(document.title).toBe('Cart | Storefront');
    // Only the query of a page that is not a search: the page keeps the name it gave itself.
    await act(() => router.navigate('/products/p2'));
    document.title = 'Kalki Labs Laptop | Storefront';
    await act(() => router.navigate('/products/p2?tab=reviews'));
    expect(document.title).toBe('Kalki Labs Laptop | Storefront');
  });
});
