// Frozen: buying in India (decisions §7). Pincode ranges of the postal circles (which states we
// deliver to, how far, whether Cash on Delivery), coupons and their uses, the shopper's address
// book, the GST invoice's serial per financial year, and what an order needs to be invoiced and
// cancelled (its whole address, its coupon and discount, HSN codes of its lines).
import { sql, type Kysely } from 'kysely';
import { createdAt, createTableWithId, ownedByUser, timestamps, type Dialect } from './ddl-kit';

/**
 * [first 3 digits, last 3 digits (inclusive), state, region, COD, extra days] or exact 6-digit
 * bounds. The first digit is the postal zone; the first three the sorting district. Where a
 * narrower range sits inside a wider one (Goa in Maharashtra's, Uttarakhand in Uttar Pradesh's,
 * Lakshadweep in Kerala's) the narrower one wins. Pincodes starting with 9 (Army Postal Service)
 * are not delivered: they have no row.
 */
type Range = [number, number, string, string, boolean, number];
const CIRCLES: Range[] = [
  [110, 110, 'Delhi', 'N', true, 0],
  [121, 136, 'Haryana', 'N', true, 0],
  [140, 159, 'Punjab', 'N', true, 0],
  [160, 160, 'Chandigarh', 'N', true, 0],
  [171, 177, 'Himachal Pradesh', 'N', true, 1],
  [180, 193, 'Jammu and Kashmir', 'N', true, 1],
  [194, 194, 'Ladakh', 'N', true, 2],
  [201, 285, 'Uttar Pradesh', 'N', true, 0],
  [246, 249, 'Uttarakhand', 'N', true, 0],
  [262, 263, 'Uttarakhand', 'N', true, 0],
  [301, 345, 'Rajasthan', 'W', true, 0],
  [360, 396, 'Gujarat', 'W', true, 0],
  [400, 445, 'Maharashtra', 'W', true, 0],
  [403, 403, 'Goa', 'W', true, 0],
  [450, 488, 'Madhya Pradesh', 'C', true, 0],
  [490, 497, 'Chhattisgarh', 'C', true, 0],
  [500, 509, 'Telangana', 'S', true, 0],
  [515, 535, 'Andhra Pradesh', 'S', true, 0],
  [560, 591, 'Karnataka', 'S', true, 0],
  [600, 643, 'Tamil Nadu', 'S', true, 0],
  [670, 695, 'Kerala', 'S', true, 0],
  [700, 743, 'West Bengal', 'E', true, 0],
  [737, 737, 'Sikkim', 'NE', true, 1],
  [751, 770, 'Odisha', 'E', true, 0],
  [781, 788, 'Assam', 'NE', true, 1],
  [790, 792, 'Arunachal Pradesh', 'NE', true, 2],
  [793, 794, 'Meghalaya', 'NE', true, 1],
  [795, 795, 'Manipur', 'NE', true, 2],
  [796, 796, 'Mizoram', 'NE', true, 2],
  [797, 798, 'Nagaland', 'NE', true, 2],
  [799, 799, 'Tripura', 'NE', true, 1],
  [800, 855, 'Bihar', 'E', true, 0],
  [814, 816, 'Jharkhand', 'E', true, 0],
  [822, 835, 'Jharkhand', 'E', true, 0],
];
/** Six-digit bounds: Puducherry's town inside Tamil Nadu's 605, and the islands (no COD). */
const EXACT: Range[] = [
  [605001, 605014, 'Puducherry', 'S', true, 0],
  [682500, 682599, 'Lakshadweep', 'ISL', false, 3],
  [744000, 744999, 'Andaman and Nicobar Islands', 'ISL', false, 3],
];

