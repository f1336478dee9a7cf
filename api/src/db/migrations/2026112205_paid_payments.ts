// Frozen: which payment paid a payment order, and when (from the shopper's verification or the
// provider's webhook), so money paid for an order that was never placed can be found and refunded.
import type { Kysely } from 'kysely';

type Dialect = 'sqlite' | 'postgres';

export async function up(db: Kysely<unknown>, _dialect: Dialect): Promise<void> {
  await db.schema.alterTable('payment_orders').addColumn('paid_payment_id', 'text').execute();
  await db.schema.alterTable('payment_orders').addColumn('paid_at', 'text').execute();
  await db.schema.createIndex('payment_orders_paid_at_idx').on('payment_orders').column('paid_at').execute();
}

export async function down(db: Kysely<unknown>, _dialect: Dialect): Promise<void> {
  await db.schema.dropIndex('payment_orders_paid_at_idx').ifExists().execute();
  await db.schema.alterTable('payment_orders').dropColumn('paid_at').execute();
  await db.schema.alterTable('payment_orders').dropColumn('paid_payment_id').execute();
}
