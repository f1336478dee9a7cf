// The demo data: catalogue, reviews, banners, countries and a verified demo shopper with two items
// in the cart. Runs on first start (empty products table) and in tests.
import type { Kysely } from 'kysely';
import { hashPassword } from '../../lib/passwords';
import { firstVariant } from '../../lib/variants';
import type { Database, UsersTable } from '../schema';
import { buildCatalogue, type SeedImage } from './catalogue';
import { COUNTRIES } from './countries';
import { renderPictures, type RenderResult } from './render';

export const DEMO_SHOPPER = {
  name: 'Demo Shopper',
  email: 'demo@storefront.in',
  password: 'Demo@1234',
  phone: '9876543210',
} as const;

export interface SeedSummary {
  categories: number;
  subCategories: number;
  products: number;
  reviews: number;
  banners: number;
  countries: number;
  users: number;
  cartItems: number;
}

const CHUNK = 100;

/** Inserts in slices, keeping every statement well under both engines' bound-parameter limits. */
async function inChunks<T>(rows: readonly T[], insert: (part: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) await insert(rows.slice(i, i + CHUNK));
}

/**
 * Makes sure every seed picture is rendered (WebP and JPEG, every width) in the shared render
 * folder the API serves under /uploads/seed/. Rendering happens once per machine and scene set;
 * later calls find the files and return at once.
 */
export async function writeSeedImages(images: readonly SeedImage[] = buildCatalogue().images): Promise<RenderResult> {
  return renderPictures(images);
}

/**
 * Makes sure the seed pictures exist (they live outside the database, so a wiped render folder
 * must not leave the shop without images). Cheap when they are already in place.
 */
export async function ensureSeedImages(): Promise<RenderResult> {
  return writeSeedImages(buildCatalogue().images);
}

/**
 * Inserts the whole demo data set into an empty, migrated database, in one transaction. The
 * pictures go to the shared render folder, not to uploadDir (kept in the signature for callers).
 */
export async function seed(db: Kysely<Database>, _opts: { uploadDir: string }): Promise<SeedSummary> {
  const catalogue = buildCatalogue();
  const passwordHash = await hashPassword(DEMO_SHOPPER.password);
  const now = new Date().toISOString();
  const demoId = 'demoShopper00001';

  const inStock = (subName: string) => {
    const sub = catalogue.categories.find((c) => c.name === subName && c.parent_id !== null);
    const product = catalogue.products.find((p) => p.sub_cat_id === sub?.id && p.count_in_stock >= 2 && p.location === '[]');
    if (!product) throw new Error(`Seed: no product in stock in ${subName} for the demo cart`);
    return product;
  };
  const cartProducts = [
    { product: inStock('Headphones'), quantity: 1 },
    { product: inStock('Men'), quantity: 2 },
  ];

  await db.transaction().execute(async (trx) => {
    await inChunks(COUNTRIES, (part) =>
      trx.insertInto('countries').values(part.map((c) => ({ iso2: c.iso2, country: c.country }))).execute(),
    );
    const users: UsersTable[] = [
      ...catalogue.reviewers,
      {
        id: demoId,
        name: DEMO_SHOPPER.name,
        email: DEMO_SHOPPER.email,
        phone: DEMO_SHOPPER.phone,
        password_hash: passwordHash,
        images: '[]',
        is_admin: 0,
        is_verified: 1,
        google_sub: null,
        created_at: now,
        updated_at: now,
      },
    ];
    await inChunks(users, (part) => trx.insertInto('users').values(part).execute());
    // Parents before children: sub-categories reference their category.
    const parentsFirst = [...catalogue.categories].sort((a, b) => Number(a.parent_id !== null) - Number(b.parent_id !== null));
    await inChunks(parentsFirst, (part) => trx.insertInto('categories').values(part).execute());
    await inChunks(catalogue.products, (part) => trx.insertInto('products').values(part).execute());
    await inChunks(catalogue.reviews, (part) => trx.insertInto('reviews').values(part).execute());
    await inChunks(catalogue.banners, (part) => trx.insertInto('banners').values(part).execute());
    await trx
      .insertInto('cart_items')
      .values(
        cartProducts.map(({ product, quantity }, i) => ({
        id: `demoCartItem000${i + 1}`,
        user_id: demoId,
        product_id: product.id,
        variant: firstVariant(product),
        quantity,
          created_at: new Date(Date.parse(now) + i).toISOString(),
          updated_at: now,
        })),
      )
      .execute();
  });

  await writeSeedImages(catalogue.images);

  return {
    categories: catalogue.categories.filter((c) => c.parent_id === null).length,
    subCategories: catalogue.categories.filter((c) => c.parent_id !== null).length,
    products: catalogue.products.length,
    reviews: catalogue.reviews.length,
    banners: catalogue.banners.length,
    countries: COUNTRIES.length,
    users: catalogue.reviewers.length + 1,
    cartItems: cartProducts.length,
  };
}

/** Seeds when the products table is empty; returns what it inserted, or null when it did nothing. */
export async function seedIfEmpty(db: Kysely<Database>, opts: { uploadDir: string }): Promise<SeedSummary | null> {
  const row = await db.selectFrom('products').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
  if (Number(row.n) > 0) return null;
  try {
    return await seed(db, opts);
  } catch (err) {
    // Another API process may have seeded the same (deterministic) rows at the same moment.
    const again = await db.selectFrom('products').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
    if (Number(again.n) > 0) return null;
    throw err;
  }
}
