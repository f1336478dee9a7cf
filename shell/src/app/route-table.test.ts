import { describe, expect, it } from 'vitest';
import { hasFilterPanel, isBareRoute, matchRoute, remoteForPath, ROUTES } from './route-table';

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
    expect(remoteForPath(path)).toMatchObject({ owner: remote, page });
  });

  it('leaves the shell its own pages', () => {
    expect(remoteForPath('/about-us')).toBeNull();
    expect(remoteForPath('/no-such-page')).toBeNull();
  });

  it('marks the sign-in and code screens as shown without the site chrome', () => {
    for (const path of ['/signIn', '/signUp', '/verifyOTP', '/forgotPassword', '/changePassword']) expect(isBareRoute(path), path).toBe(true);
    for (const path of ['/', '/cart', '/my-account', '/my-list', '/about-us', '/products/p1']) expect(isBareRoute(path), path).toBe(false);
  });

  it('names the pages with the listing\'s filter panel: listings and search, not home or a product', () => {
    for (const path of ['/products/category/c1', '/products/subCat/s1', '/search']) expect(hasFilterPanel(path), path).toBe(true);
    for (const path of ['/', '/products/p1', '/cart', '/about-us']) expect(hasFilterPanel(path), path).toBe(false);
  });
});

describe('the route table', () => {
  it('declares each path once', () => {
    const paths = ROUTES.map((r) => r.path.toLowerCase());
    expect(new Set(paths).size).toBe(paths.length);
  });

  it("gives the shell its static pages, rendered on the server with the head they show", () => {
    expect(matchRoute('/about-us')?.route).toMatchObject({ owner: 'shell', page: 'AboutUs', ssr: 'public', head: { kind: 'static', title: 'About Us' } });
    expect(ROUTES.filter((r) => r.owner === 'shell').map((r) => r.path)).toEqual(['/location', '/about-us', '/terms-conditions', '/privacy-policy', '/refund-policy', '/contact']);
    // the location page is rendered for everyone (its form works without scripts), and never indexed
    expect(matchRoute('/location')?.route).toMatchObject({ owner: 'shell', page: 'ChooseLocation', ssr: 'public', head: { kind: 'private' } });
  });

  it('says which pages the server renders, and for whom', () => {
    const ssr = (path: string) => matchRoute(path)?.route.ssr;
    for (const path of ['/', '/products/category/c1', '/products/subCat/s1', '/search', '/products/p1', '/product/p1', '/signIn', '/signUp', '/verifyOTP', '/forgotPassword', '/changePassword']) expect(ssr(path), path).toBe('public');
    for (const path of ['/cart', '/checkout', '/orders', '/orders/o1/invoice', '/my-account', '/my-list']) expect(ssr(path), path).toBe('shopper');
  });

  it('matches as the browser router does: any case, trailing slashes, decoded parameters', () => {
    expect(matchRoute('/Products/Category/c1/')).toMatchObject({ route: { page: 'CategoryListing' }, params: { id: 'c1' } });
    expect(matchRoute('/products/bad%20id')?.params.id).toBe('bad id');
    expect(matchRoute('/products/..%2Fcategory')?.params.id).toBe('../category');
    expect(matchRoute('/products/category/c1/extra')).toBeNull();
  });
});
