// The Cart page (/cart, spec §2 "Cart"): the shopper's lines with editable quantities, Remove,
// CART TOTALS and the way to checkout. Every change goes to the server and its answer goes into the
// shared store, so the shell's badge (which reads the same atoms) follows at once.
import { useEffect, useRef, useState } from 'react';
import { useAtomValue } from 'jotai';
import { Link } from 'react-router-dom';
import {
  cartErrorAtom,
  cartItemsAtom,
  changeCartQuantity,
  cookieSessionAtom,
  cutCartTitle,
  formatINR,
  HYDRATING_ATTRIBUTE,
  Picture,
  refreshCart,
  removeCartLine,
  showAlert,
  useHydrated,
  useServerRendered,
  type CartItem,
} from '@storefront/shared';
import { askedOfProduct, ITEM_REMOVED } from '@storefront/shared/rules';
import { TrashIcon } from '@storefront/shared/ui/icons';
import { CartLoading, CartReadError, CONTINUE_SHOPPING_ID, EmptyCart } from '../../../components/cart-states';
import { LoadingOverlay } from '../../../components/loading-overlay';
import { signedInPage } from '../../../components/slice-root';
import { StarRating } from '@storefront/shared/ui/star-rating';
import { CouponBox } from '../../../components/coupon-box';
import { useCoupon } from '../../../lib/coupon';
import { CartTotals } from './cart-totals';
import { QuantityInput } from './quantity-input';
import styles from './cart.module.css';

/** Where a line's quantity form posts (shell/src/ssr/forms.ts answers it). */
export const CART_QUANTITY_PATH = '/cart/quantity';
/** Where a line's Remove posts (shell/src/ssr/forms.ts answers it: back to /cart, 'item removed from cart!'). */
export const CART_REMOVE_PATH = '/cart/remove';

function CartRow({ item, asked, busy, onQuantity, onRemove }: {
  item: CartItem;
  /** How many of the product the cart's lines ask together (two sizes share its stock). */
  asked: number;
  busy: boolean;
  onQuantity: (item: CartItem, quantity: number) => void;
  onRemove: (item: CartItem) => void;
}) {
  const short = item.countInStock < asked;
  // Until the line has hydrated its Remove posts its form to the shop's server (it works before the
  // scripts and without them); it carries the hydrating mark meanwhile, so the page says it works
  // only once the scripts own it.
  const hydrated = useHydrated();
  const waiting = hydrated ? undefined : { [HYDRATING_ATTRIBUTE]: '' };

  // The quantity's controls stay enabled while a change runs (QuantityInput's busy), so focus stays
  // on the one the shopper used. Once the change is done it goes back there if it fell off, or to the
  // box when that control is greyed now (minus at a quantity of 1).
  const qtyForm = useRef<HTMLFormElement>(null);
  const changedFrom = useRef<HTMLElement | null>(null);
  const changeQuantity = (quantity: number) => {
    const active = document.activeElement as HTMLElement | null;
    changedFrom.current = active && qtyForm.current?.contains(active) ? active : null;
    onQuantity(item, quantity);
  };
  useEffect(() => {
    const from = changedFrom.current;
    if (busy || !from) return;
    changedFrom.current = null;
    const active = document.activeElement;
    // The shopper has moved on (Tab after typing a quantity): leave focus there.
    if (active && active !== document.body && active !== from) return;
    if (from.isConnected && !from.matches(':disabled')) from.focus();
    else qtyForm.current?.querySelector<HTMLInputElement>('input[name="quantity"]')?.focus();
  }, [busy, item.quantity]);

  return (
    <tr className={styles.row} data-testid="cart-row">
      <td className={styles.product}>
        <div className={styles.productBox}>
          <Link to={`/product/${item.productId}`} className={styles.thumbLink} tabIndex={-1} aria-hidden="true">
            <Picture src={item.image} alt="" width={72} height={72} sizes="72px" className={styles.thumb} />
          </Link>
          <span className={styles.productText}>
            <Link to={`/product/${item.productId}`} className={styles.title} title={item.productTitle}>
              {cutCartTitle(item.productTitle)}
            </Link>
            {item.variant && <span className={styles.variant} data-testid="line-variant">{item.variant}</span>}
            <StarRating value={item.rating} />
          </span>
        </div>
        {short && (
          <p className={styles.stockNote}>
            {item.countInStock > 0 ? `Only ${item.countInStock} left in stock` : 'Out of Stock'}
          </p>
        )}
      </td>
      <td className={styles.cell} data-label="Unit Price">{formatINR(item.price)}</td>
      <td className={styles.cell} data-label="Quantity">
        {/* A form the shop's server answers before the scripts run, or without them (POST
            /cart/quantity: the typed quantity, or minus and plus); the scripts then send it here.
            The server checks the bounds and says so in the spec's words, not the browser's. */}
        <form ref={qtyForm} method="post" action={CART_QUANTITY_PATH} className={styles.qtyForm} noValidate aria-busy={busy || undefined} onSubmit={(e) => e.preventDefault()}>
          <input type="hidden" name="id" value={item.id} />
          <QuantityInput
            name="quantity"
            value={item.quantity}
            max={item.countInStock}
            label={`Quantity of ${item.productTitle}`}
            busy={busy}
            onChange={changeQuantity}
            onRefused={(msg) => showAlert(msg, true)}
          />
        </form>
      </td>
      <td className={`${styles.cell} ${styles.subTotal}`} data-label="Subtotal">{formatINR(item.subTotal)}</td>
      <td className={`${styles.cell} ${styles.removeCell}`} data-label="Remove">
        {/* A form the shop's server answers before the scripts run, or without them (POST
            /cart/remove); the scripts then remove the line here. */}
        <form method="post" action={CART_REMOVE_PATH} className={styles.removeForm} onSubmit={(e) => e.preventDefault()}>
          <input type="hidden" name="id" value={item.id} />
          <button type="submit" className={styles.remove} aria-label={`Remove ${item.productTitle}`} disabled={busy} {...waiting} onClick={() => onRemove(item)}>
            <TrashIcon size={18} />
          </button>
        </form>
      </td>
    </tr>
  );
}

