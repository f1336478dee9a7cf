import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { apiCatalogueVersion, CatalogueVersionGate } from './catalogue-version';

function deferred() {
  let resolve!: (v: string) => void;
  let reject!: (e: Error) => void;
  const promise = new Promise<string>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('CatalogueVersionGate', () => {
  it('answers a request with a read begun after it arrived, shared by the requests that arrived meanwhile', async () => {
    const reads: ReturnType<typeof deferred>[] = [];
    const gate = new CatalogueVersionGate(() => {
      const d = deferred();
      reads.push(d);
      return d.promise;
    });
    const first = gate.current();
    expect(reads).toHaveLength(1);
    // Two requests while the first read is under way: that read began before them.
    const second = gate.current();
    const third = gate.current();
    expect(reads).toHaveLength(1);
    reads[0]!.resolve('1');
    expect(await first).toBe('1');
    await Promise.resolve();
    expect(reads).toHaveLength(2);
    reads[1]!.resolve('2');
    expect(await second).toBe('2');
    expect(await third).toBe('2');
    // Later, a request alone starts its own read.
    const fourth = gate.current();
    await Promise.resolve();
    expect(reads).toHaveLength(3);
    reads[2]!.resolve('3');
    expect(await fourth).toBe('3');
  });

  it('answers null when the API cannot say (the page is then rendered and not kept)', async () => {
    const gate = new CatalogueVersionGate(() => Promise.reject(new Error('down')));
    expect(await gate.current()).toBeNull();
    expect(await gate.current()).toBeNull();
  });
});

describe('apiCatalogueVersion', () => {
  let server: Server | null = null;
  afterEach(() => new Promise<void>((r) => (server ? server.close(() => r()) : r())));

  /** An API stand-in: answers each call with `answer`, counting calls and the connections they came on. */
  async function api(answer: (n: number) => { status: number; body: string } | null) {
    const seen = { calls: 0, sockets: new Set<unknown>() };
    server = createServer((req, res) => {
      seen.calls++;
      seen.sockets.add(req.socket);
      expect(req.url).toBe('/api/catalogue/version');
      const a = answer(seen.calls);
      if (!a) return; // never answers
      res.writeHead(a.status, { 'content-type': 'application/json' });
      res.end(a.body);
    });
    await new Promise<void>((r) => server!.listen(0, '127.0.0.1', () => r()));
    return { base: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`, seen };
  }

  it('reads the version, one kept-alive connection for reads one after another', async () => {
    const { base, seen } = await api((n) => ({ status: 200, body: JSON.stringify({ version: `v${n}` }) }));
    const read = apiCatalogueVersion(() => base);
    expect(await read()).toBe('v1');
    expect(await read()).toBe('v2');
    expect(await read()).toBe('v3');
    expect(seen.sockets.size).toBe(1);
  });

  it('fails (so nothing is kept) on an error status, a body without a version, or no answer in time', async () => {
    const { base } = await api((n) => (n === 1 ? { status: 503, body: '{}' } : n === 2 ? { status: 200, body: '{"version":3}' } : n === 3 ? { status: 200, body: 'not json' } : null));
    const read = apiCatalogueVersion(() => base, 200);
    await expect(read()).rejects.toThrow('503');
    await expect(read()).rejects.toThrow('not a string');
    await expect(read()).rejects.toThrow();
    const started = Date.now();
    await expect(read()).rejects.toThrow('in time');
    expect(Date.now() - started).toBeLessThan(1000);
  });
});
