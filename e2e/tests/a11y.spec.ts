// Accessibility (issue 7): axe-core on the shop's pages, composed as a shopper sees them, at 1280
// and 390 px. No serious or critical violation anywhere; and, whatever their impact, no unlabelled
// form field and no unnamed button, link or image.
import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { productWithOption, richSubCategory } from '../support/catalogue-data';
import { addToCartByApi, addToMyListByApi } from '../support/shopper-api';

// axe-core adds style blocks to the page it inspects, which the shop's policy refuses (it lets no
// style block in but by hash or the page's nonce): these pages are read with the policy bypassed.
// Every other journey runs under it and fails on any violation.
test.use({ bypassCSP: true });

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
/** Names and labels, whatever their impact: every field labelled, every icon button and link named (all in WCAG/best-practice). */
const NAMES = [
  'label',
  'select-name',
  'aria-input-field-name',
  'aria-toggle-field-name',
  'button-name',
  'input-button-name',
  'link-name',
  'image-alt',
  'svg-img-alt',
  'role-img-alt',
  'aria-dialog-name',
  'frame-title',
];

type Violation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];
type Node = Violation['nodes'][number];

/**
 * Serious violations the slices still owe a fix (reported with issue 7; remove an entry once its
 * slice is fixed). Matched by rule, owning slice (the node's closest data-boundary) and, for
 * contrast, the failing foreground/background pair, so anything new still fails the test.
 */
const KNOWN: ReadonlyArray<{ rule: string; slice: string; match: (n: Node) => boolean; note: string }> = [];

function colours(n: Node): string {
  const data = n.any.find((c) => c.id === 'color-contrast')?.data as { fgColor?: string; bgColor?: string } | undefined;
  return `${data?.fgColor ?? ''}/${data?.bgColor ?? ''}`;
}

function describe(violations: Violation[]): string {
  return violations
    .map((v) => `${v.impact} ${v.id}: ${v.help}\n${v.nodes.slice(0, 6).map((n) => `    ${n.target.join(' ')}  ${n.failureSummary?.split('\n')[1] ?? ''}`).join('\n')}`)
    .join('\n');
}

/** Audits the page once `ready` shows (as it is now without it); `what` names it in the failure. */
async function audit(page: Page, what: string, ready?: Locator) {
  if (ready) await expect(ready).toBeVisible();
  // Let skeletons give way to images and carousels settle before judging colours and names.
  await page.waitForTimeout(600);
  const all = await new AxeBuilder({ page }).withTags([...WCAG, 'best-practice']).analyze();
  const grave: Violation[] = [];
  for (const v of all.violations.filter((x) => x.impact === 'serious' || x.impact === 'critical')) {
    const slices = await page.evaluate(
      (targets) => targets.map((t) => document.querySelector(t)?.closest('[data-boundary]:not([data-boundary="shell"])')?.getAttribute('data-boundary') ?? 'shell'),
      v.nodes.map((n) => String(n.target[0])),
    );
    const unknown = v.nodes.filter((n, i) => {
      const known = KNOWN.find((k) => k.rule === v.id && k.slice === slices[i] && k.match(n));
      if (known) {
        const detail = v.id === 'color-contrast' ? ` ${colours(n)} ${(n.any[0]?.data as { contrastRatio?: number })?.contrastRatio}:1` : '';
        test.info().annotations.push({ type: 'known a11y issue', description: `${what}: ${known.slice} ${v.id}${detail} at ${n.target.join(' ')}` });
      }
      return !known;
    });
    if (unknown.length) grave.push({ ...v, nodes: unknown });
  }
  const unnamed = all.violations.filter((v) => NAMES.includes(v.id));
  expect.soft(describe(grave), `serious/critical axe violations on ${what}`).toBe('');
  expect.soft(describe(unnamed), `unlabelled fields or unnamed controls on ${what}`).toBe('');
}

// Each test audits many pages in one go; on a busy 2-core machine that takes longer than the default.
test.describe.configure({ timeout: 180_000 });

