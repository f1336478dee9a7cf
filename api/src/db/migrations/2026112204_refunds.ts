// Frozen: refunds of verified payments that could not become an order (the cart changed or an
// item sold out between paying and ordering). One row per payment; an operator reads the failed
// ones and settles them by hand.
import type { Kysely } from 'kysely';
import { sql } from 'kysely';

type Dialect = 'sqlite' | 'postgres';

export async function up(db: Kysely<unknown>, _dialect: Dialect): Promise<void> {
  await db.schema
    .createTable('refunds')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('payment_order_id', 'text', (c) => c.notNull().references('payment_orders.id').onDelete('cascade'))
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('payment_id', 'text', (c) => c.notNull().unique())
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('pending', 'requested', 'failed')`))
    .addColumn('provider_refund_id', 'text')
    .addColumn('provider_status', 'text')
    .addColumn('error', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('refunds_status_idx').on('refunds').columns(['status', 'created_at']).execute();
}

export async function down(db: Kysely<unknown>, _dialect: Dialect): Promise<void> {
  await db.schema.dropTable('refunds').ifExists().execute();
}
