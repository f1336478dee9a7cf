// The Checkout page (/checkout, spec §2 "Checkout", §5 rules, §8 messages): billing details, the
// order summary, Pay Online through the payment provider and Cash On Delivery. The server prices
// the cart itself; the page only shows what it will charge and never loses the cart on a failure.
// Rendered on the server for the session cookie's shopper (their cart, address book and billing
// defaults read as them): the filled form is there at the first paint; what is typed or chosen before
// the scripts run is the form's once they do; paying waits, greyed, for them.
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { useAtomValue } from 'jotai';
import { useNavigate } from 'react-router-dom';
import {
  cartErrorAtom,
  cartItemsAtom,
  cartOrdered,
  cookieSessionAtom,
  emit,
  refreshCart,
  showAlert,
  useServedFirstRun,
  useServerData,
  useServerRendered,
  userAtom,
  useTypedBeforeHydration,
  type ApiResult,
  type BillingForm as BillingValues,
  type PaymentType,
  type SavedAddress,
  type VerifyPaymentRequest,
} from '@storefront/shared';
import { COD_INDIA_ONLY, firstStockShortfall, isIndia, MAX_ADDRESSES, pincodeOf, TOO_MANY_ADDRESSES } from '@storefront/shared/rules';
import { PincodeCheck } from '@storefront/shared/ui/pincode-check';
import { ScriptButton } from '@storefront/shared/ui/script-button';
import { CouponBox } from '../../../components/coupon-box';
import { useCoupon } from '../../../lib/coupon';
import { getAddresses } from '../api/get-addresses';
import { CartLoading, CartReadError, EmptyCart } from '../../../components/cart-states';
import { LoadingOverlay } from '../../../components/loading-overlay';
import { signedInPage } from '../../../components/slice-root';
import { createOrder } from '../api/create-order';
import { createPaymentOrder } from '../api/create-payment-order';
import { verifyPayment } from '../api/verify-payment';
import { usePaymentCheckout } from '../hooks/use-payment-checkout';
import { getBillingDefaults } from '../api/get-billing-defaults';
import { DEFAULT_COUNTRY, EMPTY_BILLING, fieldOfRefusal, validateBilling, withDefaults, type BillingKey } from '../lib/billing-fields';
import { buildOrderPayload } from '../lib/build-order-payload';
import { checkoutOptions } from '../lib/payment-checkout';
import { BillingForm, fieldId } from './billing-form';
import { OrderSummary } from './order-summary';
import { SavedAddresses } from './saved-addresses';
import styles from './checkout.module.css';

// The browser alerts of spec §8.
export const PROVIDER_ORDER_FAILED_MSG = 'Order creation with the payment provider failed. Please try again.';
export const VERIFICATION_FAILED_MSG = 'Payment verification failed';
/** Confirms a placed order in the snackbar (the spec shows none; a shopper needs one). */
export const ORDER_PLACED_MSG = 'Your order has been placed';
export const paymentFailedMessage = (reason: string) => `Payment failed (${reason}). Your cart is unchanged; please try again.`;

/** The API said no for a reason of its own (4xx with its message), not the provider failing. */
function refusedWithReason(res: ApiResult<unknown>): res is Extract<ApiResult<unknown>, { ok: false }> {
  return !res.ok && res.status >= 400 && res.status < 500;
}

/** The fields a saved address fills (its name and phone too, but those are not the address). */
const ADDRESS_FIELDS: readonly BillingKey[] = ['country', 'streetAddressLine1', 'streetAddressLine2', 'city', 'state', 'zipCode'];

/** What choosing a saved address puts in the form. */
function filledBy(a: SavedAddress): Partial<BillingValues> {
  return {
    fullName: a.fullName,
    phoneNumber: a.phoneNumber,
    country: a.country,
    streetAddressLine1: a.streetAddressLine1,
    streetAddressLine2: a.streetAddressLine2,
    city: a.city,
    state: a.state,
    zipCode: a.zipCode,
  };
}

/** Without scripts nobody can pay (the provider's checkout and the order are the scripts' calls). */
export const PAY_NEEDS_SCRIPTS = 'Paying needs JavaScript. Please turn it on in your browser and reload the page.';

