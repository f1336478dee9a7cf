import { cutLocationLabel, DEFAULT_LOCATION, type Country } from '@storefront/shared';

export const NO_LOCATION_LABEL = 'Select Location';

/**
 * What the location button says: the chosen country's name cut to 10 characters plus '...',
 * 'All' when the shopper chose all areas, or 'Select Location' while nothing was ever chosen
 * (`chosen`: locationChosenAtom; the store then holds the default 'All' without the shopper having picked it).
 */
export function locationLabel(location: string, countries: readonly Country[], chosen: boolean): string {
  if (location === DEFAULT_LOCATION) return chosen ? DEFAULT_LOCATION : NO_LOCATION_LABEL;
  const match = countries.find((c) => c.iso2.toLowerCase() === location.toLowerCase());
  return cutLocationLabel(match?.country ?? location);
}

/** Case-insensitive substring match on the country name, as the dialog's search box filters. */
export function filterCountries(countries: readonly Country[], query: string): Country[] {
  const q = query.trim().toLowerCase();
  if (!q) return [...countries];
  return countries.filter((c) => c.country.toLowerCase().includes(q));
}
