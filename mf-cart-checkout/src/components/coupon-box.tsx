// 'Coupon code' and 'Apply' (decisions §7), in the cart and at checkout. The server says whether
// the coupon applies; its refusal is shown here. In the cart (`form`) the box is a form the shop's
// server answers before the scripts run or without them (POST /cart/coupon: the message comes back
// with the cart, the coupon in a cookie coupon.ts takes); the scripts then apply it here. At
// checkout it is not a <form>: checkout's page is one form already.
import { useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useHydrated, useTypedBeforeHydration } from '@storefront/shared';
import { COUPON_REMOVE_ACTION, couponAppliedText, couponNotAppliedText, normalizeCouponCode } from '@storefront/shared/rules';
import { ScriptButton } from '@storefront/shared/ui/script-button';
import { applyCoupon } from '../lib/apply-coupon';
import type { CouponState } from '../lib/coupon';

/** Where the cart's coupon form posts (shell/src/ssr/forms.ts answers it). */
export const CART_COUPON_PATH = '/cart/coupon';

export function CouponBox({ coupon, form = false }: { coupon: CouponState; form?: boolean }) {
  const id = useId();
  // (Apply waits for a code only once the scripts run: before them it posts the form, and the
  // server's HTML does not know what the shopper types)
  const hydrated = useHydrated();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const boxRef = useRef<HTMLElement | null>(null);
  // A code typed before the scripts ran (the cart is rendered on the server): Apply takes it.
  useTypedBeforeHydration(boxRef, { coupon: '' }, (typed) => setCode(typed.coupon));

  const apply = async () => {
    setBusy(true);
    const res = await applyCoupon(normalizeCouponCode(code));
    setBusy(false);
    if (!res.ok) {
      setError(res.msg);
      return;
    }
    const { code: applied, kind, value, minOrder } = res.data;
    coupon.set({ code: applied, kind, value, minOrder });
    setError(null);
    setCode('');
  };

  // The button goes with the coupon: focus moves to the box, where another code goes (it fell to
  // the page's body).
  const remove = () => {
    coupon.set(null);
    document.getElementById(`${id}-code`)?.focus();
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key !== 'Enter') return;
    e.preventDefault();
    void apply();
  };
  // (the cart's form: Apply submits it; the scripts apply here instead of posting it)
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (!busy) void apply();
  };
  // In the cart's form its buttons post it before the scripts run; at checkout only the scripts can
  // apply or remove a coupon, so there its buttons wait greyed for them.
  const Button = form ? 'button' : ScriptButton;
  const setBox = (el: HTMLElement | null) => {
    boxRef.current = el;
  };

  const body = (
    <>
      {coupon.terms && (
        <div className="d-flex align-items-center justify-content-between gap-2 mb-2">
          {/* Below its minimum the coupon takes nothing off: it must not read as applied. It is
              kept (not dropped), so it applies again when the cart grows. */}
          <span className={coupon.effective ? 'text-success fw-semibold' : 'text-muted'} role="status">
            {coupon.effective ? couponAppliedText(coupon.terms.code) : couponNotAppliedText(coupon.terms.code)}
          </span>
          {/* In the cart's form it posts `action=remove` before the scripts run or without them
              (the server clears the coupon's cookie); the scripts remove it here instead. */}
          <Button
            type={form ? 'submit' : 'button'}
            name={form ? 'action' : undefined}
            value={form ? COUPON_REMOVE_ACTION : undefined}
            className="btn btn-sm btn-link"
            onClick={(e) => {
              e.preventDefault();
              remove();
            }}
          >
            Remove coupon
          </Button>
        </div>
      )}
      {coupon.problem && <p className="text-danger small mb-2" role="alert">{coupon.problem}</p>}
      <label htmlFor={`${id}-code`} className="form-label small fw-semibold mb-1">Coupon code</label>
      <div className="input-group">
        <input
          id={`${id}-code`}
          name="coupon"
          className={`form-control ${error ? 'is-invalid' : ''}`}
          value={code}
          autoComplete="off"
          autoCapitalize="characters"
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => setCode(e.target.value)}
          onKeyDown={onKeyDown}
        />
        <Button
          type={form ? 'submit' : 'button'}
          className="btn btn-outline-success"
          onClick={form ? undefined : () => void apply()}
          disabled={busy || (hydrated && code.trim() === '')}
        >
          Apply
        </Button>
      </div>
      {error && <div id={`${id}-error`} className="text-danger small mt-1" role="alert">{error}</div>}
    </>
  );
  return form ? (
    <form ref={setBox} className="my-3" method="post" action={CART_COUPON_PATH} onSubmit={onSubmit}>
      {body}
    </form>
  ) : (
    <div ref={setBox} className="my-3">
      {body}
    </div>
  );
}
