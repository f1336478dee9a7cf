import { DEFAULT_LOCATION } from '@storefront/shared';

/** The `location` query value for a list call: 'All' (or nothing) means no location filter. */
export function locationParam(location: string | null | undefined): string | undefined {
  return location && location !== DEFAULT_LOCATION ? location : undefined;
}
