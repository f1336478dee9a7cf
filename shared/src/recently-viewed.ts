// Recently viewed products, kept per browser in local storage under 'recentlyViewed' (newest
// first). The product page records a product; the home's recently viewed row reads the list.
import { STORAGE_KEYS } from './constants';
import { readJson, writeStorage } from './storage';
import type { Id, Product } from './types';

/** The product summary stored for the recently viewed row (spec: prodId in this variant). */
export interface RecentlyViewedItem {
  prodId: Id;
  name: string;
  images: string[];
  price: number;
  oldPrice: number;
  discount: number;
  rating: number;
  countInStock: number;
}

export const RECENTLY_VIEWED_MAX = 12;

function isItem(value: unknown): value is RecentlyViewedItem {
  return Boolean(value) && typeof value === 'object' && typeof (value as RecentlyViewedItem).prodId === 'string';
}

/** The stored list, newest first; anything unreadable counts as empty. */
export function readRecentlyViewed(): RecentlyViewedItem[] {
  const list = readJson<unknown>(STORAGE_KEYS.recentlyViewed);
  return Array.isArray(list) ? list.filter(isItem) : [];
}

/** Puts the product first, drops an older entry for it, keeps at most RECENTLY_VIEWED_MAX. */
export function recordRecentlyViewed(product: Product): RecentlyViewedItem[] {
  const entry: RecentlyViewedItem = {
    prodId: product.id,
    name: product.name,
    images: product.images,
    price: product.price,
    oldPrice: product.oldPrice,
    discount: product.discount,
    rating: product.rating,
    countInStock: product.countInStock,
  };
  const next = [entry, ...readRecentlyViewed().filter((i) => i.prodId !== entry.prodId)].slice(0, RECENTLY_VIEWED_MAX);
  writeStorage(STORAGE_KEYS.recentlyViewed, JSON.stringify(next));
  return next;
}
