import { lazy, Suspense, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useAtomValue } from 'jotai';
import { countriesAtom, HYDRATING_ATTRIBUTE, locationAtom, locationChosenAtom, useHydrated } from '@storefront/shared';
import { ChevronDownIcon, LocationIcon } from '@storefront/shared/ui/icons';
import { locationLabel } from './location-label';
import styles from './header.module.css';
import { LinkButton } from '@storefront/shared/ui/link-button';
import { shopPathOr } from '../../../lib/shop-path';

// The dialog (and react-bootstrap's Modal behind it) loads only when the shopper reaches for the
// button, so the home page does not pay for it.
const loadDialog = () => import('./location-dialog');
const LocationDialog = lazy(() => loadDialog().then((m) => ({ default: m.LocationDialog })));

export function LocationPicker({ compact = false }: { compact?: boolean }) {
  const location = useAtomValue(locationAtom);
  const countries = useAtomValue(countriesAtom);
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const chosen = useAtomValue(locationChosenAtom);
  const label = locationLabel(location, countries, chosen);

  // Where the location page sends the shopper back to: this page (on the location page, where it was to go).
  const here = useLocation();
  const back = here.pathname === '/location' ? shopPathOr(new URLSearchParams(here.search).get('back')) : here.pathname + here.search;

  const hydrated = useHydrated();
  const waiting = hydrated ? undefined : { [HYDRATING_ATTRIBUTE]: '', 'data-sf-keep-tap': '' };

  const show = () => {
    setMounted(true);
    setOpen(true);
  };

  return (
    <>
      {/* Without scripts, a link to the location page (its form works on the shop's server); with
          them, the dialog, and until they have taken the button over it is greyed, and a tap on it
          is kept and opens the dialog once they have (shell/src/ssr/tap-keeper.ts), rather than
          leaving for the page. */}
      <LinkButton
        {...waiting}
        href={`/location?back=${encodeURIComponent(back)}`}
        className={`${styles.locationButton} ${compact ? styles.locationCompact : ''}`}
        onClick={(e) => {
          e.preventDefault();
          show();
        }}
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        aria-haspopup="dialog"
      >
        <LocationIcon size={compact ? 18 : 20} className={styles.locationIcon} />
        <span className={styles.locationText}>
          <span className={styles.locationCaption}>{compact ? 'Deliver to' : 'Your Location'}</span>{' '}
          <span className={styles.locationValue}>{label}</span>
        </span>
        <ChevronDownIcon size={16} />
      </LinkButton>
      {mounted && (
        <Suspense fallback={null}>
          <LocationDialog show={open} onHide={() => setOpen(false)} current={location} />
        </Suspense>
      )}
    </>
  );
}
