// Frozen: a cancelled order's credit note (CGST Act s. 34): the tax invoice issued when the order was
// placed is cancelled by a credit note of its own series, numbered per financial year of the
// cancellation. Its serials are counted in `invoice_counters` under the key 'CN/<FY>' (the
// invoices' rows are keyed '<FY>'), so the two series never share a number's row lock.
import type { Kysely } from 'kysely';
import type { Dialect } from './ddl-kit';

export async function up(db: Kysely<unknown>, _dialect: Dialect): Promise<void> {
  await db.schema.alterTable('orders').addColumn('credit_note_fy', 'text').execute();
  await db.schema.alterTable('orders').addColumn('credit_note_serial', 'integer').execute();
  await db.schema.createIndex('orders_credit_note_key').on('orders').columns(['credit_note_fy', 'credit_note_serial']).unique().execute();
}

export async function down(db: Kysely<unknown>, _dialect: Dialect): Promise<void> {
  await db.schema.dropIndex('orders_credit_note_key').ifExists().execute();
  await db.schema.alterTable('orders').dropColumn('credit_note_serial').execute();
  await db.schema.alterTable('orders').dropColumn('credit_note_fy').execute();
}
