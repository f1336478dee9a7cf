import type { ReactNode } from 'react';
import { useAtomValue } from 'jotai';
import { chromeHiddenAtom, useIsWide } from '@storefront/shared';
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
 * bar through chromeHiddenAtom; alerts and go-to-top stay available everywhere.
 */
export function Layout({ children }: { children: ReactNode }) {
  useChromeStart();
  const hidden = useAtomValue(chromeHiddenAtom);
  const wide = useIsWide();
  const bottomBar = !hidden && !wide;

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
      <GoToTop />
      <Snackbar />
    </div>
  );
}
