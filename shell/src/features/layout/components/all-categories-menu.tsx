import { useCallback, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { useAtomValue } from 'jotai';
import { categoriesAtom, Picture } from '@storefront/shared';
import { ChevronDownIcon, ChevronRightIcon, GridIcon } from '@storefront/shared/ui/icons';
import { useDismiss } from '../../../lib/use-dismiss';
import { SubCategoryLinks } from './sub-category-links';
import styles from './nav-bar.module.css';
import { ScriptButton } from '@storefront/shared/ui/script-button';

/**
 * 'ALL CATEGORIES': a disclosure listing every category with its image; a category's
 * sub-categories fly out beside it on hover or keyboard focus. The list is made the first time the
 * panel opens (its button works only once scripts run), so no page's HTML carries a second copy of
 * every category that nobody can see before then (the top bar already links the categories).
 */
export function AllCategoriesMenu(props: { open?: boolean; onOpenChange?: (open: boolean) => void }) {
  const categories = useAtomValue(categoriesAtom);
  // Controlled by the nav bar (so a top-bar menu and this panel are never open together), or on its own.
  const [ownOpen, setOwnOpen] = useState(false);
  const open = props.open ?? ownOpen;
  const setOpen = props.onOpenChange ?? setOwnOpen;
  const [listed, setListed] = useState(open);
  if (open && !listed) setListed(true);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const panelId = useId();
  // Focus inside the panel would fall to the page's <body> as the panel hides (Escape, or a
  // category picked with Enter): it goes back to the button, as the user menu does.
  const close = useCallback(() => {
    if (panelRef.current?.contains(document.activeElement)) buttonRef.current?.focus();
    setOpen(false);
  }, [setOpen]);
  useDismiss(rootRef, open, close);

  return (
    <div className={styles.allRoot} ref={rootRef}>
      <ScriptButton
        ref={buttonRef}
        type="button"
        className={styles.allButton}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
      >
        <GridIcon size={18} />
        <span>ALL CATEGORIES</span>
        <ChevronDownIcon size={16} className={open ? styles.flip : ''} />
      </ScriptButton>
      <div id={panelId} ref={panelRef} className={styles.allPanel} hidden={!open}>
        {!listed ? null : categories.length === 0 ? (
          <p className={styles.allEmpty}>Categories are on their way. Please try again in a moment.</p>
        ) : (
          <ul className={styles.allList}>
            {categories.map((cat) => (
              <li key={cat.id} className={styles.allItem}>
                <Link to={`/products/category/${cat.id}`} className={styles.allLink} onClick={close}>
                  <span className={styles.catThumb} style={{ background: cat.color || undefined }}>
                    {cat.images?.[0] && <Picture src={cat.images[0]} alt="" width={28} height={28} sizes="28px" />}
                  </span>
                  <span className={styles.allName}>{cat.name}</span>
                  {cat.children?.length > 0 && <ChevronRightIcon size={16} className={styles.allChevron} />}
                </Link>
                {cat.children?.length > 0 && (
                  <SubCategoryLinks subs={cat.children} className={styles.subPanel} aria-label={`${cat.name} sub-categories`} linkClass={styles.subLink} onPick={close} />
                )}
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
