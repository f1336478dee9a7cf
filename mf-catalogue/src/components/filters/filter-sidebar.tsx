import { useEffect, useRef, type ReactNode } from 'react';
import { useAtom } from 'jotai';
import { filterPanelOpenAtom, useIsWide } from '@storefront/shared';
import { CloseIcon } from '@storefront/shared/ui/icons';
import styles from './filters.module.css';

export const FILTER_PANEL_TITLE = 'Filter Products';

/**
 * The listing's filter sidebar. One element for every screen, laid out by CSS: above 992 px it
 * sits beside the products; at 992 px and below it is the 'Filter Products' panel, off screen (and
 * hidden, for screen readers too) until opened from the shell's bottom-bar Filters tab or the
 * toolbar's Filters button (shared atom), and closed with its close button, the backdrop or Escape.
 * Only an open panel (a behaviour: it opens on small screens only) changes the markup.
 */
export function FilterSidebar({ children }: { children: ReactNode }) {
  const wide = useIsWide();
  const [open, setOpen] = useAtom(filterPanelOpenAtom);
  const closeRef = useRef<HTMLButtonElement>(null);
  const panelOpen = !wide && open;

  useEffect(() => {
    if (!panelOpen) return;
    closeRef.current?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [panelOpen, setOpen]);

  return (
    <>
      {panelOpen && <div className={styles.backdrop} aria-hidden="true" onClick={() => setOpen(false)} />}
      <aside
        className={`${styles.panel} ${panelOpen ? styles.panelOpen : ''}`}
        {...(panelOpen ? { role: 'dialog', 'aria-modal': true, 'aria-labelledby': 'mf-catalogue-filter-title' } : { 'aria-label': 'Filters' })}
        data-testid="filter-sidebar"
      >
        <div className={styles.panelHeader}>
          <h2 id="mf-catalogue-filter-title">{FILTER_PANEL_TITLE}</h2>
          <button ref={closeRef} type="button" className={styles.close} aria-label="Close filters" onClick={() => setOpen(false)}>
            <CloseIcon size={18} />
          </button>
        </div>
        <div className={styles.sidebar}>{children}</div>
      </aside>
    </>
  );
}
