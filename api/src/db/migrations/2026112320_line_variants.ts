// Frozen: the RAM, size or weight a shopper picked belongs to the cart line and to the order line
// (decisions §6). The same product in two sizes is two cart lines, so the cart's unique key becomes
// (user, product, variant). '' is a product without options. SQLite cannot drop a table constraint,
// so there the cart table is rebuilt with its rows.
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { createCartItemsTable, type Dialect } from './ddl-kit';

export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await db.schema.alterTable('order_items').addColumn('variant', 'text', (c) => c.notNull().defaultTo('')).execute();

  if (dialect === 'postgres') {
    await db.schema.alterTable('cart_items').addColumn('variant', 'text', (c) => c.notNull().defaultTo('')).execute();
    await db.schema.alterTable('cart_items').dropConstraint('cart_items_user_product_key').execute();
    await db.schema
      .alterTable('cart_items')
      .addUniqueConstraint('cart_items_user_product_variant_key', ['user_id', 'product_id', 'variant'])
      .execute();
    return;
  }

  await createCartItemsTable(db, 'cart_items_next', true).execute();
  await sql`insert into cart_items_next (id, user_id, product_id, variant, quantity, created_at, updated_at)
    select id, user_id, product_id, '', quantity, created_at, updated_at from cart_items`.execute(db);
  await db.schema.dropTable('cart_items').execute();
  await db.schema.alterTable('cart_items_next').renameTo('cart_items').execute();
}

export async function down(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  // Lines that differ only by variant cannot survive the old key: keep the oldest of each.
  await sql`delete from cart_items where id not in (
    select min(id) from cart_items group by user_id, product_id)`.execute(db);
  if (dialect === 'postgres') {
    await db.schema.alterTable('cart_items').dropConstraint('cart_items_user_product_variant_key').execute();
    await db.schema.alterTable('cart_items').dropColumn('variant').execute();
    await db.schema.alterTable('cart_items').addUniqueConstraint('cart_items_user_product_key', ['user_id', 'product_id']).execute();
  } else {
    await createCartItemsTable(db, 'cart_items_prev', false).execute();
    await sql`insert into cart_items_prev (id, user_id, product_id, quantity, created_at, updated_at)
      select id, user_id, product_id, quantity, created_at, updated_at from cart_items`.execute(db);
    await db.schema.dropTable('cart_items').execute();
    await db.schema.alterTable('cart_items_prev').renameTo('cart_items').execute();
  }
  await db.schema.alterTable('order_items').dropColumn('variant').execute();
}
