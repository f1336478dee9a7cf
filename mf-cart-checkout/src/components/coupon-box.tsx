// 'Coupon code' and 'Apply' (decisions §7), in the cart and at checkout. Not a <form>: checkout's
// page is one form already. The server says whether the coupon applies; its refusal is shown here.
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTypedBeforeHydration } from '@storefront/shared';
import { couponAppliedText, couponNotAppliedText, normalizeCouponCode } from '@storefront/shared/rules';
import { applyCoupon } from '../lib/apply-coupon';
import type { CouponState } from '../lib/coupon';

export function CouponBox({ coupon }: { coupon: CouponState }) {
  const id = useId();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const boxRef = useRef<HTMLDivElement>(null);
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

  return (
    <div ref={boxRef} className="my-3">
      {coupon.terms && (
        <div className="d-flex align-items-center justify-content-between gap-2 mb-2">
          {/* Below its minimum the coupon takes nothing off: it must not read as applied. It is
              kept (not dropped), so it applies again when the cart grows. */}
          <span className={coupon.effective ? 'text-success fw-semibold' : 'text-muted'} role="status">
            {coupon.effective ? couponAppliedText(coupon.terms.code) : couponNotAppliedText(coupon.terms.code)}
          </span>
          <button type="button" className="btn btn-sm btn-link" onClick={remove}>Remove coupon</button>
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
        <button type="button" className="btn btn-outline-success" onClick={() => void apply()} disabled={busy || code.trim() === ''}>
          Apply
        </button>
      </div>
      {error && <div id={`${id}-error`} className="text-danger small mt-1" role="alert">{error}</div>}
    </div>
  );
}
