import { useCallback, useEffect, useState } from 'react';
import Tab from 'react-bootstrap/Tab';
import Tabs from 'react-bootstrap/Tabs';
import { useAtomValue } from 'jotai';
import { userAtom, type UserProfile } from '@storefront/shared';
import { RequireSignIn } from '@storefront/shared/ui/require-sign-in';
import { SliceRoot } from '../../../components/slice-root';
import { deletePendingImages } from '../api/delete-pending-images';
import { getUser } from '../api/get-user';
import { AddressBook } from './address-book';
import { AccountPassword } from './account-password';
import { EditProfile } from './edit-profile';
import styles from './my-account.module.css';

type Load = { kind: 'loading' } | { kind: 'error'; msg: string } | { kind: 'ready'; profile: UserProfile };

function AccountPage() {
  const user = useAtomValue(userAtom);
  const userId = user?.userId ?? '';
  const [load, setLoad] = useState<Load>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => setAttempt((a) => a + 1), []);

  useEffect(() => {
    if (!userId) {
      setLoad({ kind: 'error', msg: 'Your account details are missing. Please sign in again.' });
      return;
    }
    let live = true;
    setLoad({ kind: 'loading' });
    // Uploads left over from an earlier visit that no profile uses are dropped (spec: on account load).
    void deletePendingImages();
    void getUser(userId).then((res) => {
      if (!live) return;
      setLoad(res.ok ? { kind: 'ready', profile: res.data } : { kind: 'error', msg: res.msg });
    });
    return () => {
      live = false;
    };
  }, [userId, attempt]);

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
          <Tabs defaultActiveKey="profile" id="mf-account-tabs" className={`mb-4 ${styles.tabs}`}>
            <Tab eventKey="profile" title="Edit Profile">
              <EditProfile
                profile={load.profile}
                onSaved={(profile) => setLoad({ kind: 'ready', profile })}
              />
            </Tab>
            <Tab eventKey="password" title="Change Password">
              <AccountPassword profile={load.profile} />
            </Tab>
            <Tab eventKey="addresses" title="Addresses" mountOnEnter>
              <AddressBook />
            </Tab>
          </Tabs>
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
