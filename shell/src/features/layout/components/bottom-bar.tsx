import type { ReactNode } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { useAtomValue, useSetAtom } from 'jotai';
import { emit, filterPanelOpenAtom, filtersEnabledAtom } from '@storefront/shared';
import { BagIcon, FilterIcon, HeartIcon, HomeIcon, SearchIcon, UserIcon } from '@storefront/shared/ui/icons';
import { GoToTop } from './go-to-top';
import { SEARCH_INPUT_ID } from './search-box';
import styles from './bottom-bar.module.css';
import { ScriptButton } from '@storefront/shared/ui/script-button';

function Tab({ to, icon, label, end }: { to: string; icon: ReactNode; label: string; end?: boolean }) {
  return (
    <li>
      <NavLink to={to} end={end} className={({ isActive }) => `${styles.tab} ${isActive ? styles.active : ''}`}>
        {icon}
        <span>{label}</span>
      </NavLink>
    </li>
  );
}

/**
 * Screens under 992 px: a fixed bar of shortcuts (and go-to-top once the page has scrolled). Filters works only where a listing has said
 * it has a filter panel (filtersEnabledAtom), and never on home.
 */
export function BottomBar() {
  const { pathname } = useLocation();
  const filtersEnabled = useAtomValue(filtersEnabledAtom) && pathname !== '/';
  const setFilterPanelOpen = useSetAtom(filterPanelOpenAtom);

  const openFilters = () => {
    setFilterPanelOpen(true);
    emit('shell:open-filters', {});
  };

  const focusSearch = () => {
    const input = document.getElementById(SEARCH_INPUT_ID);
    if (!input) return;
    input.scrollIntoView({ block: 'center' });
    input.focus();
  };

  return (
    <nav className={`${styles.bar} shell-bottom-bar`} aria-label="Shortcuts">
      <ul className={styles.list}>
        <Tab to="/" end icon={<HomeIcon size={22} />} label="Home" />
        <li>
          <ScriptButton type="button" className={styles.tab} onClick={openFilters} disabled={!filtersEnabled}>
            <FilterIcon size={22} />
            <span>Filters</span>
          </ScriptButton>
        </li>
        <li>
          <ScriptButton type="button" className={styles.tab} onClick={focusSearch}>
            <SearchIcon size={22} />
            <span>Search</span>
          </ScriptButton>
        </li>
        <Tab to="/my-list" icon={<HeartIcon size={22} />} label="Wishlist" />
        <Tab to="/orders" icon={<BagIcon size={22} />} label="Orders" />
        <Tab to="/my-account" icon={<UserIcon size={22} />} label="Account" />
        {/* Go-to-top is a tab here on a phone, not a button floating over cards, links and footer. */}
        <GoToTop docked className={styles.tab} />
      </ul>
    </nav>
  );
}
