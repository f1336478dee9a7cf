// The shopper a page is rendered for: the API's session cookie (sf_session, httpOnly, set at sign-in)
// carries the same token the screens send, so the server asks the API who it belongs to and what is
// in their cart, and renders the signed-in chrome in the first HTML. Nothing here outlives the request.
import { toStoredUser, type AuthUser, type CartItem, type MyListItem } from '@storefront/shared';
import type { PageSession } from './payload';

export const SESSION_COOKIE = 'sf_session';

/** The value of cookie `name` in a Cookie header, or null. */
export function cookieValue(header: string | undefined, name: string): string | null {
  for (const part of String(header ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== name) continue;
    const value = part.slice(eq + 1).trim();
    if (value === '') return null;
    try {
      return decodeURIComponent(value);
    } catch {
      return null;
    }
  }
  return null;
}

type Fetch = typeof fetch;

/**
 * Who the session token belongs to, their cart and their My List (the hearts: product id -> entry
 * id), or null when the API does not know the token
 * (expired, ended by a password change, forged) or does not answer within `ms`: the page is then
 * rendered signed out, as before, and the browser catches up.
 */
export async function readSession(apiBase: string, token: string, ms: number, fetcher: Fetch = fetch): Promise<PageSession | null> {
  const base = apiBase.replace(/\/$/, '');
  const signal = AbortSignal.timeout(ms);
  const get = async <T>(path: string): Promise<T | null> => {
    const res = await fetcher(base + path, { headers: { Authorization: `Bearer ${token}` }, signal });
    return res.ok ? ((await res.json()) as T) : null;
  };
  try {
    const [session, cart, myList] = await Promise.all([
      get<{ user: AuthUser }>('/api/user/session'),
      get<CartItem[]>('/api/cart'),
      // (a list that cannot be read leaves the hearts to the browser's lookups, as before)
      get<MyListItem[]>('/api/my-list').catch(() => null),
    ]);
    if (!session?.user) return null;
    const entries: Record<string, string> = {};
    if (Array.isArray(myList)) for (const item of myList) entries[item.productId] = item.id;
    return { user: toStoredUser(session.user), cart: Array.isArray(cart) ? cart : [], myList: Array.isArray(myList) ? entries : null };
  } catch {
    return null;
  }
}
