import { useId, useMemo, useState, type KeyboardEvent } from 'react';
import Modal from 'react-bootstrap/Modal';
import { useAtomValue } from 'jotai';
import { countriesAtom, DEFAULT_LOCATION, setLocation } from '@storefront/shared';
import { CloseIcon, SearchIcon } from '@storefront/shared/ui/icons';
import { reloadAppAt } from '../../../lib/reload-app';
import { filterCountries } from './location-label';
import styles from './location-dialog.module.css';

/** What Tab can reach inside the dialog (in document order). */
const TABBABLE = 'a[href], button, input, select, textarea, [tabindex]';

/**
 * Tab from the dialog's last control goes to its first, Shift+Tab from the first to the last.
 * The Modal's own guard only pulls focus back once it has left: Tab past the last country went to
 * the browser's <body>, then to the dialog's container, and only then on to Close.
 */
function keepTabInside(e: KeyboardEvent<HTMLElement>) {
  if (e.key !== 'Tab') return;
  const reachable = Array.from(e.currentTarget.querySelectorAll<HTMLElement>(TABBABLE)).filter((el) => el.tabIndex >= 0 && !el.matches(':disabled'));
  if (reachable.length === 0) return;
  const first = reachable[0];
  const last = reachable[reachable.length - 1];
  if (e.shiftKey && document.activeElement === first) {
    e.preventDefault();
    last.focus();
  } else if (!e.shiftKey && document.activeElement === last) {
    e.preventDefault();
    first.focus();
  }
}

interface Props {
  show: boolean;
  onHide: () => void;
  /** The stored location (an iso2 code or 'All'), marked as the current choice. */
  current: string;
}

export function LocationDialog({ show, onHide, current }: Props) {
  const countries = useAtomValue(countriesAtom);
  const [query, setQuery] = useState('');
  const titleId = useId();
  const searchId = useId();
  const shown = useMemo(() => filterCountries(countries, query), [countries, query]);

  const choose = (value: string) => {
    setLocation(value);
    onHide();
    // Every slice reads the location when it loads its lists: start the shop over at '/'.
    reloadAppAt('/');
  };

  const entry = (value: string, name: string) => {
    const isCurrent = value.toLowerCase() === current.toLowerCase();
    return (
      <li key={value}>
        <button
          type="button"
          className={`${styles.entry} ${isCurrent ? styles.current : ''}`}
          onClick={() => choose(value)}
          aria-current={isCurrent ? 'true' : undefined}
        >
          {name}
        </button>
      </li>
    );
  };

  return (
    <Modal
      show={show}
      onHide={onHide}
      onExited={() => setQuery('')}
      centered
      aria-labelledby={titleId}
      dialogClassName={styles.dialog}
      contentClassName={styles.content}
      onKeyDown={keepTabInside}
    >
      <div className={styles.head}>
        <div>
          <h2 id={titleId} className={styles.title}>
            Choose your Delivery Location
          </h2>
          <p className={styles.lead}>Enter your address and we will specify the offer for your area.</p>
        </div>
        <button type="button" className={styles.close} onClick={onHide} aria-label="Close">
          <CloseIcon />
        </button>
      </div>
      <div className={styles.search}>
        <label htmlFor={searchId} className="visually-hidden">
          Search your area
        </label>
        <input
          id={searchId}
          type="search"
          className={styles.input}
          placeholder="Search your area..."
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          autoComplete="off"
          autoFocus
        />
        <SearchIcon size={18} className={styles.searchIcon} />
      </div>
      <ul className={styles.list} aria-label="Delivery locations">
        {entry(DEFAULT_LOCATION, 'All')}
        {shown.map((c) => entry(c.iso2, c.country))}
      </ul>
      {query.trim() !== '' && shown.length === 0 && (
        <p className={styles.empty} role="status">
          No area matches “{query.trim()}”.
        </p>
      )}
    </Modal>
  );
}
