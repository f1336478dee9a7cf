import type { Product } from '@storefront/shared';
import { isOpenEnded, type PriceRange } from '../../../components/filters/price-filter';
import type { SubCategoryOption } from '../../../components/filters/sub-category-filter';

export interface SearchFilters {
  subCatId: string | null;
  price: PriceRange;
  rating: number | null;
}

/** The sidebar filters narrow the search results themselves (rating means "at least"). */
export function applySearchFilters(products: Product[], f: SearchFilters): Product[] {
  return products.filter(
    (p) =>
      (!f.subCatId || p.subCatId === f.subCatId) &&
      p.price >= f.price[0] &&
      (isOpenEnded(f.price) || p.price <= f.price[1]) &&
      (f.rating === null || p.rating >= f.rating),
  );
}

/** The sub-categories the results fall into, named by the result itself or the category tree. */
export function subCategoriesOf(products: Product[], names: Map<string, string>): SubCategoryOption[] {
  const seen = new Map<string, string>();
  for (const p of products) {
    if (p.subCatId && !seen.has(p.subCatId)) seen.set(p.subCatId, p.subCat || names.get(p.subCatId) || 'Other');
  }
  return [...seen].map(([id, name]) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name));
}
