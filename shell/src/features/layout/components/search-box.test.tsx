import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithShell, resetStore, stubFetch } from '../../../lib/test-utils';
import { SearchBox, SUGGEST_DEBOUNCE_MS } from './search-box';

const LONG = 'Prestige Iris 750 Watt Mixer Grinder with 3 Stainless Steel Jars and 1 Juicer Jar';
const products = [
  { id: 'p1', _id: 'p1', name: 'Samsung Galaxy M35 5G', images: ['/uploads/m35.webp'], price: 15999 },
  { id: 'p2', _id: 'p2', name: LONG, images: [], price: 3299 },
];

beforeEach(() => {
  resetStore();
  vi.unstubAllGlobals();
});

const input = () => screen.getByRole('combobox', { name: 'Search for products' });

/** The server's search box, focused, with `text` typed into it before its scripts ran; `hydrate` runs them. */
async function typedIntoServerBox(text: string) {
  const { hydrateRoot } = await import('react-dom/client');
  const { renderToString } = await import('react-dom/server');
  const { MemoryRouter } = await import('react-router-dom');
  const tree = (
    <MemoryRouter>
      <SearchBox />
    </MemoryRouter>
  );
  const container = document.createElement('div');
  container.innerHTML = renderToString(tree);
  document.body.appendChild(container);
  const box = container.querySelector('input') as HTMLInputElement;
  box.focus();
  box.value = text;
  const hydrate = () =>
    act(async () => {
      hydrateRoot(container, tree);
    });
  return { container, box, hydrate };
}

