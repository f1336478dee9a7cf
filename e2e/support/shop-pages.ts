// Page objects of the composed shop that journeys across slices share: the shell's header, a
// catalogue listing, the product page and the snackbar. Role and visible-text locators first.
import { expect, type Locator, type Page } from '@playwright/test';

/** The shell's one alert region (success and error messages of every slice). */
export function snackbar(page: Page, text: string | RegExp): Locator {
  return page.locator('.shell-snackbar').filter({ hasText: text });
}

export const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A page object for a screen the shopper reaches by its address and knows by its heading. */
export class Screen {
  constructor(
    readonly page: Page,
    private readonly path: string,
    private readonly heading: string | RegExp,
  ) {}

  /** Opens the screen and waits for its heading. */
  async goto() {
    await this.page.goto(this.path);
    await expect(this.page.getByRole('heading', { name: this.heading })).toBeVisible();
  }
}

/** '₹1,23,456' -> 123456 */
export const rupees = (text: string) => Number(text.replace(/[^\d]/g, ''));

export class Header {
  constructor(readonly page: Page) {}

  root() {
    return this.page.getByRole('banner');
  }
  cartLink() {
    return this.root().getByRole('link', { name: /^Cart,/ });
  }
  cartCount() {
    return this.root().getByTestId('cart-count');
  }
  cartTotal() {
    return this.root().getByTestId('cart-total');
  }
  userMenu() {
    return this.root().getByRole('button', { name: /account menu/i });
  }
  signInLink() {
    return this.root().getByRole('link', { name: 'Sign In' });
  }
  searchBox() {
    return this.root().getByRole('combobox', { name: 'Search for products' });
  }
  suggestions() {
    return this.root().getByRole('listbox', { name: 'Search for products' }).getByRole('option');
  }
  locationButton() {
    return this.root().getByRole('button', { name: /Your Location|Deliver to/ });
  }

