import { describe, expect, it } from 'vitest';
import { isBareRoute, remoteForPath } from './route-table';

describe('route ownership', () => {
  it.each([
    ['/', 'mf_catalogue', 'Home'],
    ['/products/category/c1', 'mf_catalogue', 'CategoryListing'],
    ['/products/subCat/s1', 'mf_catalogue', 'SubCategoryListing'],
    ['/search', 'mf_catalogue', 'Search'],
    ['/products/p1', 'mf_product', 'ProductDetail'],
    ['/product/p1', 'mf_product', 'ProductDetail'],
    ['/cart', 'mf_cart_checkout', 'Cart'],
    ['/checkout', 'mf_cart_checkout', 'Checkout'],
    ['/orders', 'mf_cart_checkout', 'Orders'],
    ['/signIn', 'mf_account', 'SignIn'],
    ['/verifyOTP', 'mf_account', 'VerifyOtp'],
    ['/my-list', 'mf_account', 'MyList'],
    ['/my-account', 'mf_account', 'MyAccount'],
  ])('%s belongs to %s (%s)', (path, remote, page) => {
    expect(remoteForPath(path)).toMatchObject({ remote, page });
  });

  it('leaves the shell its own pages', () => {
    expect(remoteForPath('/about-us')).toBeNull();
    expect(remoteForPath('/no-such-page')).toBeNull();
  });

  it('marks the sign-in and code screens as shown without the site chrome', () => {
    for (const path of ['/signIn', '/signUp', '/verifyOTP', '/forgotPassword', '/changePassword']) expect(isBareRoute(path), path).toBe(true);
    for (const path of ['/', '/cart', '/my-account', '/my-list', '/about-us', '/products/p1']) expect(isBareRoute(path), path).toBe(false);
  });
});
