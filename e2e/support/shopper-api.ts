// Set-up through the API for journeys whose point is not the step itself (the UI of these steps
// has its own tests): a shopper's My List entries and cart lines, and reading them back.
import type { Shopper } from './checkout-pages';
import type { SeedProduct } from './catalogue-data';
import { apiURL as defaultApiURL } from './ports';

const apiURL = process.env.E2E_API_URL ?? defaultApiURL;

async function call<T>(method: string, path: string, s: Shopper, body?: unknown): Promise<{ status: number; body: T }> {
  const res = await fetch(apiURL + path, {
    method,
    headers: { authorization: `Bearer ${s.token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: res.status, body: (await res.json()) as T };
}

export async function addToMyListByApi(s: Shopper, p: SeedProduct): Promise<void> {
  const res = await call<{ msg?: string }>('POST', '/api/my-list/add/', s, {
    productTitle: p.name,
    image: p.images[0] ?? '',
    rating: p.rating,
    price: p.price,
    productId: p.id,
    userId: s.userId,
  });
  if (res.status >= 300) throw new Error(`My List add failed: ${res.status} ${res.body.msg}`);
}

export async function myListOf(s: Shopper): Promise<Array<{ productId: string; productTitle: string }>> {
  return (await call<Array<{ productId: string; productTitle: string }>>('GET', `/api/my-list?userId=${s.userId}`, s)).body;
}

export async function cartOf(s: Shopper): Promise<Array<{ productId: string; quantity: number; subTotal: number }>> {
  return (await call<Array<{ productId: string; quantity: number; subTotal: number }>>('GET', `/api/cart?userId=${s.userId}`, s)).body;
}

type OptionLists = Partial<Record<'productRam' | 'size' | 'productWeight', string[]>>;

/** The first value of every option list the product has: a product with options needs a choice (decisions §6). */
export async function firstChoices(s: Shopper, p: { id: string } & OptionLists): Promise<Record<string, string>> {
  const lists: OptionLists = p.productRam && p.size && p.productWeight ? p : (await call<OptionLists>('GET', `/api/products/${p.id}`, s)).body;
  const out: Record<string, string> = {};
  for (const key of ['productRam', 'size', 'productWeight'] as const) {
    const first = lists[key]?.[0];
    if (first) out[key] = first;
  }
  return out;
}

/** Adds a line; without `options`, the first value of each of the product's option lists is picked. */
export async function addToCartByApi(s: Shopper, p: { id: string } & OptionLists, quantity = 1, options?: Record<string, string>): Promise<void> {
  const chosen = options ?? (await firstChoices(s, p));
  const res = await call<{ msg?: string }>('POST', '/api/cart/add', s, { productId: p.id, quantity, userId: s.userId, ...chosen });
  if (res.status !== 201) throw new Error(`add to cart failed: ${res.status} ${res.body.msg}`);
}

/** Saves an address in the shopper's book (the first one saved is their default). */
export async function addAddressByApi(s: Shopper, street: string): Promise<void> {
  const res = await call<{ msg?: string }>('POST', '/api/addresses', s, {
    fullName: s.name,
    phoneNumber: '9876501234',
    country: 'India',
    streetAddressLine1: street,
    streetAddressLine2: '',
    city: 'Bengaluru',
    state: 'Karnataka',
    zipCode: '560025',
  });
  if (res.status >= 300) throw new Error(`address add failed: ${res.status} ${res.body.msg}`);
}