  async chooseLocation(country: string) {
    await this.locationButton().click();
    const dialog = this.page.getByRole('dialog', { name: 'Choose your Delivery Location' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('searchbox', { name: 'Search your area' }).fill(country.slice(0, 4).toLowerCase());
    // Choosing reloads the shop at '/'.
    await Promise.all([this.page.waitForURL((u) => u.pathname === '/'), dialog.getByRole('button', { name: country, exact: true }).click()]);
  }

  async openUserMenuItem(name: 'My Account' | 'Orders' | 'My List' | 'Logout') {
    await this.userMenu().click();
    await this.page.getByRole('menuitem', { name }).click();
  }
}

export class ListingPage {
  constructor(readonly page: Page) {}

  slice() {
    return this.page.locator('[data-boundary="mf-catalogue"]');
  }
  title() {
    return this.slice().getByRole('heading', { level: 1 });
  }
  sidebar() {
    return this.page.getByTestId('filter-sidebar');
  }
  grid() {
    return this.page.getByTestId('product-grid');
  }
  cards() {
    return this.grid().getByTestId('product-card');
  }
  card(name: string) {
    return this.page.getByRole('article', { name, exact: true });
  }
  spinner() {
    return this.slice().getByRole('status').filter({ hasText: /^Loading products$|^Searching products$/ });
  }
  resultCount() {
    return this.slice().getByText(/^(There are \d+ products|There is 1 product)\.$/);
  }
  /** A sub-category in PRODUCT CATEGORIES: a link named with its count ('Men (124)'). */
  subCategory(name: string) {
    return this.sidebar().getByRole('link', { name: new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\(\\d+\\)$`) });
  }
  /** The count a sub-category, rating row or price band shows: 'Men (124)' -> 124. */
  async facetCount(facet: Locator): Promise<number> {
    const name = (await facet.getAttribute('aria-label')) ?? (await facet.innerText());
    return Number(/\((\d+)\)$/.exec(name.trim())?.[1] ?? NaN);
  }
  sortBy() {
    return this.slice().getByRole('combobox', { name: 'Sort by' });
  }
  maxPrice() {
    return this.sidebar().getByRole('slider', { name: 'Maximum price' });
  }
  minPrice() {
    return this.sidebar().getByRole('slider', { name: 'Minimum price' });
  }
  /** A FILTER BY RATING row: a link named with its count ('Rated 4 stars and up (3)'). */
  ratingRow(stars: number) {
    return this.sidebar().getByRole('link', { name: new RegExp(`^${stars === 5 ? 'Rated 5 stars' : `Rated ${stars} stars and up`} \\(\\d+\\)$`) });
  }

  /** Prices of the shown cards, read from their visible price. */
  async cardPrices(): Promise<number[]> {
    const texts = await this.cards().locator('p').filter({ hasText: /^Price|Price / }).allInnerTexts();
    return texts.map((t) => rupees(t.split('\n').pop() ?? t));
  }

  /**
   * The grid's rows of cards (cards whose tops match): for each row, how far apart the price lines
   * are (px), and every card name as shown.
   */
  async cardRows(): Promise<Array<{ priceSpread: number; names: string[] }>> {
    const cards = await this.cards().evaluateAll((els) =>
      els.map((card) => {
        const price = Array.from(card.querySelectorAll('p')).find((p) => /Price /.test(p.textContent ?? ''));
        return {
          top: Math.round(card.getBoundingClientRect().top),
          priceTop: price ? price.getBoundingClientRect().top : NaN,
          name: (card.querySelector('h3') as HTMLElement | null)?.innerText ?? '',
        };
      }),
    );
    const rows = new Map<number, typeof cards>();
    for (const c of cards) rows.set(c.top, [...(rows.get(c.top) ?? []), c]);
    return [...rows.values()].map((row) => ({
      priceSpread: Math.max(...row.map((c) => c.priceTop)) - Math.min(...row.map((c) => c.priceTop)),
      names: row.map((c) => c.name),
    }));
  }

  /** Ratings of the shown cards, from their read-only star images ('Rated 4.5 out of 5'). */
  async cardRatings(): Promise<number[]> {
    const names = await this.cards().getByRole('img', { name: /^Rated [\d.]+ out of 5$/ }).evaluateAll((els) =>
      els.map((e) => e.getAttribute('aria-label') ?? ''),
    );
    return names.map((n) => Number(/Rated ([\d.]+)/.exec(n)?.[1] ?? NaN));
  }

  /** Sets a range input the way a drag does (React listens to 'input'). */
  /**
   * Where each price handle is: whether the point on the bar's centre line under the handle's
   * centre (worked out from its value) is a handle (itself, or the other one where they overlap),
   * and how far the slider's own centre line is from the bar's.
   */
  async priceHandles(scope: Locator = this.sidebar()): Promise<Array<{ name: string; onTrack: boolean; offCentre: number }>> {
    return scope.getByRole('slider').evaluateAll((els) =>
      (els as HTMLInputElement[]).map((input) => {
        const bar = input.parentElement!.firstElementChild!.getBoundingClientRect();
        const box = input.getBoundingClientRect();
        const min = Number(input.min);
        const share = (Number(input.value) - min) / (Number(input.max) - min);
        const x = box.left + box.height / 2 + (box.width - box.height) * share;
        const y = bar.top + bar.height / 2;
        return {
          name: input.getAttribute('aria-label') ?? '',
          onTrack: (() => {
            const hit = document.elementFromPoint(x, y);
            return hit instanceof HTMLInputElement && hit.parentElement === input.parentElement;
          })(),
          offCentre: Math.abs(box.top + box.height / 2 - y),
        };
      }),
    );
  }

  async setRange(slider: Locator, value: number) {
    await slider.evaluate((el, v) => {
      const input = el as HTMLInputElement;
      const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
      setter.call(input, String(v));
      input.dispatchEvent(new Event('input', { bubbles: true }));
      input.dispatchEvent(new Event('change', { bubbles: true }));
    }, value);
  }
}

export class ProductPage {
  constructor(readonly page: Page) {}

  slice() {
    return this.page.locator('[data-boundary="mf-product"]');
  }
  async goto(id: string, name?: string) {
    await this.page.goto(`/products/${id}`);
    await expect(name ? this.heading(name) : this.page.getByRole('heading', { level: 1 })).toBeVisible();
  }
  heading(name: string) {
    return this.page.getByRole('heading', { level: 1, name, exact: true });
  }
  options(label: 'RAM' | 'Size' | 'Weight', scope: Locator | Page = this.page) {
    return scope.getByRole('radiogroup', { name: label, exact: true });
  }
  quantity(scope: Locator | Page = this.page) {
    return scope.getByRole('textbox', { name: 'Quantity' });
  }
  addToCart(scope: Locator | Page = this.page) {
    return scope.getByRole('button', { name: /^(Add to cart|adding\.\.\.)$/ });
  }
  wishlist() {
    return this.slice().getByRole('button', { name: /^(Add to Wishlist|Added to Wishlist)$/ });
  }
  reviewsTab() {
    return this.page.getByRole('tab', { name: /^Reviews \(\d+\)$/ });
  }
  reviews() {
    return this.page.getByRole('list', { name: 'Reviews' }).getByRole('listitem');
  }
}

/**
 * Moves the shop's router to `path` without loading the page again (as an in-app link does), so
 * what a test then sees comes from the running slices' state, not from storage read at start.
 */
export async function spaNavigate(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: {} }));
  }, path);
}

/**
 * The points of a control (its centre and corners, 3 px in) where something else is on top of it:
 * empty when nothing covers it.
 */
export async function coveredPoints(control: Locator): Promise<string[]> {
  return control.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const points: Array<[string, number, number]> = [
      ['centre', r.left + r.width / 2, r.top + r.height / 2],
      ['top left', r.left + 3, r.top + 3],
      ['top right', r.right - 3, r.top + 3],
      ['bottom left', r.left + 3, r.bottom - 3],
      ['bottom right', r.right - 3, r.bottom - 3],
    ];
    return points
      .filter(([, x, y]) => {
        const hit = document.elementFromPoint(x, y);
        return !hit || !(hit === el || el.contains(hit));
      })
      .map(([name, , y]) => `${name} (${document.elementFromPoint(r.left + r.width / 2, y)?.getAttribute('aria-label') ?? 'something'})`);
  });
}

/** The listing's count line: 'There is 1 product.' or 'There are N products.' */
export const countText = (n: number) => (n === 1 ? 'There is 1 product.' : `There are ${n} products.`);
