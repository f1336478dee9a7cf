// Finding things (issue 29): sorted listings with facet counts, forgiving search, the results page.
import { sql, type KyselyPlugin, type RootOperationNode } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { categoryListSchema, listingPageSchema, productSchema, searchPageSchema } from '@storefront/shared/contract';
import type { Category as CategoryJson, Product as ProductJson } from '@storefront/shared/types';
import { refreshPopularity } from '../src/lib/popularity';
import { fts5Query, searchTerms, tsQuery, tsWholeQuery } from '../src/lib/search';
import { editDistance, MAX_COMPOUNDS, soundAlikes, Vocabulary } from '../src/lib/vocabulary';
import { searchProducts } from '../src/repositories/products';
import { correctTerms, keptPerCandidates, searchWords, suggestProducts, typedWordsFindNothing, vocabularyOf, type Candidate } from '../src/repositories/search';
import { MAX_SEARCH_RESULTS } from '@storefront/shared/rules';
import { createTestContext, fetchAllProducts, type TestContext } from './helpers';

let t: TestContext;
let all: ProductJson[];
let categories: CategoryJson[];

beforeAll(async () => {
  t = await createTestContext();
  all = await fetchAllProducts(t.app);
  categories = categoryListSchema.parse((await t.app.inject({ method: 'GET', url: '/api/category' })).json()).categoryList;
});
afterAll(async () => {
  await t?.close();
});

