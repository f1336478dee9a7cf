import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { locationAtom, store, type Product } from '@storefront/shared';
import { makeProduct, renderAt, startOnWideScreenWithCategories, stubApi } from '../../../lib/test-utils';
import { SearchPage } from './search-page';

const results = [
  makeProduct({ id: 'a', name: 'Cotton Shirt', subCatId: 's1', subCat: 'Men', price: 500, rating: 4.5 }),
  makeProduct({ id: 'b', name: 'Silk Shirt', subCatId: 's2', subCat: 'Women', price: 5000, rating: 3 }),
  makeProduct({ id: 'c', name: 'Linen Shirt', subCatId: 's1', subCat: 'Men', price: 1500, rating: 2 }),
];
const FACETS = {
  subCategories: [
    { id: 's1', name: 'Men', count: 2 },
    { id: 's2', name: 'Women', count: 1 },
  ],
  ratings: [5, 4, 3, 2, 1].map((rating) => ({ rating, count: rating <= 2 ? 3 : rating === 3 ? 2 : rating === 4 ? 1 : 0 })),
  prices: [{ min: 0, max: 499, count: 0 }],
};
function answer(list: Product[], extra: { query?: string; correctedQuery?: string | null; anyOf?: string[] | null; totalPages?: number } = {}) {
  return {
    products: list,
    totalPages: extra.totalPages ?? 1,
    page: 1,
    perPage: 60,
    totalPosts: list.length,
    sort: 'relevance',
    facets: FACETS,
    query: extra.query ?? 'shirt',
    correctedQuery: extra.correctedQuery ?? null,
    anyOf: extra.anyOf ?? null,
  };
}

const names = () => screen.getAllByTestId('product-card').map((c) => c.getAttribute('aria-label'));
const renderSearch = (route: string) => renderAt(<SearchPage />, { paths: ['/search'], route });

startOnWideScreenWithCategories();

