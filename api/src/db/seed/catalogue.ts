// Turns catalogue-data into table rows and pictures. Pure and deterministic: the same seed gives
// the same ids, prices, reviews and images on every machine.
import type { BannersTable, CategoriesTable, ProductsTable, ReviewsTable, UsersTable } from '../schema';
import { BANNERS, CATEGORIES, LOCATION_SETS, OPTION_VALUES, REVIEWERS, REVIEW_TEXTS, type OptionKind } from './catalogue-data';
import { Prng } from './prng';
import { pictureUrl, type SeedPicture } from './render';
import { bannerScene, categoryScene, productScene } from './scenes';
import type { IconName } from './svg';

const SEED = 20261122;
/** Seeded dates count back from here, so they never depend on the day the seed runs. */
const ANCHOR = Date.UTC(2026, 10, 1, 10, 0, 0);
const DAY = 86_400_000;
export const SEED_IMAGE_DIR = 'seed';
const URL_PREFIX = `/uploads/${SEED_IMAGE_DIR}`;

export type SeedImage = SeedPicture;

/** Largest rendered width per picture kind (px): what its biggest display needs at DPR 2. */
const MAX_WIDTH = { product: 960, category: 160, home: 1600, banner: 960, side: 640, bottom: 1280 } as const;

function addPicture(images: SeedImage[], picture: SeedImage): string {
  images.push(picture);
  return pictureUrl(picture, URL_PREFIX);
}

export interface Catalogue {
  categories: CategoriesTable[];
  products: ProductsTable[];
  reviewers: UsersTable[];
  reviews: ReviewsTable[];
  banners: BannersTable[];
  images: SeedImage[];
}

const iso = (ms: number) => new Date(ms).toISOString();

/** Rounds a price to a shop-like figure ending in 9 (149, 1,299, 24,999), never below `min`. */
function shopPrice(value: number, min = 99): number {
  const step = value >= 10_000 ? 1000 : value >= 1000 ? 100 : 50;
  return Math.max(min, Math.round(value / step) * step - 1);
}

function options(prng: Prng, kind: OptionKind): string[] {
  if (kind === 'none') return [];
  const all = OPTION_VALUES[kind];
  const count = Math.min(all.length, prng.int(2, all.length));
  const start = prng.int(0, all.length - count);
  return all.slice(start, start + count);
}

function halfStep(value: number): number {
  return Math.min(5, Math.max(0.5, Math.round(value * 2) / 2));
}

/** Someone who wrote reviews in the seed. */
export type SeedReviewer = Pick<UsersTable, 'id' | 'name'>;

/**
 * Reviews of one product by some of `reviewers`, around `quality`, dated up to `withinDays` after the
 * product was listed (never after the seed's anchor), with the product's half-step average.
 */
export function seedReviews(
  prng: Prng,
  opts: { productId: string; reviewers: readonly SeedReviewer[]; count: number; quality: number; created: number; anchor: number; withinDays: number },
): { reviews: ReviewsTable[]; rating: number } {
  const reviews: ReviewsTable[] = [];
  const ratings: number[] = [];
  for (const reviewer of prng.sample(opts.reviewers, opts.count)) {
    const rating = halfStep(opts.quality + prng.pick([-1, -0.5, 0, 0, 0.5]));
    ratings.push(rating);
    const band = rating <= 2 ? 0 : rating <= 3.5 ? 1 : 2;
    reviews.push({
      id: prng.id(),
      product_id: opts.productId,
      customer_id: reviewer.id,
      customer_name: reviewer.name,
      review: prng.pick(REVIEW_TEXTS[band]),
      customer_rating: rating,
      date_created: iso(Math.min(opts.anchor, opts.created + prng.int(1, opts.withinDays) * DAY)),
    });
  }
  const rating = ratings.length ? Math.round((ratings.reduce((a, b) => a + b, 0) / ratings.length) * 2) / 2 : 0;
  return { reviews, rating };
}

