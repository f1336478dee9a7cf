// The shopper's address book (My Account > Addresses, decisions §7). At most one default: setting
// one clears the others in the same transaction; the first address saved becomes the default.
import type { Selectable } from 'kysely';
import { ADDRESS_NOT_FOUND, MAX_ADDRESSES, TOO_MANY_ADDRESSES } from '@storefront/shared/rules';
import type { SavedAddress } from '@storefront/shared/types';
import type { Db } from '../db/index';
import type { AddressesTable } from '../db/schema';
import { badRequest, notFound } from '../lib/errors';
import type { BillingAddress } from './last-addresses';
import { newId } from '../lib/ids';
import { nowIso, writtenNow } from '../lib/time';

/** A saved address: the parts of an order's billing address, with whom it goes to. */
export interface AddressFields extends BillingAddress {
  fullName: string;
  phoneNumber: string;
}

function toAddress(r: Selectable<AddressesTable>): SavedAddress {
  return {
    id: r.id,
    fullName: r.full_name,
    phoneNumber: r.phone_number,
    country: r.country,
    streetAddressLine1: r.street_address_line1,
    streetAddressLine2: r.street_address_line2,
    city: r.city,
    state: r.state,
    zipCode: r.zip_code,
    isDefault: Number(r.is_default) === 1,
  };
}

function columns(a: AddressFields) {
  return {
    full_name: a.fullName,
    phone_number: a.phoneNumber,
    country: a.country,
    street_address_line1: a.streetAddressLine1,
    street_address_line2: a.streetAddressLine2,
    city: a.city,
    state: a.state,
    zip_code: a.zipCode,
  };
}

/** The default first, then the oldest first. */
export async function listAddresses(db: Db, userId: string): Promise<SavedAddress[]> {
  const rows = await db
    .selectFrom('addresses')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('is_default', 'desc')
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map(toAddress);
}

/** How many addresses the shopper keeps. */
export async function countAddresses(db: Db, userId: string): Promise<number> {
  const count = await db
    .selectFrom('addresses')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(count.n);
}

/** Saves a new address (the default when asked, or when it is the shopper's first). Call under the shopper's lock. */
export async function addAddress(trx: Db, userId: string, a: AddressFields, makeDefault = false): Promise<SavedAddress> {
  const n = await countAddresses(trx, userId);
  if (n >= MAX_ADDRESSES) throw badRequest(TOO_MANY_ADDRESSES);
  const isDefault = makeDefault || n === 0;
  if (isDefault) await trx.updateTable('addresses').set({ is_default: 0 }).where('user_id', '=', userId).execute();
  const row = { id: newId(), user_id: userId, ...columns(a), is_default: isDefault ? 1 : 0, ...writtenNow() };
  await trx.insertInto('addresses').values(row).execute();
  return toAddress(row);
}

/** The same address already saved (all parts equal), so an order does not save it twice. */
export async function hasAddress(db: Db, userId: string, a: AddressFields): Promise<boolean> {
  const c = columns(a);
  let q = db.selectFrom('addresses').select('id').where('user_id', '=', userId);
  for (const [k, v] of Object.entries(c)) q = q.where(k as keyof typeof c, '=', v);
  return (await q.executeTakeFirst()) !== undefined;
}

export async function updateAddress(db: Db, userId: string, id: string, a: AddressFields): Promise<SavedAddress> {
  const res = await db
    .updateTable('addresses')
    .set({ ...columns(a), updated_at: nowIso() })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (Number(res.numUpdatedRows) !== 1) throw notFound(ADDRESS_NOT_FOUND);
  const row = await db.selectFrom('addresses').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  return toAddress(row);
}

/** Deletes one; when it was the default, the oldest remaining address becomes the default. */
export async function deleteAddress(trx: Db, userId: string, id: string): Promise<void> {
  const gone = await trx.deleteFrom('addresses').where('id', '=', id).where('user_id', '=', userId).returning('is_default').executeTakeFirst();
  if (!gone) throw notFound(ADDRESS_NOT_FOUND);
  if (Number(gone.is_default) !== 1) return;
  const next = await trx.selectFrom('addresses').select('id').where('user_id', '=', userId).orderBy('created_at').orderBy('id').executeTakeFirst();
  if (next) await trx.updateTable('addresses').set({ is_default: 1 }).where('id', '=', next.id).execute();
}

export async function makeDefaultAddress(trx: Db, userId: string, id: string): Promise<void> {
  const own = await trx.selectFrom('addresses').select('id').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  if (!own) throw notFound(ADDRESS_NOT_FOUND);
  await trx.updateTable('addresses').set({ is_default: 0 }).where('user_id', '=', userId).where('id', '!=', id).execute();
  await trx.updateTable('addresses').set({ is_default: 1, updated_at: nowIso() }).where('id', '=', id).execute();
}
