// Catalogue reads (spec section 7, "Catalogue"): categories, banners, countries. Products: products.ts.
import { bannerListSchema, catalogueVersionSchema, categoryListSchema, countriesSchema, sitemapQuery, sitemapSchema } from '@storefront/shared/contract';
import type { BannerKind } from '../db/schema';
import { freshCatalogueVersion } from '../lib/catalogue-version';
import type { RoutePlugin } from '../lib/route-plugin';
import { listBanners } from '../repositories/banners';
import { listCategoryTree } from '../repositories/categories';
import { listCountries } from '../repositories/countries';
import { sitemapPage } from '../repositories/sitemap';

const BANNER_PATHS: Record<string, BannerKind> = {
  '/api/homeBanner': 'home',
  '/api/banners': 'banner',
  '/api/homeSideBanners': 'side',
  '/api/homeBottomBanners': 'bottom',
};

export const catalogueRoutes: RoutePlugin = async (app) => {
  app.get('/api/category', { schema: { response: { 200: categoryListSchema } } }, async () => ({
    categoryList: await listCategoryTree(app.db),
  }));

  for (const [path, kind] of Object.entries(BANNER_PATHS)) {
    app.get(path, { schema: { response: { 200: bannerListSchema } } }, async () => listBanners(app.db, kind));
  }

  app.get('/api/countries', { schema: { response: { 200: countriesSchema } } }, async () => ({
    error: false as const,
    data: await listCountries(app.db),
  }));

  // What the shell's page cache keys public pages by: read from the database on every call (one
  // row), so a change made by any process shows on the shell's next request.
  app.get('/api/catalogue/version', { schema: { response: { 200: catalogueVersionSchema } } }, async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return { version: await freshCatalogueVersion(app.db, app.catalogueVersion) };
  });

  // What the shell's sitemaps list (scripts/seo-files.mjs): one page of product ids, and the categories.
  app.get('/api/sitemap', { schema: { querystring: sitemapQuery, response: { 200: sitemapSchema } } }, async ({ query }) => sitemapPage(app.db, query.page));
};
