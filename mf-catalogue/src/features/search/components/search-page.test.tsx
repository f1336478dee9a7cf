import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { filtersEnabledAtom, locationAtom, store } from '@storefront/shared';
import { makeProduct, renderAt, startOnWideScreenWithCategories, stubApi } from '../../../lib/test-utils';
import { SearchPage } from './search-page';

const results = [
  makeProduct({ id: 'a', name: 'Cotton Shirt', subCatId: 's1', subCat: 'Men', price: 500, rating: 4.5 }),
  makeProduct({ id: 'b', name: 'Silk Shirt', subCatId: 's2', subCat: 'Women', price: 5000, rating: 3 }),
  makeProduct({ id: 'c', name: 'Linen Shirt', subCatId: 's1', subCat: 'Men', price: 1500, rating: 2 }),
];

const names = () => screen.getAllByTestId('product-card').map((c) => c.getAttribute('aria-label'));
const renderSearch = (route: string) => renderAt(<SearchPage />, { paths: ['/search'], route });

startOnWideScreenWithCategories();

describe('Search results', () => {
  it('reads q from the address, shows a spinner, then the results of /api/search', async () => {
    store.set(locationAtom, 'IN');
    const api = stubApi({ '/api/search': results });
    renderSearch('/search?q=shirt');
    expect(screen.getByText('Searching products')).toBeInTheDocument();
    await waitFor(() => expect(names()).toEqual(['Cotton Shirt', 'Silk Shirt', 'Linen Shirt']));
    expect(api.calls('/api/search')[0].searchParams.get('q')).toBe('shirt');
    expect(api.calls('/api/search')[0].searchParams.get('location')).toBe('IN');
    expect(screen.getByRole('heading', { level: 1, name: 'Search results for "shirt"' })).toBeInTheDocument();
    expect(store.get(filtersEnabledAtom)).toBe(true);
  });

  it('shows a clear empty state when nothing matches', async () => {
    stubApi({ '/api/search': [] });
    renderSearch('/search?q=zzzz');
    expect(await screen.findByText('No products found for "zzzz"')).toBeInTheDocument();
    expect(screen.queryByTestId('product-card')).toBeNull();
  });

  it('makes no call without a query', () => {
    const api = stubApi({ '/api/search': results });
    renderSearch('/search');
    expect(api.calls('/api/search')).toHaveLength(0);
    expect(screen.getByText(/Type what you are looking for/)).toBeInTheDocument();
  });

  it('narrows the results by sub-category and rating from the sidebar', async () => {
    stubApi({ '/api/search': results });
    renderSearch('/search?q=shirt');
    await screen.findByText('Cotton Shirt');
    fireEvent.click(screen.getByRole('radio', { name: 'Men' }));
    expect(names()).toEqual(['Cotton Shirt', 'Linen Shirt']);
    fireEvent.click(screen.getByRole('button', { name: 'Rated 4 stars and up' }));
    expect(names()).toEqual(['Cotton Shirt']);
    fireEvent.click(screen.getByRole('radio', { name: 'All' }));
    fireEvent.click(screen.getByRole('button', { name: 'Rated 4 stars and up' }));
    expect(names()).toEqual(['Cotton Shirt', 'Silk Shirt', 'Linen Shirt']);
  });

  it('offers a way back when the filters hide every result', async () => {
    stubApi({ '/api/search': results });
    renderSearch('/search?q=shirt');
    await screen.findByText('Cotton Shirt');
    fireEvent.click(screen.getByRole('button', { name: 'Rated 5 stars' }));
    expect(screen.getByText('No products match the chosen filters.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(names()).toHaveLength(3);
  });

  it('shows one, three or four columns (four by default)', async () => {
    stubApi({ '/api/search': results });
    renderSearch('/search?q=shirt');
    await screen.findByText('Cotton Shirt');
    expect(screen.getByTestId('product-grid')).toHaveAttribute('data-columns', '4');
    fireEvent.click(screen.getByRole('button', { name: 'Show one product per row' }));
    expect(screen.getByTestId('product-grid')).toHaveAttribute('data-columns', '1');
  });
});
