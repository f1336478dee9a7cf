// mf-product in the composed shop: from a catalogue card through mf-product's quick view to the
// detail page, where an option must be chosen before adding to cart and the shell's badge follows;
// and a review that appears first in the list. A fresh shopper per test.
import { expect, test } from '../support/fixtures';
import { products, productWithOption, reviewsOf } from '../support/catalogue-data';
import { freshShopper, inr, signInAs, simpleProducts, totalsOf } from '../support/checkout-pages';
import { cartOf } from '../support/shopper-api';
import { snackbar } from '../support/shop-pages';

test('product card -> quick view -> detail -> choose an option -> add to cart -> the header badge and total update', { tag: '@product' }, async ({
  page,
  shopper: _signedIn,
  header,
  listing,
  productPage,
}) => {
  const { product, word } = await productWithOption('size', { minStock: 5 });
  const card = listing.card(product.name);

  await test.step('a catalogue card opens mf-product\'s quick view', async () => {
    await page.goto(`/search?q=${encodeURIComponent(word)}`);
    await expect(card).toBeVisible();
    await expect(header.cartCount()).toHaveText('0');
    await card.hover();
    await card.getByRole('button', { name: `Quick view: ${product.name}` }).click();
    const dialog = page.getByRole('dialog', { name: product.name });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(inr(product.price)).first()).toBeVisible();
    await expect(productPage.options('Size', dialog).getByRole('radio')).toHaveCount(product.size.length);
    await expect(dialog.locator('[data-boundary="mf-product"]')).toBeVisible();
    await dialog.getByRole('link', { name: product.name }).click();
    await expect(dialog).toBeHidden();
  });

  await test.step('the detail page refuses to add without a size, and adds once one is chosen', async () => {
    await expect(page).toHaveURL(new RegExp(`/products/${product.id}$`));
    await expect(productPage.heading(product.name)).toBeVisible();
    const sizes = productPage.options('Size');
    await productPage.addToCart().click();
    await expect(sizes).toHaveAttribute('aria-invalid', 'true');
    await expect(header.cartCount()).toHaveText('0');
    await sizes.getByRole('radio', { name: product.size[1], exact: true }).click();
    await expect(sizes).not.toHaveAttribute('aria-invalid', 'true');
    await expect(sizes.getByRole('radio', { name: product.size[1], exact: true })).toBeChecked();
    await page.getByRole('button', { name: 'Increase quantity' }).click();
    await expect(productPage.quantity()).toHaveValue('2');
    await productPage.addToCart().click();
    await expect(page.getByRole('button', { name: 'adding...' })).toBeDisabled();
    await expect(snackbar(page, 'Item is added in the cart')).toBeVisible();
    await expect(productPage.addToCart()).toHaveText('Add to cart');
  });

  await test.step('the shell badge and rupee total follow at once', async () => {
    await expect(header.cartCount()).toHaveText('1');
    await expect(header.cartTotal()).toHaveText(inr(totalsOf([{ price: product.price, quantity: 2 }]).total));
  });

  await test.step('adding it again gets the server\'s message and changes nothing', async () => {
    await productPage.addToCart().click();
    await expect(page.locator('.shell-snackbar[data-variant="error"]')).toBeVisible();
    await expect(header.cartCount()).toHaveText('1');
  });

  await test.step('the cart holds the line with its quantity', async () => {
    await header.cartLink().click();
    await expect(page.getByRole('heading', { name: 'Your Cart' })).toBeVisible();
    const row = page.getByTestId('cart-row');
    await expect(row).toHaveCount(1);
    await expect(row.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue('2');
    await expect(row).toContainText(inr(product.price * 2));
  });
});

