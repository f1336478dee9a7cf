import { act, cleanup, render, screen } from '@testing-library/react';
import { lazy, Suspense, type ComponentType } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useIsWide, useWindowWidth } from './hooks';
import { RenderDataContext, useHydratedWidth, type RenderData } from './ssr';

function Width({ label }: { label: string }) {
  return <p>{`${label}: ${useHydratedWidth(1280)}`}</p>;
}

const setWidth = (w: number) => Object.defineProperty(window, 'innerWidth', { configurable: true, get: () => w });

afterEach(() => {
  cleanup();
  setWidth(1024);
});

describe('useHydratedWidth', () => {
  it('asks the window once for every reader, and again only when it resizes', async () => {
    setWidth(400);
    const reads = vi.spyOn(window, 'innerWidth', 'get');
    const view = render(
      <>
        {Array.from({ length: 20 }, (_, i) => (
          <Width key={i} label={`w${i}`} />
        ))}
      </>,
    );
    expect(screen.getByText('w0: 400')).toBeTruthy();
    expect(screen.getByText('w19: 400')).toBeTruthy();
    // 20 readers, each asked by React several times (render, commit, after subscribing): a few reads in all.
    expect(reads.mock.calls.length).toBeLessThanOrEqual(3);

    reads.mockClear();
    reads.mockReturnValue(700);
    await act(async () => {
      window.dispatchEvent(new Event('resize'));
    });
    expect(screen.getByText('w0: 700')).toBeTruthy();
    expect(screen.getByText('w19: 700')).toBeTruthy();
    expect(reads.mock.calls.length).toBe(1);
    view.unmount();
    reads.mockRestore();
  });

  it('reads the window afresh once nobody was listening', () => {
    setWidth(500);
    render(<Width label="first" />).unmount();
    setWidth(900);
    render(<Width label="second" />);
    expect(screen.getByText('second: 900')).toBeTruthy();
  });
});

describe('what the width decides, hydrated', () => {
  function Wide({ renders }: { renders: string[] }) {
    const wide = useIsWide();
    renders.push(`wide ${wide}`);
    return <p>{wide ? 'wide' : 'narrow'}</p>;
  }
  function Width({ renders }: { renders: string[] }) {
    const width = useWindowWidth();
    renders.push(`width ${width}`);
    return <p>{width}</p>;
  }
  // Roots left mounted would keep the shared width listener, and with it a width read earlier.
  const roots: Root[] = [];
  afterEach(() => {
    for (const root of roots.splice(0)) act(() => root.unmount());
  });
  const data = (server: boolean): RenderData => ({ server, hydrating: !server, records: {} });

  /** Renders `serverUi` (or `ui`) on the "server", then hydrates `ui`. */
  async function hydrate(ui: (renders: string[]) => JSX.Element, serverUi = ui, browser = data(false)) {
    const html = renderToString(<RenderDataContext.Provider value={data(true)}>{serverUi([])}</RenderDataContext.Provider>);
    const container = document.createElement('div');
    container.innerHTML = html;
    const renders: string[] = [];
    const errors: unknown[] = [];
    await act(async () => {
      roots.push(hydrateRoot(container, <RenderDataContext.Provider value={browser}>{ui(renders)}</RenderDataContext.Provider>, {
        onRecoverableError: (e) => errors.push(e),
      }));
    });
    return { renders, errors, container };
  }

  it('a phone wider than the server assumed hydrates a breakpoint reader without rendering it again', async () => {
    // The server renders for the narrowest layout (390 px); this phone is 412.
    setWidth(412);
    const { renders, errors, container } = await hydrate((r) => <Wide renders={r} />);
    expect(errors).toEqual([]);
    expect(container.textContent).toBe('narrow');
    expect(renders).toEqual(['wide false']);
  });

  it('moves to the real answer once hydrated when the breakpoint differs, and a raw width reader to the real width', async () => {
    setWidth(1200);
    const wide = await hydrate((r) => <Wide renders={r} />);
    expect(wide.renders).toEqual(['wide false', 'wide true']);
    expect(wide.container.textContent).toBe('wide');
    act(() => roots.pop()?.unmount());
    setWidth(412);
    const width = await hydrate((r) => <Width renders={r} />);
    expect(width.renders).toEqual(['width 390', 'width 412']);
  });

  // The shell's bootstrap may have ended hydrating (`hydrating` false) while a lazy part inside a
  // region still waits for its code: the part hydrates with the server's answer all the same.
  it.each([true, false])('keeps the server\'s answer while a part below still waits to hydrate, so its HTML is kept, and moves once it has (bootstrap still hydrating: %s)', async (stillHydrating) => {
    // The server rendered for the narrowest layout (390 px); the window is 1200 px wide (a tablet, say).
    setWidth(1200);
    const Region = ({ wide }: { wide: boolean }) => <section>{wide ? 'region for wide' : 'region for narrow'}</section>;
    let arrive!: () => void;
    const code = new Promise<{ default: typeof Region }>((resolve) => {
      arrive = () => resolve({ default: Region });
    });
    const LazyRegion = lazy(() => code);
    const page = (RegionPart: ComponentType<{ wide: boolean }>) =>
      function Page({ renders }: { renders: string[] }) {
        const wide = useIsWide();
        renders.push(`page wide ${wide}`);
        return (
          <main>
            <p>{wide ? 'chrome wide' : 'chrome narrow'}</p>
            <Suspense fallback={<p>loading</p>}>
              <RegionPart wide={wide} />
            </Suspense>
          </main>
        );
      };
    const Browser = page(LazyRegion);
    const Server = page(Region);
    const view = await hydrate((r) => <Browser renders={r} />, (r) => <Server renders={r} />, { ...data(false), hydrating: stillHydrating });
    const region = view.container.querySelector('section');
    // The chrome has hydrated; the region's code has not arrived: the page shows the server's answer.
    expect(view.container.textContent).toBe('chrome narrowregion for narrow');
    await act(async () => {
      arrive();
      await code;
    });
    // The part has hydrated: now the real width counts.
    expect(view.errors).toEqual([]);
    expect(view.container.textContent).toBe('chrome wideregion for wide');
    expect(view.container.querySelector('section')).toBe(region);
  });
});
