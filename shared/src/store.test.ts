import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from './api';
import { configure } from './config';
import {
  alertAtom,
  cartCountAtom,
  cartItemsAtom,
  cartTotalsAtom,
  isLoggedInAtom,
  refreshCart,
  setLocation,
  showAlert,
  signIn,
  signOut,
  store,
  locationAtom,
  passwordChangedByCode,
  tokenAtom,
  userAtom,
  watchSession,
} from './store';
import type { CartItem } from './types';

const item = (id: string, price: number, quantity: number): CartItem => ({
  id, _id: id, productTitle: `P ${id}`, image: '', rating: 4, price, quantity, subTotal: price * quantity,
  productId: `p${id}`, variant: '', countInStock: 9, userId: 'u1',
});

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('store', () => {
  it('signs in into storage and atoms, and signs out clearing both', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify([item('1', 100, 2)]), { status: 200 })));
    configure({ apiBase: 'http://api.test' });
    signIn('tok', { name: 'Asha', email: 'a@x.in', userId: 'u1', image: '' });
    expect(localStorage.getItem('token')).toBe('tok');
    expect(JSON.parse(localStorage.getItem('user')!).userId).toBe('u1');
    expect(store.get(isLoggedInAtom)).toBe(true);
    await vi.waitFor(() => expect(store.get(cartCountAtom)).toBe(1));
    signOut();
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(store.get(tokenAtom)).toBeNull();
    expect(store.get(userAtom)).toBeNull();
    expect(store.get(cartItemsAtom)).toEqual([]);
  });

  it('re-reads the cart with the bearer token and derives count and totals', async () => {
    const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) =>
      new Response(JSON.stringify([item('1', 100, 2), item('2', 50, 1)]), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    configure({ apiBase: 'http://api.test' });
    localStorage.setItem('token', 'tok');
    store.set(tokenAtom, 'tok');
    store.set(userAtom, { name: 'A', email: 'a@x.in', userId: 'u1', image: '' });
    await refreshCart();
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('http://api.test/api/cart?userId=u1');
    expect((init?.headers as Record<string, string>).Authorization).toBe('Bearer tok');
    expect(store.get(cartCountAtom)).toBe(2);
    expect(store.get(cartTotalsAtom)).toEqual({ subtotal: 250, tax: 45, total: 295 });
  });

  it('signs the shopper out when the API says the token is no longer valid', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ error: true, msg: 'Please login first' }), { status: 401 })));
    localStorage.setItem('token', 'old');
    store.set(tokenAtom, 'old');
    store.set(userAtom, { name: 'A', email: 'a@x.in', userId: 'u1', image: '' });
    await refreshCart();
    expect(store.get(tokenAtom)).toBeNull();
    expect(store.get(alertAtom)).toMatchObject({ open: true, error: true });
  });

  it('keeps a change made while a cart read was on its way: the older read does not undo it', async () => {
    let answerRead!: () => void;
    const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
      if ((init?.method ?? 'GET') === 'PUT') return new Response(JSON.stringify(item('1', 100, 2)), { status: 200 });
      await new Promise<void>((r) => (answerRead = r));
      return new Response(JSON.stringify([item('1', 100, 1)]), { status: 200 });
    });
    vi.stubGlobal('fetch', fetchMock);
    configure({ apiBase: 'http://api.test' });
    localStorage.setItem('token', 'tok');
    store.set(tokenAtom, 'tok');
    store.set(userAtom, { name: 'A', email: 'a@x.in', userId: 'u9', image: '' });
    store.set(cartItemsAtom, [item('1', 100, 1)]);
    const read = refreshCart();
    await vi.waitFor(() => expect(answerRead).toBeTypeOf('function'));
    const { changeCartQuantity } = await import('./cart');
    await changeCartQuantity(item('1', 100, 1), 2);
    expect(store.get(cartItemsAtom)[0]?.quantity).toBe(2);
    answerRead();
    await read;
    expect(store.get(cartItemsAtom)[0]?.quantity).toBe(2);
  });

  it('stores the location', () => {
    setLocation('IN');
    expect(localStorage.getItem('location')).toBe('IN');
    expect(store.get(locationAtom)).toBe('IN');
  });

  it('shows alerts with a fresh key each time', () => {
    showAlert('Item is added in the cart');
    const first = store.get(alertAtom);
    showAlert('Item is added in the cart');
    expect(store.get(alertAtom).key).not.toBe(first.key);
    expect(store.get(alertAtom)).toMatchObject({ open: true, error: false, msg: 'Item is added in the cart' });
  });
});

