// Who owns which route (ARCHITECTURE.md). The shell decides which remote to load for a path
// before that remote is known; the remote's './routes' module supplies the page by name.
import { matchPath } from 'react-router-dom';

export type RemoteName = 'mf_catalogue' | 'mf_product' | 'mf_cart_checkout' | 'mf_account';

export interface RemoteRoute {
  path: string;
  remote: RemoteName;
  page: string;
  /**
   * The page shows without the site header, footer and bottom bar (spec: sign-in and code screens).
   * The shell hides them from the first paint; the page itself may show them again (after a sign-in).
   */
  bare?: true;
}

export const REMOTE_ROUTES: readonly RemoteRoute[] = [
  { path: '/', remote: 'mf_catalogue', page: 'Home' },
  { path: '/products/category/:id', remote: 'mf_catalogue', page: 'CategoryListing' },
  { path: '/products/subCat/:id', remote: 'mf_catalogue', page: 'SubCategoryListing' },
  { path: '/search', remote: 'mf_catalogue', page: 'Search' },
  { path: '/products/:id', remote: 'mf_product', page: 'ProductDetail' },
  { path: '/product/:id', remote: 'mf_product', page: 'ProductDetail' },
  { path: '/cart', remote: 'mf_cart_checkout', page: 'Cart' },
  { path: '/checkout', remote: 'mf_cart_checkout', page: 'Checkout' },
  { path: '/orders', remote: 'mf_cart_checkout', page: 'Orders' },
  { path: '/orders/:id/invoice', remote: 'mf_cart_checkout', page: 'Invoice' },
  { path: '/signIn', remote: 'mf_account', page: 'SignIn', bare: true },
  { path: '/signUp', remote: 'mf_account', page: 'SignUp', bare: true },
  { path: '/verifyOTP', remote: 'mf_account', page: 'VerifyOtp', bare: true },
  { path: '/forgotPassword', remote: 'mf_account', page: 'ForgotPassword', bare: true },
  { path: '/changePassword', remote: 'mf_account', page: 'ChangePassword', bare: true },
  { path: '/my-account', remote: 'mf_account', page: 'MyAccount' },
  { path: '/my-list', remote: 'mf_account', page: 'MyList' },
];

/** Human names for fallbacks ('The cart is unavailable right now'). */
export const REMOTE_LABELS: Record<RemoteName, string> = {
  mf_catalogue: 'Product catalogue',
  mf_product: 'Product page',
  mf_cart_checkout: 'Cart and checkout',
  mf_account: 'Account',
};

export function remoteForPath(pathname: string): RemoteRoute | null {
  return REMOTE_ROUTES.find((r) => matchPath({ path: r.path, end: true }, pathname)) ?? null;
}

export function isBareRoute(pathname: string): boolean {
  return remoteForPath(pathname)?.bare === true;
}