const fashion = () => categories.find((c) => c.name === 'Fashion')!;
async function listing(query: string) {
  const res = await t.app.inject({ method: 'GET', url: `/api/products/listing?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return listingPageSchema.parse(res.json());
}
async function results(query: string) {
  const res = await t.app.inject({ method: 'GET', url: `/api/search/results?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return searchPageSchema.parse(res.json());
}
/** Every product of a listing, walking its pages. */
async function walk(query: string, perPage = 3): Promise<ProductJson[]> {
  const first = await listing(`${query}&perPage=${perPage}&page=1`);
  const out = [...first.products];
  for (let page = 2; page <= first.totalPages; page++) out.push(...(await listing(`${query}&perPage=${perPage}&page=${page}`)).products);
  expect(out).toHaveLength(first.totalPosts);
  expect(new Set(out.map((p) => p.id)).size).toBe(out.length);
  return out;
}

describe('addresses the router cannot read', () => {
  it("a product id longer than any is 404 'not found', a malformed one 400, both in the API's { error, msg } shape", async () => {
    const long = await t.app.inject({ method: 'GET', url: `/api/products/${'a'.repeat(500)}` });
    expect(long.statusCode).toBe(404);
    expect(long.json()).toEqual({ error: true, msg: 'Not found: the address is too long' });
    const bad = await t.app.inject({ method: 'GET', url: '/api/products/%E0%A4' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ error: true, msg: 'The address is not valid' });
  });
});

describe('sorted listings', () => {
  const inFashion = () => all.filter((p) => p.catId === fashion().id);
  const byId = (a: ProductJson, b: ProductJson) => (a.id < b.id ? -1 : 1);
  const cases: [string, (a: ProductJson, b: ProductJson) => number][] = [
    ['price_asc', (a, b) => a.price - b.price || byId(a, b)],
    ['price_desc', (a, b) => b.price - a.price || byId(b, a)],
    ['rating', (a, b) => b.rating - a.rating || byId(b, a)],
    ['newest', (a, b) => (a.dateCreated < b.dateCreated ? 1 : a.dateCreated > b.dateCreated ? -1 : byId(b, a))],
  ];
  it.each(cases)('%s: every page in order, ties by id, no product twice', async (sort, order) => {
    const got = await walk(`catId=${fashion().id}&sort=${sort}`);
    expect(got.map((p) => p.id)).toEqual([...inFashion()].sort(order).map((p) => p.id));
  });

  it('a page read again from where it is known to start is the same page, in any order of reading', async () => {
    for (const sort of ['price_asc', 'rating', 'price_desc']) {
      const q = `catId=${fashion().id}&sort=${sort}&perPage=4`;
      const cold = [3, 1, 2, 3, 5, 4, 2].map((page) => `&page=${page}`);
      const first = new Map<string, string[]>();
      for (const page of cold) {
        const ids = (await listing(q + page)).products.map((p) => p.id);
        if (first.has(page)) expect(ids, `${sort}${page}`).toEqual(first.get(page));
        else first.set(page, ids);
      }
      const all = (await listing(`catId=${fashion().id}&sort=${sort}&perPage=100`)).products.map((p) => p.id);
      for (const [page, ids] of first) {
        const n = Number(page.split('=')[1]);
        expect(ids).toEqual(all.slice((n - 1) * 4, n * 4));
      }
    }
  });

  it('combines with the filters', async () => {
    const got = await walk(`catId=${fashion().id}&sort=price_desc&minPrice=500&maxPrice=3000&rating=3`);
    const want = inFashion().filter((p) => p.price >= 500 && p.price <= 3000 && p.rating >= 3);
    expect(got.map((p) => p.id).sort()).toEqual(want.map((p) => p.id).sort());
    expect(got.map((p) => p.price)).toEqual([...got.map((p) => p.price)].sort((a, b) => b - a));
  });

  it('popularity follows the orders of the last 30 days', async () => {
    const [a, b] = inFashion();
    const orderId = 'popularityOrder1';
    const user = await t.db.selectFrom('users').select('id').executeTakeFirstOrThrow();
    await t.db
      .insertInto('orders')
      .values({
        id: orderId, user_id: user.id, name: 'n', phone_number: '9999999999', address: 'a', pincode: '560001', email: 'e@x.in',
        subtotal: 1, tax: 0, amount: 1, payment_type: 'COD', payment_id: 'None', payment_order_id: null, status: 'Pending',
        created_at: new Date().toISOString(),
      } as never)
      .execute();
    await t.db
      .insertInto('order_items')
      .values([
        { id: 'popItem1', order_id: orderId, product_id: b.id, product_title: b.name, image: '', price: 1, quantity: 5, sub_total: 5 },
        { id: 'popItem2', order_id: orderId, product_id: a.id, product_title: a.name, image: '', price: 1, quantity: 2, sub_total: 2 },
      ])
      .execute();
    expect(await refreshPopularity(t.db)).toBe(2);
    await new Promise((r) => setTimeout(r, 1100)); // (the kept version is trusted for a second)
    const first = await listing(`catId=${fashion().id}&sort=popular&perPage=2`);
    expect(first.products.map((p) => p.id)).toEqual([b.id, a.id]);
    // Older than the window: no longer popular.
    await t.db.updateTable('orders').set({ created_at: '2000-01-01T00:00:00.000Z' }).where('id', '=', orderId).execute();
    expect(await refreshPopularity(t.db)).toBe(2);
    expect(await refreshPopularity(t.db)).toBe(0);
  });

  it('refuses an unknown sort and relevance on a listing, with a message', async () => {
    for (const sort of ['cheapest', 'relevance']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/products/listing?catId=${fashion().id}&sort=${sort}` });
      expect(res.statusCode).toBe(400);
      expect(res.json().msg).toMatch(/sort must be one of newest, price_asc/);
    }
    const res = await t.app.inject({ method: 'GET', url: '/api/products/listing?sort=newest' });
    expect(res.statusCode).toBe(400);
  });
});

describe('facet counts', () => {
  it('each count equals the products that choice would list, the other filters applied', async () => {
    const cat = fashion();
    const page = await listing(`catId=${cat.id}&minPrice=300&rating=2`);
    const inCat = all.filter((p) => p.catId === cat.id);
    expect(page.facets.subCategories.map((s) => s.name)).toEqual(cat.children.map((c) => c.name));
    for (const s of page.facets.subCategories) {
      expect(s.count, s.name).toBe(inCat.filter((p) => p.subCatId === s.id && p.price >= 300 && p.rating >= 2).length);
      expect((await listing(`subCatId=${s.id}&minPrice=300&rating=2`)).totalPosts).toBe(s.count);
    }
    for (const r of page.facets.ratings) {
      expect(r.count).toBe(inCat.filter((p) => p.price >= 300 && p.rating >= r.rating).length);
      expect((await listing(`catId=${cat.id}&minPrice=300&rating=${r.rating}`)).totalPosts).toBe(r.count);
    }
    for (const b of page.facets.prices) {
      const want = inCat.filter((p) => p.rating >= 2 && p.price >= b.min && (b.max === null || p.price <= b.max)).length;
      expect(b.count).toBe(want);
    }
  });

  it('a sub-category page counts its siblings and its own products', async () => {
    const cat = fashion();
    const men = cat.children.find((c) => c.name === 'Men')!;
    const page = await listing(`subCatId=${men.id}&location=IN`);
    const here = all.filter((p) => p.location.length === 0 || p.location.includes('IN'));
    expect(page.totalPosts).toBe(here.filter((p) => p.subCatId === men.id).length);
    expect(page.facets.subCategories.find((s) => s.id === men.id)?.count).toBe(page.totalPosts);
    expect(page.facets.ratings.find((r) => r.rating === 1)?.count).toBe(here.filter((p) => p.subCatId === men.id && p.rating >= 1).length);
  });
});

describe('forgiving search', () => {
  it('edit distance counts a swap as one and gives up past the bound', () => {
    expect(editDistance('hedphones', 'headphones', 2)).toBe(1);
    expect(editDistance('chromebok', 'chromebook', 2)).toBe(1);
    expect(editDistance('ab', 'ba', 2)).toBe(1);
    expect(editDistance('kitten', 'sitting', 1)).toBe(2);
  });

  it('a vocabulary corrects whole and half-typed words, and leaves short ones', () => {
    const v = new Vocabulary([
      { word: 'headphones', docs: 9 },
      { word: 'chromebook', docs: 3 },
      { word: 'mangalsutra', docs: 2 },
      { word: 'cotton', docs: 50 },
    ]);
    expect(v.correct('hedphones')).toBe('headphones');
    expect(v.correct('chromebok')).toBe('chromebook');
    expect(v.correct('mangalsurta')).toBe('mangalsutra');
    expect(v.correct('hedpho', true)).toBe('headphones');
    expect(v.correct('coton')).toBe('cotton');
    expect(v.correct('cot')).toBeUndefined();
    expect(v.correct('zzzzzzzz')).toBeUndefined();
  });

  it('a word spelt as it sounds is corrected to the catalogue word one swap away, before a word a letter away', () => {
    const v = new Vocabulary([
      { word: 'fine', docs: 40 },
      { word: 'tone', docs: 30 },
      { word: 'phone', docs: 5 },
      { word: 'saree', docs: 12 },
      { word: 'kurta', docs: 20 },
      { word: 'jeans', docs: 9 },
      { word: 'wallet', docs: 4 },
    ]);
    expect(v.correct('fone')).toBe('phone');
    expect(v.correct('sari')).toBe('saree');
    expect(v.correct('kurtha')).toBe('kurta');
    expect(v.correct('jeens')).toBe('jeans');
    expect(v.correct('vallet')).toBe('wallet');
    // A known word is never corrected; one no swap fixes still goes by letters.
    expect(v.correct('finr')).toBe('fine');
    expect(soundAlikes('fone')).toContain('phone');
    expect(soundAlikes('phone')).toContain('fone');
  });

  it.each([
    ['hedphones', 'headphones', 'Headphones'],
    ['chromebok', 'chromebook', 'Chromebook'],
    ['mangalsutr', null, 'Mangalsutra'],
  ])('%s finds %s', async (typed, corrected, name) => {
    const page = await results(`q=${typed}`);
    expect(page.correctedQuery).toBe(corrected);
    expect(page.totalPosts).toBeGreaterThan(0);
    expect(page.products.some((p) => p.name.includes(name))).toBe(true);
    // Suggestions forgive the same way.
    const res = await t.app.inject({ method: 'GET', url: `/api/search?q=${typed}` });
    const list = z.array(productSchema).parse(res.json());
    expect(list.some((p) => p.name.includes(name))).toBe(true);
  });

  it('the name of a sub-category finds every product in it, those with the word in their own text first', async () => {
    const inSub = all.filter((p) => p.subCat === 'Headphones');
    expect(inSub.length).toBeGreaterThan(1);
    const page = await results('q=headphones&perPage=50');
    const ids = page.products.map((p) => p.id);
    for (const p of inSub) expect(ids).toContain(p.id);
    const ownText = (p: ProductJson) => /headphones/i.test(`${p.name} ${p.brand} ${p.description}`);
    const k = page.products.filter(ownText).length;
    expect(k).toBeGreaterThan(0);
    expect(k).toBeLessThan(page.products.length);
    expect(page.products.slice(0, k).every(ownText)).toBe(true);
    // Suggestions too, and a typo of the sub-category's name.
    const typo = z.array(productSchema).parse((await t.app.inject({ method: 'GET', url: '/api/search?q=hedphones' })).json());
    for (const p of inSub) expect(typo.map((x) => x.id)).toContain(p.id);
  });

  it('a renamed category is found by its new name at once', async () => {
    const sub = categories.flatMap((c) => c.children ?? []).find((c) => c.name === 'Headphones')!;
    await t.db.updateTable('categories').set({ name: 'Audio Gear' }).where('id', '=', sub.id).execute();
    try {
      const page = await results('q=gear&perPage=50');
      expect(page.products.map((p) => p.id).sort()).toEqual(all.filter((p) => p.subCatId === sub.id).map((p) => p.id).sort());
    } finally {
      await t.db.updateTable('categories').set({ name: 'Headphones' }).where('id', '=', sub.id).execute();
    }
    // (as typed: 'gear' is no word of the catalogue again)
    expect((await results('q=gear&exact=1')).totalPosts).toBe(0);
  });

  it('a half-typed word with a letter wrong still suggests', async () => {
    const list = z.array(productSchema).parse((await t.app.inject({ method: 'GET', url: '/api/search?q=hedpho' })).json());
    expect(list.some((p) => p.name.includes('Headphones'))).toBe(true);
  });

  it('Enter on a half-typed word lists what its suggestions showed, naming the word it was read as', async () => {
    for (const typed of ['hedpho', 'hedphon', 'smartwat']) {
      const suggested = z.array(productSchema).parse((await t.app.inject({ method: 'GET', url: `/api/search?q=${typed}` })).json());
      expect(suggested.length, typed).toBeGreaterThan(0);
      const page = await results(`q=${typed}&perPage=100`);
      expect(page.totalPosts, typed).toBeGreaterThan(0);
      expect(page.correctedQuery, typed).not.toBeNull();
      const ids = page.products.map((p) => p.id);
      for (const p of suggested) expect(ids, typed).toContain(p.id);
    }
    expect((await results('q=hedpho')).correctedQuery).toBe('headphones');
    // As typed (Search instead for): nothing.
    expect((await results('q=hedpho&exact=1')).totalPosts).toBe(0);
  });

  it('a word no product holds is left out when the others find products, and the page names the words searched', async () => {
    const cotton = await results('q=cotton&perPage=100');
    expect(cotton.totalPosts).toBeGreaterThan(0);
    for (const q of ['100%25%20cotton', 'cotton%20zzqx', 'coton%205kgx']) {
      const page = await results(`q=${q}&perPage=100`);
      expect(page.correctedQuery, q).toBe('cotton');
      expect(page.products.map((p) => p.id)).toEqual(cotton.products.map((p) => p.id));
    }
    const rice = await results('q=basmati%20rice%205kg');
    expect(rice.correctedQuery).toBe('basmati rice');
    expect(rice.products.some((p) => /basmati rice/i.test(p.name))).toBe(true);
    // As typed (Search instead for): nothing.
    expect((await results('q=100%25%20cotton&exact=1')).totalPosts).toBe(0);
    expect(rice.anyOf).toBeNull();
  });

  it('words that each find products but none together find the products holding any of them, those holding more of the words first', async () => {
    const ids = (page: { products: ProductJson[] }) => page.products.map((p) => p.id);
    const cotton = ids(await results('q=cotton&perPage=100'));
    const headphones = ids(await results('q=headphones&perPage=100'));
    expect(cotton.length).toBeGreaterThan(0);
    expect(headphones.length).toBeGreaterThan(0);
    // As typed, every word required: nothing (and so it stays with exact=1: Search instead for).
    expect((await results('q=cotton%20headphones&exact=1')).totalPosts).toBe(0);
    const apart = await results('q=cotton%20headphones&perPage=100');
    expect(apart.anyOf).toEqual(['cotton', 'headphones']);
    expect(apart.correctedQuery).toBeNull();
    expect(ids(apart).sort()).toEqual([...new Set([...cotton, ...headphones])].sort());
    // The usual relevance orders each word's products among themselves; the other orders and the
    // facet counts work over the same products.
    const byPrice = (await results('q=cotton%20headphones&perPage=100&sort=price_asc')).products.map((p) => p.price);
    expect(byPrice).toEqual([...byPrice].sort((x, y) => x - y));
    expect(apart.facets.ratings.find((r) => r.rating === 1)?.count).toBe(apart.totalPosts);

    // A product holding two of the three words comes before those holding one.
    const bothPage = await results('q=cotton%20shirt&perPage=100');
    expect(bothPage.anyOf).toBeNull();
    const both = ids(bothPage);
    expect(both.length).toBeGreaterThan(0);
    expect(cotton.length).toBeGreaterThan(both.length);
    const three = await results('q=cotton%20shirt%20headphones&perPage=100');
    expect(three.anyOf).toEqual(['cotton', 'shirt', 'headphones']);
    expect(ids(three).slice(0, both.length).sort()).toEqual([...both].sort());
    expect(ids(three)).toEqual(expect.arrayContaining([...cotton, ...headphones]));

    // Corrected or left-out words first, then any of those: the page names the words searched.
    const typo = await results('q=coton%20headphones&perPage=100');
    expect(typo.correctedQuery).toBe('cotton headphones');
    expect(typo.anyOf).toEqual(['cotton', 'headphones']);
    expect(ids(typo)).toEqual(ids(apart));
    const extra = await results('q=cotton%20headphones%20zzqx&perPage=100');
    expect(extra.correctedQuery).toBe('cotton headphones');
    expect(extra.anyOf).toEqual(['cotton', 'headphones']);
    expect(ids(extra)).toEqual(ids(apart));
  });

  it('words that match are never corrected', async () => {
    const page = await results('q=cotton');
    expect(page.correctedQuery).toBeNull();
    expect(page.totalPosts).toBeGreaterThan(0);
  });

  it('the results page sorts, filters, pages and counts facets over the same results', async () => {
    const everything = await results('q=cotton&perPage=100');
    const prices = (await results('q=cotton&perPage=100&sort=price_asc')).products.map((p) => p.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const sub = everything.facets.subCategories[0];
    const narrowed = await results(`q=cotton&perPage=2&subCatId=${sub.id}`);
    expect(narrowed.totalPosts).toBe(sub.count);
    const pages = [];
    for (let page = 1; page <= narrowed.totalPages; page++) pages.push(...(await results(`q=cotton&perPage=2&subCatId=${sub.id}&page=${page}`)).products.map((p) => p.id));
    expect(new Set(pages).size).toBe(sub.count);
    const fourUp = everything.facets.ratings.find((r) => r.rating === 4)!;
    expect((await results('q=cotton&perPage=100&rating=4')).totalPosts).toBe(fourUp.count);
  });

  it('a very long query is cut, not refused', async () => {
    const long = `cotton ${'x'.repeat(3000)}`;
    const page = await results(`q=${encodeURIComponent(long)}`);
    expect(page.query.length).toBeLessThanOrEqual(200);
  });

  it('a word finds the compounds ending in it whose head is a catalogue word, not words that merely end in its letters', () => {
    const v = new Vocabulary([
      { word: 'headphones', docs: 9 },
      { word: 'smartphone', docs: 5 },
      { word: 'earphones', docs: 4 },
      { word: 'microphone', docs: 3 },
      { word: 'head', docs: 7 },
      { word: 'smart', docs: 6 },
      { word: 'ear', docs: 2 },
      { word: 'phone', docs: 2 },
      { word: 'comfortable', docs: 30 },
      { word: 'portable', docs: 20 },
      { word: 'table', docs: 3 },
      { word: 'laptop', docs: 8 },
      { word: 'lap', docs: 1 },
      { word: 'top', docs: 9 },
      { word: 'keyboard', docs: 4 },
      { word: 'key', docs: 3 },
    ]);
    // commonest first; the plural cut back to the stem the search matches as a prefix; 'micro' is no catalogue word
    expect(v.compoundsOf('phone')).toEqual(['headphone', 'smartphone', 'earphone']);
    expect(v.compoundsOf('phones')).toEqual(['headphones', 'earphones']);
    // 'comfor' and 'por' are no words
    expect(v.compoundsOf('table')).toEqual([]);
    // three letters are too few to look for inside words ('top' in 'laptop')
    expect(v.compoundsOf('top')).toEqual([]);
    // a word that starts no term of the index may still end one
    expect(v.compoundsOf('board')).toEqual(['keyboard']);
    expect(v.compoundsOf('Phone')).toEqual([]);
    const many = new Vocabulary([{ word: 'bag', docs: 1 }, ...['hand', 'tote', 'sling', 'duffel', 'laptop', 'school', 'travel', 'gym'].flatMap((h, i) => [{ word: h, docs: 1 }, { word: `${h}bags`, docs: 10 - i }])]);
    expect(many.compoundsOf('bags')).toEqual(['handbags', 'totebags', 'slingbags', 'duffelbags', 'laptopbags', 'schoolbags'].slice(0, MAX_COMPOUNDS));
  });

  it('a word with its compounds is asked of the index as a group, any of which will do', () => {
    expect(fts5Query(['phone', 'case'])).toBe('("phone" OR "phone"*) AND ("case" OR "case"*)');
    expect(fts5Query([['phone', 'smartphone', 'earphone'], 'case'])).toBe('("phone" OR "phone"* OR "smartphone"* OR "earphone"*) AND ("case" OR "case"*)');
    expect(tsQuery([['phone', 'smartphone'], 'case'])).toBe('(phone:* | smartphone:*) & case:*');
    expect(tsWholeQuery([['phone', 'smartphone'], 'case'])).toBe('phone | case');
  });

  it("'phone' finds the smartphones and earphones, 'bags' the handbags; 'phones' finds the earphones as typed although no word starts with it", async () => {
    const named = (p: ProductJson, word: RegExp) => word.test(`${p.name} ${p.description}`.toLowerCase());
    const phone = await results('q=phone&perPage=60');
    expect(phone.correctedQuery).toBeNull();
    const smart = all.filter((p) => named(p, /smartphone/));
    expect(smart.length).toBeGreaterThan(0);
    for (const p of smart) expect(phone.products.map((x) => x.id)).toContain(p.id);
    expect(phone.products.some((p) => named(p, /earphone/))).toBe(true);
    // and nothing that holds neither the word nor a compound of it
    for (const p of phone.products) expect(named(p, /phone/) || /phone/i.test(`${p.subCat} ${p.catName} ${p.brand}`), p.name).toBe(true);
    const bags = await results('q=bags&perPage=60');
    for (const p of all.filter((x) => named(x, /handbags/))) expect(bags.products.map((x) => x.id)).toContain(p.id);
    expect(await typedWordsFindNothing(t.db, t.dialect, ['phones'])).toBe(false);
    const phones = await results('q=phones&perPage=60');
    expect(phones.correctedQuery).toBeNull();
    expect(phones.products.length).toBeGreaterThan(0);
    for (const p of all.filter((x) => named(x, /earphones/))) expect(phones.products.map((x) => x.id)).toContain(p.id);
    // with other words, before and after the group
    const phoneCase = await results('q=zentro+phone+5g&perPage=60');
    expect(phoneCase.products.map((p) => p.name)).toContain('Zentro 5G Smartphone');
    expect((await results('q=5g+phone+zentro&perPage=60')).products.map((p) => p.name)).toContain('Zentro 5G Smartphone');
    const suggested = (await t.app.inject({ method: 'GET', url: '/api/search?q=phone' })).json() as ProductJson[];
    expect(suggested.some((p) => named(p, /smartphone/))).toBe(true);
  });

  it("a product holding the very word ranks above one holding only longer words it starts ('atta': the flour before the Attar perfumes)", async () => {
    const flour = all.find((p) => /\batta\b/i.test(p.name));
    const attar = all.filter((p) => /\battar\b/i.test(`${p.name} ${p.brand}`));
    expect(flour && attar.length).toBeTruthy();
    for (const q of ['atta', 'aata']) {
      const page = await results(`q=${q}&perPage=60`);
      expect(page.products[0]?.name, q).toBe(flour!.name);
      expect(page.products.length).toBeGreaterThan(1);
    }
    const suggested = (await t.app.inject({ method: 'GET', url: '/api/search?q=atta' })).json() as ProductJson[];
    expect(suggested[0]?.name).toBe(flour!.name);
  });

  it('two catalogue words written as one are cut apart; a four-letter word is not taken for the start of another a letter off', () => {
    const v = new Vocabulary(
      [{ word: 'smart', docs: 9 }, { word: 'watch', docs: 7 }, { word: 'basmati', docs: 3 }, { word: 'rice', docs: 5 }, { word: 'wheels', docs: 4 }, { word: 'headphones', docs: 6 }],
      ['smart', 'watch', 'watches', 'basmati', 'rice', 'wheels', 'headphones'],
    );
    expect(v.split('smartwatch')).toEqual(['smart', 'watch']);
    expect(v.split('basmatirice')).toEqual(['basmati', 'rice']);
    expect(v.split('smartwat')).toBeUndefined();
    expect(v.split('smartwat', true)).toEqual(['smart', 'wat']);
    expect(v.split('smartzzz', true)).toBeUndefined();
    expect(v.split('smartwa', true)).toBeUndefined();
    expect(v.correct('ghee', true)).toBeUndefined();
    expect(v.correct('hedpho', true)).toBe('headphones');
  });

  it("'smartwatch' searches 'smart watch' and says so; 'ghee', which the catalogue lacks, suggests nothing as it finds nothing", async () => {
    const page = await results('q=smartwatch');
    expect(page.correctedQuery).toBe('smart watch');
    expect(page.products.length).toBeGreaterThan(0);
    for (const p of page.products) expect(`${p.name} ${p.description} ${p.subCat}`.toLowerCase()).toMatch(/smart[\s\S]*watch|watch[\s\S]*smart/);
    const typing = (await t.app.inject({ method: 'GET', url: '/api/search?q=smartwat' })).json() as ProductJson[];
    expect(typing.map((p) => p.id)).toContain(page.products[0].id);
    expect((await t.app.inject({ method: 'GET', url: '/api/search?q=ghee' })).json()).toEqual([]);
    expect((await results('q=ghee')).totalPosts).toBe(0);
  });

  it("a shopping word typed in Hindi is searched as the catalogue's English word, and the page says so", async () => {
    expect(searchTerms('चावल साड़ी')).toEqual(['चावल', 'साड़ी']);
    for (const [typed, english] of [['चावल', 'rice'], ['साड़ी', 'saree'], ['chawal', 'rice'], ['कुर्ता', 'kurta']]) {
      const page = await results(`q=${encodeURIComponent(typed)}`);
      expect(page.correctedQuery, typed).toBe(english);
      expect(page.products.length, typed).toBeGreaterThan(0);
      const suggested = (await t.app.inject({ method: 'GET', url: `/api/search?q=${encodeURIComponent(typed)}` })).json() as ProductJson[];
      expect(suggested.map((p) => p.id), typed).toEqual(page.products.slice(0, suggested.length).map((p) => p.id));
    }
    // only to a word the catalogue holds
    expect(new Vocabulary([{ word: 'rice', docs: 1 }]).correct('घी')).toBeUndefined();
    expect(new Vocabulary([{ word: 'ghee', docs: 1 }]).correct('घी')).toBe('ghee');
  });

  it('a single letter or digit left of the words is no search of its own', async () => {
    const page = await results(`q=${encodeURIComponent('<script>alert(1)</script>')}`);
    expect(page.totalPosts).toBe(0);
    expect(page.correctedQuery).toBeNull();
  });

  it('a vocabulary rules out only words no index term starts with, and only plain lower-case words', () => {
    const v = new Vocabulary([{ word: 'headphones', docs: 9 }], ['headphones', 'x2', 'cotton', 'ab']);
    expect(v.lacksPrefix('hedphones')).toBe(true);
    expect(v.lacksPrefix('zzz')).toBe(true);
    expect(v.lacksPrefix('headph')).toBe(false);
    expect(v.lacksPrefix('headphones')).toBe(false);
    expect(v.lacksPrefix('a')).toBe(false);
    expect(v.lacksPrefix('x')).toBe(false);
    expect(v.lacksPrefix('aa')).toBe(true);
    // digits, accents: what the index's tokenizer may change is never ruled out
    expect(v.lacksPrefix('y2')).toBe(false);
    expect(v.lacksPrefix('café')).toBe(false);
    // without the index's full term list nothing is ruled out
    expect(new Vocabulary([{ word: 'headphones', docs: 9 }]).lacksPrefix('hedphones')).toBe(false);
  });

  /** The reference: one SQL search of the words as typed, then of the corrected words when that found nothing. */
  async function searchedBySql(q: string, location: string | null) {
    const terms = searchTerms(q);
    const found = await searchProducts(t.db, t.dialect, await searchWords(t.db, t.dialect, terms), { location }, MAX_SEARCH_RESULTS);
    if (found.text !== '[]') return JSON.parse(found.text) as ProductJson[];
    const corrected = await correctTerms(t.db, t.dialect, terms, true);
    return JSON.parse(corrected ? (await searchProducts(t.db, t.dialect, await searchWords(t.db, t.dialect, corrected), { location }, MAX_SEARCH_RESULTS)).text : '[]') as ProductJson[];
  }

  it.each([null, 'IN', 'US'])('suggestions are the products, in the order, one SQL search gives (location %s)', async (location) => {
    for (const q of ['sa', 'a', 'cotton', 'cotton kurta', 'men shirt', 'phone', 'bags', 'smartwatch', 'smartwat', 'ghee', 'hedphones', 'hedpho', 'chromebok', 'kurta zzzz', 'zzzzzz', '4', '2024', 'café']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/search?q=${encodeURIComponent(q)}${location ? `&location=${location}` : ''}` });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().map((p: ProductJson) => p.id), `${q} in ${location}`).toEqual((await searchedBySql(q, location)).map((p) => p.id));
      expect(res.json()).toEqual(await searchedBySql(q, location));
    }
  });

  /** Counts the full-text index reads (the candidates' query) a handle makes. */
  function countSearches(into: string[]): KyselyPlugin {
    return {
      transformQuery({ node }: { node: RootOperationNode }) {
        if (node.kind === 'RawNode') {
          const text = node.sqlFragments.join('?');
          if (/product_search match|search_document @@/.test(text)) into.push(text);
        }
        return node;
      },
      transformResult: async ({ result }) => result,
    };
  }

  it('a typo costs one search: the vocabulary shows the words as typed cannot match, so only the corrected words are searched', async () => {
    const searches: string[] = [];
    // (a handle of its own: its own kept candidates and vocabulary)
    const db = t.db.withPlugin(countSearches(searches));
    await vocabularyOf(db, t.dialect);
    expect(await typedWordsFindNothing(db, t.dialect, ['hedphones'])).toBe(true);
    expect(await typedWordsFindNothing(db, t.dialect, ['headph'])).toBe(false);
    expect(await typedWordsFindNothing(db, t.dialect, ['cotton', 'zzzzzz'])).toBe(true);
    const typo = await suggestProducts(db, t.dialect, ['hedphones'], null, MAX_SEARCH_RESULTS);
    expect(searches).toHaveLength(1);
    expect(JSON.parse(typo.text)).toEqual(await searchedBySql('hedphones', null));
    searches.length = 0;
    await suggestProducts(db, t.dialect, ['headph'], null, MAX_SEARCH_RESULTS);
    expect(searches).toHaveLength(1);
    // Asked again while the catalogue version holds: the kept candidates, no search.
    searches.length = 0;
    await suggestProducts(db, t.dialect, ['hedphones'], null, MAX_SEARCH_RESULTS);
    expect(searches).toHaveLength(0);
  });

  it('a product renamed is found by its new word at once (the version moves; the vocabulary read before it is not trusted)', async () => {
    const before = await t.app.inject({ method: 'GET', url: '/api/search?q=zorblex' });
    expect(before.json().some((p: ProductJson) => p.name.includes('Zorblex'))).toBe(false);
    const before2 = await results('q=zorblex');
    expect(before2.totalPosts).toBe(0);
    const target = all[0];
    await t.db.updateTable('products').set({ name: `Zorblex ${target.name}` }).where('id', '=', target.id).execute();
    try {
      const after = await t.app.inject({ method: 'GET', url: '/api/search?q=zorblex' });
      expect(after.json().map((p: ProductJson) => p.id)).toEqual([target.id]);
      const page = await results('q=zorblex');
      expect(page.products.map((p) => p.id)).toEqual([target.id]);
      expect(page.correctedQuery).toBeNull();
    } finally {
      await t.db.updateTable('products').set({ name: target.name }).where('id', '=', target.id).execute();
    }
  });

  it('an order or facet count worked out from candidates is kept only while those very candidates are', () => {
    const candidate = (id: string): Candidate => ({ id, rank: 0, hits: 0, sub: null, subName: null, price: 1, rating: 1, popularity: 0, date: '' });
    const kept = keptPerCandidates<string>(2);
    let made = 0;
    const make = () => `value ${++made}`;
    const first = [candidate('a')];
    expect(kept(first, 'k', make)).toBe('value 1');
    expect(kept(first, 'k', make)).toBe('value 1');
    // New candidates under the same key (another catalogue version): worked out again.
    const next = [candidate('a')];
    expect(kept(next, 'k', make)).toBe('value 2');
    expect(kept(first, 'k', make)).toBe('value 3');
    // At most `max` keys: the oldest goes first.
    kept(first, 'l', make);
    kept(first, 'm', make);
    expect(kept(first, 'k', make)).toBe('value 6');
    // No candidates: nothing worth keeping, worked out every time.
    expect(kept([], 'n', make)).toBe('value 7');
    expect(kept([], 'n', make)).toBe('value 8');
  });

  it('a price change reorders and recounts a search read before it, on the next request', async () => {
    const query = 'q=cotton&perPage=100&sort=price_asc';
    const byPrice = await results(query);
    expect(byPrice.totalPosts).toBeGreaterThan(1);
    expect(byPrice.totalPosts).toBeLessThanOrEqual(100);
    const cheapest = byPrice.products[0];
    const dear = 10_000_000;
    /** Each price band's count as the page's products give it. */
    const bands = (page: typeof byPrice) => page.facets.prices.map((b) => page.products.filter((p) => p.price >= b.min && (b.max === null || p.price <= b.max)).length);
    expect(byPrice.facets.prices.map((b) => b.count)).toEqual(bands(byPrice));
    await t.db.updateTable('products').set({ price: dear }).where('id', '=', cheapest.id).execute();
    try {
      const after = await results(query);
      expect(after.products.at(-1)).toMatchObject({ id: cheapest.id, price: dear });
      expect(after.facets.prices.map((b) => b.count)).toEqual(bands(after));
      expect(after.facets.prices.map((b) => b.count)).not.toEqual(byPrice.facets.prices.map((b) => b.count));
    } finally {
      await t.db.updateTable('products').set({ price: cheapest.price }).where('id', '=', cheapest.id).execute();
    }
  });

  it('reads no product row for a correction on SQLite (the index vocabulary)', async () => {
    if (t.dialect !== 'sqlite') return;
    const plan = await sql<{ detail: string }>`explain query plan select term, doc from product_search_vocab`.execute(t.db);
    expect(plan.rows.map((r) => r.detail).join(' ')).not.toMatch(/products/);
  });
});
