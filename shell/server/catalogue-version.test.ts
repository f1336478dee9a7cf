import { describe, expect, it } from 'vitest';
import { CatalogueVersionGate } from './catalogue-version';

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
