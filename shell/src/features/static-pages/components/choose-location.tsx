// The delivery location as a page of its own: what the header's 'Deliver to' opens before the
// scripts run, or without them. Each place is a button of one form the shop's server answers
// (POST /location, ssr/forms.ts: it keeps the choice in the location cookie and sends the shopper
// back to the page they came from, rendered for that place). With the scripts the header opens its
// dialog instead; a shopper who lands here anyway chooses here, as the dialog would.
import type { FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useAtomValue } from 'jotai';
import { countriesAtom, DEFAULT_LOCATION, locationAtom, setLocation, useServerData, type Country } from '@storefront/shared';
import { getCountries } from '../../layout/api/get-countries';
import { reloadAppAt } from '../../../lib/reload-app';
import { shopPathOr } from '../../../lib/shop-path';
import { StaticPage } from './static-page';
import styles from './choose-location.module.css';

const HOME_COUNTRY = 'IN';

export const CHOOSE_LOCATION_TITLE = 'Choose your Delivery Location';
export const LOCATIONS_UNAVAILABLE = 'The list of places could not be loaded. Please try again in a moment.';

export function ChooseLocation() {
  const [params] = useSearchParams();
  const back = shopPathOr(params.get('back'));
  const current = useAtomValue(locationAtom);
  const known = useAtomValue(countriesAtom);
  // The server reads the list for the page it renders; in the browser the chrome has read it.
  const served = useServerData(() => getCountries().then((res) => (res.ok && Array.isArray(res.data?.data) ? res.data.data : null)), []);
  const countries: Country[] = served?.value ?? known;

  const choose = (e: FormEvent<HTMLFormElement>) => {
    const value = ((e.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null)?.value;
    if (!value) return;
    e.preventDefault();
    setLocation(value);
    // Every slice reads the location when it loads its lists: the page comes anew for it.
    reloadAppAt(back);
  };

  const entry = (value: string, name: string) => {
    const isCurrent = value.toLowerCase() === current.toLowerCase();
    return (
      <li key={value}>
        <button type="submit" name="location" value={value} className={`${styles.entry} ${isCurrent ? styles.current : ''}`} aria-current={isCurrent ? 'true' : undefined}>
          {name}
        </button>
      </li>
    );
  };

  return (
    <StaticPage title={CHOOSE_LOCATION_TITLE} intro="We deliver what is on sale in the place you choose." wide>
      <form method="post" action="/location" onSubmit={choose}>
        <input type="hidden" name="back" value={back} />
        <ul className={styles.list} aria-label="Delivery locations">
          {entry(DEFAULT_LOCATION, 'All')}
          {/* A shop for India: India first, then every other place in the list's order. */}
          {[...countries.filter((c) => c.iso2 === HOME_COUNTRY), ...countries.filter((c) => c.iso2 !== HOME_COUNTRY)].map((c) => entry(c.iso2, c.country))}
        </ul>
        {countries.length === 0 && (
          <p role="status" className={styles.empty}>
            {LOCATIONS_UNAVAILABLE}
          </p>
        )}
      </form>
    </StaticPage>
  );
}
