import { describe, expect, it, vi } from 'vitest';
import { answerForm, CLEAR_FLASH, FORM_PATHS, CODE_FLOW_ENDED, NO_CODE_WAITING, readCodeFlow, readFlash, sameOrigin, type FormPost } from './forms';
import { codeFlowCookieText, couponFromCookie } from '@storefront/shared';
import { isEmail } from '../lib/is-email';
import { SIGN_OUT_PATH } from '../features/layout/components/user-menu';

const SHOP = { host: 'localhost:3000', origin: 'http://localhost:3000' };

function post(path: string, body: Record<string, string>, headers: Record<string, string> = {}): FormPost {
  return { path, headers: { ...SHOP, referer: 'http://localhost:3000/products/p1', ...headers }, body: new URLSearchParams(body).toString() };
}

/** A stand-in API: answers by method and path, and records what it was asked. */
function fakeApi(answers: Record<string, { status: number; body: unknown; setCookie?: string }>) {
  const calls: Array<{ method: string; path: string; auth: string | null; origin: string | null; body: unknown }> = [];
  const fetcher = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    const u = new URL(String(url));
    const headers = new Headers(init?.headers);
    calls.push({ method: init?.method ?? 'GET', path: u.pathname + u.search, auth: headers.get('authorization'), origin: headers.get('origin'), body: init?.body ? JSON.parse(String(init.body)) : undefined });
    const a = answers[`${init?.method ?? 'GET'} ${u.pathname}`] ?? { status: 404, body: { error: true, msg: 'not here' } };
    const res = new Response(JSON.stringify(a.body), { status: a.status, headers: a.setCookie ? { 'set-cookie': a.setCookie } : {} });
    return res;
  }) as unknown as typeof fetch;
  return { fetcher, calls };
}

const flashOf = (answer: { headers: Record<string, string | string[]> }) => {
  const cookies = ([] as string[]).concat(answer.headers['Set-Cookie'] ?? []);
  const flash = cookies.find((c) => c.startsWith('sf_flash='));
  return flash ? readFlash(flash.split(';')[0]) : null;
};

