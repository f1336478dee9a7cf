import { describe, expect, it } from 'vitest';
import { remoteForPath } from './route-table';

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
});
