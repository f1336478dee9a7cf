import { readJson, STORAGE_KEYS } from '@storefront/shared';

/** One entry of the product slice's 'recentlyViewed' list (spec: prodId instead of id). */
export interface RecentlyViewedItem {
  prodId: string;
  name: string;
  image: string;
  price: number | null;
  oldPrice: number | null;
}

const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);

/**
 * Reads the list another slice writes, defensively: anything that is not an array of objects
 * with a string prodId and name is skipped rather than trusted; duplicates keep the first.
 */
export function readRecentlyViewed(): RecentlyViewedItem[] {
  const raw = readJson<unknown>(STORAGE_KEYS.recentlyViewed);
  if (!Array.isArray(raw)) return [];
  const seen = new Set<string>();
  const items: RecentlyViewedItem[] = [];
  for (const entry of raw) {
    if (!entry || typeof entry !== 'object') continue;
    const e = entry as Record<string, unknown>;
    const id = typeof e.prodId === 'string' || typeof e.prodId === 'number' ? String(e.prodId) : '';
    const name = typeof e.name === 'string' ? e.name : '';
    if (!id || !name || seen.has(id)) continue;
    seen.add(id);
    const images = Array.isArray(e.images) ? e.images.filter((i): i is string => typeof i === 'string') : [];
    items.push({ prodId: id, name, image: images[0] ?? '', price: num(e.price), oldPrice: num(e.oldPrice) });
  }
  return items;
}