describe('forms posted before the scripts run', () => {
  it('refuses another site\'s post (Origin, or Referer without one) and calls nobody', async () => {
    const { fetcher, calls } = fakeApi({});
    const attempts: Array<Record<string, string>> = [{ origin: 'https://evil.example' }, { origin: '', referer: 'https://evil.example/x' }];
    for (const headers of attempts) {
      const answer = await answerForm(post('/cart/add', { productId: 'p1' }, { cookie: 'sf_session=t', ...headers }), 'http://api', fetcher);
      expect(answer.status).toBe(403);
      expect(answer.body).toBe('Cross-site request refused');
    }
    expect(calls).toEqual([]);
    expect(sameOrigin({ host: 'localhost:3000' })).toBe(false);
  });

  it('Add to cart: a visitor is told to sign in first and sent back; a shopper\'s line is added as them', async () => {
    const { fetcher, calls } = fakeApi({ 'POST /api/cart/add': { status: 201, body: { cartItem: {} } } });
    const visitor = await answerForm(post('/cart/add', { productId: 'p1', quantity: '2' }), 'http://api', fetcher);
    expect(visitor.status).toBe(303);
    expect(visitor.headers.Location).toBe('/products/p1');
    expect(flashOf(visitor)).toEqual({ msg: 'Please login first', error: true });
    expect(calls).toEqual([]);

    const shopper = await answerForm(post('/cart/add', { productId: 'p1', quantity: '2', size: 'M' }, { cookie: 'sf_session=tok' }), 'http://api', fetcher);
    expect(shopper.headers.Location).toBe('/products/p1');
    expect(flashOf(shopper)).toEqual({ msg: 'Item is added in the cart', error: false });
    expect(calls).toEqual([{ method: 'POST', path: '/api/cart/add', auth: 'Bearer tok', origin: SHOP.origin, body: { productId: 'p1', quantity: 2, size: 'M' } }]);
  });

  it('passes the API\'s refusal on as the message, and refuses a quantity below 1 itself', async () => {
    const { fetcher } = fakeApi({ 'POST /api/cart/add': { status: 409, body: { error: true, msg: 'Product already added in the cart' } } });
    const refused = await answerForm(post('/cart/add', { productId: 'p1' }, { cookie: 'sf_session=tok' }), 'http://api', fetcher);
    expect(flashOf(refused)).toEqual({ msg: 'Product already added in the cart', error: true });
    const none = await answerForm(post('/cart/add', { productId: 'p1', quantity: '0' }, { cookie: 'sf_session=tok' }), 'http://api', fetcher);
    expect(flashOf(none)).toEqual({ msg: 'Please select a quantity', error: true });
  });

  it('sign in: the API\'s session cookie goes to the browser with the welcome; a refusal goes back to the form', async () => {
    const { fetcher } = fakeApi({ 'POST /api/user/signin': { status: 200, body: { token: 't', msg: 'User Login Successfully!' }, setCookie: 'sf_session=t; Path=/; HttpOnly; SameSite=Lax' } });
    const ok = await answerForm(post('/signIn', { email: 'a@b.in', password: 'x' }), 'http://api', fetcher);
    expect(ok.headers.Location).toBe('/');
    expect(ok.headers['Set-Cookie']).toContain('sf_session=t; Path=/; HttpOnly; SameSite=Lax');
    expect(flashOf(ok)).toEqual({ msg: 'User Login Successfully!', error: false });

    const bad = fakeApi({ 'POST /api/user/signin': { status: 401, body: { error: true, msg: 'Invalid credentials' } } });
    const refused = await answerForm(post('/signIn', { email: 'a@b.in', password: 'x' }), 'http://api', bad.fetcher);
    expect(refused.headers.Location).toBe('/signIn');
    expect(flashOf(refused)).toEqual({ msg: 'Invalid credentials', error: true, draft: { form: '/signIn', fields: { email: 'a@b.in' } } });
  });

  it('the heart adds when the product is not in My List and removes it when it is', async () => {
    const empty = fakeApi({ 'GET /api/my-list': { status: 200, body: [] }, 'POST /api/my-list/add/': { status: 201, body: { status: true } } });
    expect(flashOf(await answerForm(post('/my-list/toggle', { productId: 'p1' }, { cookie: 'sf_session=tok' }), 'http://api', empty.fetcher))).toEqual({ msg: 'The product was added to your wishlist', error: false });
    const listed = fakeApi({ 'GET /api/my-list': { status: 200, body: [{ id: 'e1' }] }, 'DELETE /api/my-list/e1': { status: 200, body: { success: true } } });
    expect(flashOf(await answerForm(post('/my-list/toggle', { productId: 'p1' }, { cookie: 'sf_session=tok' }), 'http://api', listed.fetcher))).toEqual({ msg: 'item removed from My List!', error: false });
  });

  it("a card's heart (from=card) thanks in the card's words and brings the shopper back to the same listing, query and all", async () => {
    const listing = { referer: 'http://localhost:3000/products/category/c1?sort=price_asc&page=2' };
    const visitor = fakeApi({});
    const refused = await answerForm(post('/my-list/toggle', { productId: 'p1', from: 'card' }, listing), 'http://api', visitor.fetcher);
    expect(refused.headers.Location).toBe('/products/category/c1?sort=price_asc&page=2');
    expect(flashOf(refused)).toEqual({ msg: 'Please Login to continue', error: true });
    expect(visitor.calls).toEqual([]);

    const empty = fakeApi({ 'GET /api/my-list': { status: 200, body: [] }, 'POST /api/my-list/add/': { status: 201, body: { status: true } } });
    const added = await answerForm(post('/my-list/toggle', { productId: 'p1', from: 'card' }, { cookie: 'sf_session=tok', ...listing }), 'http://api', empty.fetcher);
    expect(added.status).toBe(303);
    expect(added.headers.Location).toBe('/products/category/c1?sort=price_asc&page=2');
    expect(flashOf(added)).toEqual({ msg: 'The product added to My List', error: false });
    expect(empty.calls.at(-1)).toMatchObject({ method: 'POST', path: '/api/my-list/add/', auth: 'Bearer tok', body: { productId: 'p1' } });

    const listed = fakeApi({ 'GET /api/my-list': { status: 200, body: [{ id: 'e1' }] }, 'DELETE /api/my-list/e1': { status: 200, body: { success: true } } });
    const removed = await answerForm(post('/my-list/toggle', { productId: 'p1', from: 'card' }, { cookie: 'sf_session=tok', referer: 'http://localhost:3000/search?q=saree' }), 'http://api', listed.fetcher);
    expect(removed.headers.Location).toBe('/search?q=saree');
    expect(flashOf(removed)).toEqual({ msg: 'item removed from My List!', error: false });
  });

  it("a cart line's quantity: minus and plus step from the server's quantity, a typed one is set, 0 or the same is ignored, above the stock refused; always back to /cart", async () => {
    const line = { id: 'l1', quantity: 2, countInStock: 4 };
    const shop = () => fakeApi({ 'GET /api/cart': { status: 200, body: [line] }, 'PUT /api/cart/l1': { status: 200, body: { ...line } } });
    const asShopper = { cookie: 'sf_session=tok', referer: 'http://localhost:3000/cart' };

    const visitor = shop();
    const refused = await answerForm(post('/cart/quantity', { id: 'l1', quantity: '2', step: '1' }, { referer: 'http://localhost:3000/cart' }), 'http://api', visitor.fetcher);
    expect(refused.headers.Location).toBe('/cart');
    expect(flashOf(refused)).toEqual({ msg: 'Please login first', error: true });
    expect(visitor.calls).toEqual([]);

    for (const [fields, sent] of [
      [{ quantity: '2', step: '1' }, 3],
      [{ quantity: '2', step: '-1' }, 1],
      // (a box typed to 4 before a tap on minus: the tap counts, from what the cart holds)
      [{ quantity: '4', step: '-1' }, 1],
      [{ quantity: '4' }, 4],
      [{ quantity: ' 3 ' }, 3],
    ] as const) {
      const api = shop();
      const answer = await answerForm(post('/cart/quantity', { id: 'l1', ...fields }, asShopper), 'http://api', api.fetcher);
      expect(answer.status).toBe(303);
      expect(answer.headers.Location).toBe('/cart');
      expect(flashOf(answer)).toBeNull();
      expect(api.calls.at(-1)).toEqual({ method: 'PUT', path: '/api/cart/l1', auth: 'Bearer tok', origin: SHOP.origin, body: { quantity: sent } });
    }
    const ignored: Array<Record<string, string>> = [{ quantity: '0' }, { quantity: '' }, { quantity: '2.5' }, { quantity: '2' }, { quantity: '1', step: '-1', id: 'l0' }];
    for (const fields of ignored) {
      const api = fakeApi({ 'GET /api/cart': { status: 200, body: [{ ...line, quantity: 1, id: 'l0' }, line] } });
      const answer = await answerForm(post('/cart/quantity', { id: 'l1', ...fields }, asShopper), 'http://api', api.fetcher);
      expect(answer.headers.Location).toBe('/cart');
      expect(flashOf(answer)).toBeNull();
      expect(api.calls.map((c) => c.method)).toEqual(['GET']);
    }
    const tooMany = shop();
    const over = await answerForm(post('/cart/quantity', { id: 'l1', quantity: '5' }, asShopper), 'http://api', tooMany.fetcher);
    expect(flashOf(over)).toEqual({ msg: 'The quantity is greater than product count in stock', error: true });
    expect(tooMany.calls.map((c) => c.method)).toEqual(['GET']);
    const gone = await answerForm(post('/cart/quantity', { id: 'l9', step: '1' }, asShopper), 'http://api', shop().fetcher);
    expect(flashOf(gone)).toEqual({ msg: 'Cart item not found', error: true });
    const crossSite = shop();
    expect((await answerForm(post('/cart/quantity', { id: 'l1', step: '1' }, { ...asShopper, origin: 'https://evil.example' }), 'http://api', crossSite.fetcher)).status).toBe(403);
    expect(crossSite.calls).toEqual([]);
  });

  it("a cart line's Remove: the line is deleted as the shopper, back to /cart with 'item removed from cart!'; a visitor, another site or the API's refusal remove nothing", async () => {
    const asShopper = { cookie: 'sf_session=tok', referer: 'http://localhost:3000/cart' };
    const api = fakeApi({ 'DELETE /api/cart/l1': { status: 200, body: { success: true } } });
    const removed = await answerForm(post('/cart/remove', { id: 'l1' }, asShopper), 'http://api', api.fetcher);
    expect(removed.status).toBe(303);
    expect(removed.headers.Location).toBe('/cart');
    expect(flashOf(removed)).toEqual({ msg: 'item removed from cart!', error: false });
    expect(api.calls).toEqual([{ method: 'DELETE', path: '/api/cart/l1', auth: 'Bearer tok', origin: SHOP.origin, body: undefined }]);

    const visitor = fakeApi({});
    const refused = await answerForm(post('/cart/remove', { id: 'l1' }, { referer: 'http://localhost:3000/cart' }), 'http://api', visitor.fetcher);
    expect(refused.headers.Location).toBe('/cart');
    expect(flashOf(refused)).toEqual({ msg: 'Please login first', error: true });
    expect(visitor.calls).toEqual([]);

    const crossSite = fakeApi({});
    expect((await answerForm(post('/cart/remove', { id: 'l1' }, { ...asShopper, origin: 'https://evil.example' }), 'http://api', crossSite.fetcher)).status).toBe(403);
    expect(crossSite.calls).toEqual([]);

    const gone = fakeApi({ 'DELETE /api/cart/l9': { status: 404, body: { error: true, msg: 'Cart item not found' } } });
    const missing = await answerForm(post('/cart/remove', { id: 'l9' }, asShopper), 'http://api', gone.fetcher);
    expect(missing.headers.Location).toBe('/cart');
    expect(flashOf(missing)).toEqual({ msg: 'Cart item not found', error: true });
    const expired = fakeApi({ 'DELETE /api/cart/l1': { status: 401, body: { error: true, msg: 'Unauthorized' } } });
    expect(flashOf(await answerForm(post('/cart/remove', { id: 'l1' }, asShopper), 'http://api', expired.fetcher))).toEqual({ msg: 'Please login first', error: true });
    const none = fakeApi({});
    expect(flashOf(await answerForm(post('/cart/remove', {}, asShopper), 'http://api', none.fetcher))).toEqual({ msg: 'Cart item not found', error: true });
    expect(none.calls).toEqual([]);
  });

  it("a My List row's Remove: the entry is deleted as the shopper, back to /my-list with 'item removed from My List!'; a visitor, another site or the API's refusal remove nothing", async () => {
    const asShopper = { cookie: 'sf_session=tok', referer: 'http://localhost:3000/my-list' };
    const api = fakeApi({ 'DELETE /api/my-list/e1': { status: 200, body: { success: true } } });
    const removed = await answerForm(post('/my-list/remove', { id: 'e1' }, asShopper), 'http://api', api.fetcher);
    expect(removed.status).toBe(303);
    expect(removed.headers.Location).toBe('/my-list');
    expect(flashOf(removed)).toEqual({ msg: 'item removed from My List!', error: false });
    expect(api.calls).toEqual([{ method: 'DELETE', path: '/api/my-list/e1', auth: 'Bearer tok', origin: SHOP.origin, body: undefined }]);

    const visitor = fakeApi({});
    const refused = await answerForm(post('/my-list/remove', { id: 'e1' }, { referer: 'http://localhost:3000/my-list' }), 'http://api', visitor.fetcher);
    expect(refused.headers.Location).toBe('/my-list');
    expect(flashOf(refused)).toEqual({ msg: 'Please Login to continue', error: true });
    expect(visitor.calls).toEqual([]);

    const crossSite = fakeApi({});
    expect((await answerForm(post('/my-list/remove', { id: 'e1' }, { ...asShopper, origin: 'https://evil.example' }), 'http://api', crossSite.fetcher)).status).toBe(403);
    expect(crossSite.calls).toEqual([]);

    const gone = fakeApi({ 'DELETE /api/my-list/e9': { status: 404, body: { error: true, msg: 'Item not found in My List' } } });
    expect(flashOf(await answerForm(post('/my-list/remove', { id: 'e9' }, asShopper), 'http://api', gone.fetcher))).toEqual({ msg: 'Item not found in My List', error: true });
    const expired = fakeApi({ 'DELETE /api/my-list/e1': { status: 401, body: { error: true, msg: 'Unauthorized' } } });
    expect(flashOf(await answerForm(post('/my-list/remove', { id: 'e1' }, asShopper), 'http://api', expired.fetcher))).toEqual({ msg: 'Please Login to continue', error: true });
    const none = fakeApi({});
    expect(flashOf(await answerForm(post('/my-list/remove', {}, asShopper), 'http://api', none.fetcher))).toEqual({ msg: 'The product could not be removed', error: true });
    expect(none.calls).toEqual([]);
  });

  it("the cart's coupon: checked by the API as the shopper, 'Coupon applied: <CODE>' and the coupon handed to the scripts in a cookie; a refusal in the API's words", async () => {
    const quote = { code: 'FLAT200', kind: 'flat', value: 200, minOrder: 1499, subtotal: 2000, discount: 200, tax: 324, total: 2124 };
    const api = fakeApi({
      'POST /api/coupons/apply': { status: 200, body: quote },
      'GET /api/user/session': { status: 200, body: { user: { id: 'u1', userId: 'u1', name: 'Kavya Menon' } } },
    });
    const asShopper = { cookie: 'sf_session=tok', referer: 'http://localhost:3000/cart' };
    const applied = await answerForm(post('/cart/coupon', { coupon: ' flat200 ' }, asShopper), 'http://api', api.fetcher);
    expect(applied.status).toBe(303);
    expect(applied.headers.Location).toBe('/cart');
    expect(flashOf(applied)).toEqual({ msg: 'Coupon applied: FLAT200', error: false });
    expect(api.calls[0]).toEqual({ method: 'POST', path: '/api/coupons/apply', auth: 'Bearer tok', origin: SHOP.origin, body: { code: 'FLAT200' } });
    const cookie = ([] as string[]).concat(applied.headers['Set-Cookie']).find((c) => c.startsWith('sf_coupon='))!;
    expect(cookie).toMatch(/; Path=\/; SameSite=Lax; Max-Age=\d+$/);
    expect(JSON.parse(decodeURIComponent(cookie.split(';')[0].slice('sf_coupon='.length)))).toEqual({
      userId: 'u1',
      terms: { code: 'FLAT200', kind: 'flat', value: 200, minOrder: 1499 },
      handed: true,
    });

    const invalid = fakeApi({ 'POST /api/coupons/apply': { status: 400, body: { error: true, msg: 'Invalid coupon code' } } });
    const refused = await answerForm(post('/cart/coupon', { coupon: 'NOPE' }, asShopper), 'http://api', invalid.fetcher);
    expect(refused.headers.Location).toBe('/cart');
    expect(flashOf(refused)).toEqual({ msg: 'Invalid coupon code', error: true });
    expect(([] as string[]).concat(refused.headers['Set-Cookie']).some((c) => c.startsWith('sf_coupon='))).toBe(false);
    const minimum = fakeApi({ 'POST /api/coupons/apply': { status: 400, body: { error: true, msg: 'This coupon needs a minimum order of ₹1,499' } } });
    expect(flashOf(await answerForm(post('/cart/coupon', { coupon: 'FLAT200' }, asShopper), 'http://api', minimum.fetcher))).toEqual({ msg: 'This coupon needs a minimum order of ₹1,499', error: true });

    const blank = fakeApi({});
    expect(flashOf(await answerForm(post('/cart/coupon', { coupon: '  ' }, asShopper), 'http://api', blank.fetcher))).toEqual({ msg: 'Please enter a coupon code', error: true });
    expect(flashOf(await answerForm(post('/cart/coupon', { coupon: 'FLAT200' }, { referer: 'http://localhost:3000/cart' }), 'http://api', blank.fetcher))).toEqual({ msg: 'Please login first', error: true });
    expect(blank.calls).toEqual([]);
  });

  it("the cart's Remove coupon (action=remove) clears the coupon's cookie and asks the API nothing, whatever the box holds", async () => {
    const api = fakeApi({});
    const asShopper = { cookie: 'sf_session=tok; sf_coupon=x', referer: 'http://localhost:3000/cart' };
    const removed = await answerForm(post('/cart/coupon', { coupon: 'FLAT200', action: 'remove' }, asShopper), 'http://api', api.fetcher);
    expect(removed.status).toBe(303);
    expect(removed.headers.Location).toBe('/cart');
    expect(flashOf(removed)).toBeNull();
    const [cookie] = ([] as string[]).concat(removed.headers['Set-Cookie']);
    expect(cookie).toMatch(/^sf_coupon=[^;]+; Path=\/; SameSite=Lax; Max-Age=\d+$/);
    // Handed over as removed: no coupon for the server's cart, and the scripts clear their copy.
    expect(JSON.parse(decodeURIComponent(cookie.split(';')[0].slice('sf_coupon='.length)))).toEqual({ removed: true, handed: true });
    expect(couponFromCookie(cookie.split(';')[0].slice('sf_coupon='.length))).toBeNull();
    expect(api.calls).toEqual([]);
    // A visitor is told to sign in, as for Apply.
    expect(flashOf(await answerForm(post('/cart/coupon', { action: 'remove' }, { referer: 'http://localhost:3000/cart' }), 'http://api', api.fetcher))).toEqual({ msg: 'Please login first', error: true });
  });

  it('a review needs a signed-in shopper and a text; it is sent under the session\'s name', async () => {
    const { fetcher, calls } = fakeApi({
      'GET /api/user/session': { status: 200, body: { user: { id: 'u1', name: 'Kavya Menon' } } },
      'POST /api/productReviews/add': { status: 201, body: { msg: 'Review added' } },
    });
    expect(flashOf(await answerForm(post('/reviews/add', { productId: 'p1', review: 'Good' }), 'http://api', fetcher))).toEqual({ msg: 'Please login first', error: true });
    expect(flashOf(await answerForm(post('/reviews/add', { productId: 'p1', review: ' ' }, { cookie: 'sf_session=tok' }), 'http://api', fetcher))).toEqual({ msg: 'Please add a Review', error: true });
    await answerForm(post('/reviews/add', { productId: 'p1', review: 'Good', customerRating: '4.5' }, { cookie: 'sf_session=tok' }), 'http://api', fetcher);
    expect(calls.at(-1)?.body).toEqual({ productId: 'p1', customerName: 'Kavya Menon', customerId: 'u1', review: 'Good', customerRating: 4.5 });
  });

  it("Logout ends the cookie's session at the API as that shopper, passes on the cleared cookie, and goes to Sign In", async () => {
    const { fetcher, calls } = fakeApi({ 'POST /api/user/signout': { status: 200, body: { success: true, message: 'You have signed out.' }, setCookie: 'sf_session=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax' } });
    const out = await answerForm(post('/signout', {}, { cookie: 'sf_session=tok1' }), 'http://api', fetcher);
    expect(calls).toEqual([expect.objectContaining({ method: 'POST', path: '/api/user/signout', auth: 'Bearer tok1', origin: 'http://localhost:3000' })]);
    expect(out.status).toBe(303);
    expect(out.headers.Location).toBe('/signIn');
    expect(out.headers['Set-Cookie']).toContain('sf_session=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax');
    expect(FORM_PATHS).toContain(SIGN_OUT_PATH);
    // Another site's Logout is refused like any other post: nobody is signed out by a forged form.
    const forged = await answerForm(post('/signout', {}, { cookie: 'sf_session=tok1', origin: 'https://evil.example' }), 'http://api', fetcher);
    expect(forged.status).toBe(403);
    expect(calls).toHaveLength(1);
  });

  it('contact and newsletter check their fields and thank; a back path must be this shop\'s', async () => {
    const { fetcher } = fakeApi({});
    const missing = await answerForm(post('/contact', { name: 'A', email: 'a@b.in', subject: '' , message: 'm' }), 'http://api', fetcher);
    // (refused, the form comes back as it was sent)
    expect(flashOf(missing)).toEqual({ msg: 'Please enter a subject.', error: true, draft: { form: '/contact', fields: { name: 'A', email: 'a@b.in', subject: '', message: 'm' } } });
    // Without scripts, an address the forms refuse with their scripts is refused too (one rule).
    for (const email of ['a@b..in', 'a@.in', 'a b@c.in']) {
      const refused = await answerForm(post('/contact', { name: 'A', email, subject: 's', message: 'm' }), 'http://api', fetcher);
      expect(flashOf(refused)).toMatchObject({ msg: 'Please enter a valid email address, like name@example.com.', error: true, draft: { fields: { email } } });
      expect(isEmail(email)).toBe(false);
    }
    const sent = await answerForm(post('/contact', { name: 'A', email: 'a@b.in', subject: 's', message: 'm' }), 'http://api', fetcher);
    expect(flashOf(sent)).toEqual({ msg: 'Thank you for contacting us! We will get back to you soon.', error: false });
    const news = await answerForm(post('/newsletter', { email: 'a@b.in', back: '//evil.example/' }), 'http://api', fetcher);
    expect(news.headers.Location).toBe('/products/p1');
    for (const back of ['/\t/evil.example/', '/\n/evil.example/', '/\\evil.example/', 'https://evil.example/']) {
      const away = await answerForm(post('/newsletter', { email: 'a@b.in', back }), 'http://api', fetcher);
      expect(away.headers.Location).toBe('/products/p1');
    }
    const fromOddPath = await answerForm(post('/newsletter', { email: 'a@b.in' }, { referer: 'http://localhost:3000//evil.example/x' }), 'http://api', fetcher);
    expect(fromOddPath.headers.Location).toBe('/');
    expect((await answerForm(post('/newsletter', { email: 'a@b.in', back: '/search?q=saree' }), 'http://api', fetcher)).headers.Location).toBe('/search?q=saree');
    expect(flashOf(news)).toEqual({ msg: 'Thank you for subscribing to the Storefront newsletter!', error: false });
    expect(CLEAR_FLASH).toMatch(/^sf_flash=; .*Max-Age=0/);
  });
});

