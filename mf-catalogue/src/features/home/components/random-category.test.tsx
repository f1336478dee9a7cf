import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { categoriesAtom, store } from '@storefront/shared';
import { CATEGORIES, makeProduct, page, renderAt, resetStore, setWindowWidth, stubApi } from '../../../lib/test-utils';
import { CATEGORY_BLOCK_PRODUCTS } from './category-block';
import RandomCategory from './random-category';

beforeEach(() => {
  resetStore();
  store.set(categoriesAtom, CATEGORIES);
  setWindowWidth(1280);
});
afterEach(() => vi.unstubAllGlobals());

describe("'Picked for you'", () => {
  it("shows the chosen category's products after the ones its own block shows, so it never repeats the block", async () => {
    const api = stubApi({
      '/api/category': { categoryList: CATEGORIES },
      '/api/products/catId': page(Array.from({ length: 10 }, (_, i) => makeProduct({ id: `q${i}`, name: `Picked ${i}` }))),
    });
    renderAt(<RandomCategory />);
    expect(await screen.findByRole('heading', { name: /^Picked for you: / })).toBeInTheDocument();
    const call = api.calls('/api/products/catId')[0];
    expect(Number(call.searchParams.get('page'))).toBe(CATEGORY_BLOCK_PRODUCTS.page + 1);
    expect(Number(call.searchParams.get('perPage'))).toBe(CATEGORY_BLOCK_PRODUCTS.perPage);
    // Eight cards at most.
    expect(await screen.findAllByTestId('product-card')).toHaveLength(8);
  });
});
