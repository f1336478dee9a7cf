import type { Db } from '../db/index';

export async function listCountries(db: Db): Promise<{ country: string; iso2: string }[]> {
  return db.selectFrom('countries').select(['country', 'iso2']).orderBy('country').execute();
}