test('a posted review appears first in the list, with the shopper\'s name, the date part and the rating', { tag: '@product' }, async ({
  page,
  shopper,
  productPage,
}) => {
  const { product } = await productWithOption('productWeight');
  const before = await reviewsOf(product.id);
  const text = `Fresh and well packed — review ${Date.now().toString(36)}`;

  await productPage.goto(product.id, product.name);
  await productPage.reviewsTab().click();
  await expect(productPage.reviewsTab()).toHaveText(`Reviews (${before.length})`);
  if (before.length) await expect(productPage.reviews()).toHaveCount(before.length);

  const box = page.getByRole('textbox', { name: 'Write a Review' });
  await page.getByRole('button', { name: 'Submit Review' }).click();
  await expect(snackbar(page, 'Please add a Review')).toBeVisible();
  await box.fill(text);
  await page.getByRole('radio', { name: '4.5 Stars' }).check({ force: true });
  await page.getByRole('button', { name: 'Submit Review' }).click();

  await expect(productPage.reviews()).toHaveCount(before.length + 1);
  const newest = productPage.reviews().first();
  await expect(newest).toContainText(shopper.name);
  await expect(newest).toContainText(text);
  await expect(newest.getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeVisible();
  await expect(newest.locator('time')).toHaveText(/^\d{4}-\d{2}-\d{2}$/);
  await expect(productPage.reviewsTab()).toHaveText(`Reviews (${before.length + 1})`);
  // The form reset for the next review.
  await expect(box).toHaveValue('');
  await expect(page.getByRole('radio', { name: '1 Star', exact: true })).toBeChecked();
  // The list is in the server's order: after a reload the new one is still first.
  await page.reload();
  await productPage.reviewsTab().click();
  await expect(productPage.reviews().first()).toContainText(text);
});

test("the trail back keeps the product's name on its slash's line: beside its sub-category on a desktop, cut to the width on a phone", { tag: '@product' }, async ({
  page,
  productPage,
}) => {
  const all = await products();
  const longest = all.filter((p) => p.subCatId).sort((a, b) => b.name.length - a.name.length)[0];
  const trail = page.getByRole('navigation', { name: 'Breadcrumb' });
  const name = trail.locator('[aria-current="page"]');

  await productPage.goto(longest.id, longest.name);
  const sub = (await trail.getByRole('link').last().boundingBox())!;
  const here = (await name.boundingBox())!;
  // One line: the name starts after the sub-category's link, at its height (it fell to a line of its own, under the slash's).
  expect(here.x).toBeGreaterThan(sub.x + sub.width);
  expect(Math.abs(here.y + here.height / 2 - (sub.y + sub.height / 2))).toBeLessThan(6);

  await page.setViewportSize({ width: 360, height: 740 });
  const cut = (await name.boundingBox())!;
  expect(cut.x + cut.width).toBeLessThanOrEqual(360);
  // The slash and the name share their line (the item is one line high).
  expect((await name.locator('..').boundingBox())!.height).toBeLessThan(30);
});

test('on a 360 px phone the quantity, Add to cart, the heart and Compare share one row', { tag: '@product' }, async ({ page, productPage }) => {
  const { product } = await productWithOption('size');
  await page.setViewportSize({ width: 360, height: 740 });
  await productPage.goto(product.id, product.name);
  const add = productPage.addToCart();
  const row = [
    page.getByRole('group', { name: 'Quantity selector' }).first(),
    add,
    page.getByRole('button', { name: /Wishlist/ }).first(),
    page.getByRole('button', { name: /Compare/ }).first(),
  ];
  const tops = [];
  for (const control of row) {
    await expect(control).toBeVisible();
    const box = (await control.boundingBox())!;
    tops.push(box.y + box.height / 2);
    expect(box.x + box.width).toBeLessThanOrEqual(360);
  }
  for (const t of tops) expect(Math.abs(t - tops[1])).toBeLessThan(6);
});

test.describe('with JavaScript off, on a phone', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 360, height: 780 }, isMobile: true, hasTouch: true });

  test('the quantity is the box alone (minus and plus, which need scripts, are not shown greyed), and what is typed there is added', { tag: '@product' }, async ({ page, productPage }) => {
    const shopper = await freshShopper('nojs-qty');
    const [product] = await simpleProducts(1, 4);
    await signInAs(page, shopper);
    await productPage.goto(product.id, product.name);
    const group = page.getByRole('group', { name: 'Quantity selector' });
    await expect(group.getByRole('button', { name: 'Decrease quantity' })).toBeHidden();
    await expect(group.getByRole('button', { name: 'Increase quantity' })).toBeHidden();
    const box = group.getByRole('textbox', { name: 'Quantity' });
    await expect(box).toHaveValue('1');
    const row = [group, productPage.addToCart(), page.getByRole('button', { name: /Wishlist/ })];
    for (const control of row) expect((await control.boundingBox())!.x + (await control.boundingBox())!.width).toBeLessThanOrEqual(360);
    await box.fill('3');
    await productPage.addToCart().click();
    await expect(page.getByRole('status').filter({ hasText: 'Item is added in the cart' })).toBeVisible();
    expect(await cartOf(shopper)).toEqual([expect.objectContaining({ productId: product.id, quantity: 3 })]);
  });

  test('the review count by the rating opens the Reviews tab: its reviews and the Add a review form', { tag: '@product' }, async ({ page, productPage }) => {
    const all = await products();
    let target: { id: string; name: string; review: string } | undefined;
    for (const p of all) {
      const [first] = await reviewsOf(p.id);
      if (first) {
        target = { id: p.id, name: p.name, review: first.review };
        break;
      }
    }
    expect(target).toBeDefined();
    await productPage.goto(target!.id, target!.name);
    await page.getByRole('link', { name: /^\d+ Reviews?$/ }).click();
    await expect(page).toHaveURL(new RegExp(`/products/${target!.id}\\?tab=reviews#product-information$`));
    await expect(productPage.reviewsTab()).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByText(target!.review).first()).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Write a Review' })).toBeVisible();
  });
});

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('the Reviews tab opens the reviews and the Add a review form (its link brings the page with that tab)', { tag: '@product' }, async ({ page, productPage }) => {
    const all = await products();
    let target: { id: string; name: string; review: string } | undefined;
    for (const p of all) {
      const [first] = await reviewsOf(p.id);
      if (first) {
        target = { id: p.id, name: p.name, review: first.review };
        break;
      }
    }
    expect(target).toBeDefined();
    await productPage.goto(target!.id, target!.name);
    await expect(page.getByText(target!.review).first()).toBeHidden();
    await productPage.reviewsTab().click();
    await expect(page).toHaveURL(/[?&]tab=reviews/);
    await expect(productPage.reviewsTab()).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByText(target!.review).first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Add a review' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Write a Review' })).toBeVisible();
  });
});
