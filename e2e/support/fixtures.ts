// Page objects as fixtures (Playwright's recommended pattern), shared by every journey.
import { test as base, expect, type Page } from '@playwright/test';
import { freshShopper, signInAs, type Shopper } from './checkout-pages';
import { applyUnprotect } from './drills';
import { Header, ListingPage, ProductPage, Screen } from './shop-pages';

export const DEMO = { email: 'demo@storefront.in', password: 'Demo@1234', name: 'Demo Shopper' };

/**
 * Counts the React renderers that register with the devtools hook: more than one means two copies
 * of react-dom in the page (a broken singleton).
 */
export const countReactRenderersScript = () => {
  const renderers = new Map<number, unknown>();
  (window as unknown as Record<string, unknown>).__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    renderers,
    supportsFiber: true,
    isDisabled: false,
    inject(renderer: unknown) {
      renderers.set(renderers.size + 1, renderer);
      return renderers.size;
    },
    onScheduleFiberRoot() {},
    onCommitFiberRoot() {},
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
    checkDCE() {},
  };
};

export class ShopPage {
  constructor(readonly page: Page) {}

  header() {
    return this.page.getByRole('banner');
  }

  footer() {
    return this.page.getByRole('contentinfo');
  }

  slice(name: 'mf-catalogue' | 'mf-product' | 'mf-cart-checkout' | 'mf-account') {
    return this.page.locator(`[data-boundary="${name}"]`);
  }

  productCards() {
    return this.page.getByTestId('product-card');
  }
}

export class SignInPage extends Screen {
  constructor(page: Page) {
    super(page, '/signIn', 'Sign In');
  }

  async signIn(email: string, password: string) {
    await this.page.getByLabel('Email').fill(email);
    await this.page.getByLabel('Password').fill(password);
    await this.page.getByRole('button', { name: 'Sign In', exact: true }).click();
  }
}

/** How many React renderers registered in the page (see countReactRenderersScript). */
export function reactRenderers(page: Page): Promise<number> {
  return page.evaluate(
    () => (window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: { renderers: Map<number, unknown> } }).__REACT_DEVTOOLS_GLOBAL_HOOK__.renderers.size,
  );
}

interface Fixtures {
  /** Set by a test that breaks the page's Content Security Policy on purpose. */
  cspViolationsAllowed: boolean;
  shop: ShopPage;
  signInPage: SignInPage;
  header: Header;
  listing: ListingPage;
  productPage: ProductPage;
  /** A new, verified shopper of this test alone, already signed in for every page it opens. */
  shopper: Shopper;
}

/**
 * What React (production: minified errors #418-#425) and the shell's bootstrap say when the
 * browser's first render differs from the server's HTML.
 */
export const HYDRATION_TROUBLE = /rendered again in the browser|Minified React error #4(18|19|2[0-5])\b|[Hh]ydrat(ion|ing) (failed|mismatch)|did not match/;

export const test = base.extend<Fixtures>({
  // E2E_DRILL_UNPROTECT (support/drills.ts) removes a protection in every page, to prove a drill fails without it.
  cspViolationsAllowed: [false, { option: true }],
  // Every page also fails its test if anything in it breaks the shell's Content Security Policy,
  // or if a server-rendered page did not hydrate as the server rendered it.
  page: async ({ page, cspViolationsAllowed }, use) => {
    await applyUnprotect(page);
    const violations: string[] = [];
    const hydration: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error' && /Content Security Policy/.test(m.text())) violations.push(m.text());
      if (HYDRATION_TROUBLE.test(m.text())) hydration.push(m.text());
    });
    await use(page);
    if (!cspViolationsAllowed) expect(violations, 'Content Security Policy violations').toEqual([]);
    expect(hydration, 'hydration warnings').toEqual([]);
  },
  shop: async ({ page }, use) => use(new ShopPage(page)),
  signInPage: async ({ page }, use) => use(new SignInPage(page)),
  header: async ({ page }, use) => use(new Header(page)),
  listing: async ({ page }, use) => use(new ListingPage(page)),
  productPage: async ({ page }, use) => use(new ProductPage(page)),
  shopper: async ({ page }, use, testInfo) => {
    const s = await freshShopper(testInfo.title.replace(/[^a-z]+/gi, '').slice(0, 12).toLowerCase() || 'e2e');
    await signInAs(page, s);
    await use(s);
  },
});

export { expect };
