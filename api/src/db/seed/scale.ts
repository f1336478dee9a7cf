// `pnpm --filter api seed -- --products N`: grows the demo catalogue to N products, as a real shop's
// would look: each new product is a variant of a demo product (same brand, category, options and
// pictures; its own series, model and colour in the name, its own price, stock, reviews, rating,
// place and date). Deterministic for a given starting size, offline, and streamed in slices so
// 500,000 products need no more memory than 5,000.
import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../index';
import type { Database, ProductsTable, ReviewsTable } from '../schema';
import { LOCATION_SETS } from './catalogue-data';
import { seedReviews } from './catalogue';
import { Prng } from './prng';

const SEED = 20261123;
/** New products are dated over the two years before this instant (the demo's own anchor). */
const ANCHOR = Date.UTC(2026, 10, 1, 10, 0, 0);
const SPAN_MS = 730 * 86_400_000;
/** Rows per INSERT: well under SQLite's 32,766 and PostgreSQL's 65,535 bound parameters. */
const SLICE = 500;
const BATCH = 20_000;

const SERIES = ['Classic', 'Plus', 'Pro', 'Lite', 'Prime', 'Neo', 'Max', 'Air', 'Eco', 'Elite', 'Select', 'Signature', 'Studio', 'Urban', 'Royal', 'Sport'];
const COLOURS = [
  'Midnight Black', 'Ivory White', 'Indigo', 'Teal', 'Maroon', 'Saffron', 'Olive', 'Charcoal', 'Rose Pink', 'Mustard',
  'Sky Blue', 'Bottle Green', 'Rust', 'Lavender', 'Sand Beige', 'Coral', 'Graphite', 'Peacock Blue', 'Mint', 'Wine',
];

export interface GrowSummary {
  before: number;
  added: number;
  reviews: number;
  total: number;
  ms: number;
}

interface DemoProduct {
  name: string;
  brand: string;
  description: string;
  images: string;
  price: number;
  cat_id: string;
  sub_cat_id: string | null;
  product_ram: string;
  size: string;
  product_weight: string;
}

/** A shop-like price ending in 9 (149, 1,299, 24,999), never below 49. */
function shopPrice(value: number): number {
  const step = value >= 10_000 ? 1000 : value >= 1000 ? 100 : 50;
  return Math.max(49, Math.round(value / step) * step - 1);
}

/** Series, model and colour from the product's number: no two new products share a name suffix. */
function variantName(n: number): string {
  const series = SERIES[n % SERIES.length];
  const colour = COLOURS[Math.floor(n / SERIES.length) % COLOURS.length];
  const model = Math.floor(n / (SERIES.length * COLOURS.length)) + 2;
  return `${series} ${model}, ${colour}`;
}

/**
 * Adds products until the catalogue holds `total` (nothing when it already does), then refreshes
 * the planner's statistics. Needs the demo data (seed) in place.
 */
export async function growCatalogue(db: Kysely<Database>, dialect: Dialect, total: number): Promise<GrowSummary> {
  const started = Date.now();
  const count = async () =>
    Number((await db.selectFrom('products').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
  const before = await count();
  if (before >= total) return { before, added: 0, reviews: 0, total: before, ms: Date.now() - started };

  // The demo products are the ones the demo seed dated (not ours, which carry a series in the name).
  const demo: DemoProduct[] = await db
    .selectFrom('products')
    .select(['name', 'brand', 'description', 'images', 'price', 'cat_id', 'sub_cat_id', 'product_ram', 'size', 'product_weight'])
    .where('name', 'not like', '%, %')
    .orderBy('id')
    .execute();
  if (demo.length === 0) throw new Error('Seed the demo catalogue first: growing copies its products.');
  const reviewers = await db
    .selectFrom('users')
    .select(['id', 'name'])
    .where('email', 'like', '%@reviewers.storefront.in')
    .orderBy('id')
    .execute();

  const prng = new Prng(SEED + before);
  /** `size` new products numbered from `first`, with their reviews. */
  const slice = (first: number, size: number) => {
    const products: ProductsTable[] = [];
    const reviews: ReviewsTable[] = [];
    for (let i = 0; i < size; i++) {
      const n = first + i;
      const base = prng.pick(demo);
      const id = prng.id();
      const name = `${base.name} ${variantName(n)}`;
      const price = shopPrice(base.price * (0.7 + prng.next() * 0.7));
      const oldPrice = Math.max(price + 10, shopPrice(price / (1 - prng.int(5, 60) / 100)));
      const created = ANCHOR - Math.floor(prng.next() * SPAN_MS);

      const quality = prng.pick([2.5, 3, 3.5, 4, 4, 4.5, 4.5, 5]);
      const count = prng.chance(0.08) ? 0 : prng.int(1, 3);
      const written = seedReviews(prng, { productId: id, reviewers, count, quality, created, anchor: ANCHOR, withinDays: 90 });
      reviews.push(...written.reviews);

      products.push({
        id,
        name,
        description: base.description.replace(base.name, name),
        brand: base.brand,
        images: base.images,
        price,
        old_price: oldPrice,
        discount: Math.round(((oldPrice - price) / oldPrice) * 100),
        count_in_stock: prng.chance(0.06) ? 0 : prng.int(1, 400),
        rating: written.rating,
        num_reviews: written.reviews.length,
        cat_id: base.cat_id,
        sub_cat_id: base.sub_cat_id,
        product_ram: base.product_ram,
        size: base.size,
        product_weight: base.product_weight,
        location: JSON.stringify(prng.chance(0.2) ? prng.pick(LOCATION_SETS) : []),
        is_featured: prng.chance(0.01) ? 1 : 0,
        date_created: new Date(created).toISOString(),
      });
    }
    return { products, reviews };
  };

  let added = 0;
  let reviewCount = 0;
  // One transaction per BATCH products: SQLite's write-ahead log is checkpointed between them
  // instead of growing to the size of the whole database (a rerun carries on from what is there).
  while (before + added < total) {
    const batchEnd = Math.min(total, before + added + BATCH);
    await db.transaction().execute(async (trx) => {
      while (before + added < batchEnd) {
        const size = Math.min(SLICE, batchEnd - before - added);
        const { products, reviews } = slice(before + added, size);
        await trx.insertInto('products').values(products).execute();
        for (let i = 0; i < reviews.length; i += SLICE) await trx.insertInto('reviews').values(reviews.slice(i, i + SLICE)).execute();
        added += size;
        reviewCount += reviews.length;
      }
    });
  }

  // Fresh statistics, so both planners pick the listing indexes for a catalogue of this size (and
  // PostgreSQL's visibility map lets those index scans skip the table).
  await sql`${sql.raw(dialect === 'postgres' ? 'vacuum analyze products, product_locations, reviews' : 'analyze')}`.execute(db);
  return { before, added, reviews: reviewCount, total: before + added, ms: Date.now() - started };
}

/** `--products N` from a command line (N a whole number from 1 to 5,000,000), or undefined. */
export function productsFlag(argv: readonly string[]): number | undefined {
  const i = argv.findIndex((a) => a === '--products' || a.startsWith('--products='));
  if (i < 0) return undefined;
  const raw = argv[i].includes('=') ? argv[i].split('=')[1] : argv[i + 1];
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1 || n > 5_000_000) {
    throw new RangeError(`--products needs a whole number of products from 1 to 5000000 (got ${raw ?? 'nothing'})`);
  }
  return n;
}
