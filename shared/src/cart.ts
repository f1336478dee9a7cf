// One data path for the cart and My List: each action sends what the server believes (ids, the
// quantity, the option picked), then puts the server's answer into the page's one store. The header
// badge, the cart page and checkout all read the same atoms, so nobody needs to re-read or be told.
// A read happens only where the answer cannot say what the cart now is (a refused change).
import { api, type ApiResult } from './api';
import { cartItemsAtom, refreshCart, store, userAtom } from './store';
import type { CartAddResponse, CartItem, MyListItem, StatusResponse, SuccessResponse } from './types';

/** The RAM, size or weight picked on the product page (decisions §6); absent for a plain product. */
export interface CartChoice {
  productRam?: string;
  size?: string;
  productWeight?: string;
}

const setLines = (update: (lines: CartItem[]) => CartItem[]) => store.set(cartItemsAtom, update);

/** POST /api/cart/add: the product, quantity and option; the line the server made joins the cart. */
export async function addToCart(productId: string, quantity: number, choice: CartChoice = {}): Promise<ApiResult<CartAddResponse>> {
  const res = await api.post<CartAddResponse>('/api/cart/add', { productId, quantity, ...choice });
  if (res.ok && res.data?.cartItem) {
    const line = res.data.cartItem;
    setLines((lines) => [...lines.filter((l) => l.id !== line.id), line]);
  }
  return res;
}

/** PUT /api/cart/:id: the new quantity; the re-priced line replaces the old one. A refusal re-reads the cart. */
export async function changeCartQuantity(line: CartItem, quantity: number): Promise<ApiResult<CartItem>> {
  const res = await api.put<CartItem>(`/api/cart/${encodeURIComponent(line.id)}`, { quantity });
  if (res.ok && res.data?.id) {
    const changed = res.data;
    setLines((lines) => lines.map((l) => (l.id === changed.id ? changed : l)));
  } else {
    // Stock or the line itself may have changed elsewhere: show what the server holds now.
    await refreshCart();
  }
  return res;
}

/** DELETE /api/cart/:id: the line leaves the cart (also when it was already gone). */
export async function removeCartLine(id: string): Promise<ApiResult<SuccessResponse>> {
  const res = await api.del<SuccessResponse>(`/api/cart/${encodeURIComponent(id)}`);
  if (res.ok || res.status === 404) setLines((lines) => lines.filter((l) => l.id !== id));
  return res;
}

/** The server emptied the cart in the order's own transaction: so does the store, without a read. */
export function cartOrdered(): void {
  store.set(cartItemsAtom, []);
}

// ---- My List -----------------------------------------------------------------------------------

/** POST /api/my-list/add: only the product is sent; title, price and picture come from the catalogue. */
export function addToMyList(productId: string): Promise<ApiResult<StatusResponse>> {
  return api.post<StatusResponse>('/api/my-list/add/', { productId });
}

/** DELETE /api/my-list/:id */
export function removeFromMyList(entryId: string): Promise<ApiResult<SuccessResponse>> {
  return api.del<SuccessResponse>(`/api/my-list/${encodeURIComponent(entryId)}`);
}

/** GET /api/my-list?productId=: the signed-in shopper's entry for one product, null when absent, undefined when unknown. */
export async function findMyListEntry(productId: string, signal?: AbortSignal): Promise<MyListItem | null | undefined> {
  const user = store.get(userAtom);
  if (!user) return null;
  const res = await api.get<MyListItem[]>('/api/my-list', { productId, userId: user.userId }, signal);
  return res.ok && Array.isArray(res.data) ? (res.data[0] ?? null) : undefined;
}
