import { screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
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
  it('is a row of cards laid out by CSS (a scroll strip at 992 px and below), the same HTML whatever the window', () => {
    const html = (width: number) => {
      setWindowWidth(width);
      const view = renderToString(
        <MemoryRouter>
          <ProductSlider products={products} slidesPerView={5} label="Popular products" />
        </MemoryRouter>,
      );
      return view;
    };
    const wide = html(1280);
    expect(html(390)).toBe(wide);
    expect(wide).toMatch(/data-testid="product-strip"/);
    expect(wide).toMatch(/class="[^"]*perView5[^"]*"/);
    expect(wide).not.toContain('aria-roledescription');
  });

  it('stays the scroll strip at 992 px and below in the browser', () => {
    setWindowWidth(390);
    renderAt(<ProductSlider products={products} label="Popular products" />);
    const strip = screen.getByRole('group', { name: 'Popular products' });
    expect(strip).toHaveAttribute('data-testid', 'product-strip');
    expect(within(strip).getAllByTestId('product-card')).toHaveLength(8);
    expect(screen.queryByRole('button', { name: 'Next Popular products' })).toBeNull();
  });

  it('becomes a carousel with named arrows above 992 px in the browser, dimmed while loading', async () => {
    setWindowWidth(1280);
    const { container } = renderAt(<ProductSlider products={products} slidesPerView={4} label="Popular products" loading />);
    await screen.findByRole('button', { name: 'Next Popular products' }, { timeout: 5000 }); // swiper's code arrives first
    const carousel = screen.getByRole('group', { name: 'Popular products' });
    expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    expect(within(carousel).getAllByTestId('product-card')).toHaveLength(8);
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();
    // jsdom has no layout, so where the carousel stands is not asserted; the arrows are named
    expect(screen.getByRole('button', { name: 'Previous Popular products' })).toBeInTheDocument();
  });
});