describe('Search results', () => {
  it('reads q and its state from the address, shows a spinner, then the results page', async () => {
    store.set(locationAtom, 'IN');
    const api = stubApi({ '/api/search/results': answer(results) });
    renderSearch('/search?q=shirt&sort=price_asc&rating=2');
    expect(screen.getByText('Searching products')).toBeInTheDocument();
    await waitFor(() => expect(names()).toEqual(['Cotton Shirt', 'Silk Shirt', 'Linen Shirt']));
    const q = api.calls('/api/search/results')[0].searchParams;
    expect(Object.fromEntries(q)).toMatchObject({ q: 'shirt', sort: 'price_asc', rating: '2', location: 'IN', perPage: '60', page: '1' });
    expect(screen.getByRole('heading', { level: 1, name: 'Search results for "shirt"' })).toBeInTheDocument();
    expect(screen.getByText('3 products', { exact: true })).toBeInTheDocument();
  });

  it('offers Relevance first among the orders, and keeps q in the address when sorting', async () => {
    stubApi({ '/api/search/results': answer(results) });
    renderSearch('/search?q=shirt');
    await screen.findByText('Cotton Shirt');
    const sort = screen.getByRole('combobox', { name: 'Sort by' });
    expect(within(sort).getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Relevance',
      'Newest',
      'Price: Low to High',
      'Price: High to Low',
      'Customer Rating',
      'Popularity',
    ]);
    fireEvent.change(sort, { target: { value: 'price_desc' } });
    expect(screen.getByTestId('location')).toHaveTextContent('/search?q=shirt&sort=price_desc');
  });

  it('links each facet with its count', async () => {
    stubApi({ '/api/search/results': answer(results) });
    renderSearch('/search?q=shirt');
    await screen.findByText('Cotton Shirt');
    expect(screen.getByRole('link', { name: 'Men (2)' })).toHaveAttribute('href', '/search?q=shirt&subCatId=s1');
    expect(screen.getByRole('link', { name: 'Rated 4 stars and up (1)' })).toHaveAttribute('href', '/search?q=shirt&rating=4');
  });

  it("says which words it searched for when it corrected them, and links the words as typed", async () => {
    const api = stubApi({ '/api/search/results': answer(results, { query: 'shrit', correctedQuery: 'shirt' }) });
    renderSearch('/search?q=shrit');
    await screen.findByText('Cotton Shirt');
    expect(screen.getByText('Showing results for shirt')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Search instead for shrit' })).toHaveAttribute('href', '/search?q=shrit&exact=1');
    fireEvent.click(screen.getByRole('link', { name: 'Search instead for shrit' }));
    await waitFor(() => expect(api.calls('/api/search/results').at(-1)!.searchParams.get('exact')).toBe('1'));
  });

  it('says when no product holds all the words and it shows those holding any of them, and links the words as typed', async () => {
    stubApi({ '/api/search/results': answer(results, { query: 'kurta saree', anyOf: ['kurta', 'saree'] }) });
    renderSearch('/search?q=kurta+saree');
    await screen.findByText('Cotton Shirt');
    expect(screen.getByRole('heading', { level: 1, name: 'Search results for "kurta saree"' })).toBeInTheDocument();
    expect(screen.getByText('Showing results for kurta or saree')).toBeInTheDocument();
    expect(screen.getByText('No product matches all the words kurta saree.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Search instead for kurta saree' })).toHaveAttribute('href', '/search?q=kurta+saree&exact=1');
    expect(screen.getByText('3 products', { exact: true })).toBeInTheDocument();
  });

  it('names the corrected words it fell back on, three or more with commas', async () => {
    stubApi({ '/api/search/results': answer(results, { query: 'coton shirt headphones', correctedQuery: 'cotton shirt headphones', anyOf: ['cotton', 'shirt', 'headphones'] }) });
    renderSearch('/search?q=coton+shirt+headphones');
    await screen.findByText('Cotton Shirt');
    expect(screen.getByText('Showing results for cotton, shirt or headphones')).toBeInTheDocument();
    expect(screen.getByText('No product matches all the words cotton shirt headphones.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Search instead for coton shirt headphones' })).toBeInTheDocument();
    expect(screen.queryByText('Showing results for cotton shirt headphones')).toBeNull();
  });

  it('cuts a very long query in its heading', async () => {
    const long = `shirt ${'x'.repeat(3000)}`;
    stubApi({ '/api/search/results': answer([], { query: long.slice(0, 200) }) });
    renderSearch(`/search?q=${encodeURIComponent(long)}`);
    const empty = await screen.findByText(/^No products found for/);
    expect(empty.textContent!.length).toBeLessThan(100);
    expect(screen.getByRole('heading', { level: 1 }).textContent!.length).toBeLessThan(100);
  });

  it('shows a clear empty state when nothing matches', async () => {
    stubApi({ '/api/search/results': answer([], { query: 'zzzz' }) });
    renderSearch('/search?q=zzzz');
    expect(await screen.findByText('No products found for "zzzz"')).toBeInTheDocument();
    expect(screen.queryByTestId('product-card')).toBeNull();
  });

  it('a page past the end says so and links page 1, not "No products found"', async () => {
    stubApi({ '/api/search/results': { ...answer([]), totalPosts: 2, page: 999 } });
    renderSearch('/search?q=shirt&sort=price_asc&page=999');
    expect(await screen.findByText('There are no products on page 999.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to page 1' })).toHaveAttribute('href', '/search?q=shirt&sort=price_asc');
    expect(screen.queryByText(/No products found/)).toBeNull();
  });

  it('makes no call without a query', () => {
    const api = stubApi({ '/api/search/results': answer(results) });
    renderSearch('/search');
    expect(api.calls('/api/search/results')).toHaveLength(0);
    expect(screen.getByText(/Type what you are looking for/)).toBeInTheDocument();
  });

  it('offers a way back when the filters hide every result', async () => {
    stubApi({ '/api/search/results': answer([]) });
    renderSearch('/search?q=shirt&rating=5');
    expect(await screen.findByText('No products match the chosen filters.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Clear filters' })).toHaveAttribute('href', '/search?q=shirt');
  });

  it('Clear filters keeps the words as typed ("Search instead for") and the order chosen', async () => {
    stubApi({ '/api/search/results': answer([], { query: 'shrit' }) });
    renderSearch('/search?q=shrit&exact=1&sort=price_asc&rating=5&subCatId=s1');
    expect(await screen.findByText('No products match the chosen filters.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Clear filters' })).toHaveAttribute('href', '/search?q=shrit&exact=1&sort=price_asc');
  });

  it('shows one, three or four columns (four by default)', async () => {
    stubApi({ '/api/search/results': answer(results) });
    renderSearch('/search?q=shirt');
    await screen.findByText('Cotton Shirt');
    expect(screen.getByTestId('product-grid')).toHaveAttribute('data-columns', '4');
    fireEvent.click(screen.getByRole('button', { name: 'Show one product per row' }));
    expect(screen.getByTestId('product-grid')).toHaveAttribute('data-columns', '1');
  });
});
