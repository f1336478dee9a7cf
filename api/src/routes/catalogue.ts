// Catalogue reads (spec section 7, "Catalogue"): categories, banners, products, countries.
import { z } from 'zod';
import type { BannerKind } from '../db/schema';
import { notFound } from '../lib/errors';
import { isId } from '../lib/ids';
import type { RoutePlugin } from '../lib/route-plugin';
import { listBanners } from '../repositories/banners';
import { listCategoryTree } from '../repositories/categories';
import { listCountries } from '../repositories/countries';
import { findProductById, listProductPage } from '../repositories/products';
import {
  bannerSchema,
  categoryListSchema,
  countriesSchema,
  locationQuery,
  pageQuery,
  productPageSchema,
  productSchema,
} from '../schemas';

const BANNER_PATHS: Record<string, BannerKind> = {
  '/api/homeBanner': 'home',
  '/api/banners': 'banner',
  '/api/homeSideBanners': 'side',
  '/api/homeBottomBanners': 'bottom',
};

export const PRODUCT_NOT_FOUND = 'Product not found';

export const catalogueRoutes: RoutePlugin = async (app) => {
  app.get('/api/category', { schema: { response: { 200: categoryListSchema } } }, async () => ({
    categoryList: await listCategoryTree(app.db),
  }));

  for (const [path, kind] of Object.entries(BANNER_PATHS)) {
    app.get(path, { schema: { response: { 200: z.array(bannerSchema) } } }, async () => listBanners(app.db, kind));
  }

  app.get(
    '/api/products',
    {
      schema: {
        querystring: z.object({ ...pageQuery, location: locationQuery }),
        response: { 200: productPageSchema },
      },
    },
    async (request) => {
      const { page, perPage, location } = request.query;
      return listProductPage(app.db, { location }, { page, perPage });
    },
  );

  app.get(
    '/api/products/:id',
    { schema: { params: z.object({ id: z.string() }), response: { 200: productSchema } } },
    async (request) => {
      const { id } = request.params;
      const product = isId(id) ? await findProductById(app.db, id) : undefined;
      if (!product) throw notFound(PRODUCT_NOT_FOUND);
      return product;
    },
  );

  app.get('/api/countries', { schema: { response: { 200: countriesSchema } } }, async () => ({
    error: false as const,
    data: await listCountries(app.db),
  }));
};
