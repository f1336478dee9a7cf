import { describe, expect, it } from 'vitest';
import { PRICE_SLIDER } from '@storefront/shared';
import { makeProduct } from '../../../lib/test-utils';
import { applySearchFilters, subCategoriesOf } from './search-filters';

const items = [
  makeProduct({ id: 'a', price: 100, rating: 5, subCatId: 's1', subCat: 'Men' }),
  makeProduct({ id: 'b', price: 60000, rating: 1, subCatId: 's2', subCat: '' }),
  makeProduct({ id: 'c', price: 90000, rating: 3, subCatId: null, subCat: '' }),
];
const full = [PRICE_SLIDER.min, PRICE_SLIDER.max] as const;

describe('search filters', () => {
  it('treats the upper handle at 60000 as no upper limit', () => {
    expect(applySearchFilters(items, { subCatId: null, price: full, rating: null }).map((p) => p.id)).toEqual(['a', 'b', 'c']);
    expect(applySearchFilters(items, { subCatId: null, price: [100, 59995], rating: null }).map((p) => p.id)).toEqual(['a']);
  });

  it('keeps products rated at least the chosen rating', () => {
    expect(applySearchFilters(items, { subCatId: null, price: full, rating: 3 }).map((p) => p.id)).toEqual(['a', 'c']);
  });

  it('lists the sub-categories the results fall into, named from the tree when needed', () => {
    expect(subCategoriesOf(items, new Map([['s2', 'Women']]))).toEqual([
      { id: 's1', name: 'Men' },
      { id: 's2', name: 'Women' },
    ]);
  });
});