function CartScreen() {
  const items = useAtomValue(cartItemsAtom);
  const coupon = useCoupon(items);
  const loadError = useAtomValue(cartErrorAtom);
  const [loaded, setLoaded] = useState(false);
  const [busy, setBusy] = useState(false);
  // The server renders this page for its cookie's shopper with their cart as it read it: an empty
  // cart there is empty, not loading (without scripts the spinner never went away).
  const serverRendered = useServerRendered();
  const cookieSession = useAtomValue(cookieSessionAtom);
  const readByServer = serverRendered && cookieSession;

  useEffect(() => {
    void refreshCart().finally(() => setLoaded(true));
  }, []);

  // The quantity controls are not greyed while a change runs (focus would fall off them): a second
  // step or quantity before the first is done is ignored here instead.
  const updating = useRef(false);
  const changeQuantity = async (item: CartItem, quantity: number) => {
    if (updating.current) return;
    updating.current = true;
    setBusy(true);
    try {
      const res = await changeCartQuantity(item, quantity);
      if (!res.ok) showAlert(res.msg, true);
    } finally {
      updating.current = false;
      setBusy(false);
    }
  };

  // A removed line takes its Remove button with it: focus goes to the Remove of the line that took
  // its place (or the one before), or to Continue Shopping once the cart is empty (it fell to the
  // page's body). Once the page is no longer busy: until then those buttons are disabled.
  const tableRef = useRef<HTMLTableElement>(null);
  const focusAfterRemove = useRef<number | null>(null);
  useEffect(() => {
    const at = focusAfterRemove.current;
    if (at === null || busy) return;
    focusAfterRemove.current = null;
    const removes = tableRef.current?.querySelectorAll<HTMLButtonElement>('button[aria-label^="Remove "]') ?? [];
    const next = removes.length > 0 ? removes[Math.min(at, removes.length - 1)] : document.getElementById(CONTINUE_SHOPPING_ID);
    next?.focus();
  }, [items, busy]);

  const remove = async (item: CartItem) => {
    setBusy(true);
    const res = await removeCartLine(item.id);
    if (res.ok) {
      focusAfterRemove.current = items.findIndex((i) => i.id === item.id);
      showAlert(ITEM_REMOVED);
    } else showAlert(res.msg, true);
    setBusy(false);
  };

  const asked = askedOfProduct(items);

  if (!loaded && !readByServer && items.length === 0) {
    return <CartLoading label="Loading cart" />;
  }
  // An unreadable cart is not an empty one: say why and offer another read.
  if (items.length === 0 && loadError) {
    return <CartReadError msg={loadError} />;
  }
  if (items.length === 0) {
    return <EmptyCart />;
  }
  return (
    <div className="row g-4">
      <LoadingOverlay show={busy} label="Updating your cart" />
      <div className="col-lg-8">
        <h1 className={styles.heading}>Your Cart</h1>
        <p className={styles.count}>
          {/* The spec's 'There are N products in your cart', in the singular for one line. */}
          {items.length === 1 ? (
            <>There is <strong>1</strong> product in your cart</>
          ) : (
            <>There are <strong>{items.length}</strong> products in your cart</>
          )}
        </p>
        <div className={styles.tableWrap}>
          <table className={styles.table} ref={tableRef}>
            <thead>
              <tr>
                <th scope="col">Product</th>
                <th scope="col">Unit Price</th>
                <th scope="col">Quantity</th>
                <th scope="col">Subtotal</th>
                <th scope="col">Remove</th>
              </tr>
            </thead>
            <tbody>
              {items.map((item) => (
                <CartRow key={item.id} item={item} asked={asked.get(item.productId) ?? item.quantity} busy={busy} onQuantity={changeQuantity} onRemove={remove} />
              ))}
            </tbody>
          </table>
        </div>
      </div>
      <div className="col-lg-4">
        <CartTotals totals={coupon.totals} couponCode={coupon.effective?.code}>
          <CouponBox coupon={coupon} form />
        </CartTotals>
      </div>
    </div>
  );
}

export const Cart = signedInPage(CartScreen);
