import type { MouseEvent, ReactNode } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { emit, FILTER_PANEL_ID } from '@storefront/shared';
import { BagIcon, FilterIcon, HeartIcon, HomeIcon, SearchIcon, UserIcon } from '@storefront/shared/ui/icons';
import { hasFilterPanel } from '../../../app/route-table';
import { GoToTop } from './go-to-top';
import { SEARCH_INPUT_ID } from './search-box';
import styles from './bottom-bar.module.css';
import { LinkButton } from '@storefront/shared/ui/link-button';

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
 * Screens under 992 px: a fixed bar of shortcuts (and go-to-top once the page has scrolled).
 * Filters works only on a page the route table gives the listing's filter panel (never on home):
 * there it links to the panel, which CSS opens before (or without) the scripts; once the listing
 * runs on its scripts it opens its panel itself. Search links to the header's search box the same way.
 */
export function BottomBar() {
  const { pathname } = useLocation();

  const openFilters = (e: MouseEvent) => {
    if (emit('shell:open-filters', {})) e.preventDefault();
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
          {hasFilterPanel(pathname) ? (
            <LinkButton href={`#${FILTER_PANEL_ID}`} className={styles.tab} onClick={openFilters}>
              <FilterIcon size={22} />
              <span>Filters</span>
            </LinkButton>
          ) : (
            <button type="button" className={styles.tab} disabled>
              <FilterIcon size={22} />
              <span>Filters</span>
            </button>
          )}
        </li>
        <li>
          {/* A link to the header's search box (a GET form): before the scripts, or without them, the
              browser jumps to the box and puts the cursor in it; with them, the same in place. */}
          <LinkButton
            href={`#${SEARCH_INPUT_ID}`}
            className={styles.tab}
            onClick={(e) => {
              e.preventDefault();
              focusSearch();
            }}
          >
            <SearchIcon size={22} />
            <span>Search</span>
          </LinkButton>
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
