// The catalogue's page and search queries are compiled once per shape and then only filled with
// each call's values (lib/query-templates.ts). Filled in, they must be exactly the query built
// afresh for those values: same SQL, same parameters, whichever values the shape saw first.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { keepsPrepared, QueryTemplates } from '../src/lib/query-templates';
import { searchTerms } from '../src/lib/search';
import { compiledPageQuery, compiledSearchQuery, pageQuery, searchQuery, type PageStart, type ProductFilter } from '../src/repositories/products';
import { createTestContext, type TestContext } from './helpers';

let t: TestContext;

beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => {
  await t?.close();
});

const same = (a: { sql: string; parameters: readonly unknown[] }, b: { sql: string; parameters: readonly unknown[] }) => {
  expect(a.sql).toBe(b.sql);
  expect(a.parameters).toEqual(b.parameters);
};

// Pairs of filters of one shape with different values: the second is filled into the first's template.
const filters: [ProductFilter, ProductFilter][] = [
  [{}, {}],
  [{ location: 'in' }, { location: 'GB' }],
  [{ catId: 'cat-a', location: 'IN' }, { catId: 'cat-b', location: 'ae' }],
  [{ subCatId: 'sub-a', minPrice: 100.5, maxPrice: 5000.5 }, { subCatId: 'sub-b', minPrice: 7, maxPrice: 9.9 }],
  [{ catName: 'Fashion' }, { catName: 'ELECTRONICS' }],
  [{ catId: 'cat-a', subCatId: 'sub-a', minRating: 4 }, { catId: 'cat-c', subCatId: 'sub-c', minRating: 3.5 }],
  [{ featured: true, location: 'IN' }, { featured: true, location: 'US' }],
];
const starts: [PageStart | undefined, PageStart | undefined][] = [
  [undefined, undefined],
  [{ offset: 40, date: '2026-01-01T00:00:00.000Z', id: 'aaaa', inclusive: true }, { offset: 120, date: '2025-03-04T05:06:07.000Z', id: 'bbbb', inclusive: true }],
  [{ offset: 80, date: '2026-02-01T00:00:00.000Z', id: 'cccc', inclusive: false }, { offset: 16, date: '2024-12-31T23:59:59.000Z', id: 'dddd', inclusive: false }],
];

describe('query templates', () => {
  it.each(filters)('a page of %j, then of another filter of its shape: the query built afresh, with or without a start', (first, second) => {
    for (const [startA, startB] of starts) {
      const a = { page: 3, perPage: 40 };
      const b = { page: 9, perPage: 16 };
      same(compiledPageQuery(t.db, t.dialect, first, a, startA), pageQuery(t.db, t.dialect, first, a, startA).compile());
      same(compiledPageQuery(t.db, t.dialect, second, b, startB), pageQuery(t.db, t.dialect, second, b, startB).compile());
    }
  });

  it.each(filters)('a search within %j, then another: the query built afresh', (first, second) => {
    same(compiledSearchQuery(t.db, t.dialect, searchTerms('sa'), first, 60), searchQuery(t.db, t.dialect, searchTerms('sa'), first, 60).compile());
    same(
      compiledSearchQuery(t.db, t.dialect, searchTerms('cotton kurta'), second, 12),
      searchQuery(t.db, t.dialect, searchTerms('cotton kurta'), second, 12).compile(),
    );
  });

  it('a filled-in template runs: the same rows as the query built afresh', async () => {
    const filter = { location: 'IN', minPrice: 500 };
    const page = { page: 2, perPage: 10 };
    const fresh = await pageQuery(t.db, t.dialect, filter, page).execute();
    expect(fresh).toHaveLength(10);
    expect((await t.db.executeQuery(compiledPageQuery(t.db, t.dialect, filter, page))).rows).toEqual(fresh);
  });

  it.runIf(process.env.TEST_DATABASE_URL)(
    'PostgreSQL keeps a page query prepared on the connection and soon stops planning it per call; search is planned per call',
    async () => {
      const filter = { location: 'IN' };
      const page = () => compiledPageQuery(t.db, t.dialect, filter, { page: 1, perPage: 16 });
      const text = page().sql;
      expect(keepsPrepared(text)).toBe(true);
      expect(keepsPrepared(compiledSearchQuery(t.db, t.dialect, searchTerms('sa'), filter, 60).sql)).toBe(false);
      const plans = await t.db.connection().execute(async (one) => {
        for (let i = 0; i < 8; i++) await one.executeQuery(page());
        const res = await sql<{ generic_plans: string; custom_plans: string }>`select generic_plans, custom_plans from pg_prepared_statements where statement = ${text}`.execute(one);
        return res.rows;
      });
      expect(plans).toHaveLength(1);
      expect(Number(plans[0].generic_plans) + Number(plans[0].custom_plans)).toBe(8);
      expect(Number(plans[0].generic_plans)).toBeGreaterThan(0);
    },
  );

  it('refuses to run a template without a value it needs, and keeps constants as compiled', () => {
    const templates = new QueryTemplates();
    const build = (slot: <T>(name: string) => T) => t.db.selectFrom('products').select('id').where('price', '>=', slot<number>('min')).where('discount', '=', 0).limit(5);
    expect(() => templates.compile('q', {}, build)).toThrow(/no value for min/);
    const filled = templates.compile('q', { min: 250 }, build);
    expect(filled.parameters).toEqual([250, 0, 5]);
    expect(filled.sql).toBe(t.db.selectFrom('products').select('id').where('price', '>=', 250).where('discount', '=', 0).limit(5).compile().sql);
  });
});
