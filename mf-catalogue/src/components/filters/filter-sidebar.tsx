import { useEffect, useRef, type MouseEvent, type ReactNode } from 'react';
import { useAtom } from 'jotai';
import { FILTER_PANEL_ID, filterPanelOpenAtom, useHydrated, useIsWide } from '@storefront/shared';
import { CloseIcon } from '@storefront/shared/ui/icons';
import { LinkButton } from '@storefront/shared/ui/link-button';
import styles from './filters.module.css';

export const FILTER_PANEL_TITLE = 'Filter Products';
/** The toolbar's Filters opener: closing the panel without scripts goes back to it. */
export const FILTER_OPENER_ID = 'mf-catalogue-filters-opener';

/** The open panel's footer: what closing it shows (the list's count once known). */
export function showProductsLabel(count: number | undefined): string {
  if (count === undefined) return 'Show products';
  return `Show ${count} ${count === 1 ? 'product' : 'products'}`;
}

/**
 * The listing's filter sidebar. One element for every screen, laid out by CSS: above 992 px it
 * sits beside the products; at 992 px and below it is the 'Filter Products' panel, off screen (and
 * hidden, for screen readers too) until opened from the shell's bottom-bar Filters tab or the
 * toolbar's Filters button (shared atom), and closed with its close button, the backdrop or Escape.
 * Only an open panel (a behaviour: it opens on small screens only) changes the markup.
 * Before the scripts run (or without them) the openers are links to the panel's id, which CSS opens
 * as the page's :target, and the close button a link back to the toolbar; once this part runs on
 * its scripts the atom alone opens it (a panel opened by its link stays open).
 * A choice made in the open panel changes the list behind it and leaves the panel open (more
 * choices may follow); its footer's `Show N products` (`count`: the list's total, undefined while
 * it loads) closes it onto that list.
 */
export function FilterSidebar({ children, count }: { children: ReactNode; count?: number }) {
  const wide = useIsWide();
  const hydrated = useHydrated();
  const [open, setOpen] = useAtom(filterPanelOpenAtom);
  const closeRef = useRef<HTMLAnchorElement>(null);
  const panelOpen = !wide && open;

  useEffect(() => {
    if (window.location.hash === `#${FILTER_PANEL_ID}`) setOpen(true);
  }, [setOpen]);

  useEffect(() => {
    if (!panelOpen) return;
    closeRef.current?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [panelOpen, setOpen]);

  const close = (e: MouseEvent) => {
    e.preventDefault();
    setOpen(false);
  };

  return (
    <>
      {panelOpen && <div className={styles.backdrop} aria-hidden="true" onClick={() => setOpen(false)} />}
      <aside
        id={FILTER_PANEL_ID}
        className={`${styles.panel} ${panelOpen ? styles.panelOpen : ''} ${hydrated ? styles.scripted : ''}`}
        {...(panelOpen ? { role: 'dialog', 'aria-modal': true, 'aria-labelledby': 'mf-catalogue-filter-title' } : { 'aria-label': 'Filters' })}
        data-testid="filter-sidebar"
      >
        <div className={styles.panelHeader}>
          <h2 id="mf-catalogue-filter-title">{FILTER_PANEL_TITLE}</h2>
          <LinkButton ref={closeRef} href={`#${FILTER_OPENER_ID}`} className={styles.close} aria-label="Close filters" onClick={close}>
            <CloseIcon size={18} />
          </LinkButton>
        </div>
        <div className={styles.sidebar}>{children}</div>
        <div className={styles.panelFooter}>
          <LinkButton href={`#${FILTER_OPENER_ID}`} className="btn btn-success w-100" onClick={close}>
            {showProductsLabel(count)}
          </LinkButton>
        </div>
      </aside>
    </>
  );
}