describe('SearchBox', () => {
  it('shows live suggestions, names cut to 50 characters, each linking to its product', async () => {
    const fetchMock = stubFetch({ '/api/search': () => products });
    const user = userEvent.setup();
    renderWithShell(<SearchBox />);
    await user.type(input(), 'sa');

    const options = await screen.findAllByRole('option');
    expect(options).toHaveLength(2);
    expect(options[0]).toHaveAttribute('href', '/products/p1');
    expect(options[0]).toHaveTextContent('Samsung Galaxy M35 5G');
    expect(options[1]).toHaveAttribute('href', '/products/p2');
    expect(options[1]).toHaveTextContent(LONG.slice(0, 50) + '…');
    expect(options[1]).not.toHaveTextContent(LONG);
    expect(input()).toHaveAttribute('aria-expanded', 'true');

    // typing quickly is one request, for the whole text
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(new URL(String(fetchMock.mock.calls[0][0])).searchParams.get('q')).toBe('sa');
    // only the few it shows, not the search's 60
    expect(new URL(String(fetchMock.mock.calls[0][0])).searchParams.get('limit')).toBe('8');
  });

  it('asks for the suggestions of a pasted paragraph with its first 200 characters (the call refuses more)', async () => {
    const fetchMock = stubFetch({ '/api/search': () => products });
    renderWithShell(<SearchBox />);
    const long = 'cotton kurta '.repeat(30);
    fireEvent.change(input(), { target: { value: long } });
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(new URL(String(fetchMock.mock.calls[0][0])).searchParams.get('q')).toBe(long.trim().slice(0, 200));
  });

  it('clears the suggestions when the text is emptied', async () => {
    stubFetch({ '/api/search': () => products });
    const user = userEvent.setup();
    renderWithShell(<SearchBox />);
    await user.type(input(), 'sam');
    expect(await screen.findAllByRole('option')).toHaveLength(2);
    await user.clear(input());
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    expect(input()).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens a suggestion with the arrow keys and Enter', async () => {
    stubFetch({ '/api/search': () => products });
    const user = userEvent.setup();
    renderWithShell(<SearchBox />);
    await user.type(input(), 'sam');
    await screen.findAllByRole('option');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(screen.getAllByRole('option')[1]).toHaveAttribute('aria-selected', 'true');
    expect(input().getAttribute('aria-activedescendant')).toBe(screen.getAllByRole('option')[1].id);
    await user.keyboard('{Enter}');
    expect(screen.getByTestId('location')).toHaveTextContent('/products/p2');
  });

  it('Enter searches the words typed while the pointer rests on a suggestion (hovering chooses nothing)', async () => {
    stubFetch({ '/api/search': () => products });
    const user = userEvent.setup();
    renderWithShell(<SearchBox />);
    await user.type(input(), 'sam');
    const [first] = await screen.findAllByRole('option');
    await user.hover(first);
    expect(first).toHaveAttribute('aria-selected', 'false');
    await user.keyboard('{Enter}');
    expect(screen.getByTestId('location')).toHaveTextContent('/search?q=sam');
  });

  it('drops the answer to older text: the stale request is aborted', async () => {
    const signals: AbortSignal[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn((_url: string, init?: RequestInit) => {
        const signal = init!.signal!;
        signals.push(signal);
        if (signals.length === 1) {
          // the first answer never comes back on its own; only an abort ends it
          return new Promise<Response>((_resolve, reject) =>
            signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
          );
        }
        return Promise.resolve(new Response(JSON.stringify([products[0]]), { status: 200 }));
      }),
    );
    const user = userEvent.setup();
    renderWithShell(<SearchBox />);
    await user.type(input(), 'sam');
    await waitFor(() => expect(signals).toHaveLength(1));
    await user.type(input(), 'sung');
    await waitFor(() => expect(signals).toHaveLength(2));
    expect(signals[0].aborted).toBe(true);
    expect(await screen.findAllByRole('option')).toHaveLength(1);
  });

  it('stays quiet when the search call fails', async () => {
    stubFetch({}); // every path answers 404
    const user = userEvent.setup();
    renderWithShell(<SearchBox />);
    await user.type(input(), 'tea');
    await new Promise((r) => setTimeout(r, 400));
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('does nothing when submitted empty', async () => {
    const fetchMock = stubFetch({ '/api/search': () => products });
    const user = userEvent.setup();
    renderWithShell(<SearchBox />, { route: '/cart' });
    await user.type(input(), '   ');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await new Promise((r) => setTimeout(r, 300));
    expect(screen.getByTestId('location')).toHaveTextContent('/cart');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('goes to /search?q=<text> on submit', async () => {
    stubFetch({ '/api/search': () => [] });
    const user = userEvent.setup();
    renderWithShell(<SearchBox />);
    await user.type(input(), 'basmati rice{Enter}');
    expect(screen.getByTestId('location')).toHaveTextContent('/search?q=basmati%20rice');
    // the spinner is gone once the navigation happened
    expect(screen.getByRole('button', { name: 'Search' })).not.toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Search' })).toBeEnabled();
  });
});

describe('SearchBox on the results page', () => {
  it('shows the query from the address without asking for suggestions', async () => {
    const fetchMock = stubFetch({ '/api/search': () => products });
    renderWithShell(<SearchBox />, { route: '/search?q=toor%20dal' });
    expect(input()).toHaveValue('toor dal');
    await new Promise((r) => setTimeout(r, 350));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.queryAllByRole('option')).toHaveLength(0);
  });

  it('suggests again once the shopper edits that text', async () => {
    const fetchMock = stubFetch({ '/api/search': () => products });
    const user = userEvent.setup();
    renderWithShell(<SearchBox />, { route: '/search?q=sam' });
    await user.type(input(), 's');
    expect(await screen.findAllByRole('option')).toHaveLength(2);
    expect(new URL(String(fetchMock.mock.calls[0][0])).searchParams.get('q')).toBe('sams');
  });
});

describe('SearchBox before its scripts', () => {
  it('is a form that goes to /search?q= without them', () => {
    renderWithShell(<SearchBox />);
    const form = screen.getByRole('search');
    expect(form).toHaveAttribute('action', '/search');
    expect(form).toHaveAttribute('method', 'get');
    expect(input()).toHaveAttribute('name', 'q');
  });

  it('holds the query of /search?q= in the server\'s HTML (before the scripts, and without them)', async () => {
    const { renderToString } = await import('react-dom/server');
    const { MemoryRouter } = await import('react-router-dom');
    const html = renderToString(
      <MemoryRouter initialEntries={['/search?q=toor%20dal']}>
        <SearchBox />
      </MemoryRouter>,
    );
    expect(html).toMatch(/<input[^>]*name="q"[^>]*value="toor dal"/);
  });

  it('keeps what was typed into the server\'s box before hydration and shows its suggestions', async () => {
    const fetchMock = stubFetch({ '/api/search': () => products });
    const { container, box, hydrate } = await typedIntoServerBox('sa');
    await hydrate();
    expect(await screen.findAllByRole('option')).toHaveLength(2);
    expect(box.value).toBe('sa');
    expect(new URL(String(fetchMock.mock.calls[0][0])).searchParams.get('q')).toBe('sa');
    container.remove();
  });

  it('Enter right after hydration searches the text typed before it, even before the box has taken that text in', async () => {
    stubFetch({ '/api/search': () => [] });
    renderWithShell(<SearchBox />);
    // (as in the server's box: the text is in the input, not yet in the component's state)
    (input() as HTMLInputElement).value = 'chromebok';
    await act(async () => {
      screen.getByRole('search').dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    });
    expect(screen.getByTestId('location')).toHaveTextContent('/search?q=chromebok');
  });

  it('asks for the suggestions of text typed before hydration at once: its pause in typing is long over', async () => {
    const fetchMock = stubFetch({ '/api/search': () => products });
    const { container, box, hydrate } = await typedIntoServerBox('sa');
    vi.useFakeTimers();
    try {
      await hydrate();
      // No SUGGEST_DEBOUNCE_MS pause: the next task asks.
      await act(async () => {
        vi.advanceTimersByTime(1);
      });
      expect(fetchMock).toHaveBeenCalledTimes(1);
      expect(new URL(String(fetchMock.mock.calls[0][0])).searchParams.get('q')).toBe('sa');
      // The shopper's next keystroke waits for a pause again.
      await act(async () => {
        box.value = 'sar';
        box.dispatchEvent(new Event('input', { bubbles: true }));
      });
      await act(async () => {
        vi.advanceTimersByTime(SUGGEST_DEBOUNCE_MS - 10);
      });
      expect(fetchMock).toHaveBeenCalledTimes(1);
      await act(async () => {
        vi.advanceTimersByTime(10);
      });
      expect(fetchMock).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
      container.remove();
    }
  });
});
