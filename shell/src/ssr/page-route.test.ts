import { describe, expect, it } from 'vitest';
import { confirmShopper, routePage, sendsToSignIn } from './page-route';

const ORIGIN = 'https://shop.example.in';

describe('routePage', () => {
  it("renders a public page's region for everyone, and the page may be kept", () => {
    for (const signedIn of [false, true]) {
      expect(routePage('/products/p1?utm=x', ORIGIN, signedIn)).toMatchObject({ remote: 'mf_product', regionRendered: true, shared: true, route: { page: 'ProductDetail' } });
    }
    expect(routePage('/signIn', ORIGIN, false)).toMatchObject({ remote: 'mf_account', regionRendered: true, shared: true });
  });

  it("renders the cart's region only for the shopper the session names, never to be kept", () => {
    expect(routePage('/cart', ORIGIN, true)).toMatchObject({ remote: 'mf_cart_checkout', regionRendered: true, shared: false });
    expect(routePage('/cart', ORIGIN, false)).toMatchObject({ remote: 'mf_cart_checkout', regionRendered: false, shared: false });
  });

  it("the shell's own pages have no region; an unknown address has no route", () => {
    expect(routePage('/about-us', ORIGIN, false)).toMatchObject({ remote: null, regionRendered: false, shared: true, route: { owner: 'shell' } });
    expect(routePage('/no-such-page', ORIGIN, false)).toMatchObject({ route: null, remote: null, regionRendered: false, shared: false });
  });

  it('keeps the path and query of the address', () => {
    const { url } = routePage('/search?q=tea', ORIGIN, false);
    expect(url.pathname + url.search).toBe('/search?q=tea');
    expect(url.origin).toBe(ORIGIN);
  });

  it("leaves the cart to the browser when the API did not confirm the cookie's shopper (it came out blank)", () => {
    const asked = routePage('/cart', ORIGIN, true);
    expect(confirmShopper(asked, true)).toBe(asked);
    expect(confirmShopper(asked, false)).toMatchObject({ remote: 'mf_cart_checkout', regionRendered: false, shared: false });
    const product = routePage('/products/p1', ORIGIN, true);
    expect(confirmShopper(product, false)).toBe(product);
  });

  it('sends to /signIn (without scripts) from the signed-in pages only, when nobody is signed in', () => {
    for (const path of ['/cart', '/checkout', '/orders', '/orders/o1/invoice', '/my-account', '/my-list']) {
      expect(sendsToSignIn(routePage(path, ORIGIN, false), false), path).toBe(true);
      expect(sendsToSignIn(routePage(path, ORIGIN, true), true), path).toBe(false);
    }
    for (const path of ['/', '/signIn', '/signUp', '/products/p1', '/no-such-page']) expect(sendsToSignIn(routePage(path, ORIGIN, false), false), path).toBe(false);
  });
});
