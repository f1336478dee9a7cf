import type { Db } from '../db/index';

export async function listCountries(db: Db): Promise<{ country: string; iso2: string }[]> {
  return db.selectFrom('countries').select(['country', 'iso2']).orderBy('country').execute();
}

/** The country's name as the list writes it ('india' -> 'India'), or undefined when it is not listed. */
export async function listedCountry(db: Db, name: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('countries')
    .select('country')
    .where((eb) => eb(eb.fn('lower', ['country']), '=', name.trim().toLowerCase()))
    .executeTakeFirst();
  return row?.country;
}
