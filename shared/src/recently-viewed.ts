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
  /** null when the stored entry had no readable price. */
  price: number | null;
  oldPrice: number | null;
  discount: number;
  rating: number;
  countInStock: number;
}

export const RECENTLY_VIEWED_MAX = 12;

const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);

/** One stored entry as the screens may trust it, or null (no id or name). */
function toItem(value: unknown): RecentlyViewedItem | null {
  if (!value || typeof value !== 'object') return null;
  const e = value as Record<string, unknown>;
  const prodId = typeof e.prodId === 'string' || typeof e.prodId === 'number' ? String(e.prodId) : '';
  const name = typeof e.name === 'string' ? e.name : '';
  if (!prodId || !name) return null;
  const images = Array.isArray(e.images) ? e.images.filter((i): i is string => typeof i === 'string') : [];
  return {
    prodId, name, images, price: num(e.price), oldPrice: num(e.oldPrice),
    discount: num(e.discount) ?? 0, rating: num(e.rating) ?? 0, countInStock: num(e.countInStock) ?? 0,
  };
}

/**
 * The stored list, newest first, read defensively (another slice writes it, and an older build may
 * have): entries without an id or name are skipped, duplicates keep the first, unreadable is empty.
 */
export function readRecentlyViewed(): RecentlyViewedItem[] {
  const list = readJson<unknown>(STORAGE_KEYS.recentlyViewed);
  if (!Array.isArray(list)) return [];
  const seen = new Set<string>();
  const items: RecentlyViewedItem[] = [];
  for (const item of list.map(toItem)) {
    if (item && !seen.has(item.prodId)) items.push(item);
    if (item) seen.add(item.prodId);
  }
  return items;
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
