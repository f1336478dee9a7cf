import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CATEGORIES, makeProduct, page, renderAt, startOnWideScreenWithCategories, stubApi } from '../../../lib/test-utils';
import { CATEGORY_BLOCK_PRODUCTS } from './category-block';
import RandomCategory from './random-category';

startOnWideScreenWithCategories();

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
