// The Orders page (/orders, spec §2 "Orders"): the shopper's orders, newest first, each a card with
// its details and badges; View Products opens one order's lines at a time.
import { useEffect, useState } from 'react';
import { useAtomValue } from 'jotai';
import { Link } from 'react-router-dom';
import { showAlert, userAtom, type Order } from '@storefront/shared';
import { BoxIcon } from '@storefront/shared/ui/icons';
import { signedInPage } from '../../../components/slice-root';
import { cancelOrder } from '../api/cancel-order';
import { getOrders } from '../api/get-orders';
import { OrderCard } from './order-card';
import styles from './orders.module.css';

export const ORDER_CANCELLED_MSG = 'Your order has been cancelled';

type Load = { status: 'loading' } | { status: 'ready'; orders: Order[] } | { status: 'error'; msg: string };

function OrdersScreen() {
  const user = useAtomValue(userAtom);
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [openId, setOpenId] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!user) return;
    const ctrl = new AbortController();
    setLoad({ status: 'loading' });
    getOrders(user.userId, ctrl.signal).then(
      (res) => {
        if (res.ok) setLoad({ status: 'ready', orders: Array.isArray(res.data) ? res.data : [] });
        else setLoad({ status: 'error', msg: res.msg });
      },
      () => undefined, // aborted on leave
    );
    return () => ctrl.abort();
  }, [user, attempt]);

  /** Reads the orders again in place (no spinner): the list shows where each one now stands. */
  const refreshOrders = async () => {
    if (!user) return;
    const res = await getOrders(user.userId);
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
          <button type="button" className="btn btn-sm btn-outline-danger" onClick={() => setAttempt((a) => a + 1)}>Try again</button>
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
