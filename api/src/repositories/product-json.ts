// Each product's JSON, written once per catalogue version instead of once per list call (issue 29:
// writing the JSON of a page's 40 products was about half of an uncached page's database time on
// SQLite, and on PostgreSQL 32 kB more to send and parse per call). Everything a product's JSON
// holds but its stock moves the catalogue version when it changes (triggers, migration
// 2026112650, and any category write), so those parts are kept per database handle while the
// version holds; the stock, which orders change without moving the version, is read with the
// page's ids on every call and written between the kept parts. The answer is the text the
// database would write for the product now, byte for byte (test/product-json.test.ts).
import type { Kysely } from 'kysely';
import { onWrite, targetOf, type Db, type Dialect } from '../db/index';
import { SERVER_TTL_MS } from '../lib/public-cache';
import type { Database } from '../db/schema';
import { jsonList, selectProductJson, templates } from './products';

/** A product's JSON is head + its stock + tail. */
interface Parts {
  head: string;
  tail: string;
}

/** The products a handle keeps at most (about 1 kB each; a page of another reads them again). */
export const MAX_KEPT_PRODUCTS = 20_000;

const STOCK_KEY = ',"countInStock":';
const AFTER_STOCK = ',"rating":';

const kept = new WeakMap<object, { version: string; parts: Map<string, Parts> }>();

/**
 * The JSON of a product (PRODUCT_JSON's text) cut around its stock. A quote inside a JSON string is
 * always escaped, so the first `,"countInStock":` is the key itself; PRODUCT_JSON writes `rating`
 * next. Undefined if the text is not so (then it is used whole, never kept).
 */
export function splitAtStock(json: string): Parts | undefined {
  const at = json.indexOf(STOCK_KEY);
  if (at < 0) return undefined;
  const end = json.indexOf(AFTER_STOCK, at + STOCK_KEY.length);
  if (end < 0 || !/^-?\d+$/.test(json.slice(at + STOCK_KEY.length, end))) return undefined;
  return { head: json.slice(0, at + STOCK_KEY.length), tail: json.slice(end) };
}

function keptAt(db: Db, version: string): Map<string, Parts> {
  let entry = kept.get(db);
  if (!entry || entry.version !== version) {
    entry = { version, parts: new Map() };
    kept.set(db, entry);
  }
  return entry.parts;
}

/** A row a list read: the product's id and its stock as the database holds it now. */
export interface StockRow {
  id: string;
  count_in_stock: number | string;
}

/**
 * The JSON list of these products, in this order, each with the stock its row gives: the kept
 * parts where the catalogue version `version` (read before the rows were) holds, the others read
 * in one query and kept.
 */
export async function productListJson(db: Db, dialect: Dialect, rows: readonly StockRow[], version: string, maxKept = MAX_KEPT_PRODUCTS): Promise<string> {
  if (rows.length === 0) return '[]';
  const parts = keptAt(db, version);
  // This page's parts, taken before any is pushed out: keeping the page's new products may push out
  // the oldest kept ones, this page's among them.
  const page = new Map<string, Parts>();
  for (const r of rows) {
    const p = parts.get(r.id);
    if (p) page.set(r.id, p);
  }
  const missing = rows.filter((r) => !page.has(r.id)).map((r) => r.id);
  const whole = new Map<string, string>();
  if (missing.length > 0) {
    for (const r of await selectProductJson(db, dialect).where('p.id', 'in', missing).execute()) {
      const split = splitAtStock(r.json);
      if (!split) {
        whole.set(r.id, r.json);
        continue;
      }
      while (parts.size >= maxKept && parts.size > 0) parts.delete(parts.keys().next().value as string);
      parts.set(r.id, split);
      page.set(r.id, split);
    }
  }
  const out: { json: string }[] = [];
  for (const r of rows) {
    const p = page.get(r.id);
    if (p) out.push({ json: `${p.head}${Number(r.count_in_stock)}${p.tail}` });
    else {
      // (deleted since the ids were read: left out, as a join would; or not cut: as written)
      const json = whole.get(r.id);
      if (json !== undefined) out.push({ json });
    }
  }
  return jsonList(out);
}

