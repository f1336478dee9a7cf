import type { Banner } from '@storefront/shared';

/** Banners go to their sub-category when they name one, otherwise to their category (spec §2). */
export function bannerLink(banner: Pick<Banner, 'catId' | 'subCatId'>): string {
  return banner.subCatId ? `/products/subCat/${banner.subCatId}` : `/products/category/${banner.catId}`;
}
