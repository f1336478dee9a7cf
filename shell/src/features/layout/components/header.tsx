import { lazy, Suspense, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { useAtomValue } from 'jotai';
import { BREAKPOINTS, isLoggedInAtom, SCROLL, useHydrated, useIsWide } from '@storefront/shared';
import { CloseIcon, MenuIcon, UserIcon } from '@storefront/shared/ui/icons';
import { Logo } from '../../../components/logo';
import { useScrolledPast } from '../../../lib/use-scrolled-past';
import { CartButton } from './cart-button';
import { LocationPicker } from './location-picker';
import { NavBar } from './nav-bar';
import { SearchBox } from './search-box';
import { SIGN_OUT_PATH, UserMenu } from './user-menu';
import styles from './header.module.css';
import { LinkButton } from '@storefront/shared/ui/link-button';

// Only small screens ever open the slide-in menu; its Offcanvas code loads on first use.
const loadMobileNav = () => import('./mobile-nav');
const MobileNav = lazy(() => loadMobileNav().then((m) => ({ default: m.MobileNav })));

/** The small screen's menu before the scripts: the categories, opened as a panel by CSS. */
export const MENU_ID = 'shell-menu';

export const NOTICE_TEXT = 'Due to high demand, orders may be processed with a slight delay.';

export function Header() {
  const wide = useIsWide();
  const loggedIn = useAtomValue(isLoggedInAtom);
  const fixed = useScrolledPast(SCROLL.fixedHeaderAfter);
  const [navOpen, setNavOpen] = useState(false);
  const [navMounted, setNavMounted] = useState(false);
  const barRef = useRef<HTMLDivElement>(null);
  const flowHeight = useRef(0);
  const [barHeight, setBarHeight] = useState(0);

  // Remember the bar's height while it is in the flow, so the placeholder keeps the page from
  // jumping up when the bar turns fixed. Read after the page has painted (not while hydrating, when
  // the read would make the browser lay the whole page out in the middle of React's work), and kept
  // in a ref: as state it would render the header a second time right after it hydrates.
  useEffect(() => {
    if (!fixed && barRef.current) flowHeight.current = barRef.current.offsetHeight;
  }, [fixed, wide]);

  // Once the bar is fixed: the placeholder's height (before the browser paints), and the same
  // height for page parts that stay in view below the bar (a listing's sidebar). A custom property
  // on the root restyles every element, so it is not set while the page loads, and left in place
  // when the bar returns to the flow.
  useLayoutEffect(() => {
    const height = flowHeight.current;
    if (!fixed || height === 0) return;
    setBarHeight(height);
    document.documentElement.style.setProperty('--shell-fixed-bar-h', `${height}px`);
  }, [fixed]);
  useEffect(
    () => () => {
      document.documentElement.style.removeProperty('--shell-fixed-bar-h');
    },
    [],
  );

  // Growing past 992 px removes the slide-in menu; it must not pop open again on the way back.
  useEffect(() => {
    if (wide) setNavOpen(false);
  }, [wide]);

  const openNav = () => {
    setNavMounted(true);
    setNavOpen(true);
  };

  // The menu opened before the scripts (the address ends in #MENU_ID) goes on as the slide-in menu,
  // and the address loses the fragment (a reload or Back then shows the page, not the menu).
  const hydrated = useHydrated();
  useEffect(() => {
    if (!hydrated || window.location.hash !== `#${MENU_ID}`) return;
    window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
    if (!window.matchMedia(`(max-width: ${BREAKPOINTS.wide}px)`).matches) return;
    setNavMounted(true);
    setNavOpen(true);
  }, [hydrated]);

  return (
    <header className={`${styles.header} shell-header`} data-fixed={fixed || undefined}>
      {/* What the menu link targets (#MENU_ID), ahead of the link: a tap on the link finds it even
          while the rest of the header is still on its way. */}
      <span id={MENU_ID} className={styles.menuAnchor} />
      <p className={styles.notice}>{NOTICE_TEXT}</p>
      <div style={fixed ? { height: barHeight } : undefined}>
        <div ref={barRef} className={`${styles.bar} ${fixed ? styles.fixed : ''}`}>
          <div className={`container-xl ${styles.main}`}>
            {/* A link to the categories (MENU_ID) before the scripts or without them, which CSS
                opens as a panel; with them, the slide-in menu. */}
            <LinkButton
              href={`#${MENU_ID}`}
              className={`${styles.iconButton} ${styles.narrowOnly}`}
              aria-label="Open menu"
              aria-haspopup="dialog"
              aria-expanded={navOpen}
              onClick={(e) => {
                e.preventDefault();
                openNav();
              }}
              onPointerEnter={() => void loadMobileNav()}
            >
              <MenuIcon size={24} />
            </LinkButton>
            <Link to="/" className={styles.logo} aria-label="Storefront home">
              <Logo compactBelowWide />
            </Link>
            <div className={`${styles.locationSlot} ${styles.wideOnly}`}>
              <LocationPicker />
            </div>
            {/* One search box: in the first row on wide screens, a row of its own below it on small ones (CSS). */}
            <SearchBox className={styles.search} />
            <div className={styles.actions}>
              {loggedIn ? (
                <UserMenu showName="wide" />
              ) : (
                <Link to="/signIn" className={`${styles.signIn} ${styles.wideOnly}`}>
                  <UserIcon size={18} /> Sign In
                </Link>
              )}
              <CartButton />
            </div>
          </div>
          <div className={`${styles.locationStrip} ${styles.narrowOnly}`}>
            <div className="container-xl">
              <LocationPicker compact />
            </div>
          </div>
          {/* On a small screen, the menu before the scripts take over: the categories' links, opened
              by the menu link (#MENU_ID is the :target, CSS) and closed by the scripts, which then
              open the slide-in menu in its place. */}
          <div className={`${styles.wideOnly} ${styles.menuTarget}`} data-menu-panel="" data-scripted={hydrated || undefined}>
            <div className={`${styles.menuHead} ${styles.narrowOnly}`}>
              <span className={styles.menuTitle}>Menu</span>
              {loggedIn ? (
                <form method="post" action={SIGN_OUT_PATH}>
                  <button type="submit" className={styles.menuSignIn}>
                    Logout
                  </button>
                </form>
              ) : (
                <Link to="/signIn" className={styles.menuSignIn}>
                  Sign In
                </Link>
              )}
              <a href="#" className={styles.menuClose} aria-label="Close menu">
                <CloseIcon />
              </a>
            </div>
            <NavBar />
          </div>
        </div>
      </div>
      {navMounted && !wide && (
        <Suspense fallback={null}>
          <MobileNav show={navOpen} onHide={() => setNavOpen(false)} />
        </Suspense>
      )}
    </header>
  );
}