/** The stock of these products, compiled once per count of ids (and kept prepared on PostgreSQL). */
export function stockQuery(db: Db, dialect: Dialect, ids: readonly string[]) {
  const values: Record<string, string> = {};
  ids.forEach((id, i) => (values[`id${i}`] = id));
  return templates.compile(
    `stock|${dialect}|${ids.length}`,
    values,
    (slot) =>
      db
        .selectFrom('products')
        .select(['id', 'count_in_stock'])
        .where('id', 'in', ids.map((_, i) => slot<string>(`id${i}`))),
    { prepare: true },
  );
}

/**
 * How long a product's stock, read for a list or search answer, serves the next answers in this
 * process: the bound the public answers kept per URL already have (stock is not versioned, and the
 * order transaction stays its authority). A write through this process's handle (an order) drops
 * every kept stock at once.
 */
export const STOCK_TTL_MS = SERVER_TTL_MS;

/** Stock read by id, each with when it was read; cleared on every write through its handle. */
export class KeptStock {
  private readonly stock = new Map<string, { n: number; at: number }>();
  /** Moves on every clear: a read begun before it is not kept (it may predate the write). */
  private generation = 0;

  constructor(
    private readonly ttlMs = STOCK_TTL_MS,
    private readonly max = MAX_KEPT_PRODUCTS,
    private readonly now: () => number = Date.now,
  ) {}

  /** The stock of `id` read less than the TTL ago, if kept. */
  get(id: string): number | undefined {
    const kept = this.stock.get(id);
    return kept && this.now() - kept.at < this.ttlMs ? kept.n : undefined;
  }

  /** A token for a read about to begin (keep: pass it back with what the read found). */
  begin(): { generation: number; at: number } {
    return { generation: this.generation, at: this.now() };
  }

  keep(read: { generation: number; at: number }, id: string, n: number): void {
    if (read.generation !== this.generation) return;
    this.stock.delete(id);
    while (this.stock.size >= this.max && this.stock.size > 0) this.stock.delete(this.stock.keys().next().value as string);
    this.stock.set(id, { n, at: read.at });
  }

  clear(): void {
    this.generation++;
    this.stock.clear();
  }
}

const keptStocks = new WeakMap<object, KeptStock>();

/** The kept stock of a handle that hears its own writes (an app's); none for a transaction or another. */
export function keptStockOf(db: Db): KeptStock | null {
  if (db.isTransaction || !targetOf(db as Kysely<Database>)) return null;
  let kept = keptStocks.get(db);
  if (!kept) {
    const fresh = new KeptStock();
    onWrite(db as Kysely<Database>, () => fresh.clear());
    keptStocks.set(db, fresh);
    kept = fresh;
  }
  return kept;
}

/**
 * The JSON list of these products in this order (search: ids chosen from kept candidates), with
 * their stock as read within STOCK_TTL_MS: a search's suggestions read the stock of the 8-60
 * products they show on every keystroke otherwise, about half of such an answer's time.
 */
export async function productsInOrder(db: Db, dialect: Dialect, ids: readonly string[], version: string, kept = keptStockOf(db)): Promise<string> {
  if (ids.length === 0) return '[]';
  const stock = new Map<string, number>();
  const missing: string[] = [];
  for (const id of ids) {
    const n = kept?.get(id);
    if (n === undefined) missing.push(id);
    else stock.set(id, n);
  }
  if (missing.length > 0) {
    const read = kept?.begin();
    const { rows } = await db.executeQuery(stockQuery(db, dialect, missing));
    for (const r of rows) {
      const n = Number(r.count_in_stock);
      stock.set(r.id, n);
      if (read) kept?.keep(read, r.id, n);
    }
  }
  // (a product deleted since its id was chosen has no stock row: it is left out)
  return productListJson(
    db,
    dialect,
    ids.flatMap((id) => (stock.has(id) ? [{ id, count_in_stock: stock.get(id)! }] : [])),
    version,
  );
}