export async function up(db: Kysely<unknown>, _dialect: Dialect): Promise<void> {
  await createTableWithId(db, 'pincode_ranges')
    .addColumn('first_pin', 'integer', (c) => c.notNull())
    .addColumn('last_pin', 'integer', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('region', 'text', (c) => c.notNull())
    .addColumn('cod', 'integer', (c) => c.notNull())
    .addColumn('extra_days', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('pincode_ranges_first_idx').on('pincode_ranges').columns(['first_pin', 'last_pin']).execute();
  const rows = [
    ...CIRCLES.map(([a, b, ...rest]) => [a * 1000, b * 1000 + 999, ...rest] as Range),
    ...EXACT,
  ].map(([first, last, state, region, cod, extra], i) => ({
    id: `pin${String(i + 1).padStart(3, '0')}`,
    first_pin: first,
    last_pin: last,
    state,
    region,
    cod: cod ? 1 : 0,
    extra_days: extra,
  }));
  await (db as Kysely<{ pincode_ranges: (typeof rows)[number] }>).insertInto('pincode_ranges').values(rows).execute();

  await db.schema
    .createTable('coupons')
    .addColumn('code', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('percent', 'flat')`))
    .addColumn('value', 'integer', (c) => c.notNull().check(sql`value > 0`))
    .addColumn('min_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('expires_at', 'text')
    .addColumn('max_uses', 'integer')
    .addColumn('per_shopper', 'integer')
    .addColumn('used_count', 'integer', (c) => c.notNull().defaultTo(0).check(sql`used_count >= 0`))
    .$call(createdAt)
    .execute();
  const now = new Date().toISOString();
  await (db as Kysely<{ coupons: Record<string, unknown> }>)
    .insertInto('coupons')
    .values([
      { code: 'WELCOME10', kind: 'percent', value: 10, min_order: 999, expires_at: null, max_uses: null, per_shopper: 1, used_count: 0, created_at: now },
      { code: 'FLAT200', kind: 'flat', value: 200, min_order: 1499, expires_at: null, max_uses: null, per_shopper: null, used_count: 0, created_at: now },
      // Last year's festival offer, over: typing it shows what an expired coupon says.
      { code: 'DIWALI2025', kind: 'percent', value: 15, min_order: 1999, expires_at: '2025-10-24T18:30:00.000Z', max_uses: null, per_shopper: 1, used_count: 0, created_at: now },
    ])
    .execute();

  await createTableWithId(db, 'addresses')
    .$call(ownedByUser)
    .addColumn('full_name', 'text', (c) => c.notNull())
    .addColumn('phone_number', 'text', (c) => c.notNull())
    .addColumn('country', 'text', (c) => c.notNull())
    .addColumn('street_address_line1', 'text', (c) => c.notNull())
    .addColumn('street_address_line2', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('city', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('zip_code', 'text', (c) => c.notNull())
    .addColumn('is_default', 'integer', (c) => c.notNull().defaultTo(0))
    .$call(timestamps)
    .execute();
  await db.schema.createIndex('addresses_user_idx').on('addresses').columns(['user_id', 'created_at']).execute();

  await db.schema
    .createTable('invoice_counters')
    .addColumn('fy', 'text', (c) => c.primaryKey())
    .addColumn('last_serial', 'integer', (c) => c.notNull())
    .execute();

  // One column per statement: SQLite adds one at a time.
  const orderColumns: [string, 'text' | 'integer', string | number | null][] = [
    ['discount', 'integer', 0],
    ['coupon_code', 'text', null],
    ['city', 'text', ''],
    ['state', 'text', ''],
    ['country', 'text', ''],
    ['place_of_supply', 'text', ''],
    ['invoice_fy', 'text', null],
    ['invoice_serial', 'integer', null],
    ['cancelled_at', 'text', null],
  ];
  for (const [name, type, dflt] of orderColumns) {
    await db.schema
      .alterTable('orders')
      .addColumn(name, type, (c) => (dflt === null ? c : c.notNull().defaultTo(dflt)))
      .execute();
  }
  await db.schema.createIndex('orders_invoice_key').on('orders').columns(['invoice_fy', 'invoice_serial']).unique().execute();
  await db.schema.alterTable('order_items').addColumn('hsn', 'text', (c) => c.notNull().defaultTo('')).execute();

  await createTableWithId(db, 'coupon_uses')
    .addColumn('code', 'text', (c) => c.notNull().references('coupons.code').onDelete('cascade'))
    .$call(ownedByUser)
    .addColumn('order_id', 'text', (c) => c.notNull().unique().references('orders.id').onDelete('cascade'))
    .$call(createdAt)
    .execute();
  await db.schema.createIndex('coupon_uses_code_user_idx').on('coupon_uses').columns(['code', 'user_id']).execute();
}

export async function down(db: Kysely<unknown>, _dialect: Dialect): Promise<void> {
  await db.schema.dropTable('coupon_uses').ifExists().execute();
  await db.schema.alterTable('order_items').dropColumn('hsn').execute();
  await db.schema.dropIndex('orders_invoice_key').ifExists().execute();
  for (const name of ['discount', 'coupon_code', 'city', 'state', 'country', 'place_of_supply', 'invoice_fy', 'invoice_serial', 'cancelled_at']) {
    await db.schema.alterTable('orders').dropColumn(name).execute();
  }
  await db.schema.dropTable('invoice_counters').ifExists().execute();
  await db.schema.dropTable('addresses').ifExists().execute();
  await db.schema.dropTable('coupons').ifExists().execute();
  await db.schema.dropTable('pincode_ranges').ifExists().execute();
}
