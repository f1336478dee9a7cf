// What the shop's sitemaps list: products by id, SITEMAP_URLS a file, each with the date it was
// listed, and every category and sub-category with its newest product's date.
import { SITEMAP_URLS } from '@storefront/shared/contract';
import type { Db } from '../db/index';

export async function sitemapPage(db: Db, page: number) {
  const total = await db.selectFrom('products').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
  const products = await db
    .selectFrom('products')
    .select(['id', 'date_created'])
    .orderBy('id')
    .limit(SITEMAP_URLS)
    .offset((page - 1) * SITEMAP_URLS)
    .execute();
  const cats = await db.selectFrom('categories').select(['id', 'parent_id']).execute();
  const newest = await db
    .selectFrom('products')
    .select((eb) => ['cat_id', 'sub_cat_id', eb.fn.max('date_created').as('lastmod')])
    .groupBy(['cat_id', 'sub_cat_id'])
    .execute();
  const latest = new Map<string, string>();
  const keep = (id: string | null, date: string) => {
    if (id && (!latest.has(id) || latest.get(id)! < date)) latest.set(id, date);
  };
  let overall = '1970-01-01T00:00:00.000Z';
  for (const r of newest) {
    const date = String(r.lastmod);
    keep(r.cat_id, date);
    keep(r.sub_cat_id, date);
    if (date > overall) overall = date;
  }
  const entry = (id: string) => ({ id, lastmod: latest.get(id) ?? overall });
  return {
    totalProducts: Number(total.n),
    perFile: SITEMAP_URLS,
    products: products.map((p) => ({ id: p.id, lastmod: p.date_created })),
    categories: cats.filter((c) => c.parent_id === null).map((c) => entry(c.id)),
    subCategories: cats.filter((c) => c.parent_id !== null).map((c) => entry(c.id)),
  };
}
