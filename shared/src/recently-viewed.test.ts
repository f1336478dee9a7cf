import { describe, expect, it } from 'vitest';
import { readRecentlyViewed, recordRecentlyViewed, RECENTLY_VIEWED_MAX } from './recently-viewed';
import type { Product } from './types';

const product = (id: string): Product => ({
  id, _id: id, name: `Product ${id}`, description: '', brand: 'B', images: [`/uploads/${id}.svg`], price: 100, oldPrice: 120,
  discount: 17, countInStock: 3, rating: 4.5, numReviews: 0, catId: 'c', catName: 'C', subCatId: null, subCat: '',
  productRam: [], size: [], productWeight: [], location: [], isFeatured: false, dateCreated: '2025-01-01T00:00:00.000Z',
});

describe('recently viewed', () => {
  it('keeps the newest first, without duplicates, and at most 12 entries', () => {
    for (let i = 1; i <= 14; i++) recordRecentlyViewed(product(String(i)));
    recordRecentlyViewed(product('10'));
    const list = readRecentlyViewed();
    expect(list).toHaveLength(RECENTLY_VIEWED_MAX);
    expect(list.map((i) => i.prodId).slice(0, 3)).toEqual(['10', '14', '13']);
    expect(list.filter((i) => i.prodId === '10')).toHaveLength(1);
    expect(list[0]).toEqual({
      prodId: '10', name: 'Product 10', images: ['/uploads/10.svg'], price: 100, oldPrice: 120, discount: 17, rating: 4.5, countInStock: 3,
    });
    expect(JSON.parse(localStorage.getItem('recentlyViewed')!)).toEqual(list);
  });

  it('skips what is malformed: no id or name, duplicates, unreadable fields', () => {
    localStorage.setItem(
      'recentlyViewed',
      JSON.stringify([
        { prodId: 'p1', name: 'Kurta', images: ['/a.svg', '/b.svg'], price: 999, oldPrice: 1299 },
        { prodId: 'p1', name: 'Kurta again' },
        { name: 'no id' },
        null,
        'text',
        { prodId: 7, name: 'Numeric id', images: 'not a list', price: 'free' },
      ]),
    );
    expect(readRecentlyViewed()).toEqual([
      { prodId: 'p1', name: 'Kurta', images: ['/a.svg', '/b.svg'], price: 999, oldPrice: 1299, discount: 0, rating: 0, countInStock: 0 },
      { prodId: '7', name: 'Numeric id', images: [], price: null, oldPrice: null, discount: 0, rating: 0, countInStock: 0 },
    ]);
  });

  it('treats unreadable storage as an empty list', () => {
    localStorage.setItem('recentlyViewed', '{not json');
    expect(readRecentlyViewed()).toEqual([]);
    localStorage.setItem('recentlyViewed', '{"prodId":"1"}');
    expect(readRecentlyViewed()).toEqual([]);
  });
});
