// The address a shopper last ordered to (decisions §6): written with each order, read by checkout
// together with the profile's name, e-mail and phone to fill the billing form in.
import type { Db } from '../db/index';
import { nowIso } from '../lib/time';

export const DEFAULT_COUNTRY = 'India';

export interface BillingAddress {
  country: string;
  streetAddressLine1: string;
  streetAddressLine2: string;
  city: string;
  state: string;
  zipCode: string;
}

export interface BillingDefaults extends BillingAddress {
  fullName: string;
  email: string;
  phoneNumber: string;
}

/** Replaces the shopper's remembered address (one row per shopper). */
export async function rememberAddress(db: Db, userId: string, a: BillingAddress): Promise<void> {
  const values = {
    country: a.country,
    street_address_line1: a.streetAddressLine1,
    street_address_line2: a.streetAddressLine2,
    city: a.city,
    state: a.state,
    zip_code: a.zipCode,
    updated_at: nowIso(),
  };
  await db
    .insertInto('last_addresses')
    .values({ user_id: userId, ...values })
    .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
    .execute();
}

/** Name, e-mail and phone from the profile; the last address used, or India and blanks. */
export async function billingDefaults(db: Db, userId: string): Promise<BillingDefaults | undefined> {
  const row = await db
    .selectFrom('users as u')
    .leftJoin('last_addresses as a', 'a.user_id', 'u.id')
    .select([
      'u.name',
      'u.email',
      'u.phone',
      'a.country',
      'a.street_address_line1',
      'a.street_address_line2',
      'a.city',
      'a.state',
      'a.zip_code',
    ])
    .where('u.id', '=', userId)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    fullName: row.name,
    email: row.email,
    phoneNumber: row.phone ?? '',
    country: row.country || DEFAULT_COUNTRY,
    streetAddressLine1: row.street_address_line1 ?? '',
    streetAddressLine2: row.street_address_line2 ?? '',
    city: row.city ?? '',
    state: row.state ?? '',
    zipCode: row.zip_code ?? '',
  };
}