describe('the location page posted before the scripts run', () => {
  it('keeps the chosen location in the cookie every page is rendered with, and goes back to the page the shopper came from', async () => {
    const { fetcher, calls } = fakeApi({});
    const answer = await answerForm(post('/location', { location: 'IN', back: '/products/category/c1?sort=price_asc' }), 'http://api', fetcher);
    expect(answer.status).toBe(303);
    expect(answer.headers.Location).toBe('/products/category/c1?sort=price_asc');
    expect(answer.headers['Set-Cookie']).toEqual([expect.stringMatching(/^sf_location=IN; Path=\/; SameSite=Lax; Max-Age=31536000$/)]);
    const all = await answerForm(post('/location', { location: 'All', back: '/' }), 'http://api', fetcher);
    expect(all.headers['Set-Cookie']).toEqual([expect.stringMatching(/^sf_location=All;/)]);
    expect(calls).toEqual([]);
  });

  it('refuses a location the API would not take, and never sends the shopper off the shop', async () => {
    const { fetcher } = fakeApi({});
    for (const location of ['India', 'I', '', 'IN; Path=/x', 'all; Max-Age=0']) {
      const answer = await answerForm(post('/location', { location, back: '/cart' }), 'http://api', fetcher);
      expect(answer.headers.Location, location).toBe('/location?back=%2Fcart');
      expect(flashOf(answer), location).toEqual({ msg: 'Please choose a location from the list.', error: true });
      expect(([] as string[]).concat(answer.headers['Set-Cookie'] ?? []).some((c) => c.startsWith('sf_location=')), location).toBe(false);
    }
    const away = await answerForm(post('/location', { location: 'IN', back: '//evil.example/x' }, { referer: 'https://evil.example/' }), 'http://api', fetcher);
    expect(away.status).toBe(303);
    expect(away.headers.Location).toBe('/');
  });

  it('refuses another site\'s post: the location stays', async () => {
    const answer = await answerForm(post('/location', { location: 'IN' }, { origin: 'https://evil.example' }), 'http://api', fakeApi({}).fetcher);
    expect(answer.status).toBe(403);
    expect(answer.headers['Set-Cookie']).toBeUndefined();
  });
});

