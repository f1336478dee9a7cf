// The contract (@storefront/shared/contract) is the API's own: every route validates its request
// and checks its answer with schemas exported there (not with look-alikes written beside the route),
// and answers that drift from them fail.
import * as contract from '@storefront/shared/contract';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serializerCompiler } from '../src/lib/zod-schema';
import { createTestContext, signIn, type TestContext } from './helpers';

/** Routes that answer without a JSON schema of their own, and why. */
const WITHOUT_RESPONSE_SCHEMA: Record<string, string> = {
  'GET /api/health/ready': 'a load balancer probe: { ok } with 200 or 503',
  'POST /api/payments/razorpay/webhook': "the payment provider's callback, answered in its own terms",
};

let t: TestContext;
const routes: RouteOptions[] = [];
const contractSchemas = new Set<unknown>(Object.values(contract));

beforeAll(async () => {
  t = await createTestContext({}, { onRoute: (r) => routes.push(r) });
});
afterAll(async () => {
  await t?.close();
});

function apiRoutes() {
  return routes
    .filter((r) => r.url.startsWith('/api/'))
    .flatMap((r) => (Array.isArray(r.method) ? r.method : [r.method]).map((m) => ({ key: `${m} ${r.url}`, schema: r.schema ?? {} })))
    .filter((r) => !r.key.startsWith('HEAD '));
}

describe('the API and the shared contract', () => {
  it('serves the calls of spec section 7 (and its own) as routes', () => {
    const keys = apiRoutes().map((r) => r.key);
    for (const call of ['GET /api/products', 'POST /api/cart/add', 'POST /api/orders/create', 'POST /api/user/signin', 'GET /api/my-list']) {
      expect(keys).toContain(call);
    }
    expect(keys.length).toBeGreaterThan(40);
  });

  it('validates every request and checks every answer with schemas exported by @storefront/shared/contract', () => {
    const foreign: string[] = [];
    const missing: string[] = [];
    for (const { key, schema } of apiRoutes()) {
      const s = schema as { body?: unknown; querystring?: unknown; params?: unknown; response?: Record<string, unknown> };
      const parts: [string, unknown][] = [
        ['body', s.body],
        ['querystring', s.querystring],
        ['params', s.params],
        ...Object.entries(s.response ?? {}).map(([code, v]): [string, unknown] => [`response ${code}`, v]),
      ];
      for (const [part, value] of parts) {
        if (value !== undefined && !contractSchemas.has(value)) foreign.push(`${key}: ${part}`);
      }
      if (!s.response && !(key in WITHOUT_RESPONSE_SCHEMA)) missing.push(key);
    }
    expect(foreign, 'schemas written beside the route instead of in the contract').toEqual([]);
    expect(missing, 'routes answering without a response schema').toEqual([]);
  });

  it('fails an answer that drifts from its schema (outside production)', () => {
    const serialize = serializerCompiler(true)({ schema: contract.cartItemSchema } as never);
    const item = { id: 'a', _id: 'a', productTitle: 'T', image: '', rating: 4, price: 10, quantity: 2, subTotal: 20, productId: 'p', variant: '', countInStock: 3, userId: 'u' };
    expect(JSON.parse(serialize(item))).toEqual(item);
    expect(() => serialize({ ...item, extra: true })).toThrow(/does not match its schema/);
    expect(() => serialize({ ...item, subTotal: undefined })).toThrow(/does not match its schema/);
    // In production the check is skipped (the tests are where drift is caught).
    expect(() => serializerCompiler(false)({ schema: contract.cartItemSchema } as never)({ ...item, extra: true })).not.toThrow();
  });

  it("answers the shopper's calls in the contract's shapes", async () => {
    const { auth } = await signIn(t.app);
    const page = await t.app.inject({ method: 'GET', url: '/api/products?perPage=2' });
    const product = contract.productPageSchema.parse(page.json()).products[0];
    const added = await t.app.inject({ method: 'POST', url: '/api/cart/add', headers: auth, payload: { productId: product.id, quantity: 1 } });
    const variantNeeded = added.statusCode === 400;
    if (!variantNeeded) expect(contract.cartAddResponseSchema.parse(added.json()).cartItem.productId).toBe(product.id);
    const cart = await t.app.inject({ method: 'GET', url: '/api/cart', headers: auth });
    expect(contract.cartListSchema.safeParse(cart.json()).success).toBe(true);
    const list = await t.app.inject({ method: 'GET', url: '/api/my-list', headers: auth });
    expect(contract.myListSchema.safeParse(list.json()).success).toBe(true);
    const orders = await t.app.inject({ method: 'GET', url: '/api/orders', headers: auth });
    expect(contract.orderListSchema.safeParse(orders.json()).success).toBe(true);
    const refused = await t.app.inject({ method: 'POST', url: '/api/cart/add', headers: auth, payload: { productId: product.id } });
    expect(refused.statusCode).toBe(400);
    expect(contract.errorSchema.parse(refused.json()).msg).toBe('Please select a quantity');
  });
});