function CheckoutScreen() {
  const items = useAtomValue(cartItemsAtom);
  const loadError = useAtomValue(cartErrorAtom);
  const coupon = useCoupon(items);
  const totals = coupon.totals;
  const user = useAtomValue(userAtom);
  const navigate = useNavigate();
  const payment = usePaymentCheckout();
  const [loaded, setLoaded] = useState(false);
  const [busy, setBusy] = useState(false);
  // The server renders this page for its cookie's shopper with their cart as it read it: an empty
  // cart there is empty, not loading.
  const serverRendered = useServerRendered();
  const cookieSession = useAtomValue(cookieSessionAtom);
  const readByServer = serverRendered && cookieSession;
  // The server's reads (as the shopper, both at once), while the page it rendered hydrates: no
  // second read.
  const served = useServerData(() => Promise.all([getAddresses(), getBillingDefaults()]), []);
  const bookRun = useServedFirstRun(served);
  const defaultsRun = useServedFirstRun(served);
  // The page opens as it will stay: the profile's and last order's defaults, then the default
  // address chosen (below), worked out alike on the server and in the hydrating browser.
  const [opening] = useState(() => {
    const [servedBook, servedDefaults] = served?.value ?? [];
    const book = servedBook?.ok && Array.isArray(servedBook.data) ? servedBook.data : [];
    const preferred = book.find((a) => a.isDefault);
    let form: BillingValues = { ...EMPTY_BILLING, country: DEFAULT_COUNTRY, fullName: user?.name ?? '', email: user?.email ?? '' };
    if (servedDefaults?.ok && servedDefaults.data) form = withDefaults(form, new Set(), servedDefaults.data);
    if (preferred) form = { ...form, ...filledBy(preferred) };
    return { book, preferred, form };
  });
  const [form, setForm] = useState<BillingValues>(opening.form);
  const [errors, setErrors] = useState<Partial<Record<BillingKey, string>>>({});
  // Fields the shopper has changed: the server's defaults never overwrite them.
  const touched = useRef(new Set<BillingKey>(opening.preferred ? (Object.keys(filledBy(opening.preferred)) as BillingKey[]) : []));
  const [addresses, setAddresses] = useState<SavedAddress[]>(opening.book);
  const [chosenAddress, setChosenAddress] = useState<string | null>(opening.preferred?.id ?? null);
  const [saveAddress, setSaveAddress] = useState(false);
  const bookFull = addresses.length >= MAX_ADDRESSES;

  // Decisions §7: the address book to choose from (none shows nothing).
  useEffect(() => {
    if (bookRun()) return;
    const ctrl = new AbortController();
    void getAddresses(ctrl.signal).then(
      (res) => {
        if (!ctrl.signal.aborted && res.ok && Array.isArray(res.data)) setAddresses(res.data);
      },
      () => undefined,
    );
    return () => ctrl.abort();
  }, [bookRun]);

  const chooseAddress = useCallback((a: SavedAddress) => {
    setChosenAddress(a.id);
    const filled = filledBy(a);
    for (const key of Object.keys(filled) as BillingKey[]) touched.current.add(key);
    setForm((f) => ({ ...f, ...filled }));
    setErrors({});
  }, []);

  // The default address is the one chosen when the page opens (before the last address used,
  // which only fills a form nobody chose for), unless the shopper has begun typing an address.
  const defaultChosen = useRef(opening.preferred !== undefined);
  useEffect(() => {
    const preferred = addresses.find((a) => a.isDefault);
    if (!preferred || defaultChosen.current) return;
    defaultChosen.current = true;
    if (!ADDRESS_FIELDS.some((key) => touched.current.has(key))) chooseAddress(preferred);
  }, [addresses, chooseAddress]);

  useEffect(() => {
    void refreshCart().finally(() => setLoaded(true));
  }, []);

  // Decisions §6: name, e-mail and phone from the profile and the last address used, all editable.
  // Without them (an error) the form simply stays as it is.
  useEffect(() => {
    if (defaultsRun()) return;
    const ctrl = new AbortController();
    void getBillingDefaults(ctrl.signal).then((res) => {
      if (ctrl.signal.aborted || !res.ok || !res.data) return;
      const defaults = res.data;
      setForm((f) => withDefaults(f, touched.current, defaults));
    });
    return () => ctrl.abort();
  }, [defaultsRun]);


  const change = (key: BillingKey, value: string) => {
    touched.current.add(key);
    // An address changed by hand is no longer the saved one chosen: its choice is let go, so a tap
    // on it fills the form again (a radio already checked took no tap).
    if (ADDRESS_FIELDS.includes(key)) setChosenAddress(null);
    setForm((f) => ({ ...f, [key]: value }));
    if (errors[key] && value.trim()) setErrors((e) => ({ ...e, [key]: undefined }));
  };

  // What the shopper typed before the scripts ran is the form's now, as if typed now. (Choosing a
  // saved address fills the form: its radios wait, greyed, for the scripts.)
  const formRef = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration(formRef, form, (typed) => {
    for (const [key, value] of Object.entries(typed)) change(key as BillingKey, value);
  });

  /** Spec §5: every empty required field gets 'Please fill {fieldName}', and nothing is sent. */
  const validate = (): boolean => {
    const found = validateBilling(form);
    setErrors(found);
    const first = Object.keys(found)[0] as BillingKey | undefined;
    if (!first) return true;
    showAlert(found[first]!, true);
    document.getElementById(fieldId(first))?.focus();
    return false;
  };

  /** An order refused for a field of the form (its words say which): that field marked, the focus in it. */
  const markRefusedField = (msg: string) => {
    const field = fieldOfRefusal(msg);
    if (!field) return;
    setErrors((e) => ({ ...e, [field]: msg }));
    document.getElementById(fieldId(field))?.focus();
  };

  const placeOrder = async (paymentType: PaymentType, paid?: VerifyPaymentRequest): Promise<boolean> => {
    if (!user) return false;
    const res = await createOrder(buildOrderPayload(form, items, user.userId, paymentType, paid, { coupon: coupon.effective, saveAddress: saveAddress && !bookFull }));
    if (!res.ok) {
      showAlert(res.msg, true);
      markRefusedField(res.msg);
      await refreshCart();
      return false;
    }
    // Checkout is done with: Back opens it (emptied) at its top, wherever the shopper was on it.
    emit('cart:forget-scroll', {});
    // The server emptied the cart in the order's own transaction: so does the store (and the badge).
    cartOrdered();
    // The coupon was used by this order.
    if (coupon.terms) coupon.set(null);
    showAlert(ORDER_PLACED_MSG);
    navigate('/orders');
    return true;
  };

  /**
   * A line asking more than is left refuses both pay buttons with the summary's words before
   * anything is sent: the order would be refused after the shopper paid. The quantity is theirs to
   * lower in the cart; it is never changed for them.
   */
  const refuseStockShortfall = (): boolean => {
    const shortfall = firstStockShortfall(items);
    if (shortfall) showAlert(shortfall, true);
    return shortfall !== null;
  };

  const payCashOnDelivery = async () => {
    if (refuseStockShortfall() || !validate()) return;
    // The API refuses it too; saying so here spares the shopper a round trip and a blank wait.
    if (!isIndia(form.country)) {
      showAlert(COD_INDIA_ONLY, true);
      return;
    }
    setBusy(true);
    await placeOrder('COD');
    setBusy(false);
  };

  const payOnline = async () => {
    if (refuseStockShortfall() || !validate()) return;
    setBusy(true);
    const created = await createPaymentOrder(totals.total, {
      couponCode: coupon.effective?.code,
      pincode: isIndia(form.country) ? pincodeOf(form.zipCode) : undefined,
    });
    if (!created.ok || !created.data?.id) {
      // The spec's blocking alert is for a provider that gave no order id and no reason; when our
      // API refused (stock, pincode, the hourly limit) its reason alone is the whole story.
      if (refusedWithReason(created)) {
        showAlert(created.msg, true);
        markRefusedField(created.msg);
      } else window.alert(PROVIDER_ORDER_FAILED_MSG);
      // The cart may have changed elsewhere (another tab, stock).
      await refreshCart();
      setBusy(false);
      return;
    }
    setBusy(false);
    const outcome = await payment.open(
      checkoutOptions(created.data, { name: form.fullName.trim(), email: form.email.trim(), contact: form.phoneNumber.trim() }),
    );
    if (outcome.kind === 'dismissed') return;
    if (outcome.kind === 'failed') {
      showAlert(paymentFailedMessage(outcome.reason), true);
      return;
    }
    setBusy(true);
    const verified = await verifyPayment(outcome.response);
    if (!verified.ok || !verified.data?.success) {
      window.alert(VERIFICATION_FAILED_MSG);
      setBusy(false);
      return;
    }
    await placeOrder('Online', outcome.response);
    setBusy(false);
  };

  // Enter in a field (a phone keyboard's Go) sends the form: it must not choose how the shopper
  // pays. It placed a Cash on Delivery order (the form's first submit button) for a shopper who had
  // only finished typing the phone number. Each pay button acts on its own tap.
  const submit = (e: FormEvent) => {
    e.preventDefault();
  };

  if (!loaded && !readByServer && items.length === 0) {
    return <CartLoading label="Loading checkout" />;
  }
  // An unreadable cart is not an empty one (checkout said 'Your Cart is currently empty').
  if (items.length === 0 && loadError) {
    return <CartReadError msg={loadError} />;
  }
  if (items.length === 0) {
    return <EmptyCart note="Add products to your cart before checking out." />;
  }

  return (
    <form ref={formRef} noValidate onSubmit={submit} aria-label="Checkout">
      <LoadingOverlay show={busy} label="Placing your order" />
      {payment.dialog}
      <div className="row g-4">
        <section className="col-lg-7" aria-labelledby="mfcc-billing-heading">
          <div className={styles.card}>
            <h1 id="mfcc-billing-heading" className={styles.heading}>BILLING DETAILS</h1>
            <SavedAddresses addresses={addresses} chosen={chosenAddress} onChoose={chooseAddress} />
            <BillingForm values={form} errors={errors} onChange={change} />
            <div className="form-check mt-3">
              {/* A full address book keeps no more (the order still goes through): said before, not after. */}
              <input className="form-check-input" type="checkbox" id="mfcc-save-address" name="saveAddress"
                checked={saveAddress && !bookFull} disabled={bookFull} aria-describedby={bookFull ? 'mfcc-save-address-full' : undefined}
                onChange={(e) => setSaveAddress(e.target.checked)} />
              <label className="form-check-label" htmlFor="mfcc-save-address">Save this address</label>
              {bookFull && <p id="mfcc-save-address-full" className="small text-muted mb-0">{TOO_MANY_ADDRESSES}</p>}
            </div>
            {/* An address in India: its ZIP Code is the pincode checked, typed once. Abroad no
                Indian delivery date or Cash on Delivery is promised, so there is no check. */}
            {isIndia(form.country) && <PincodeCheck className="mt-4" follow={form.zipCode} />}
          </div>
        </section>
        <section className="col-lg-5" aria-labelledby="mfcc-summary-heading">
          <div className={`${styles.card} ${styles.sticky}`}>
            <h2 id="mfcc-summary-heading" className={styles.heading}>YOUR ORDER</h2>
            <OrderSummary items={items} totals={totals} couponCode={coupon.effective?.code} />
            <CouponBox coupon={coupon} />
            <div className={styles.actions}>
              <ScriptButton className={`btn btn-success ${styles.action}`} disabled={busy} onClick={() => void payOnline()}>
                Pay Online
              </ScriptButton>
              <ScriptButton className={`btn btn-outline-success ${styles.action}`} disabled={busy} onClick={() => void payCashOnDelivery()}>
                Cash On Delivery
              </ScriptButton>
            </div>
            <p className={`small text-muted mt-2 mb-0 ${styles.payNeedsScripts}`}>{PAY_NEEDS_SCRIPTS}</p>
          </div>
        </section>
      </div>
    </form>
  );
}

export const Checkout = signedInPage(CheckoutScreen);
