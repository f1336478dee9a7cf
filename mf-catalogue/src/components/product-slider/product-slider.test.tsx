import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeProduct, renderAt, resetStore, setWindowWidth, stubApi } from '../../lib/test-utils';
import { ProductSlider } from './product-slider';

const products = Array.from({ length: 8 }, (_, i) => makeProduct({ id: `p${i}`, name: `Product ${i}` }));

beforeEach(() => {
  resetStore();
  stubApi({});
});
afterEach(() => vi.unstubAllGlobals());

describe('ProductSlider', () => {
  it('is a scroll strip of cards at 992 px and below', () => {
    setWindowWidth(390);
    renderAt(<ProductSlider products={products} label="Popular products" />);
    const strip = screen.getByRole('group', { name: 'Popular products' });
    expect(strip).toHaveAttribute('data-testid', 'product-strip');
    expect(within(strip).getAllByTestId('product-card')).toHaveLength(8);
    expect(screen.queryByRole('button', { name: 'Next Popular products' })).toBeNull();
  });

  it('is a carousel with named arrows above 992 px, dimmed while loading', async () => {
    setWindowWidth(1280);
    const { container } = renderAt(<ProductSlider products={products} slidesPerView={4} label="Popular products" loading />);
    const carousel = await screen.findByRole('group', { name: 'Popular products' });
    expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    expect(within(carousel).getAllByTestId('product-card')).toHaveLength(8);
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();
    // jsdom has no layout, so where the carousel stands is not asserted; the arrows are named
    expect(await screen.findByRole('button', { name: 'Next Popular products' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous Popular products' })).toBeInTheDocument();
  });
});
