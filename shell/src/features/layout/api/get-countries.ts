import { api, type CountriesResponse } from '@storefront/shared';

export function getCountries(signal?: AbortSignal) {
  return api.get<CountriesResponse>('/api/countries', undefined, signal);
}
