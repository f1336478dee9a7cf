import type { Db } from '../db/index';
import type { BannerKind } from '../db/schema';
import { parseList } from '../lib/json';
import type { Banner as BannerJson } from '@storefront/shared/types';

export async function listBanners(db: Db, kind: BannerKind): Promise<BannerJson[]> {
  const rows = await db
    .selectFrom('banners')
    .select(['id', 'images', 'cat_id', 'sub_cat_id'])
    .where('kind', '=', kind)
    .orderBy('position')
    .orderBy('id')
    .execute();
  return rows.map((r) => ({ id: r.id, _id: r.id, images: parseList(r.images), catId: r.cat_id, subCatId: r.sub_cat_id }));
}