test('visitor pages: home, category listing, search, product with its quick view, sign in and sign up', { tag: '@shell' }, async ({ page, listing, productPage }) => {
  const { category } = await richSubCategory(6);
  const { product, word } = await productWithOption('size');

  await page.goto('/');
  await expect(page.getByTestId('product-card').first()).toBeVisible();
  await page.mouse.wheel(0, 2500);
  await expect(page.getByRole('heading', { name: 'Featured Products' }).or(page.getByText('Featured Products')).first()).toBeVisible();
  await page.mouse.wheel(0, -2500);
  // Back at the very top before the audit, as a keyboard shopper goes with Home: cards left under
  // the fixed header would read as obscured targets. (A wheel back used to stop 32 px short: a list
  // being built moved the browser's scroll anchor; page-load.spec now holds home still.)
  await page.keyboard.press('Home');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await audit(page, 'home');

  await page.goto(`/products/category/${category.id}`);
  await audit(page, 'category listing', listing.cards().first());

  await page.goto(`/search?q=${encodeURIComponent(word)}`);
  await audit(page, 'search results', listing.card(product.name));

  await listing.card(product.name).hover();
  await listing.card(product.name).getByRole('button', { name: `Quick view: ${product.name}` }).click();
  await audit(page, 'quick view dialog', page.getByRole('dialog', { name: product.name }));

  await productPage.goto(product.id, product.name);
  await audit(page, 'product page');
  await page.getByRole('tab', { name: /^Reviews/ }).click();
  await audit(page, 'product page, Reviews tab', page.getByRole('textbox', { name: 'Write a Review' }));

  await page.goto('/signIn');
  await audit(page, 'sign in', page.getByRole('heading', { name: 'Sign In' }));

  await page.goto('/signUp');
  await audit(page, 'sign up', page.getByRole('heading', { name: 'Sign Up' }));
});

test('shopper pages: cart, checkout, orders, My Account, My List and the open user menu', { tag: '@shell' }, async ({ page, shopper, header }) => {
  const { product } = await productWithOption('size');
  await addToCartByApi(shopper, product, 2);
  await addToMyListByApi(shopper, product);

  await page.goto('/cart');
  await expect(page.getByTestId('cart-row')).toHaveCount(1);
  await audit(page, 'cart');

  await page.getByRole('link', { name: 'Checkout' }).click();
  await audit(page, 'checkout', page.getByRole('heading', { name: 'BILLING DETAILS' }));
  // The form as it is after a refused payment: every empty field marked.
  await page.getByRole('button', { name: 'Cash On Delivery' }).click();
  await audit(page, 'checkout with field errors', page.getByText('Please fill City'));

  await page.goto('/orders');
  await audit(page, 'orders', page.getByRole('heading', { name: 'My Orders' }));

  await page.goto('/my-account');
  await expect(page.getByRole('heading', { name: 'My Account' })).toBeVisible();
  await expect(page.getByLabel('Name')).toHaveValue(shopper.name);
  await audit(page, 'my account, Edit Profile');
  await page.getByRole('tab', { name: 'Change Password' }).click();
  await audit(page, 'my account, Change Password');

  await page.goto('/my-list');
  await audit(page, 'my list', page.getByText('There is 1 product in your My List'));

  await header.userMenu().click();
  await audit(page, 'open user menu', page.getByRole('menu', { name: 'Account' }));
});

test.describe('on a phone', { tag: '@shell' }, () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('home, the slide-in menu, a listing with its filter panel open, and the location dialog', async ({ page, header, listing }) => {
    const { category } = await richSubCategory(6);
    await page.goto('/');
    await audit(page, 'home at 390 px', page.getByTestId('product-card').first());

    await header.root().getByRole('button', { name: 'Open menu' }).click();
    await audit(page, 'slide-in menu at 390 px', page.getByRole('dialog', { name: 'Menu' }));
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Close menu' }).click();

    await page.goto(`/products/category/${category.id}`);
    await audit(page, 'listing at 390 px', listing.cards().first());
    await page.getByRole('navigation', { name: 'Shortcuts' }).getByRole('button', { name: 'Filters' }).click();
    await audit(page, 'filter panel at 390 px', page.getByRole('dialog', { name: 'Filter Products' }));
    await page.getByRole('button', { name: 'Close filters' }).click();

    await header.locationButton().click();
    await audit(page, 'location dialog at 390 px', page.getByRole('dialog', { name: 'Choose your Delivery Location' }));
  });
});

test('the quick view keeps the keyboard inside: Shift+Tab from Close and Tab from its last control wrap around, the page behind unscrolled', { tag: ['@catalogue', '@product'] }, async ({ page, listing }) => {
  // (a category's page, where the footer's last link was the next stop behind the dialog)
  const { category } = await richSubCategory(6);
  await page.goto(`/products/category/${category.id}`);
  const opener = listing.cards().first().getByRole('button', { name: /^Quick view: / });
  await opener.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading')).toBeVisible();
  const inDialog = () => page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')));
  await dialog.getByRole('button', { name: 'Close' }).focus();
  const scrolled = await page.evaluate(() => window.scrollY);
  await page.keyboard.press('Shift+Tab');
  expect(await inDialog(), 'Shift+Tab from Close').toBe(true);
  // Round the whole dialog forward: the focus never leaves it.
  for (let i = 0; i < 40; i++) {
    await page.keyboard.press('Tab');
    expect(await inDialog(), `Tab ${i + 1}`).toBe(true);
  }
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(opener).toBeFocused();
});