export function buildCatalogue(): Catalogue {
  const prng = new Prng(SEED);
  const categories: CategoriesTable[] = [];
  const products: ProductsTable[] = [];
  const reviews: ReviewsTable[] = [];
  const banners: BannersTable[] = [];
  const images: SeedImage[] = [];
  const subIcons = new Map<string, { icon: IconName; accent: string }>();
  const categoryIds = new Map<string, string>();
  const subIds = new Map<string, string>();

  const reviewers: UsersTable[] = REVIEWERS.map((r, i) => ({
    id: prng.id(),
    name: r.name,
    email: r.email,
    phone: '',
    password_hash: null,
    images: '[]',
    is_admin: 0,
    is_verified: 1,
    google_sub: null,
    created_at: iso(ANCHOR - 400 * DAY + i * DAY),
    updated_at: iso(ANCHOR - 400 * DAY + i * DAY),
  }));

  CATEGORIES.forEach((cat, ci) => {
    const catId = prng.id();
    categoryIds.set(cat.name, catId);
    const catImage = addPicture(images, {
      name: `c-${catId}`,
      svg: categoryScene({ name: cat.name, icon: cat.icon, accent: cat.accent, color: cat.color, pixels: MAX_WIDTH.category }),
      maxWidth: MAX_WIDTH.category,
      grain: false,
    });
    categories.push({
      id: catId,
      name: cat.name,
      color: cat.color,
      images: JSON.stringify([catImage]),
      parent_id: null,
      position: ci,
      created_at: iso(ANCHOR - 500 * DAY),
    });

    cat.subs.forEach((sub, si) => {
      const subId = prng.id();
      subIds.set(`${cat.name}/${sub.name}`, subId);
      subIcons.set(subId, { icon: sub.icon, accent: cat.accent });
      categories.push({
        id: subId,
        name: sub.name,
        color: cat.color,
        images: '[]',
        parent_id: catId,
        position: si,
        created_at: iso(ANCHOR - 500 * DAY),
      });

      sub.kinds.forEach((kind, ki) => {
        const brands = [sub.brands[ki % sub.brands.length]];
        // Every other kind also comes from a second brand, as shops carry competing labels.
        if (sub.brands.length > 1 && ki % 2 === 0) brands.push(sub.brands[(ki + 1) % sub.brands.length]);

        brands.forEach((brand) => {
          const id = prng.id();
          const name = `${brand} ${kind}`;
          const [lo, hi] = sub.price;
          const price = shopPrice(lo + (hi - lo) * Math.pow(prng.next(), 1.6), lo);
          const wantedDiscount = prng.int(5, 60);
          const oldPrice = Math.max(price + 10, shopPrice(price / (1 - wantedDiscount / 100)));
          const discount = Math.round(((oldPrice - price) / oldPrice) * 100);
          // Spread over eight months so every listing mixes categories.
          const created = ANCHOR - prng.int(0, 240 * 24 * 60) * 60_000;

          const pictures = ([1, 2] as const).map((view) =>
            addPicture(images, {
              name: `p-${id}-${view}`,
              svg: productScene({ key: `${id}-${view}`, name, icon: sub.icon, accent: cat.accent, view, pixels: MAX_WIDTH.product }),
              maxWidth: MAX_WIDTH.product,
              grain: true,
            }),
          );

          const ram = sub.options === 'ram-phone' || sub.options === 'ram-laptop' ? options(prng, sub.options) : [];
          const size = sub.options.startsWith('size-') ? options(prng, sub.options) : [];
          const weight = sub.options === 'weight' || sub.options === 'volume' ? options(prng, sub.options) : [];
          const location = prng.chance(0.2) ? prng.pick(LOCATION_SETS) : [];

          // Reviews first: the product's rating and count are derived from them.
          const quality = prng.pick([3, 3.5, 4, 4, 4.5, 4.5, 5]);
          const reviewCount = prng.chance(0.05) ? 0 : prng.int(1, 4);
          const written = seedReviews(prng, { productId: id, reviewers, count: reviewCount, quality, created, anchor: ANCHOR, withinDays: 60 });
          reviews.push(...written.reviews);
          const { rating } = written;

          products.push({
            id,
            name,
            description: `${name}. ${sub.blurb} Sold by Storefront with free delivery, cash on delivery and easy 7-day returns.`,
            brand,
            images: JSON.stringify(pictures),
            price,
            old_price: oldPrice,
            discount,
            count_in_stock: prng.chance(0.06) ? 0 : prng.int(3, 250),
            rating,
            num_reviews: written.reviews.length,
            cat_id: catId,
            sub_cat_id: subId,
            product_ram: JSON.stringify(ram),
            size: JSON.stringify(size),
            product_weight: JSON.stringify(weight),
            location: JSON.stringify(location),
            is_featured: prng.chance(0.18) ? 1 : 0,
            date_created: iso(created),
          });
        });
      });
    });
  });

  const positions: Record<string, number> = {};
  for (const b of BANNERS) {
    const id = prng.id();
    const catId = categoryIds.get(b.category);
    if (!catId) throw new Error(`Banner links to unknown category ${b.category}`);
    const subId = b.sub ? subIds.get(`${b.category}/${b.sub}`) : undefined;
    if (b.sub && !subId) throw new Error(`Banner links to unknown sub-category ${b.category}/${b.sub}`);
    const look = subId ? subIcons.get(subId) : undefined;
    const cat = CATEGORIES.find((c) => c.name === b.category);
    const url = addPicture(images, {
      name: `b-${b.kind}-${id}`,
      svg: bannerScene({
        key: id,
        kind: b.kind,
        headline: b.headline,
        tagline: b.tagline,
        icon: look?.icon ?? cat?.icon ?? 'bag',
        accent: look?.accent ?? cat?.accent ?? '#e36414',
        pixels: MAX_WIDTH[b.kind],
      }),
      maxWidth: MAX_WIDTH[b.kind],
      grain: true,
    });
    positions[b.kind] = (positions[b.kind] ?? -1) + 1;
    banners.push({
      id,
      kind: b.kind,
      images: JSON.stringify([url]),
      cat_id: catId,
      sub_cat_id: subId ?? null,
      position: positions[b.kind],
      created_at: iso(ANCHOR - 30 * DAY),
    });
  }

  return { categories, products, reviewers, reviews, banners, images };
}