describe('the account code screens posted before the scripts run', () => {
  const flowCookieOf = (answer: { headers: Record<string, string | string[]> }) => {
    const cookies = ([] as string[]).concat(answer.headers['Set-Cookie'] ?? []);
    const set = cookies.find((c) => c.startsWith('sf_code_flow='));
    return set === undefined ? undefined : readCodeFlow(set.split(';')[0]);
  };
  const withFlow = (flow: Parameters<typeof codeFlowCookieText>[0]) => ({ cookie: codeFlowCookieText(flow).split(';')[0] });

  it("sign up: the screen's checks in its order, then the API; the code flow's cookie takes the shopper to /verifyOTP", async () => {
    const { fetcher, calls } = fakeApi({ 'POST /api/user/signup': { status: 201, body: { status: 'SUCCESS', msg: 'Registered! Please verify your e-mail.' } } });
    const blank = await answerForm(post('/signUp', { name: 'Asha', email: '', phone: '98', password: 'x' }), 'http://api', fetcher);
    expect(blank.headers.Location).toBe('/signUp');
    // The form comes back as it was sent, the password aside.
    expect(flashOf(blank)).toEqual({ msg: 'email can not be blank!', error: true, draft: { form: '/signUp', fields: { name: 'Asha', email: '', phone: '98' } } });
    const weak = await answerForm(post('/signUp', { name: 'Asha', email: 'asha@example.in', phone: '98', password: 'abc' }), 'http://api', fetcher);
    expect(flashOf(weak)?.error).toBe(true);
    expect(calls).toEqual([]);

    const ok = await answerForm(post('/signUp', { name: ' Asha ', email: 'asha@example.in', phone: '98 76-5', password: 'Secret@123' }), 'http://api', fetcher);
    expect(calls[0].body).toEqual({ name: 'Asha', email: 'asha@example.in', phone: '98765', password: 'Secret@123', isAdmin: false });
    expect(ok.headers.Location).toBe('/verifyOTP');
    expect(flashOf(ok)).toEqual({ msg: 'Registered! Please verify your e-mail.', error: false });
    expect(flowCookieOf(ok)).toEqual({ email: 'asha@example.in', purpose: 'verifyEmail', sentAt: expect.any(Number) });

    const taken = fakeApi({ 'POST /api/user/signup': { status: 409, body: { status: 'FAILED', msg: 'User already exist!' } } });
    const refused = await answerForm(post('/signUp', { name: 'Asha', email: 'asha@example.in', phone: '98', password: 'Secret@123' }), 'http://api', taken.fetcher);
    expect(refused.headers.Location).toBe('/signUp');
    expect(flashOf(refused)).toMatchObject({ msg: 'User already exist!', error: true, draft: { form: '/signUp' } });
    expect(flowCookieOf(refused)).toBeUndefined();
  });

  it('the code: its six boxes make the code, checked for the e-mail of the flow; a right one ends the flow and goes to Sign In', async () => {
    const { fetcher, calls } = fakeApi({ 'POST /api/user/verifyemail': { status: 200, body: { success: true, message: 'Email verified' } } });
    const flow = withFlow({ email: 'asha@example.in', purpose: 'verifyEmail' });
    const short = await answerForm(post('/verifyOTP', { otp: '12' }, flow), 'http://api', fetcher);
    expect(flashOf(short)).toEqual({ msg: 'Please enter all 6 digits of the OTP', error: true });
    expect(short.headers.Location).toBe('/verifyOTP');
    const none = await answerForm(post('/verifyOTP', {}, flow), 'http://api', fetcher);
    expect(flashOf(none)).toEqual({ msg: 'Please enter OTP', error: true });
    expect(calls).toEqual([]);

    const six = new URLSearchParams(['1', '2', '3', '4', '5', '6'].map((d) => ['otp', d])).toString();
    const ok = await answerForm({ ...post('/verifyOTP', {}, flow), body: six }, 'http://api', fetcher);
    expect(calls[0].body).toEqual({ otp: '123456', email: 'asha@example.in' });
    expect(ok.headers.Location).toBe('/signIn');
    expect(flashOf(ok)).toEqual({ msg: 'OTP Verified!', error: false });
    expect(flowCookieOf(ok)).toBeNull();

    const wrong = fakeApi({ 'POST /api/user/verifyemail': { status: 400, body: { success: false, msg: 'Invalid OTP' } } });
    const refused = await answerForm({ ...post('/verifyOTP', {}, flow), body: six }, 'http://api', wrong.fetcher);
    expect(refused.headers.Location).toBe('/verifyOTP');
    expect(flashOf(refused)).toEqual({ msg: 'Invalid OTP', error: true });
  });

  it('Resend OTP e-mails a new code for the flow; a code form without a flow says so and asks nobody', async () => {
    const { fetcher, calls } = fakeApi({ 'POST /api/user/verifyAccount/resendOtp': { status: 200, body: { success: true, message: 'A new OTP has been sent to your e-mail.' } } });
    const resend = await answerForm(post('/verifyOTP', { action: 'resend' }, withFlow({ email: 'asha@example.in', purpose: 'verifyEmail' })), 'http://api', fetcher);
    expect(calls).toEqual([expect.objectContaining({ path: '/api/user/verifyAccount/resendOtp', body: { email: 'asha@example.in' } })]);
    expect(resend.headers.Location).toBe('/verifyOTP');
    expect(flashOf(resend)).toEqual({ msg: 'A new OTP has been sent to your e-mail.', error: false });

    const orphan = await answerForm(post('/verifyOTP', { otp: '123456' }, { cookie: 'sf_code_flow=%7Bnot-json' }), 'http://api', fetcher);
    expect(flashOf(orphan)).toEqual({ msg: NO_CODE_WAITING, error: true });
    expect(calls).toHaveLength(1);
  });

  it("a code for My Account's password change hands its proof on to /changePassword", async () => {
    const { fetcher } = fakeApi({ 'POST /api/user/forgotPassword/verify-otp': { status: 200, body: { success: true, resetToken: 'rt-1' } } });
    const ok = await answerForm(post('/verifyOTP', { otp: '654321' }, withFlow({ email: 'asha@example.in', purpose: 'changePassword' })), 'http://api', fetcher);
    expect(ok.headers.Location).toBe('/changePassword');
    expect(flowCookieOf(ok)).toEqual({ email: 'asha@example.in', purpose: 'changePassword', resetToken: 'rt-1' });
  });

  it("My Account's 'Forgot your old password?' e-mails a code to the account and goes to /verifyOTP for the password change; a refusal goes back to the tab", async () => {
    const { fetcher, calls } = fakeApi({ 'POST /api/user/forgotPassword/send-otp': { status: 200, body: { success: true, message: 'OTP sent!' } } });
    const sent = await answerForm(post('/my-account/password-code', { email: 'asha@example.in' }, { cookie: 'sf_session=tok' }), 'http://api', fetcher);
    expect(sent.headers.Location).toBe('/verifyOTP');
    expect(flashOf(sent)).toEqual({ msg: 'OTP sent!', error: false });
    expect(flowCookieOf(sent)).toMatchObject({ email: 'asha@example.in', purpose: 'changePassword' });
    expect(calls.map((c) => [c.path, c.body])).toEqual([['/api/user/forgotPassword/send-otp', { email: 'asha@example.in' }]]);

    const busy = fakeApi({ 'POST /api/user/forgotPassword/send-otp': { status: 429, body: { error: true, msg: 'Please wait before asking for another OTP' } } });
    const refused = await answerForm(post('/my-account/password-code', { email: 'asha@example.in' }, { cookie: 'sf_session=tok' }), 'http://api', busy.fetcher);
    expect(refused.headers.Location).toBe('/my-account?tab=password');
    expect(flashOf(refused)).toEqual({ msg: 'Please wait before asking for another OTP', error: true });
  });

  it("Change Password with the flow's proof: the screen's checks in its order, then the API; done, the flow and this browser's session end and Sign In says so", async () => {
    const verified = withFlow({ email: 'asha@example.in', purpose: 'changePassword', resetToken: 'rt-5' });
    const { fetcher, calls } = fakeApi({
      'POST /api/user/forgotPassword/changePassword': { status: 200, body: { status: 'SUCCESS', message: 'Password changed successfully' }, setCookie: 'sf_session=; Path=/; Max-Age=0' },
    });
    const refusals: Array<[Record<string, string>, string]> = [
      [{ newPass: '', confirmPass: '' }, 'Please enter new password'],
      [{ newPass: 'Fresh@123', confirmPass: '' }, 'Please confirm password'],
      [{ newPass: 'Fresh@123', confirmPass: 'Fresh@124' }, 'Password and confirm password not match'],
    ];
    for (const [body, msg] of refusals) {
      const answer = await answerForm(post('/changePassword', body, verified), 'http://api', fetcher);
      expect(answer.headers.Location).toBe('/changePassword');
      expect(flashOf(answer)).toEqual({ msg, error: true });
    }
    expect(calls).toEqual([]);

    const done = await answerForm(post('/changePassword', { newPass: 'Fresh@123', confirmPass: 'Fresh@123' }, verified), 'http://api', fetcher);
    expect(calls.map((c) => [c.path, c.body])).toEqual([
      ['/api/user/forgotPassword/changePassword', { email: 'asha@example.in', newPass: 'Fresh@123', confirmPass: 'Fresh@123', resetToken: 'rt-5' }],
    ]);
    expect(done.headers.Location).toBe('/signIn');
    expect(flashOf(done)).toEqual({ msg: 'Password changed successfully', error: false });
    expect(flowCookieOf(done)).toBeNull();
    expect(done.headers['Set-Cookie']).toContain('sf_session=; Path=/; Max-Age=0');

    // Without a verified code for it (no flow, a flow of another purpose, no proof): nothing asked.
    for (const headers of [{}, withFlow({ email: 'asha@example.in', purpose: 'forgotPassword', resetToken: 'rt-5' }), withFlow({ email: 'asha@example.in', purpose: 'changePassword' })]) {
      const none = await answerForm(post('/changePassword', { newPass: 'Fresh@123', confirmPass: 'Fresh@123' }, headers), 'http://api', fetcher);
      expect(flashOf(none)).toEqual({ msg: 'Please verify the OTP sent to your e-mail before choosing a new password.', error: true });
    }
    expect(calls).toHaveLength(1);

    // A refused proof (used, expired) is dropped from the flow; a refused password keeps it.
    const spent = fakeApi({ 'POST /api/user/forgotPassword/changePassword': { status: 403, body: { error: true, msg: 'Your OTP verification has expired or was already used. Please verify the OTP again.' } } });
    const refused = await answerForm(post('/changePassword', { newPass: 'Fresh@123', confirmPass: 'Fresh@123' }, verified), 'http://api', spent.fetcher);
    expect(flashOf(refused)).toMatchObject({ error: true });
    expect(flowCookieOf(refused)).toEqual({ email: 'asha@example.in', purpose: 'changePassword' });
    const common = fakeApi({ 'POST /api/user/forgotPassword/changePassword': { status: 400, body: { error: true, msg: 'This password is too common. Please choose another.' } } });
    const weak = await answerForm(post('/changePassword', { newPass: 'Fresh@123', confirmPass: 'Fresh@123' }, verified), 'http://api', common.fetcher);
    expect(flashOf(weak)).toEqual({ msg: 'This password is too common. Please choose another.', error: true });
    expect(flowCookieOf(weak)).toEqual({ email: 'asha@example.in', purpose: 'changePassword', resetToken: 'rt-5' });
  });

  it('a refused post comes back filled even when what was typed is huge: the message cookie stays under 4 kB, the message always in it', async () => {
    const { fetcher } = fakeApi({});
    const answer = await answerForm(post('/signUp', { name: 'N'.repeat(5000), email: 'a@b.in', phone: '', password: 'x' }), 'http://api', fetcher);
    const cookie = ([] as string[]).concat(answer.headers['Set-Cookie'] ?? []).find((c) => c.startsWith('sf_flash='))!;
    expect(cookie.length).toBeLessThan(4096);
    const flash = flashOf(answer)!;
    expect(flash.msg).toBe('phone can not be blank!');
    expect(flash.draft?.fields.email).toBe('a@b.in');
    // Many long fields in letters of three bytes each: the longest go, the message stays.
    const hindi = 'चावल'.repeat(100);
    const huge = await answerForm(post('/contact', { name: hindi, email: 'bad', subject: hindi, message: hindi }), 'http://api', fetcher);
    const hugeCookie = ([] as string[]).concat(huge.headers['Set-Cookie'] ?? []).find((c) => c.startsWith('sf_flash='))!;
    expect(hugeCookie.length).toBeLessThan(4096);
    expect(flashOf(huge)).toMatchObject({ msg: 'Please enter a valid email address, like name@example.com.', error: true });
    expect(flashOf(huge)?.draft?.fields.email).toBe('bad');
  });

  it('sign in of an account not verified yet e-mails a new code and goes to /verifyOTP', async () => {
    const { fetcher, calls } = fakeApi({
      'POST /api/user/signin': { status: 403, body: { error: true, isVerify: false, msg: 'Your account is not verified yet.' } },
      'POST /api/user/verifyAccount/resendOtp': { status: 200, body: { success: true, message: 'A new OTP has been sent to your e-mail.' } },
    });
    const answer = await answerForm(post('/signIn', { email: 'asha@example.in', password: 'Secret@123' }), 'http://api', fetcher);
    expect(calls.map((c) => c.path)).toEqual(['/api/user/signin', '/api/user/verifyAccount/resendOtp']);
    expect(answer.headers.Location).toBe('/verifyOTP');
    expect(flowCookieOf(answer)).toEqual({ email: 'asha@example.in', purpose: 'verifyEmail', sentAt: expect.any(Number) });

    // No code could be sent (too many asked): back to Sign In with the API's words, the e-mail kept.
    const limited = fakeApi({
      'POST /api/user/signin': { status: 403, body: { error: true, isVerify: false, msg: 'Your account is not verified yet.' } },
      'POST /api/user/verifyAccount/resendOtp': { status: 429, body: { error: true, msg: 'Too many code requests from your network.' } },
    });
    const refused = await answerForm(post('/signIn', { email: 'asha@example.in', password: 'Secret@123' }), 'http://api', limited.fetcher);
    expect(refused.headers.Location).toBe('/signIn');
    expect(flashOf(refused)).toEqual({ msg: 'Too many code requests from your network.', error: true, draft: { form: '/signIn', fields: { email: 'asha@example.in' } } });
    expect(flowCookieOf(refused)).toBeUndefined();
  });

  it('Forgot Password: step 1 sends the code and keeps the e-mail; step 2 checks the code, then resets, and ends the flow', async () => {
    const { fetcher, calls } = fakeApi({
      'POST /api/user/forgotPassword/send-otp': { status: 200, body: { success: true, message: 'OTP sent!' } },
      'POST /api/user/forgotPassword/verify-otp': { status: 200, body: { success: true, resetToken: 'rt-9' } },
      'POST /api/user/forgotPassword/reset': { status: 200, body: { success: true } },
    });
    const blank = await answerForm(post('/forgotPassword', { action: 'send', email: ' ' }), 'http://api', fetcher);
    expect(flashOf(blank)).toEqual({ msg: 'Email cannot be blank!', error: true });
    const sent = await answerForm(post('/forgotPassword', { action: 'send', email: 'asha@example.in' }), 'http://api', fetcher);
    expect(sent.headers.Location).toBe('/forgotPassword');
    expect(flowCookieOf(sent)).toEqual({ email: 'asha@example.in', purpose: 'forgotPassword', sentAt: expect.any(Number) });

    const flow = withFlow({ email: 'asha@example.in', purpose: 'forgotPassword' });
    const apart = await answerForm(post('/forgotPassword', { otp: '123456', newPass: 'Newer@123', confirmPass: 'Other@123' }, flow), 'http://api', fetcher);
    expect(flashOf(apart)).toMatchObject({ msg: 'Please fill fields correctly', error: true });
    expect(calls).toHaveLength(1);

    const done = await answerForm(post('/forgotPassword', { otp: '123456', newPass: 'Newer@123', confirmPass: 'Newer@123' }, flow), 'http://api', fetcher);
    expect(calls.slice(1).map((c) => [c.path, c.body])).toEqual([
      ['/api/user/forgotPassword/verify-otp', { email: 'asha@example.in', otp: '123456' }],
      ['/api/user/forgotPassword/reset', { email: 'asha@example.in', resetToken: 'rt-9', newPass: 'Newer@123' }],
    ]);
    expect(done.headers.Location).toBe('/signIn');
    expect(flashOf(done)).toEqual({ msg: 'Password reset!', error: false });
    expect(flowCookieOf(done)).toBeNull();

    // Step 2 posted once the flow's cookie had run out: said so, nothing asked of the API.
    const asked = calls.length;
    const late = await answerForm(post('/forgotPassword', { otp: '123456', newPass: 'Newer@123', confirmPass: 'Newer@123' }), 'http://api', fetcher);
    expect(late.headers.Location).toBe('/forgotPassword');
    expect(flashOf(late)).toEqual({ msg: CODE_FLOW_ENDED, error: true });
    expect(calls).toHaveLength(asked);

    const change = await answerForm(post('/forgotPassword', { action: 'change-email' }, flow), 'http://api', fetcher);
    expect(change.headers.Location).toBe('/forgotPassword');
    expect(flowCookieOf(change)).toBeNull();
  });

  it("Forgot Password's step 2 refused comes back with its code (never a password), in the screen's words for each case", async () => {
    const { fetcher, calls } = fakeApi({ 'POST /api/user/forgotPassword/verify-otp': { status: 400, body: { success: false, msg: 'Invalid OTP. 4 attempts left.' } } });
    const flow = withFlow({ email: 'asha@example.in', purpose: 'forgotPassword' });
    const step2 = (fields: Record<string, string>) => answerForm(post('/forgotPassword', fields, flow), 'http://api', fetcher);
    const withCode = (msg: string) => ({ msg, error: true, draft: { form: '/forgotPassword', fields: { otp: '123456' } } });
    expect(flashOf(await step2({ otp: '', newPass: 'Newer@123', confirmPass: 'Newer@123' }))).toEqual({ msg: 'Please fill fields correctly', error: true });
    expect(flashOf(await step2({ otp: '123456', newPass: 'Newer', confirmPass: 'Newer' }))).toEqual(withCode('Please fill fields correctly'));
    expect(flashOf(await step2({ otp: '123456', newPass: 'Newer@123', confirmPass: 'Other@123' }))).toEqual(withCode('Please fill fields correctly'));
    // The password rules the scripts check too: refused before the code is checked (and used up).
    expect(flashOf(await step2({ otp: '123456', newPass: '      ', confirmPass: '      ' }))).toEqual(withCode('Password cannot be blank or only spaces'));
    expect(flashOf(await step2({ otp: '123456', newPass: 'Asha@Example.in', confirmPass: 'Asha@Example.in' }))).toEqual(withCode('Password cannot be your e-mail address'));
    expect(calls).toEqual([]);

    const wrong = await step2({ otp: '123456', newPass: 'Newer@123', confirmPass: 'Newer@123' });
    expect(wrong.headers.Location).toBe('/forgotPassword');
    expect(flashOf(wrong)).toEqual(withCode('Invalid OTP. 4 attempts left.'));
    expect(JSON.stringify(wrong.headers)).not.toContain('Newer@123');
  });

  it("Forgot Password's step 2: a password refused after the code was checked keeps the proof in the flow, so the next one needs no new code", async () => {
    const { fetcher, calls } = fakeApi({
      'POST /api/user/forgotPassword/verify-otp': { status: 200, body: { success: true, resetToken: 'rt-9' } },
      'POST /api/user/forgotPassword/reset': { status: 400, body: { success: false, msg: 'This password is too common. Please choose another.' } },
    });
    const common = await answerForm(post('/forgotPassword', { otp: '123456', newPass: 'password', confirmPass: 'password' }, withFlow({ email: 'asha@example.in', purpose: 'forgotPassword', sentAt: 1 })), 'http://api', fetcher);
    expect(flashOf(common)).toEqual({ msg: 'This password is too common. Please choose another.', error: true });
    expect(flowCookieOf(common)).toEqual({ email: 'asha@example.in', purpose: 'forgotPassword', sentAt: 1, resetToken: 'rt-9' });

    const reset = fakeApi({ 'POST /api/user/forgotPassword/reset': { status: 200, body: { success: true } } });
    const verified = withFlow({ email: 'asha@example.in', purpose: 'forgotPassword', resetToken: 'rt-9' });
    const done = await answerForm(post('/forgotPassword', { otp: '', newPass: 'Fresh@123', confirmPass: 'Fresh@123' }, verified), 'http://api', reset.fetcher);
    expect(reset.calls.map((c) => [c.path, c.body])).toEqual([['/api/user/forgotPassword/reset', { email: 'asha@example.in', resetToken: 'rt-9', newPass: 'Fresh@123' }]]);
    expect(done.headers.Location).toBe('/signIn');
    expect(calls).toHaveLength(2);

    // A refused proof (used, expired) is dropped: the next try needs a new code.
    const spent = fakeApi({ 'POST /api/user/forgotPassword/reset': { status: 403, body: { success: false, msg: 'Your OTP verification has expired or was already used. Please verify the OTP again.' } } });
    const refused = await answerForm(post('/forgotPassword', { newPass: 'Fresh@123', confirmPass: 'Fresh@123' }, verified), 'http://api', spent.fetcher);
    expect(flowCookieOf(refused)).toEqual({ email: 'asha@example.in', purpose: 'forgotPassword' });
  });
});
