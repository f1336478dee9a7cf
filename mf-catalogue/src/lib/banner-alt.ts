import type { Banner, Category } from '@storefront/shared';

/** Banners carry no text of their own: name them by where they lead. */
export function bannerAlt(banner: Pick<Banner, 'catId' | 'subCatId'>, categories: Category[]): string {
  const cat = categories.find((c) => c.id === banner.catId);
  const sub = banner.subCatId ? cat?.children?.find((s) => s.id === banner.subCatId) ?? categories.flatMap((c) => c.children ?? []).find((s) => s.id === banner.subCatId) : undefined;
  const name = sub?.name ?? cat?.name;
  return name ? `Offers on ${name}` : 'Special offer';
}
