// Frozen: the whole first schema. Imports no app code; never edit once released, add a migration.
// Runs the same on SQLite and PostgreSQL: TEXT ids, INTEGER money and flags, REAL ratings,
// ISO timestamps and JSON lists in TEXT.
import { sql, type Kysely } from 'kysely';
import {
  createCartItemsTable,
  createdAt,
  createIndexes,
  createTableWithId,
  FIRST_PRODUCT_INDEXES,
  ofProduct,
  ownedByUser,
  timestamps,
  type Dialect,
} from './ddl-kit';

export async function up(db: Kysely<unknown>, _dialect: Dialect): Promise<void> {
  await createTableWithId(db, 'users')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('phone', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('password_hash', 'text')
    .addColumn('images', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('is_admin', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_verified', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('google_sub', 'text', (c) => c.unique())
    .$call(timestamps)
    .execute();

  await createTableWithId(db, 'categories')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('color', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('images', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('parent_id', 'text', (c) => c.references('categories.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .$call(createdAt)
    .execute();
  await db.schema.createIndex('categories_parent_idx').on('categories').columns(['parent_id', 'position']).execute();

  await createTableWithId(db, 'products')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('brand', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('images', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('price', 'integer', (c) => c.notNull().check(sql`price >= 0`))
    .addColumn('old_price', 'integer', (c) => c.notNull().check(sql`old_price >= 0`))
    .addColumn('discount', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('count_in_stock', 'integer', (c) => c.notNull().defaultTo(0).check(sql`count_in_stock >= 0`))
    .addColumn('rating', 'real', (c) => c.notNull().defaultTo(0))
    .addColumn('num_reviews', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('cat_id', 'text', (c) => c.notNull().references('categories.id').onDelete('restrict'))
    .addColumn('sub_cat_id', 'text', (c) => c.references('categories.id').onDelete('set null'))
    .addColumn('product_ram', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('size', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('product_weight', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('location', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('is_featured', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('date_created', 'text', (c) => c.notNull())
    .execute();
  await createIndexes(db, 'products', FIRST_PRODUCT_INDEXES);

  await createTableWithId(db, 'reviews')
    .$call(ofProduct)
    .addColumn('customer_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('customer_name', 'text', (c) => c.notNull())
    .addColumn('review', 'text', (c) => c.notNull())
    .addColumn('customer_rating', 'real', (c) =>
      c.notNull().check(sql`customer_rating >= 0.5 and customer_rating <= 5`),
    )
    .addColumn('date_created', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('reviews_product_idx').on('reviews').columns(['product_id', 'date_created']).execute();

  await createTableWithId(db, 'banners')
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('home', 'banner', 'side', 'bottom')`))
    .addColumn('images', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('cat_id', 'text', (c) => c.notNull().references('categories.id').onDelete('cascade'))
    .addColumn('sub_cat_id', 'text', (c) => c.references('categories.id').onDelete('set null'))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .$call(createdAt)
    .execute();
  await db.schema.createIndex('banners_kind_idx').on('banners').columns(['kind', 'position']).execute();

  await createCartItemsTable(db, 'cart_items', false).execute();

  await createTableWithId(db, 'my_list')
    .$call(ownedByUser)
    .$call(ofProduct)
    .$call(createdAt)
    .addUniqueConstraint('my_list_user_product_key', ['user_id', 'product_id'])
    .execute();

  await createTableWithId(db, 'orders')
    .$call(ownedByUser)
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('phone_number', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('pincode', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('subtotal', 'integer', (c) => c.notNull())
    .addColumn('tax', 'integer', (c) => c.notNull())
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('payment_type', 'text', (c) => c.notNull().check(sql`payment_type in ('COD', 'Online')`))
    .addColumn('payment_id', 'text', (c) => c.notNull())
    .addColumn('payment_order_id', 'text')
    .addColumn('status', 'text', (c) => c.notNull())
    .$call(createdAt)
    .execute();
  await db.schema.createIndex('orders_user_idx').on('orders').columns(['user_id', 'created_at']).execute();

  await createTableWithId(db, 'order_items')
    .addColumn('order_id', 'text', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('product_id', 'text', (c) => c.references('products.id').onDelete('set null'))
    .addColumn('product_title', 'text', (c) => c.notNull())
    .addColumn('image', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('price', 'integer', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull().check(sql`quantity > 0`))
    .addColumn('sub_total', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('order_items_order_idx').on('order_items').column('order_id').execute();

  await createTableWithId(db, 'payment_orders')
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('provider_order_id', 'text', (c) => c.notNull().unique())
    .$call(ownedByUser)
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull().defaultTo('INR'))
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('created', 'paid', 'failed')`))
    .addColumn('used_payment_id', 'text', (c) => c.unique())
    .$call(timestamps)
    .execute();

  await createTableWithId(db, 'otp_codes')
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('purpose', 'text', (c) => c.notNull().check(sql`purpose in ('verify', 'reset')`))
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('tries', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('consumed_at', 'text')
    .$call(createdAt)
    .execute();
  await db.schema.createIndex('otp_codes_email_idx').on('otp_codes').columns(['email', 'purpose', 'created_at']).execute();

  await createTableWithId(db, 'reset_tokens')
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('purpose', 'text', (c) => c.notNull().check(sql`purpose in ('reset', 'change-password')`))
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .$call(createdAt)
    .execute();
  await db.schema.createIndex('reset_tokens_email_idx').on('reset_tokens').column('email').execute();

  await createTableWithId(db, 'uploads')
    .addColumn('user_id', 'text', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('path', 'text', (c) => c.notNull().unique())
    .$call(createdAt)
    .execute();
  await db.schema.createIndex('uploads_user_idx').on('uploads').column('user_id').execute();

  await db.schema
    .createTable('countries')
    .addColumn('iso2', 'text', (c) => c.primaryKey())
    .addColumn('country', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>, _dialect: Dialect): Promise<void> {
  for (const table of [
    'countries',
    'uploads',
    'reset_tokens',
    'otp_codes',
    'payment_orders',
    'order_items',
    'orders',
    'my_list',
    'cart_items',
    'banners',
    'reviews',
    'products',
    'categories',
    'users',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