describe('a session the API ended', () => {
  it('signs the shopper out everywhere when a signed-in call answers 401 (a password changed or reset elsewhere)', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify([]), { status: 200 })));
    configure({ apiBase: 'http://api.test' });
    signIn('old-token', { name: 'Asha', email: 'a@x.in', userId: 'u1', image: '' });
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ error: true, msg: 'Please login first' }), { status: 401 })));
    const res = await api.get('/api/orders');
    expect(res.ok).toBe(false);
    expect(store.get(tokenAtom)).toBeNull();
    expect(store.get(isLoggedInAtom)).toBe(false);
    expect(localStorage.getItem('token')).toBeNull();
    expect(store.get(alertAtom)).toMatchObject({ open: true, error: true, msg: 'Your session has ended. Please sign in again.' });
  });
});

describe('a password changed in this browser or elsewhere', () => {
  const ASHA = { name: 'Asha', email: 'a@x.in', userId: 'u1', image: '' };
  const ok = () => new Response(JSON.stringify([]), { status: 200 });
  const refused = () => new Response(JSON.stringify({ error: true, msg: 'Please login first' }), { status: 401 });

  it("a call answered 401 for the token the change replaced does not end the fresh session (nor clear its cookie)", async () => {
    let answer!: (r: Response) => void;
    const fetchMock = vi.fn(async (url: string) => (url.endsWith('/api/orders') ? new Promise<Response>((r) => (answer = r)) : ok()));
    vi.stubGlobal('fetch', fetchMock);
    configure({ apiBase: 'http://api.test' });
    signIn('old-token', ASHA);
    // Sent with the old token just before the password change answered with a fresh one.
    const late = api.get('/api/orders');
    await vi.waitFor(() => expect(answer).toBeTypeOf('function'));
    signIn('fresh-token', ASHA);
    answer(refused());
    await late;
    expect(store.get(tokenAtom)).toBe('fresh-token');
    expect(localStorage.getItem('token')).toBe('fresh-token');
    expect(store.get(isLoggedInAtom)).toBe(true);
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/api/user/signout'))).toBe(false);
    // The fresh token refused: signed out.
    vi.stubGlobal('fetch', vi.fn(async () => refused()));
    await api.get('/api/orders');
    expect(store.get(isLoggedInAtom)).toBe(false);
  });

  it('another tab of this browser: its fresh token is taken up at once, and its sign-out signs this tab out', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => ok()));
    configure({ apiBase: 'http://api.test' });
    signIn('old-token', ASHA);
    const stop = watchSession();
    try {
      // The other tab changed the password: the token it was given replaces this browser's.
      localStorage.setItem('token', 'fresh-token');
      window.dispatchEvent(new StorageEvent('storage', { key: 'token', newValue: 'fresh-token' }));
      expect(store.get(tokenAtom)).toBe('fresh-token');
      expect(store.get(isLoggedInAtom)).toBe(true);
      // The other tab signed out (or changed the password by code): this one shows no shopper.
      localStorage.removeItem('token');
      localStorage.removeItem('user');
      window.dispatchEvent(new StorageEvent('storage', { key: 'token', newValue: null }));
      expect(store.get(isLoggedInAtom)).toBe(false);
      expect(store.get(userAtom)).toBeNull();
      expect(store.get(cartItemsAtom)).toEqual([]);
    } finally {
      stop();
    }
  });

  it('another device: a page coming back into view asks whether its session holds, and a 401 signs it out at once', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => ok()));
    configure({ apiBase: 'http://api.test' });
    signIn('old-token', ASHA);
    const fetchMock = vi.fn(async () => refused());
    vi.stubGlobal('fetch', fetchMock);
    const stop = watchSession();
    try {
      document.dispatchEvent(new Event('visibilitychange'));
      await vi.waitFor(() => expect(store.get(isLoggedInAtom)).toBe(false));
      expect(String((fetchMock.mock.calls[0] as unknown[])[0])).toBe('http://api.test/api/user/session');
      expect(store.get(alertAtom)).toMatchObject({ open: true, error: true, msg: 'Your session has ended. Please sign in again.' });
    } finally {
      stop();
    }
  });

  it('a password changed by one-time code signs this browser out at once when it is that shopper', () => {
    vi.stubGlobal('fetch', vi.fn(async () => ok()));
    configure({ apiBase: 'http://api.test' });
    signIn('tok', ASHA);
    passwordChangedByCode('someone@else.in');
    expect(store.get(isLoggedInAtom)).toBe(true);
    passwordChangedByCode(' A@X.in ');
    expect(store.get(isLoggedInAtom)).toBe(false);
    expect(localStorage.getItem('token')).toBeNull();
  });
});

describe('locationCode', () => {
  it('keeps a location the API takes and makes anything else the default', async () => {
    const { locationCode } = await import('./constants');
    for (const ok of ['IN', 'in', 'All', 'all', 'GB']) expect(locationCode(ok)).toBe(ok);
    for (const bad of ['India', 'I', '', null, undefined, 'IN;x', 'ÅÅ']) expect(locationCode(bad)).toBe('All');
  });
});
