import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { createStore, Provider } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CartItem } from '@storefront/shared';
import { useCoupon } from './coupon';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const line = { id: 'c1', productId: 'p1', productTitle: 'Kurta', price: 2000, quantity: 1, subTotal: 2000 } as unknown as CartItem;

function Totals() {
  const coupon = useCoupon([line]);
  return <output>{`${coupon.effective?.code ?? 'none'} ${coupon.totals.total}`}</output>;
}

afterEach(() => {
  sessionStorage.clear();
  document.body.innerHTML = '';
});

describe('the coupon kept for the tab', () => {
  it('a server-rendered cart hydrates as the server rendered it (no coupon), then shows the tab\'s coupon', async () => {
    sessionStorage.setItem('sf-coupon', JSON.stringify({ code: 'FLAT200', kind: 'flat', value: 200, minOrder: 1499 }));
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      <Provider store={createStore()}>
        <Totals />
      </Provider>,
    );
    document.body.appendChild(container);
    const serverText = container.textContent ?? '';
    expect(serverText.startsWith('none ')).toBe(true);
    const recoverable = vi.fn();
    await act(async () => {
      hydrateRoot(
        container,
        <Provider store={createStore()}>
          <Totals />
        </Provider>,
        { onRecoverableError: recoverable },
      );
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(container.textContent).toMatch(/^FLAT200 /);
    expect(container.textContent).not.toBe(serverText);
  });
});
