// Every page of the shop, declared once (ARCHITECTURE.md, "Who owns what"): who owns it, whether
// the server renders it, and what its <head> says. The browser's router, the chrome, the link
// preloader, the rendering server and the share-and-search tags all read this table. A remote's page
// comes by name from that remote's './routes' module; a shell page by name from
// features/static-pages/static-routes.
import { matchPath } from 'react-router-dom';
import { STORE_NAME } from '@storefront/shared';

export type RemoteName = 'mf_catalogue' | 'mf_product' | 'mf_cart_checkout' | 'mf_account';

/**
 * Rendered on the server: for everyone ('public': kept by the page cache when it comes out whole),
 * only for a shopper the session cookie names ('shopper': their page is never kept), or not at all
 * (false: the server sends the chrome and the browser renders the page).
 */
export type ServerRendering = 'public' | 'shopper' | false;

/** Which head loader (ssr/head.ts) builds the page's share and search tags. */
export type HeadSpec =
  | { kind: 'home' | 'category' | 'subCategory' | 'search' | 'product' }
  | { kind: 'static'; title: string; description: string }
  /**
   * A screen of the shopper's own: a real page (200) that asks not to be indexed. One thing's page
   * (an order's invoice) names the API's read of that thing in `exists` (`:id` is the page's id):
   * where the API says 404 for the shopper (no such order, or not theirs), so does the page.
   */
  | { kind: 'private'; title: string; exists?: string };

export interface RouteEntry {
  /** A React Router path; `:id` is the id the head loaders read. */
  path: string;
  owner: RemoteName | 'shell';
  /** The page's name in its owner's routes. */
  page: string;
  ssr: ServerRendering;
  head: HeadSpec;
  /**
   * The page shows without the site header, footer and bottom bar (spec: sign-in and code screens).
   * The shell hides them from the first paint; the page itself may show them again (after a sign-in).
   */
  bare?: true;
  /**
   * For signed-in shoppers only (spec: Cart, Checkout, Orders, My Account, My List): a visitor is sent
   * to /signIn, by the page's scripts (RequireSignIn) or, without them, by the head the server sends
   * when it knows no shopper (a refresh inside <noscript>).
   */
  signedIn?: true;
  /**
   * The page has the listing's filter panel (FILTER_PANEL_ID): the bottom bar's Filters tab links
   * to it on a small screen, from the first paint and without scripts.
   */
  filters?: true;
}

export type RemoteRoute = RouteEntry & { owner: RemoteName };

/** What the shop is, in the shop's own words (the About Us page's opening). */
export const SHOP_DESCRIPTION = `${STORE_NAME} is an online shop for India: everyday essentials, fashion, electronics and home goods at honest prices, delivered to your door.`;

const privateHead = (title: string, exists?: string): HeadSpec => (exists ? { kind: 'private', title, exists } : { kind: 'private', title });

