import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { streamPage, type PageResponse, type StreamOptions } from './page-stream';

function response() {
  const parts: string[] = [];
  const closers: (() => void)[] = [];
  let ended = false;
  let streamed = false;
  const res: PageResponse = {
    writeHead: () => undefined,
    streaming: () => {
      streamed = true;
    },
    write: (chunk) => parts.push(typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8')),
    end: (chunk) => {
      if (chunk) parts.push(chunk);
      ended = true;
    },
    on: (event, listener) => {
      if (event === 'close') closers.push(listener as () => void);
    },
  };
  return { res, html: () => parts.join(''), ended: () => ended, streamed: () => streamed, close: () => closers.forEach((c) => c()) };
}

const document = {
  beforeWhole: (html: string) => `[whole ${html.length}]`,
  beforeParts: () => '[parts]',
  end: () => '[end]',
  failed: () => '[failed]',
};
const options = (over: Partial<StreamOptions> = {}): StreamOptions => ({ nonce: 'n', waitMs: 200, abortMs: 1000, final: true, document, payload: () => ({}) as never, ...over });

/** A part whose data arrives after `ms`. */
function late(ms: number) {
  let ready = false;
  const promise = new Promise<void>((resolve) => setTimeout(() => ((ready = true), resolve()), ms));
  return function Late() {
    if (!ready) throw promise;
    return <p>late part</p>;
  };
}

function Broken(): never {
  throw new Error('the region broke');
}

afterEach(() => vi.restoreAllMocks());

describe('streamPage', () => {
  it("sends no NUL bytes where a character of several bytes meets the end of React's 2 kB buffer (React 18's padding), text whole", async () => {
    // Short texts fill the buffer a little at a time; each offset puts an ellipsis (3 bytes) at another
    // place of it, so some straddle its end.
    for (let offset = 0; offset < 12; offset++) {
      const names = Array.from({ length: 60 }, (_, i) => `${'x'.repeat(offset)}Backpack ${i} Laptop Bag…`);
      for (const held of [true, false]) {
        const out = response();
        const Late = late(held ? 1 : 20);
        const tree = (
          <main>
            {names.map((name) => <h3 key={name}>{name}</h3>)}
            <Suspense fallback={<i>wait</i>}><Late /></Suspense>
          </main>
        );
        await streamPage(tree, out.res, options({ waitMs: held ? 200 : 1 }));
        expect(out.html().includes('\0'), `${offset} ${held ? 'whole' : 'streamed'}`).toBe(false);
        for (const name of names) expect(out.html()).toContain(`<h3>${name}</h3>`);
      }
    }
  });

  it('holds a page whose parts are all ready in time, and sends it whole after the document opens its body', async () => {
    const Late = late(10);
    const out = response();
    const outcome = await streamPage(<main><Suspense fallback={<i>wait</i>}><Late /></Suspense></main>, out.res, options());
    expect(outcome).toEqual({ sent: true, complete: true });
    expect(out.streamed()).toBe(false);
    expect(out.html()).toMatch(/^\[whole \d+\]<main>(<!--.*?-->)?<p>late part<\/p>(<!--.*?-->)?<\/main>\[end\]$/);
  });

  it('past the wait, streams what is ready and the late part follows; the page is not complete', async () => {
    const Late = late(100);
    const out = response();
    const outcome = await streamPage(<main><Suspense fallback={<i>wait</i>}><Late /></Suspense></main>, out.res, options({ waitMs: 10 }));
    expect(outcome).toEqual({ sent: true, complete: false });
    expect(out.streamed()).toBe(true);
    expect(out.html().startsWith('[parts]<main>')).toBe(true);
    expect(out.html()).toContain('<i>wait</i>');
    expect(out.html()).toContain('late part');
    expect(out.html().endsWith('[end]')).toBe(true);
  });

  it('reports a part that failed, sending nothing, when another render can follow', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const out = response();
    const tree = <main><Suspense fallback={<i>wait</i>}><Broken /></Suspense></main>;
    expect(await streamPage(tree, out.res, options({ final: false }))).toMatchObject({ sent: false, regionFailed: true, error: expect.objectContaining({ message: 'the region broke' }) });
    expect(out.html()).toBe('');
    // The final render leaves it to the browser.
    expect(await streamPage(tree, out.res, options({ final: true }))).toEqual({ sent: true, complete: false });
    expect(out.html()).toMatch(/^\[whole \d+\]<main>.*<i>wait<\/i>.*<\/main>\[end\]$/s);
  });

  it('ends the page with the note when React cannot render its shell', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const out = response();
    expect(await streamPage(<Broken />, out.res, options())).toEqual({ sent: true, complete: false });
    expect(out.html()).toBe('[failed]');
    expect(out.ended()).toBe(true);
  });

  it('stops when the browser goes away before the page is sent: no failure reported, no second render asked for', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const out = response();
    const Late = late(100);
    const outcome = streamPage(<main><Suspense fallback={<i>wait</i>}><Late /></Suspense></main>, out.res, options({ final: false }));
    setTimeout(out.close, 20);
    expect(await outcome).toEqual({ sent: true, complete: false });
    await new Promise((r) => setTimeout(r, 150));
    expect(out.html()).toBe('');
    expect(errors).not.toHaveBeenCalled();
  });
});
