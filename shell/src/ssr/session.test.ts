import { describe, expect, it } from 'vitest';
import { readSession } from './session';

type Answers = Record<string, { status: number; body?: unknown } | Error>;

function fakeApi(answers: Answers) {
  const asked: string[] = [];
  const fetcher = (async (url: string, init?: RequestInit) => {
    const path = new URL(url).pathname;
    asked.push(`${path} ${String((init?.headers as Record<string, string>)?.Authorization)}`);
    const a = answers[path];
    if (a instanceof Error) throw a;
    if (!a) return new Response('{}', { status: 404 });
    return new Response(JSON.stringify(a.body ?? {}), { status: a.status });
  }) as typeof fetch;
  return { fetcher, asked };
}

const USER = { id: 'u1', name: 'Kavya Menon', email: 'kavya@example.com', images: [] };
const LINE = { id: 'c1', productId: 'p9', quantity: 1 };

describe('readSession', () => {
  it("reads the shopper, their cart and their My List (product -> entry) with the session's token", async () => {
    const { fetcher, asked } = fakeApi({
      '/api/user/session': { status: 200, body: { user: USER } },
      '/api/cart': { status: 200, body: [LINE] },
      '/api/my-list': { status: 200, body: [{ id: 'e1', productId: 'p1' }, { id: 'e2', productId: 'p2' }] },
    });
    const session = await readSession('http://api/', 'tok', 1000, fetcher);
    expect(session).toEqual({
      user: { name: 'Kavya Menon', email: 'kavya@example.com', userId: 'u1', image: '' },
      cart: [LINE],
      myList: { p1: 'e1', p2: 'e2' },
    });
    expect(asked.sort()).toEqual(['/api/cart Bearer tok', '/api/my-list Bearer tok', '/api/user/session Bearer tok']);
  });

  it('a My List that cannot be read leaves the hearts to the browser (null), the shopper still known', async () => {
    const { fetcher } = fakeApi({
      '/api/user/session': { status: 200, body: { user: USER } },
      '/api/cart': { status: 200, body: [] },
      '/api/my-list': new Error('connection reset'),
    });
    expect(await readSession('http://api', 'tok', 1000, fetcher)).toMatchObject({ user: { userId: 'u1' }, cart: [], myList: null });
  });

  it('a token the API does not know renders the page signed out', async () => {
    const { fetcher } = fakeApi({ '/api/user/session': { status: 401 }, '/api/cart': { status: 401 }, '/api/my-list': { status: 401 } });
    expect(await readSession('http://api', 'old', 1000, fetcher)).toBeNull();
  });
});
