import { useCallback, useEffect, useId, useState, type KeyboardEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useAtomValue } from 'jotai';
import { useServedFirstRun, useServerData, userAtom, type ApiResult, type UserProfile } from '@storefront/shared';
import { RequireSignIn } from '@storefront/shared/ui/require-sign-in';
import { SliceRoot } from '../../../components/slice-root';
import { deletePendingImages } from '../api/delete-pending-images';
import { getUser } from '../api/get-user';
import { AddressBook } from './address-book';
import { AccountPassword } from './account-password';
import { EditProfile } from './edit-profile';
import styles from './my-account.module.css';

type Load = { kind: 'loading' } | { kind: 'error'; msg: string } | { kind: 'ready'; profile: UserProfile };

const loaded = (res: ApiResult<UserProfile>): Load => (res.ok ? { kind: 'ready', profile: res.data } : { kind: 'error', msg: res.msg });

/** Shown only where scripts are off: the account is there to read, its changes need the scripts. */
export const ACCOUNT_NEEDS_SCRIPTS = 'Changing your account needs JavaScript. Please turn it on in your browser and reload the page.';

export type AccountTab = 'profile' | 'password' | 'addresses';
const TABS: { key: AccountTab; label: string }[] = [
  { key: 'profile', label: 'Edit Profile' },
  { key: 'password', label: 'Change Password' },
  { key: 'addresses', label: 'Addresses' },
];

/** The tab an address asks for (`?tab=addresses`), Edit Profile otherwise. */
export function accountTabOf(search: string): AccountTab {
  const asked = new URLSearchParams(search).get('tab');
  return TABS.some((t) => t.key === asked) ? (asked as AccountTab) : 'profile';
}

/** The query of the page with `tab` open (Edit Profile is the page itself). */
export function accountTabSearch(tab: AccountTab): string {
  return tab === 'profile' ? '' : `?tab=${tab}`;
}

/**
 * The three tabs, each a link to the page with its `?tab=` (the server renders that tab open): a tab
 * works before the scripts run and without them; with them a tap switches the panel and keeps the
 * address in step, so a reload or a shared link opens the same tab.
 */
function AccountTabs({ profile, onSaved }: { profile: UserProfile; onSaved: (p: UserProfile) => void }) {
  const base = useId();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const active = accountTabOf(search);
  // Each panel stays once opened (an edit half made in one tab is there on coming back); Addresses
  // reads the book only when first opened.
  const [opened, setOpened] = useState<ReadonlySet<AccountTab>>(() => new Set<AccountTab>(['profile', 'password', active]));
  const choose = (tab: AccountTab) => {
    setOpened((o) => (o.has(tab) ? o : new Set([...o, tab])));
    if (tab !== active) navigate({ pathname, search: accountTabSearch(tab) }, { replace: true });
  };
  const onKey = (e: KeyboardEvent<HTMLUListElement>) => {
    const step = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    e.preventDefault();
    const at = TABS.findIndex((t) => t.key === active);
    const next = TABS[(at + step + TABS.length) % TABS.length].key;
    choose(next);
    document.getElementById(`${base}-tab-${next}`)?.focus();
  };
  return (
    <>
      <ul role="tablist" className={`nav nav-tabs mb-4 ${styles.tabs}`} onKeyDown={onKey}>
        {TABS.map((t) => (
          <li key={t.key} className="nav-item" role="presentation">
            <a
              id={`${base}-tab-${t.key}`}
              href={`${pathname}${accountTabSearch(t.key)}`}
              role="tab"
              aria-selected={active === t.key}
              aria-controls={`${base}-panel-${t.key}`}
              tabIndex={active === t.key ? 0 : -1}
              className={`nav-link${active === t.key ? ' active' : ''}`}
              onClick={(e) => {
                e.preventDefault();
                choose(t.key);
              }}
            >
              {t.label}
            </a>
          </li>
        ))}
      </ul>
      {TABS.map((t) =>
        opened.has(t.key) || active === t.key ? (
          <div key={t.key} id={`${base}-panel-${t.key}`} role="tabpanel" aria-labelledby={`${base}-tab-${t.key}`} hidden={active !== t.key}>
            {t.key === 'profile' && <EditProfile profile={profile} onSaved={onSaved} />}
            {t.key === 'password' && <AccountPassword profile={profile} />}
            {t.key === 'addresses' && <AddressBook />}
          </div>
        ) : null,
      )}
    </>
  );
}

function AccountPage() {
  const user = useAtomValue(userAtom);
  const userId = user?.userId ?? '';
  // Rendered on the server for the shopper of the session cookie: the profile it read, while the
  // page hydrates (no second read, no spinner).
  const served = useServerData(() => (userId ? getUser(userId) : null), [userId]);
  const [load, setLoad] = useState<Load>(() => (served ? loaded(served.value) : { kind: 'loading' }));
  const servedRun = useServedFirstRun(served);
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => setAttempt((a) => a + 1), []);

  // Uploads left over from an earlier visit that no profile uses are dropped (spec: on account load).
  useEffect(() => {
    if (userId) void deletePendingImages();
  }, [userId]);

  useEffect(() => {
    if (servedRun()) return;
    if (!userId) {
      setLoad({ kind: 'error', msg: 'Your account details are missing. Please sign in again.' });
      return;
    }
    let live = true;
    setLoad({ kind: 'loading' });
    void getUser(userId).then((res) => {
      if (live) setLoad(loaded(res));
    });
    return () => {
      live = false;
    };
  }, [userId, attempt, servedRun]);

  return (
    <SliceRoot className={`container ${styles.page}`}>
      <h1 className={styles.heading}>My Account</h1>
      {load.kind === 'loading' && (
        <div className={styles.center}>
          <span className="spinner-border text-success" role="status" aria-label="Loading your account" />
        </div>
      )}
      {load.kind === 'error' && (
        <div className="alert alert-danger d-flex align-items-center justify-content-between gap-2" role="alert">
          <span>{load.msg}</span>
          <button type="button" className="btn btn-sm btn-outline-danger" onClick={retry}>Try again</button>
        </div>
      )}
      {load.kind === 'ready' && (
        <div className={styles.panel}>
          <p className={`small text-muted ${styles.needsScripts}`}>{ACCOUNT_NEEDS_SCRIPTS}</p>
          <AccountTabs profile={load.profile} onSaved={(profile) => setLoad({ kind: 'ready', profile })} />
        </div>
      )}
    </SliceRoot>
  );
}

export function MyAccount() {
  return (
    <RequireSignIn>
      <AccountPage />
    </RequireSignIn>
  );
}
