import { useEffect, useState, type ReactNode } from 'react';
import { useAtomValue } from 'jotai';
import { useLocation } from 'react-router-dom';
import { chromeHiddenAtom } from '@storefront/shared';
import { isBareRoute } from '../../../app/route-table';
import { useChromeStart } from '../hooks/use-chrome-start';
import { BottomBar } from './bottom-bar';
import { Footer } from './footer';
import { GoToTop } from './go-to-top';
import { Header } from './header';
import { Snackbar } from './snackbar';
import styles from './layout.module.css';

/**
 * The shell's chrome around every page: header, main, footer, the bottom bar on small screens,
 * the snackbar and the go-to-top button. Sign-in and code screens hide header, footer and bottom
 * bar through chromeHiddenAtom (and from the first paint, by the route table); alerts and go-to-top
 * stay available everywhere.
 */
export function Layout({ children }: { children: ReactNode }) {
  useChromeStart();
  const pageHides = useAtomValue(chromeHiddenAtom);
  const { pathname } = useLocation();
  // On a sign-in or code screen the chrome stays away from the first paint, before the page's own
  // code has arrived (it would show and then vanish); once the page has hidden it, the page decides
  // (it shows it again after a successful sign-in).
  const [claimedBy, setClaimedBy] = useState<string | null>(null);
  useEffect(() => {
    if (pageHides) setClaimedBy(pathname);
  }, [pageHides, pathname]);
  const hidden = isBareRoute(pathname) && claimedBy !== pathname ? true : pageHides;
  // The bottom bar is in every page's HTML with the chrome; CSS shows it at 992 px and below only.
  const bottomBar = !hidden;

  return (
    <div data-boundary="shell" className={`${styles.shell} ${bottomBar ? styles.withBottomBar : ''}`}>
      <a href="#shell-main" className={`visually-hidden-focusable ${styles.skip}`}>
        Skip to main content
      </a>
      {!hidden && <Header />}
      <main id="shell-main" className={styles.main} tabIndex={-1}>
        {children}
      </main>
      {!hidden && <Footer />}
      {bottomBar && <BottomBar />}
      {/* Where the bottom bar shows, go-to-top is one of its tabs and the floating one is hidden (CSS). */}
      <GoToTop className={styles.floatingTop} />
      <Snackbar />
    </div>
  );
}
