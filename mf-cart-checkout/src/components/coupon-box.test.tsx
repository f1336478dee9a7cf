import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { RenderDataContext } from '@storefront/shared';
import { totalsWithCoupon } from '@storefront/shared/rules';
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
