// Popularity (decisions §7 "Sort"): units of each product ordered in the last POPULARITY_DAYS
// days, cancelled orders left out. The window moves with the clock, so no trigger can keep it:
// every API process refreshes the column when it starts and every POPULARITY_REFRESH_MS (the
// writes are idempotent; two processes doing it at once write the same numbers). Only products
// whose figure changed are written, and then the catalogue version moves so kept pages and
// counts are read again.
import { POPULARITY_DAYS } from '@storefront/shared/rules';
import type { Db } from '../db/index';

export const POPULARITY_REFRESH_MS = 10 * 60_000;

/** Recounts products.popularity; returns how many products changed. */
export async function refreshPopularity(db: Db, now = new Date()): Promise<number> {
  const since = new Date(now.getTime() - POPULARITY_DAYS * 86_400_000).toISOString();
  return db.transaction().execute(async (trx) => {
    const sold = await trx
      .selectFrom('order_items as oi')
      .innerJoin('orders as o', 'o.id', 'oi.order_id')
      .where('o.created_at', '>=', since)
      .where('o.status', '<>', 'Cancelled')
      .where('oi.product_id', 'is not', null)
      .select((eb) => ['oi.product_id', eb.fn.sum<number>('oi.quantity').as('units')])
      .groupBy('oi.product_id')
      .execute();
    const want = new Map(sold.map((r) => [r.product_id as string, Number(r.units)]));
    const had = await trx.selectFrom('products').select(['id', 'popularity']).where('popularity', '>', 0).execute();
    const changes = new Map<string, number>();
    for (const r of had) if (!want.has(r.id)) changes.set(r.id, 0);
    const current = new Map(had.map((r) => [r.id, Number(r.popularity)]));
    for (const [id, units] of want) if (current.get(id) !== units) changes.set(id, units);
    for (const [id, units] of changes) await trx.updateTable('products').set({ popularity: units }).where('id', '=', id).execute();
    if (changes.size > 0) await trx.updateTable('catalogue_state').set((eb) => ({ version: eb('version', '+', 1) })).where('id', '=', 1).execute();
    return changes.size;
  });
}
