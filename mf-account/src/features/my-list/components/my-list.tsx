import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { Link } from 'react-router-dom';
import { useAtomValue } from 'jotai';
import { emit, formatRs, HYDRATING_ATTRIBUTE, on, Picture, showAlert, useHydrated, useServedFirstRun, useServerData, userAtom, type ApiResult, type MyListItem } from '@storefront/shared';
import { MY_LIST_REMOVED } from '@storefront/shared/rules';
import { CloseIcon, HeartIcon } from '@storefront/shared/ui/icons';
import { RequireSignIn } from '@storefront/shared/ui/require-sign-in';
import { ScriptButton } from '@storefront/shared/ui/script-button';
import { SliceRoot } from '../../../components/slice-root';
import { StarRating } from '@storefront/shared/ui/star-rating';
import { getMyList } from '../api/get-my-list';
import { removeFromMyList } from '../api/remove-from-my-list';
import styles from './my-list.module.css';

const COLUMNS = ['Product', 'Unit Price', 'Remove'];
/** Where a row's Remove posts (shell/src/ssr/forms.ts answers it: back to /my-list, 'item removed from My List!'). */
export const MY_LIST_REMOVE_PATH = '/my-list/remove';

type Load = { kind: 'loading' } | { kind: 'error'; msg: string } | { kind: 'ready'; items: MyListItem[] };

const loaded = (res: ApiResult<MyListItem[]>): Load => (res.ok ? { kind: 'ready', items: Array.isArray(res.data) ? res.data : [] } : { kind: 'error', msg: res.msg });

/** The list's states in one box, so focus can be put back inside it whichever state follows. */
function ListPage() {
  const rootRef = useRef<HTMLDivElement>(null);
  return (
    <div ref={rootRef}>
      <ListContent rootRef={rootRef} />
    </div>
  );
}

function ListContent({ rootRef }: { rootRef: RefObject<HTMLDivElement | null> }) {
  const user = useAtomValue(userAtom);
  const userId = user?.userId ?? '';
  // Rendered on the server for the shopper of the session cookie: the list it read, while the page
  // hydrates (no second read, no spinner).
  const served = useServerData(() => (userId ? getMyList(userId) : null), [userId]);
  const [load, setLoad] = useState<Load>(() => (served ? loaded(served.value) : { kind: 'loading' }));
  const servedRun = useServedFirstRun(served);
  // Until the list has hydrated a Remove posts its form (it carries the hydrating mark meanwhile, so
  // the page says it works only once the scripts own it).
  const hydrated = useHydrated();
  const waiting = hydrated ? undefined : { [HYDRATING_ATTRIBUTE]: '' };
  const [removing, setRemoving] = useState(false);
  // Where keyboard focus goes once a removed row is gone (the row's index): the next row's Remove,
  // else the last one's, else Continue Shopping; without this it fell to the page's body.
  const [focusRow, setFocusRow] = useState<number | null>(null);

  const read = useCallback(
    async (signal?: AbortSignal) => {
      if (!userId) return setLoad({ kind: 'error', msg: 'Your account details are missing. Please sign in again.' });
      const res = await getMyList(userId, signal);
      if (signal?.aborted) return;
      setLoad(loaded(res));
    },
    [userId],
  );

  useEffect(() => {
    if (servedRun()) return;
    const ctrl = new AbortController();
    read(ctrl.signal).catch(() => {});
    return () => ctrl.abort();
  }, [read, servedRun]);

  // A heart clicked on a card elsewhere in the page keeps this list current.
  useEffect(() => on('catalogue:added-to-my-list', () => void read()), [read]);

  useEffect(() => {
    if (focusRow === null || removing || load.kind === 'loading') return;
    setFocusRow(null);
    const root = rootRef.current;
    if (!root) return;
    const buttons = root.querySelectorAll<HTMLElement>('button[data-remove]');
    const target = buttons[Math.min(focusRow, buttons.length - 1)] ?? root.querySelector<HTMLElement>('a, button');
    target?.focus();
  }, [focusRow, removing, load, rootRef]);

  const remove = async (item: MyListItem, index: number) => {
    if (removing) return;
    setRemoving(true);
    const res = await removeFromMyList(item.id);
    if (!res.ok) {
      setFocusRow(index);
      setRemoving(false);
      return showAlert(res.msg, true);
    }
    showAlert(MY_LIST_REMOVED);
    emit('account:my-list-changed', { productId: item.productId });
    await read();
    setFocusRow(index);
    setRemoving(false);
  };

  if (load.kind === 'loading') {
    return (
      <div className={styles.center}>
        <span className="spinner-border text-success" role="status" aria-label="Loading My List" />
      </div>
    );
  }
  if (load.kind === 'error') {
    return (
      <div className="alert alert-danger d-flex align-items-center justify-content-between gap-2" role="alert">
        <span>{load.msg}</span>
        <ScriptButton className="btn btn-sm btn-outline-danger" onClick={() => void read()}>Try again</ScriptButton>
      </div>
    );
  }
  const items = load.items;
  if (items.length === 0) {
    return (
      <div className={styles.empty}>
        <HeartIcon size={56} className={styles.emptyIcon} />
        <h2 className={styles.emptyTitle}>My List is currently empty</h2>
        <Link to="/" className={`btn ${styles.continue}`}>Continue Shopping</Link>
      </div>
    );
  }
  return (
    <div className={styles.wrap} aria-busy={removing}>
      <p className={styles.count}>
        There {items.length === 1 ? 'is' : 'are'} <strong>{items.length}</strong> {items.length === 1 ? 'product' : 'products'} in your My List
      </p>
      <table className={styles.table}>
        <thead>
          <tr>{COLUMNS.map((column) => <th key={column} scope="col">{column}</th>)}</tr>
        </thead>
        <tbody>
          {items.map((item, index) => (
            <tr key={item.id}>
              <td className={styles.product}>
                <Link to={`/product/${item.productId}`} className={styles.productLink}>
                  <Picture src={item.image} alt="" className={styles.image} width={80} height={80} sizes="80px" />
                  <span className={styles.productText}>
                    <span className={styles.title}>{item.productTitle}</span>
                    <StarRating value={item.rating} />
                  </span>
                </Link>
              </td>
              <td className={styles.price} data-label="Unit Price">{formatRs(item.price)}</td>
              <td className={styles.remove}>
                {/* A form the shop's server answers before the scripts run, or without them (POST
                    /my-list/remove); the scripts then remove the row here. */}
                <form method="post" action={MY_LIST_REMOVE_PATH} className={styles.removeForm} onSubmit={(e) => e.preventDefault()}>
                  <input type="hidden" name="id" value={item.id} />
                  <button type="submit" className={styles.removeButton} onClick={() => void remove(item, index)} data-remove
                    disabled={removing} aria-label={`Remove ${item.productTitle}`} {...waiting}>
                    <CloseIcon size={18} />
                  </button>
                </form>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {removing && (
        <div className={styles.overlay}>
          <span className="spinner-border text-success" role="status" aria-label="Removing from My List" />
        </div>
      )}
    </div>
  );
}

export function MyList() {
  return (
    <RequireSignIn>
      <SliceRoot className={`container ${styles.page}`}>
        <h1 className={styles.heading}>My List</h1>
        <ListPage />
      </SliceRoot>
    </RequireSignIn>
  );
}
