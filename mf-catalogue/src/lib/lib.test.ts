import { describe, expect, it } from 'vitest';
import { pageWindow } from '../components/listing-controls';
import { toHalfStep as roundRating } from '@storefront/shared/ui/star-rating';
import { bannerLink } from './banner-link';
import { locationParam } from './location';

describe('bannerLink', () => {
  it('goes to the sub-category when the banner has one, else to the category', () => {
    expect(bannerLink({ catId: 'c1', subCatId: 's1' })).toBe('/products/subCat/s1');
    expect(bannerLink({ catId: 'c1', subCatId: null })).toBe('/products/category/c1');
  });
});

describe('locationParam', () => {
  it("leaves the location out for 'All' or nothing", () => {
    expect(locationParam('All')).toBeUndefined();
    expect(locationParam('')).toBeUndefined();
    expect(locationParam('IN')).toBe('IN');
  });
});

describe('roundRating', () => {
  it('rounds to half stars within 0..5', () => {
    expect(roundRating(3.74)).toBe(3.5);
    expect(roundRating(3.76)).toBe(4);
    expect(roundRating(9)).toBe(5);
    expect(roundRating(Number.NaN)).toBe(0);
  });
});

describe('pageWindow', () => {
  it('keeps first, last and the neighbours of the current page', () => {
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(5, 10)).toEqual([1, 'gap', 4, 5, 6, 'gap', 10]);
  });
});
