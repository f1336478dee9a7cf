import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useAtomValue } from 'jotai';
import { signOut, userAtom } from '@storefront/shared';
import { BagIcon, ChevronDownIcon, HeartIcon, LogoutIcon, UserIcon } from '@storefront/shared/ui/icons';
import { useDismiss } from '../../../lib/use-dismiss';
import { Avatar } from './avatar';
import styles from './user-menu.module.css';
import { ScriptButton } from '@storefront/shared/ui/script-button';

/** Where Logout posts without scripts (shell/src/ssr/forms.ts answers it). */
export const SIGN_OUT_PATH = '/signout';

/**
 * The signed-in shopper's menu (ARIA menu button): picture or initial, name and e-mail, then
 * My Account, Orders, My List and Logout. Arrow keys move between items, Escape closes and
 * returns focus to the button.
 */
export function UserMenu({ showName = true }: { showName?: boolean | 'wide' }) {
  const user = useAtomValue(userAtom);
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  const menuId = useId();

  const close = useCallback(() => setOpen(false), []);
  useDismiss(rootRef, open, close);

  const items = () => Array.from(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);

  useEffect(() => {
    if (open) items()[0]?.focus();
  }, [open]);

  if (!user) return null;

  const closeAndFocus = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };

  const onMenuKey = (e: KeyboardEvent<HTMLUListElement>) => {
    const list = items();
    const at = list.indexOf(document.activeElement as HTMLElement);
    const move = (i: number) => {
      e.preventDefault();
      list[(i + list.length) % list.length]?.focus();
    };
    if (e.key === 'ArrowDown') move(at + 1);
    else if (e.key === 'ArrowUp') move(at - 1);
    else if (e.key === 'Home') move(0);
    else if (e.key === 'End') move(list.length - 1);
    else if (e.key === 'Escape') {
      e.preventDefault();
      e.stopPropagation();
      closeAndFocus();
    } else if (e.key === 'Tab') setOpen(false);
  };

  const logout = () => {
    setOpen(false);
    signOut();
    navigate('/signIn');
  };

  return (
    <div className={styles.root} ref={rootRef}>
      <ScriptButton
        ref={buttonRef}
        type="button"
        className={styles.trigger}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((o) => !o)}
        onKeyDown={(e) => {
          if (e.key === 'ArrowDown' && !open) {
            e.preventDefault();
            setOpen(true);
          }
        }}
      >
        <Avatar user={user} />
        {showName !== false && (
          <span className={`${styles.triggerText} ${showName === 'wide' ? styles.wideName : ''}`}>
            <span className={styles.hello}>Hello,</span>{' '}
            <span className={styles.triggerName}>{user.name.split(' ')[0]}</span>
            <span className="visually-hidden">,</span>{' '}
            <span className="visually-hidden">account menu</span>
          </span>
        )}
        {showName !== true && (
          <span className={`visually-hidden ${showName === 'wide' ? styles.narrowName : ''}`}>Account menu for {user.name}</span>
        )}
        <ChevronDownIcon size={16} />
      </ScriptButton>
      {/* Without scripts the menu cannot open: the shopper's own pages the server renders are links,
          and Logout a form the shop's server answers (shown by CSS alone, on wide screens; a phone
          has the bottom bar and the menu's Logout). */}
      <span className={styles.withoutScripts}>
        <a href="/orders">Orders</a>
        <a href="/my-list">My List</a>
        <form method="post" action={SIGN_OUT_PATH}>
          <button type="submit">Logout</button>
        </form>
      </span>
      {open && (
        <div className={styles.popup}>
          <div className={styles.who}>
            <Avatar user={user} size={44} />
            <div className={styles.whoText}>
              <div className={styles.name}>{user.name}</div>
              <div className={styles.email}>{user.email}</div>
            </div>
          </div>
          <ul id={menuId} role="menu" aria-label="Account" className={styles.menu} ref={menuRef} onKeyDown={onMenuKey}>
            <li role="none">
              <Link role="menuitem" tabIndex={-1} to="/my-account" className={styles.item} onClick={close}>
                <UserIcon size={18} /> My Account
              </Link>
            </li>
            <li role="none">
              <Link role="menuitem" tabIndex={-1} to="/orders" className={styles.item} onClick={close}>
                <BagIcon size={18} /> Orders
              </Link>
            </li>
            <li role="none">
              <Link role="menuitem" tabIndex={-1} to="/my-list" className={styles.item} onClick={close}>
                <HeartIcon size={18} /> My List
              </Link>
            </li>
            <li role="none" className={styles.separator}>
              <button type="button" role="menuitem" tabIndex={-1} className={styles.item} onClick={logout}>
                <LogoutIcon size={18} /> Logout
              </button>
            </li>
          </ul>
        </div>
      )}
    </div>
  );
}
