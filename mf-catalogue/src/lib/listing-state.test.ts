import { describe, expect, it } from 'vitest';
import { keptFields, readListingState, type StateRules } from './listing-state';

const RULES: StateRules = { sorts: ['newest', 'price_asc', 'rating'], defaultSort: 'newest' };
const read = (query: string) => readListingState(new URLSearchParams(query), RULES);

describe('readListingState: the price slider as a form sends it (before scripts)', () => {
  it('reads the upper handle at the maximum (60000) as no upper limit', () => {
    expect(read('minPrice=500&maxPrice=60000')).toMatchObject({ minPrice: 500, maxPrice: undefined });
  });

  it('reads both handles at their ends as no price filter at all', () => {
    expect(read('minPrice=100&maxPrice=60000')).toMatchObject({ minPrice: undefined, maxPrice: undefined });
  });

  it('keeps a range inside the slider, and a price band from 0', () => {
    expect(read('minPrice=105&maxPrice=2000')).toMatchObject({ minPrice: 105, maxPrice: 2000 });
    // The lower handle at its minimum is no lower limit: ₹99 products stay when only the upper one moved.
    expect(read('minPrice=100&maxPrice=2000')).toMatchObject({ minPrice: undefined, maxPrice: 2000 });
    expect(read('minPrice=0&maxPrice=499')).toMatchObject({ minPrice: 0, maxPrice: 499 });
    expect(read('minPrice=20000')).toMatchObject({ minPrice: 20000, maxPrice: undefined });
  });
});

describe('keptFields', () => {
  it("keeps the listing's other choices for a form that sends the price itself, from page 1", () => {
    const state = read('sort=rating&minPrice=500&maxPrice=999&rating=4&perPage=20&page=3');
    expect(keptFields(state, RULES, { minPrice: undefined, maxPrice: undefined })).toEqual({ sort: 'rating', rating: '4', perPage: '20' });
    expect(keptFields(read(''), RULES, { minPrice: undefined, maxPrice: undefined }, { q: 'kurta' })).toEqual({ q: 'kurta' });
  });
});
