import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startPage, starterScript, type StarterConfig } from './starter';

const config: StarterConfig = {
  scripts: ['/main.js', '/remote/entry.js'],
  shellSheets: [['/bootstrap.part1.css', '/bootstrap.css'], ['/bootstrap.part2.css'], ['/shell.css']],
  regionSheets: [['/remote/page.css'], ['/remote/page.css', '/remote/lazy-part.css']],
};

/** The page's head as the server writes it: the shell's first paint, then the region's inline styles. */
function serverPage() {
  document.head.innerHTML = '<style data-critical></style><style data-remote-styles="mf_catalogue"></style>';
  document.body.innerHTML = '<div id="root"></div>';
}

const headOrder = () =>
  Array.from(document.head.children).map((el) => (el instanceof HTMLLinkElement ? `${el.getAttribute('href')} ${el.media}` : `style ${Object.keys((el as HTMLElement).dataset).join('')}`));
const scripts = () => Array.from(document.body.querySelectorAll('script')).map((s) => [s.getAttribute('src'), s.async]);
/** Runs the next task the page set (a setTimeout of 0). */
const nextTask = () => vi.advanceTimersToNextTimer();
const links = () => Array.from(document.head.querySelectorAll('link'));

beforeEach(() => {
  vi.useFakeTimers();
  serverPage();
});
afterEach(() => {
  vi.useRealTimers();
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

describe('startPage', () => {
  it("adds one sheet per task as print sheets, the shell's before the region's inline styles, then the scripts in order", () => {
    startPage(config);
    // The first sheet goes in at once, each next one in a task of its own.
    expect(links()).toHaveLength(1);
    expect(scripts()).toEqual([]);
    nextTask();
    expect(links()).toHaveLength(2);
    nextTask();
    nextTask();
    nextTask();
    expect(scripts()).toEqual([]);
    nextTask();
    expect(headOrder()).toEqual([
      'style critical',
      '/bootstrap.part1.css print',
      '/bootstrap.part2.css print',
      '/shell.css print',
      'style remoteStyles',
      '/remote/page.css print',
      '/remote/page.css print',
    ]);
    // Each link names the file the scripts' style loader looks for, when not its own: the whole
    // of a part, or a lazily loaded chunk's file with the same styles.
    expect(links()[0].getAttribute('data-href')).toBe('/bootstrap.css');
    expect(links()[1].hasAttribute('data-href')).toBe(false);
    expect(links()[3].hasAttribute('data-href')).toBe(false);
    expect(links()[4].getAttribute('data-href')).toBe('/remote/lazy-part.css');
    expect(scripts()).toEqual([
      ['/main.js', false],
      ['/remote/entry.js', false],
    ]);
  });

  it('switches every sheet on together once all have loaded or failed', () => {
    startPage(config);
    for (let task = 0; task < 4; task++) nextTask();
    const [first, ...rest] = links();
    first.dispatchEvent(new Event('error'));
    rest.slice(0, -1).forEach((l) => l.dispatchEvent(new Event('load')));
    expect(links().map((l) => l.media)).toEqual(['print', 'print', 'print', 'print', 'print']);
    rest[rest.length - 1].dispatchEvent(new Event('load'));
    expect(links().map((l) => l.media)).toEqual(['all', 'all', 'all', 'all', 'all']);
  });

  it('switches them on after 2.5 s when some never load', () => {
    startPage(config);
    vi.advanceTimersByTime(2499);
    expect(links().every((l) => l.media === 'print')).toBe(true);
    vi.advanceTimersByTime(1);
    expect(links().map((l) => l.media)).toEqual(['all', 'all', 'all', 'all', 'all']);
  });

  describe('when every region was rendered on the server (holdSheets)', () => {
    const held = { ...config, holdSheets: true };
    const loadAll = () => {
      for (let task = 0; task < 4; task++) nextTask();
      links().forEach((l) => l.dispatchEvent(new Event('load')));
    };
    const interactive = async () => {
      document.documentElement.setAttribute('data-interactive', '');
      await Promise.resolve(); // the attribute's observer
    };
    afterEach(() => document.documentElement.removeAttribute('data-interactive'));

    it('keeps the loaded sheets off while the page hydrates, and switches them on in a quiet moment once it works', async () => {
      vi.stubGlobal('requestIdleCallback', (cb: () => void) => setTimeout(cb, 50));
      startPage(held);
      loadAll();
      expect(links().every((l) => l.media === 'print')).toBe(true);
      await interactive();
      expect(links().every((l) => l.media === 'print')).toBe(true);
      vi.advanceTimersByTime(50);
      expect(links().map((l) => l.media)).toEqual(['all', 'all', 'all', 'all', 'all']);
      vi.unstubAllGlobals();
    });

    it('switches them on at the first touch or key, even before the page works', () => {
      startPage(held);
      loadAll();
      document.dispatchEvent(new Event('pointerdown'));
      expect(links().map((l) => l.media)).toEqual(['all', 'all', 'all', 'all', 'all']);
    });

    it('waits for sheets still loading when the page already works, and after 10 s switches them on regardless', async () => {
      startPage(held);
      for (let task = 0; task < 4; task++) nextTask();
      document.dispatchEvent(new KeyboardEvent('keydown'));
      expect(links().every((l) => l.media === 'print')).toBe(true);
      vi.advanceTimersByTime(9900);
      expect(links().every((l) => l.media === 'print')).toBe(true);
      vi.advanceTimersByTime(100);
      expect(links().map((l) => l.media)).toEqual(['all', 'all', 'all', 'all', 'all']);
    });
  });

  describe('holdSheets on a page whose preloaded scripts are still arriving', () => {
    const held = { ...config, holdSheets: true };
    beforeEach(() => {
      document.head.insertAdjacentHTML('afterbegin', '<link rel="preload" as="script" href="/main.js"><link rel="preload" as="script" href="/remote/entry.js">');
    });
    const preloads = () => Array.from(document.head.querySelectorAll('link[rel="preload"]'));
    const sheets = () => links().filter((l) => l.rel === 'stylesheet');
    const hrefs = () => sheets().map((l) => l.getAttribute('href'));
    const addAll = () => {
      for (let task = 0; task < 5; task++) nextTask();
    };
    const FETCHED = ['/bootstrap.part1.css', '/bootstrap.part2.css', '/shell.css', '/remote/page.css', '/remote/page.css'];

    it("fetches no sheet until every one has arrived (the line is the scripts'), naming each for the scripts' style loader meanwhile", () => {
      startPage(held);
      addAll();
      expect(scripts()).toHaveLength(2);
      expect(hrefs()).toEqual([null, null, null, null, null]);
      expect(sheets().map((l) => l.getAttribute('data-href'))).toEqual(['/bootstrap.css', '/bootstrap.part2.css', '/shell.css', '/remote/page.css', '/remote/lazy-part.css']);
      preloads()[0].dispatchEvent(new Event('load'));
      expect(hrefs()).toEqual([null, null, null, null, null]);
      preloads()[1].dispatchEvent(new Event('error'));
      expect(hrefs()).toEqual(FETCHED);
      expect(sheets().map((l) => l.getAttribute('data-href'))).toEqual(['/bootstrap.css', null, null, null, '/remote/lazy-part.css']);
    });

    it('counts a script whose fetch already ended (it has its resource timing entry) as arrived', () => {
      const entries = vi.spyOn(performance, 'getEntriesByName').mockImplementation((name) => (name.endsWith('/main.js') ? [{} as PerformanceEntry] : []));
      startPage(held);
      addAll();
      expect(hrefs()).toEqual([null, null, null, null, null]);
      preloads()[1].dispatchEvent(new Event('load'));
      expect(hrefs()).toEqual(FETCHED);
      entries.mockRestore();
    });

    it('fetches them at the first touch or key, and after 10 s regardless', () => {
      startPage(held);
      addAll();
      document.dispatchEvent(new Event('pointerdown'));
      expect(hrefs()).toEqual(FETCHED);
      document.head.querySelectorAll('link[rel="stylesheet"]').forEach((l) => l.remove());
      startPage(held);
      addAll();
      vi.advanceTimersByTime(10_000);
      expect(hrefs()).toEqual(FETCHED);
    });
  });

  it('with no sheets (a page that streamed) runs the scripts at once', () => {
    startPage({ scripts: ['/main.js'], shellSheets: [], regionSheets: [] });
    expect(links()).toEqual([]);
    expect(scripts()).toEqual([['/main.js', false]]);
  });
});

describe('starterScript', () => {
  it('keeps taps from the first paint: a tap on a control waiting for its scripts is carried out once it is alive', async () => {
    const html = starterScript(config, 'n0');
    document.body.innerHTML += '<button type="button" data-sf-hydrating aria-disabled="true">+</button>';
    const plus = document.body.querySelector('button')!;
    let heard = 0;
    plus.addEventListener('click', () => (heard += 1));
    new Function(/^<script[^>]*>(.*)<\/script>$/s.exec(html)?.[1] ?? '')();
    plus.click();
    expect(heard).toBe(0);
    plus.removeAttribute('data-sf-hydrating');
    plus.removeAttribute('aria-disabled');
    await Promise.resolve();
    expect(heard).toBe(1);
  });

  it("is startPage's own source called with the config, and runs on its own", () => {
    const html = starterScript(config, 'n"0');
    expect(html.startsWith('<script nonce="n&quot;0">(')).toBe(true);
    const source = /^<script[^>]*>(.*)<\/script>$/s.exec(html)?.[1] ?? '';
    // No name from this module: only the browser's globals.
    new Function(source)();
    for (let task = 0; task < 5; task++) nextTask();
    expect(headOrder()).toEqual(['style critical', '/bootstrap.part1.css print', '/bootstrap.part2.css print', '/shell.css print', 'style remoteStyles', '/remote/page.css print', '/remote/page.css print']);
    expect(scripts()).toEqual([
      ['/main.js', false],
      ['/remote/entry.js', false],
    ]);
  });

  it('cannot be ended early by a URL', () => {
    const html = starterScript({ scripts: ['/x.js?</script><script>alert(1)//'], shellSheets: [], regionSheets: [] }, 'n');
    expect(html.match(/<\/script>/g)).toHaveLength(1);
  });
});
