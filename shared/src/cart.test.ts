// The one data path: each cart action makes one request and the store (so the badge) follows the
// server's answer; a read only where the answer cannot say what the cart now is.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addToCart, addToMyList, cartOrdered, changeCartQuantity, findMyListEntry, removeCartLine, removeFromMyList } from './cart';
import { configure } from './config';
import { cartCountAtom, cartItemsAtom, cartTotalsAtom, store, tokenAtom, userAtom } from './store';
import type { CartItem } from './types';

const line = (id: string, quantity = 1, price = 100): CartItem => ({
  id, _id: id, productTitle: `P ${id}`, image: '', rating: 4, price, quantity, subTotal: price * quantity,
  productId: `p${id}`, variant: '', countInStock: 9, userId: 'u1',
});

type Answer = { status?: number; body: unknown };
let answers: Record<string, (body: unknown) => Answer>;
let calls: { method: string; path: string; body: unknown }[];

beforeEach(() => {
  configure({ apiBase: 'http://api.test' });
  store.set(tokenAtom, 'tok');
  store.set(userAtom, { name: 'Asha', email: 'a@x.in', userId: 'u1', image: '' });
  store.set(cartItemsAtom, [line('1', 2)]);
  calls = [];
  answers = {};
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
      const url = new URL(String(input));
      const method = init?.method ?? 'GET';
      const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
      calls.push({ method, path: url.pathname, body });
      const answer = answers[`${method} ${url.pathname}`]?.(body) ?? { status: 404, body: { error: true, msg: 'Not found' } };
      return new Response(JSON.stringify(answer.body), { status: answer.status ?? 200, headers: { 'Content-Type': 'application/json' } });
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  store.set(tokenAtom, null);
  store.set(userAtom, null);
  store.set(cartItemsAtom, []);
});

describe('cart actions', () => {
  it('adds with one request carrying only product, quantity and option; the answer is the new line', async () => {
    const made = { ...line('2', 3), variant: 'Size: M' };
    answers['POST /api/cart/add'] = () => ({ status: 201, body: { status: true, msg: 'Item is added in the cart', cartItem: made } });
    const res = await addToCart('p2', 3, { size: 'M' });
    expect(res.ok).toBe(true);
    expect(calls).toEqual([{ method: 'POST', path: '/api/cart/add', body: { productId: 'p2', quantity: 3, size: 'M' } }]);
    expect(store.get(cartItemsAtom)).toEqual([line('1', 2), made]);
    expect(store.get(cartCountAtom)).toBe(2);
  });

  it('leaves the cart as it was when the add is refused, without reading it', async () => {
    answers['POST /api/cart/add'] = () => ({ status: 409, body: { error: true, status: false, msg: 'Product already added in the cart' } });
    const res = await addToCart('p1', 1);
    expect(res).toMatchObject({ ok: false, msg: 'Product already added in the cart' });
    expect(calls).toHaveLength(1);
    expect(store.get(cartItemsAtom)).toEqual([line('1', 2)]);
  });

  it('changes a quantity with one request sending only the quantity; totals follow the re-priced line', async () => {
    answers['PUT /api/cart/1'] = (body) => ({ body: line('1', (body as { quantity: number }).quantity) });
    await changeCartQuantity(line('1', 2), 5);
    expect(calls).toEqual([{ method: 'PUT', path: '/api/cart/1', body: { quantity: 5 } }]);
    expect(store.get(cartItemsAtom)).toEqual([line('1', 5)]);
    expect(store.get(cartTotalsAtom).subtotal).toBe(500);
  });

  it('re-reads the cart once when a change is refused (the line or its stock changed elsewhere)', async () => {
    answers['PUT /api/cart/1'] = () => ({ status: 404, body: { error: true, msg: 'Cart item not found' } });
    answers['GET /api/cart'] = () => ({ body: [] });
    const res = await changeCartQuantity(line('1', 2), 5);
    expect(res.ok).toBe(false);
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['PUT /api/cart/1', 'GET /api/cart']);
    expect(store.get(cartCountAtom)).toBe(0);
  });

  it('removes with one request, also a line already gone', async () => {
    store.set(cartItemsAtom, [line('1'), line('2')]);
    answers['DELETE /api/cart/1'] = () => ({ body: { success: true, msg: 'Item removed from cart' } });
    answers['DELETE /api/cart/2'] = () => ({ status: 404, body: { error: true, msg: 'Cart item not found' } });
    await removeCartLine('1');
    expect(store.get(cartItemsAtom)).toEqual([line('2')]);
    await removeCartLine('2');
    expect(store.get(cartCountAtom)).toBe(0);
    expect(calls).toHaveLength(2);
  });

  it('empties the cart when an order is placed, without a request', () => {
    cartOrdered();
    expect(store.get(cartCountAtom)).toBe(0);
    expect(calls).toHaveLength(0);
  });
});

describe('My List actions', () => {
  it('adds sending only the product, removes by entry, and checks one product', async () => {
    answers['POST /api/my-list/add/'] = () => ({ status: 201, body: { status: true, msg: 'The product added to My List' } });
    answers['DELETE /api/my-list/e1'] = () => ({ body: { success: true, msg: 'item removed from My List!' } });
    const entry = { id: 'e1', _id: 'e1', productTitle: 'P', image: '', rating: 4, price: 100, productId: 'p1', userId: 'u1' };
    answers['GET /api/my-list'] = () => ({ body: [entry] });
    expect((await addToMyList('p1')).ok).toBe(true);
    expect(calls[0].body).toEqual({ productId: 'p1' });
    expect((await removeFromMyList('e1')).ok).toBe(true);
    expect(await findMyListEntry('p1')).toEqual(entry);
    expect(calls).toHaveLength(3);
  });

  it('answers null for a visitor without asking the server', async () => {
    store.set(userAtom, null);
    expect(await findMyListEntry('p1')).toBeNull();
    expect(calls).toHaveLength(0);
  });
});
