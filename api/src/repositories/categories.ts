import type { Db } from '../db/index';
import { parseList } from '../lib/json';
import type { Category as CategoryJson } from '@storefront/shared/types';

/** Top-level categories in display order, each with its sub-categories as `children`. */
export async function listCategoryTree(db: Db): Promise<CategoryJson[]> {
  const rows = await db
    .selectFrom('categories')
    .select(['id', 'name', 'color', 'images', 'parent_id', 'position'])
    .orderBy('position')
    .orderBy('name')
    .execute();
  const tree: CategoryJson[] = rows
    .filter((r) => r.parent_id === null)
    .map((r) => ({ id: r.id, _id: r.id, name: r.name, color: r.color, images: parseList(r.images), children: [] }));
  const byId = new Map(tree.map((c) => [c.id, c]));
  for (const r of rows) {
    if (r.parent_id === null) continue;
    byId.get(r.parent_id)?.children.push({ id: r.id, _id: r.id, name: r.name, parentId: r.parent_id });
  }
  return tree;
}
