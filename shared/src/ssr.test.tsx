import { act, Suspense } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToPipeableStream } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { RenderDataContext, useServerData, useServerRendered, type RenderData } from './ssr';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Price({ load, id }: { load: (id: string) => Promise<string> | null; id: string }) {
  const served = useServerData(() => load(id), [id]);
  return <p>{served ? served.value : 'loading'}</p>;
}

function Page({ load, id }: { load: (id: string) => Promise<string> | null; id: string }) {
  const ssr = useServerRendered();
  return (
    <main data-ssr={String(ssr)}>
      <Suspense fallback={<p>waiting</p>}>
        <Price load={load} id={id} />
      </Suspense>
    </main>
  );
}

function serverData(): RenderData {
  return { server: true, hydrating: false, records: {}, pending: new Map(), failed: new Set() };
}

/** Renders like the shell's server: waits for every part, returns the HTML. */
function renderOnServer(tree: React.ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = '';
    const decoder = new TextDecoder();
    // The little of a Node writable that React's pipe uses.
    const sink = {
      write(chunk: Uint8Array | string) {
        html += typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true });
        return true;
      },
      end() {
        resolve(html);
      },
      on() {
        return sink;
      },
      once() {
        return sink;
      },
      emit() {
        return true;
      },
      removeListener() {
        return sink;
      },
    };
    const stream = renderToPipeableStream(tree, {
      onAllReady: () => stream.pipe(sink as unknown as Parameters<typeof stream.pipe>[0]),
      onShellError: reject,
    });
  });
}

describe('server rendering data', () => {
  it('fetches once on the server, renders the answer and records it for the browser', async () => {
    const load = vi.fn(async (id: string) => `₹${id}`);
    const data = serverData();
    const html = await renderOnServer(
      <RenderDataContext.Provider value={data}>
        <Page load={load} id="499" />
      </RenderDataContext.Provider>,
    );
    expect(html).toContain('₹499');
    expect(html).toContain('data-ssr="true"');
    expect(load).toHaveBeenCalledTimes(1);
    expect(Object.values(data.records)).toEqual([{ deps: '["499"]', value: '₹499' }]);
  });

  it('hydrates with the server\'s records: no second call, no mismatch', async () => {
    const data = serverData();
    const html = await renderOnServer(
      <RenderDataContext.Provider value={data}>
        <Page load={async (id) => `₹${id}`} id="499" />
      </RenderDataContext.Provider>,
    );
    const container = document.createElement('div');
    container.innerHTML = html;
    const load = vi.fn(async () => 'from the browser');
    const errors: unknown[] = [];
    const browser: RenderData = { server: false, hydrating: true, records: JSON.parse(JSON.stringify(data.records)) };
    await act(async () => {
      hydrateRoot(
        container,
        <RenderDataContext.Provider value={browser}>
          <Page load={load} id="499" />
        </RenderDataContext.Provider>,
        { onRecoverableError: (e) => errors.push(e) },
      );
    });
    expect(errors).toEqual([]);
    expect(load).not.toHaveBeenCalled();
    expect(container.textContent).toBe('₹499');
  });

  it('answers only the question it was recorded for, and nothing outside a server render', async () => {
    const first = serverData();
    await renderOnServer(
      <RenderDataContext.Provider value={first}>
        <Page load={async (id) => `₹${id}`} id="499" />
      </RenderDataContext.Provider>,
    );
    // The same part asking another question (another product) asks the API itself.
    const load = vi.fn(async (id: string) => `₹${id}`);
    const again = { ...serverData(), records: { ...first.records } };
    const html = await renderOnServer(
      <RenderDataContext.Provider value={again}>
        <Page load={load} id="999" />
      </RenderDataContext.Provider>,
    );
    expect(load).toHaveBeenCalledWith('999');
    expect(html).toContain('₹999');
    // Without a server render nothing is fetched while rendering: the component's effects do it.
    const plain = vi.fn(async () => 'x');
    const bare = await renderOnServer(<Page load={plain} id="1" />);
    expect(bare).toContain('loading');
    expect(bare).toContain('data-ssr="false"');
    expect(plain).not.toHaveBeenCalled();
  });

  it('leaves a call that failed on the server to the browser', async () => {
    const data = serverData();
    const html = await renderOnServer(
      <RenderDataContext.Provider value={data}>
        <Page load={() => Promise.reject(new Error('API down'))} id="1" />
      </RenderDataContext.Provider>,
    );
    expect(html).toContain('loading');
    expect(Object.values(data.records)).toEqual([]);
    expect(data.failed?.size).toBe(1);
  });
});