export const ROUTES = [
  { path: '/', owner: 'mf_catalogue', page: 'Home', ssr: 'public', head: { kind: 'home' } },
  { path: '/products/category/:id', owner: 'mf_catalogue', page: 'CategoryListing', ssr: 'public', head: { kind: 'category' }, filters: true },
  { path: '/products/subCat/:id', owner: 'mf_catalogue', page: 'SubCategoryListing', ssr: 'public', head: { kind: 'subCategory' }, filters: true },
  { path: '/search', owner: 'mf_catalogue', page: 'Search', ssr: 'public', head: { kind: 'search' }, filters: true },
  { path: '/products/:id', owner: 'mf_product', page: 'ProductDetail', ssr: 'public', head: { kind: 'product' } },
  { path: '/product/:id', owner: 'mf_product', page: 'ProductDetail', ssr: 'public', head: { kind: 'product' } },
  // The cart, checkout, the orders, an order's invoice and My List come with the session: rendered
  // for the shopper the cookie names (their own reads go as that shopper: shared's ServerReads).
  { path: '/cart', owner: 'mf_cart_checkout', page: 'Cart', ssr: 'shopper', head: privateHead('Cart'), signedIn: true },
  { path: '/checkout', owner: 'mf_cart_checkout', page: 'Checkout', ssr: 'shopper', head: privateHead('Checkout'), signedIn: true },
  { path: '/orders', owner: 'mf_cart_checkout', page: 'Orders', ssr: 'shopper', head: privateHead('Orders'), signedIn: true },
  // An order's tax invoice (decisions §7).
  { path: '/orders/:id/invoice', owner: 'mf_cart_checkout', page: 'Invoice', ssr: 'shopper', head: privateHead('Tax Invoice', '/api/orders/:id/invoice'), signedIn: true },
  // Rendered on the server so their forms work before the scripts, or without them (shell/src/ssr/forms.ts).
  // The code screens read the code flow's cookie: rendered for its shopper alone while one is under way.
  { path: '/signIn', owner: 'mf_account', page: 'SignIn', ssr: 'public', head: privateHead('Sign In'), bare: true },
  { path: '/signUp', owner: 'mf_account', page: 'SignUp', ssr: 'public', head: privateHead('Sign Up'), bare: true },
  { path: '/verifyOTP', owner: 'mf_account', page: 'VerifyOtp', ssr: 'public', head: privateHead('Verify OTP'), bare: true },
  { path: '/forgotPassword', owner: 'mf_account', page: 'ForgotPassword', ssr: 'public', head: privateHead('Forgot Password'), bare: true },
  { path: '/changePassword', owner: 'mf_account', page: 'ChangePassword', ssr: 'public', head: privateHead('Change Password'), bare: true },
  { path: '/my-account', owner: 'mf_account', page: 'MyAccount', ssr: 'shopper', head: privateHead('My Account'), signedIn: true },
  { path: '/my-list', owner: 'mf_account', page: 'MyList', ssr: 'shopper', head: privateHead('My List'), signedIn: true },
  // The delivery location as a page: the header's 'Deliver to' before the scripts, or without them.
  { path: '/location', owner: 'shell', page: 'ChooseLocation', ssr: 'public', head: privateHead('Choose your Delivery Location') },
  // The shell's static pages: their head repeats the title and opening line each page shows.
  { path: '/about-us', owner: 'shell', page: 'AboutUs', ssr: 'public', head: { kind: 'static', title: 'About Us', description: SHOP_DESCRIPTION } },
  {
    path: '/terms-conditions',
    owner: 'shell',
    page: 'TermsConditions',
    ssr: 'public',
    head: {
      kind: 'static',
      title: 'Terms & Conditions',
      description: `These terms apply when you browse or buy on ${STORE_NAME}. Please read them; by placing an order you agree to them.`,
    },
  },
  {
    path: '/privacy-policy',
    owner: 'shell',
    page: 'PrivacyPolicy',
    ssr: 'public',
    head: {
      kind: 'static',
      title: 'Privacy Policy',
      description: `This policy explains what personal data ${STORE_NAME} collects, why, and the choices you have. We collect only what we need to run the shop.`,
    },
  },
  {
    path: '/refund-policy',
    owner: 'shell',
    page: 'RefundPolicy',
    ssr: 'public',
    head: {
      kind: 'static',
      title: 'Refund & Return Policy',
      description: 'We want you to be happy with every order. If something is not right, here is how returns and refunds work.',
    },
  },
  {
    path: '/contact',
    owner: 'shell',
    page: 'Contact',
    ssr: 'public',
    head: {
      kind: 'static',
      title: 'Contact Us',
      description:
        'Questions about an order, a return or a product? Send us a message and our customer care team will reply within one working day.',
    },
  },
] as const satisfies readonly RouteEntry[];

/** The names of the shell's own pages: static-routes must supply a component for each. */
export type ShellPageName = Extract<(typeof ROUTES)[number], { owner: 'shell' }>['page'];

const isRemoteRoute = (r: RouteEntry): r is RemoteRoute => r.owner !== 'shell';

export const REMOTE_ROUTES: readonly RemoteRoute[] = (ROUTES as readonly RouteEntry[]).filter(isRemoteRoute);

/** Human names for fallbacks ('The cart is unavailable right now'). */
export const REMOTE_LABELS: Record<RemoteName, string> = {
  mf_catalogue: 'Product catalogue',
  mf_product: 'Product page',
  mf_cart_checkout: 'Cart and checkout',
  mf_account: 'Account',
};

export interface RouteMatch {
  route: RouteEntry;
  /** The path's parameters, decoded. */
  params: Record<string, string | undefined>;
}

/**
 * The entry an address shows, matched as the browser's router matches it: any case, trailing
 * slashes ignored, each segment decoded first (a broken %-escape is matched as it is).
 */
export function matchRoute(pathname: string): RouteMatch | null {
  let decoded = pathname;
  try {
    decoded = pathname
      .split('/')
      .map((s) => decodeURIComponent(s).replace(/\//g, '%2F'))
      .join('/');
  } catch {
    // as the router does: the raw path
  }
  for (const route of ROUTES as readonly RouteEntry[]) {
    const match = matchPath({ path: route.path, end: true }, decoded);
    if (match) return { route, params: match.params };
  }
  return null;
}

export function remoteForPath(pathname: string): RemoteRoute | null {
  const route = matchRoute(pathname)?.route;
  return route && isRemoteRoute(route) ? route : null;
}

export function isBareRoute(pathname: string): boolean {
  return matchRoute(pathname)?.route.bare === true;
}

export function hasFilterPanel(pathname: string): boolean {
  return matchRoute(pathname)?.route.filters === true;
}
