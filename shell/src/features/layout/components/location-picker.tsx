import { lazy, Suspense, useState } from 'react';
import { useAtomValue } from 'jotai';
import { countriesAtom, locationAtom, locationChosenAtom } from '@storefront/shared';
import { ChevronDownIcon, LocationIcon } from '@storefront/shared/ui/icons';
import { locationLabel } from './location-label';
import styles from './header.module.css';
import { ScriptButton } from '@storefront/shared/ui/script-button';

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

  const show = () => {
    setMounted(true);
    setOpen(true);
  };

  return (
    <>
      <ScriptButton
        type="button"
        className={`${styles.locationButton} ${compact ? styles.locationCompact : ''}`}
        onClick={show}
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
      </ScriptButton>
      {mounted && (
        <Suspense fallback={null}>
          <LocationDialog show={open} onHide={() => setOpen(false)} current={location} />
        </Suspense>
      )}
    </>
  );
}
