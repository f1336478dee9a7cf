import { act } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { createStore, Provider } from 'jotai';
import { cartItemsAtom, couponAtom, couponTotalsAtom, serverCouponAtom, userAtom, type SavedCoupon } from '@storefront/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CartItem } from '@storefront/shared';
import { useCoupon } from './coupon';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const line = { id: 'c1', productId: 'p1', productTitle: 'Kurta', price: 2000, quantity: 1, subTotal: 2000 } as unknown as CartItem;

function Totals() {
  const coupon = useCoupon([line]);
  return <output>{`${coupon.effective?.code ?? 'none'} ${coupon.totals.total}`}</output>;
}

const FLAT200 = { code: 'FLAT200', kind: 'flat', value: 200, minOrder: 1499 };
const keep = (userId: string, terms: object) => localStorage.setItem('sf-coupon', JSON.stringify({ userId, terms }));
const SHOPPER = { name: 'Meera', email: 'meera@example.com', userId: 'u1', image: '' };

const cookieCoupon = () => {
  const raw = document.cookie.split(';').map((c) => c.trim()).find((c) => c.startsWith('sf_coupon='));
  return raw ? (JSON.parse(decodeURIComponent(raw.slice('sf_coupon='.length))) as unknown) : null;
};

afterEach(() => {
  localStorage.clear();
  document.cookie = 'sf_coupon=; path=/; max-age=0';
  document.body.innerHTML = '';
});

describe('the coupon kept in the browser for its shopper', () => {
  it('a server-rendered cart hydrates as the server rendered it (no coupon), then shows the kept coupon', async () => {
    keep('', FLAT200);
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

  function mount(store = createStore()) {
    const container = document.createElement('div');
    document.body.appendChild(container);
    return { container, store, root: createRoot(container) };
  }

  it("is the shopper's own: another shopper signed in on the same browser does not get it", async () => {
    keep('someone-else', FLAT200);
    const { container, store, root } = mount();
    store.set(userAtom, SHOPPER);
    await act(async () => root.render(<Provider store={store}><Totals /></Provider>));
    expect(container.textContent).toBe('none 2360');
    act(() => root.unmount());

    keep('u1', FLAT200);
    const again = mount();
    again.store.set(userAtom, SHOPPER);
    await act(async () => again.root.render(<Provider store={again.store}><Totals /></Provider>));
    expect(again.container.textContent).toBe('FLAT200 2124');
    act(() => again.root.unmount());
  });

  it('follows another tab that applies or removes one (the storage event)', async () => {
    const { container, store, root } = mount();
    store.set(userAtom, SHOPPER);
    await act(async () => root.render(<Provider store={store}><Totals /></Provider>));
    expect(container.textContent).toBe('none 2360');
    keep('u1', FLAT200);
    await act(async () => window.dispatchEvent(new StorageEvent('storage', { key: 'sf-coupon' })));
    expect(container.textContent).toBe('FLAT200 2124');
    localStorage.removeItem('sf-coupon');
    await act(async () => window.dispatchEvent(new StorageEvent('storage', { key: 'sf-coupon' })));
    expect(container.textContent).toBe('none 2360');
    act(() => root.unmount());
  });

  it("takes a coupon the shop's server applied before the scripts ran (its cookie) into the browser's storage, once", async () => {
    keep('u1', { code: 'WELCOME10', kind: 'percent', value: 10, minOrder: 999 });
    document.cookie = `sf_coupon=${encodeURIComponent(JSON.stringify({ userId: 'u1', terms: FLAT200, handed: true }))}; path=/`;
    const { container, store, root } = mount();
    store.set(userAtom, SHOPPER);
    await act(async () => root.render(<Provider store={store}><Totals /></Provider>));
    expect(container.textContent).toBe('FLAT200 2124');
    expect(JSON.parse(localStorage.getItem('sf-coupon') ?? 'null')).toEqual({ userId: 'u1', terms: FLAT200 });
    // the cookie stays, the same as storage: the server renders the next page with it
    expect(cookieCoupon()).toEqual({ userId: 'u1', terms: FLAT200 });
    act(() => root.unmount());

    // A cookie that is not a coupon changes nothing (and is put right from storage).
    document.cookie = `sf_coupon=${encodeURIComponent('{"userId":"u1","terms":{"code":"X"}}')}; path=/`;
    const again = mount();
    again.store.set(userAtom, SHOPPER);
    await act(async () => again.root.render(<Provider store={again.store}><Totals /></Provider>));
    expect(again.container.textContent).toBe('FLAT200 2124');
    expect(cookieCoupon()).toEqual({ userId: 'u1', terms: FLAT200 });
    act(() => again.root.unmount());
  });

  it('a coupon kept only in storage (from before the cookie) gets its cookie; removing it clears both', async () => {
    keep('u1', FLAT200);
    const { container, store, root } = mount();
    store.set(userAtom, SHOPPER);
    await act(async () => root.render(<Provider store={store}><Totals /></Provider>));
    expect(container.textContent).toBe('FLAT200 2124');
    expect(cookieCoupon()).toEqual({ userId: 'u1', terms: FLAT200 });
    await act(async () => store.set(couponAtom, null));
    expect(container.textContent).toBe('none 2360');
    expect(localStorage.getItem('sf-coupon')).toBeNull();
    expect(document.cookie).not.toContain('sf_coupon=');
    act(() => root.unmount());
  });

  it('a cart the server rendered with the coupon of its cookie shows the discount from the first paint, and hydrates without a change', async () => {
    const saved: SavedCoupon = { userId: 'u1', terms: { code: 'FLAT200', kind: 'flat', value: 200, minOrder: 1499 } };
    const serverStore = createStore();
    serverStore.set(userAtom, SHOPPER);
    serverStore.set(serverCouponAtom, saved);
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      <Provider store={serverStore}>
        <Totals />
      </Provider>,
    );
    document.body.appendChild(container);
    expect(container.textContent).toBe('FLAT200 2124');
    document.cookie = `sf_coupon=${encodeURIComponent(JSON.stringify(saved))}; path=/`;
    const browserStore = createStore();
    browserStore.set(userAtom, SHOPPER);
    browserStore.set(cartItemsAtom, [line]);
    browserStore.set(serverCouponAtom, saved);
    const recoverable = vi.fn();
    await act(async () => {
      hydrateRoot(
        container,
        <Provider store={browserStore}>
          <Totals />
        </Provider>,
        { onRecoverableError: recoverable },
      );
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(container.textContent).toBe('FLAT200 2124');
    expect(browserStore.get(couponTotalsAtom).total).toBe(2124);
  });
});
