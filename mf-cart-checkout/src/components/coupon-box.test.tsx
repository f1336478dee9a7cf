import { act } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { RenderDataContext } from '@storefront/shared';
import { couponMinimumMessage, totalsWithCoupon, type CouponTerms } from '@storefront/shared/rules';
import type { CouponState } from '../lib/coupon';
import { CouponBox } from './coupon-box';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const coupon: CouponState = {
  terms: null,
  effective: null,
  problem: null,
  totals: totalsWithCoupon([], null),
  set: vi.fn(),
};

describe('CouponBox on a cart the server rendered', () => {
  it('takes a code typed before the scripts ran: Apply works on it once they do', async () => {
    const container = document.createElement('div');
    document.body.appendChild(container);
    container.innerHTML = renderToString(
      <RenderDataContext.Provider value={{ server: true, hydrating: false, records: {} }}>
        <CouponBox coupon={coupon} />
      </RenderDataContext.Provider>,
    );
    const input = container.querySelector<HTMLInputElement>('input[name="coupon"]')!;
    input.value = 'WELCOME10';
    await act(async () => {
      hydrateRoot(
        container,
        <RenderDataContext.Provider value={{ server: false, hydrating: true, records: {} }}>
          <CouponBox coupon={coupon} />
        </RenderDataContext.Provider>,
      );
    });
    expect(input.value).toBe('WELCOME10');
    expect(container.querySelector<HTMLButtonElement>('button')!.disabled).toBe(false);
    container.remove();
  });
});

describe("the cart's CouponBox before the scripts run", () => {
  it("is a form the shop's server answers (POST /cart/coupon) whose Apply is not greyed", () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      <RenderDataContext.Provider value={{ server: true, hydrating: false, records: {} }}>
        <CouponBox coupon={coupon} form />
      </RenderDataContext.Provider>,
    );
    const form = container.querySelector('form')!;
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/cart/coupon');
    const apply = container.querySelector<HTMLButtonElement>('button')!;
    expect(apply).toHaveTextContent('Apply');
    expect(apply).toHaveAttribute('type', 'submit');
    expect(apply.disabled).toBe(false);
    expect(form.querySelector('input[name="coupon"]')).not.toBeNull();
  });

  it('once they run, Apply applies the code here and the form is not sent', async () => {
    const applied = vi.fn();
    const quote = { code: 'FLAT200', kind: 'flat', value: 200, minOrder: 1499, subtotal: 2000, discount: 200, tax: 324, total: 2124 };
    const fetcher = vi.fn(async (_url: string, _init?: RequestInit) => new Response(JSON.stringify(quote), { status: 200 }));
    vi.stubGlobal('fetch', fetcher);
    const submitted = vi.fn();
    // (heard after the page's scripts: on the document)
    const onSubmit = (e: Event) => submitted(e.defaultPrevented);
    document.addEventListener('submit', onSubmit);
    onTestFinished(() => {
      document.removeEventListener('submit', onSubmit);
      vi.unstubAllGlobals();
    });
    render(<CouponBox coupon={{ ...coupon, set: applied }} form />);
    fireEvent.change(screen.getByRole('textbox', { name: 'Coupon code' }), { target: { value: 'flat200' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    });
    expect(submitted).toHaveBeenCalledWith(true);
    expect(JSON.parse(String(fetcher.mock.calls[0][1]?.body))).toEqual({ code: 'FLAT200' });
    expect(applied).toHaveBeenCalledWith({ code: 'FLAT200', kind: 'flat', value: 200, minOrder: 1499 });
  });
});

describe('CouponBox with a coupon kept for the shopper', () => {
  const WELCOME10: CouponTerms = { code: 'WELCOME10', kind: 'percent', value: 10, minOrder: 999 };

  it("says 'Coupon applied' only while the cart meets the minimum", () => {
    const lines = [{ price: 1200, quantity: 1 }];
    render(<CouponBox coupon={{ ...coupon, terms: WELCOME10, effective: WELCOME10, totals: totalsWithCoupon(lines, WELCOME10) }} />);
    expect(screen.getByRole('status')).toHaveTextContent(/^Coupon applied: WELCOME10$/);
    expect(screen.queryByText(/minimum order/)).not.toBeInTheDocument();
  });

  it('below the minimum shows it not applied, with the minimum, and still offers Remove', () => {
    const lines = [{ price: 600, quantity: 1 }];
    const set = vi.fn();
    render(<CouponBox coupon={{ ...coupon, set, terms: WELCOME10, effective: null, problem: couponMinimumMessage(999), totals: totalsWithCoupon(lines, null) }} />);
    expect(screen.getByRole('status')).toHaveTextContent(/^Coupon not applied: WELCOME10$/);
    expect(screen.queryByText(/Coupon applied/)).not.toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('This coupon needs a minimum order of ₹999');
    screen.getByRole('button', { name: 'Remove coupon' }).click();
    expect(set).toHaveBeenCalledWith(null);
    // (the button goes with the coupon: focus waits in the box for another code)
    expect(screen.getByLabelText('Coupon code')).toHaveFocus();
  });

  it("in the cart's form Remove coupon is the form's submit with action=remove (it works before the scripts run); the scripts remove it in place instead of posting", () => {
    const lines = [{ price: 1200, quantity: 1 }];
    const set = vi.fn();
    const posted = vi.fn((e: Event) => e.preventDefault());
    render(<CouponBox form coupon={{ ...coupon, set, terms: WELCOME10, effective: WELCOME10, totals: totalsWithCoupon(lines, WELCOME10) }} />);
    const remove = screen.getByRole('button', { name: 'Remove coupon' });
    expect(remove).toHaveAttribute('type', 'submit');
    expect(remove).toHaveAttribute('name', 'action');
    expect(remove).toHaveAttribute('value', 'remove');
    expect(remove.closest('form')).toHaveAttribute('action', '/cart/coupon');
    remove.closest('form')!.addEventListener('submit', posted);
    remove.click();
    expect(set).toHaveBeenCalledWith(null);
    expect(posted).not.toHaveBeenCalled();
  });
});
