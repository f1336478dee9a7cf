// The Orders page (/orders, spec §2 "Orders"): the shopper's orders, newest first, each a card with
// its details and badges; View Products opens one order's lines at a time. Rendered on the server for
// the shopper of the session cookie (its orders read as that shopper): the list is there at the
// first paint and without scripts.
import { useEffect, useState } from 'react';
import { useAtomValue } from 'jotai';
import { Link } from 'react-router-dom';
import { showAlert, useServedFirstRun, useServerData, userAtom, type ApiResult, type Order } from '@storefront/shared';
import { BoxIcon } from '@storefront/shared/ui/icons';
import { ScriptButton } from '@storefront/shared/ui/script-button';
import { signedInPage } from '../../../components/slice-root';
import { cancelOrder } from '../api/cancel-order';
import { getOrders } from '../api/get-orders';
import { OrderCard } from './order-card';
import styles from './orders.module.css';

export const ORDER_CANCELLED_MSG = 'Your order has been cancelled';

type Load = { status: 'loading' } | { status: 'ready'; orders: Order[] } | { status: 'error'; msg: string };

const loaded = (res: ApiResult<Order[]>): Load => (res.ok ? { status: 'ready', orders: Array.isArray(res.data) ? res.data : [] } : { status: 'error', msg: res.msg });

function OrdersScreen() {
  const user = useAtomValue(userAtom);
  const userId = user?.userId ?? '';
  // The server's read, while the page it rendered hydrates: no second read, no spinner.
  const served = useServerData(() => (userId ? getOrders(userId) : null), [userId]);
  const [load, setLoad] = useState<Load>(() => (served ? loaded(served.value) : { status: 'loading' }));
  const [openId, setOpenId] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const servedRun = useServedFirstRun(served);

  useEffect(() => {
    if (!userId) return;
    if (servedRun()) return;
    const ctrl = new AbortController();
    setLoad({ status: 'loading' });
    getOrders(userId, ctrl.signal).then(
      (res) => setLoad(loaded(res)),
      () => undefined, // aborted on leave
    );
    return () => ctrl.abort();
  }, [userId, attempt, servedRun]);

  /** Reads the orders again in place (no spinner): the list shows where each one now stands. */
  const refreshOrders = async () => {
    if (!userId) return;
    const res = await getOrders(userId);
    if (res.ok && Array.isArray(res.data)) setLoad({ status: 'ready', orders: res.data });
  };

  const cancel = async (order: Order): Promise<boolean> => {
    const res = await cancelOrder(order.id);
    if (!res.ok) {
      showAlert(res.msg, true);
      // 409: the order moved on since this page read it (cancelled in another tab, shipped). Its
      // card must stop offering Cancel: read the orders again so it shows its real status.
      if (res.status === 409) await refreshOrders();
      return false;
    }
    setLoad((l) => (l.status === 'ready' ? { status: 'ready', orders: l.orders.map((o) => (o.id === order.id ? res.data : o)) } : l));
    showAlert(ORDER_CANCELLED_MSG);
    return true;
  };

  return (
    <>
      <h1 className={styles.heading}>My Orders</h1>
      {load.status === 'loading' && (
        <div className="text-center py-5">
          <div className="spinner-border text-success" role="status"><span className="visually-hidden">Loading orders</span></div>
        </div>
      )}
      {load.status === 'error' && (
        <div className="alert alert-danger d-flex justify-content-between align-items-center" role="alert">
          <span>{load.msg}</span>
          <ScriptButton className="btn btn-sm btn-outline-danger" onClick={() => setAttempt((a) => a + 1)}>Try again</ScriptButton>
        </div>
      )}
      {load.status === 'ready' && load.orders.length === 0 && (
        <div className={styles.empty}>
          <BoxIcon size={56} className={styles.emptyIcon} />
          <p className={styles.emptyText}>No orders found.</p>
          <Link to="/" className="btn btn-success">Continue Shopping</Link>
        </div>
      )}
      {load.status === 'ready' && load.orders.length > 0 && (
        <ul className={styles.list}>
          {load.orders.map((order) => (
            <li key={order.id}>
              <OrderCard
                order={order}
                open={openId === order.id}
                onToggle={() => setOpenId((cur) => (cur === order.id ? null : order.id))}
                onCancel={cancel}
              />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

export const Orders = signedInPage(OrdersScreen);
